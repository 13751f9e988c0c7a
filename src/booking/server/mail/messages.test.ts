import { sampleLead } from '../../../../tests/support/sample-lead';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEvent } from '../../../../tests/support/ics';
import { FIELDS, LABELS } from '../../rules/fields';
import { loadSite, type Site } from '../../../manifest/load';
import type { Lead } from '../lead-store';
import { mailBuilder } from './index';
import { bookingMessages, firstName, isOfficeMail, type MailMessage } from './messages';
import { phoneText, shownPhone, telUri } from '../../rules/phone';
import { changeMessages } from './updates';
import { reminderMessages } from './reminder';
import { FIXTURE_SITE } from '../../../../tests/support/fixture-site';

let site: Site;
beforeAll(() => {
  const loaded = loadSite(FIXTURE_SITE);
  if (!loaded.site) throw new Error('site.yaml did not load');
  site = loaded.site;
});

/** The sample lead with this file's own details: a name with quotes and an ampersand, two lines of words, the site's choices. */
const lead = (over: Partial<Lead> = {}): Lead =>
  sampleLead({
    receivedAt: '2031-03-17T14:05:00.000Z',
    statusAt: '2031-03-17T14:05:00.000Z',
    name: 'Tom "TJ" O\'Neil & Sons',
    date: '2031-03-20',
    time: site.manifest.booking.timeSlots[1],
    serviceType: site.manifest.booking.serviceTypes[1],
    issue: 'The spring snapped.\nThe door will not open.',
    ...over,
  });
const pair = (site: Site, lead: Lead) => {
  const [office, visitor] = bookingMessages(site, lead);
  return { office, visitor };
};
const ics = (mailMessage: MailMessage) =>
  mailMessage.attachments?.find((attachment) => attachment.filename.endsWith('.ics'))?.content ?? '';
/** site.yaml with other facts, as an owner might edit it */
function edited(): Site {
  const changed = structuredClone(site.manifest);
  changed.business.phone = { display: '(727) 555-0177', e164: '+17275550177' };
  changed.business.timeZone = 'America/Chicago';
  changed.booking.slotMinutes = 120;
  return {
    ...site,
    manifest: changed,
    facts: { ...site.facts, phone: '(727) 555-0177', confirmationTime: 'within 15 minutes', technicianCallAhead: '45 minutes' },
  };
}

describe('the office message', () => {
  it('carries every field of the lead, the time it arrived in the business time zone, a tel: link and Reply-To the visitor', () => {
    const text = lead();
    const { office } = pair(site, text);
    expect(office.kind).toBe('office');
    expect(office.to).toEqual([]); // LEADS_NOTIFY_TO, set when sent
    expect(office.replyTo).toEqual({ name: text.name, address: text.email });
    expect(office.subject).toContain(text.name);
    expect(office.subject).toContain(text.serviceType);
    for (const key of FIELDS) {
      expect(office.text).toContain(`${LABELS[key]}:`);
      if (key === 'date') expect(office.text).toContain('March 20, 2031');
      else for (const line of text[key].split('\n')) expect(office.text).toContain(line);
    }
    // 14:05 UTC on March 17, 2031 is 10:05 AM in Tampa (daylight time began March 9)
    expect(office.text).toContain('Monday, March 17, 2031 at 10:05 AM EDT');
    expect(office.text).toContain('tel:+18135550123');
    expect(office.html).toContain('<a href="tel:+18135550123">(813) 555-0123</a>');
    expect(office.html).toContain('<a href="mailto:tj@example.org">');
  });

  it("writes the customer's number as people do, however it was typed", () => {
    const { office } = pair(site, lead({ phone: '8135554400' }));
    expect(office.text).toContain('(813) 555-4400 (tel:+18135554400)');
    expect(office.html).toContain('>(813) 555-4400</a>');
  });

  it('escapes what the visitor typed in its HTML', () => {
    const { office, visitor } = pair(site, lead({ issue: 'Door & "track" bent; 1 < 2' }));
    expect(office.html).toContain('Tom &quot;TJ&quot; O&#39;Neil &amp; Sons');
    expect(office.html).toContain('Door &amp; &quot;track&quot; bent; 1 &lt; 2');
    expect(office.html).not.toContain('1 < 2');
    expect(visitor.html).toContain('Hello Tom,');
    expect(pair(site, lead({ name: "O'Neil" })).visitor.html).toContain('Hello O&#39;Neil,');
  });

  it('says "not given" for empty optional fields', () => {
    const { office } = pair(site, lead({ date: '', time: '', serviceType: '', issue: '' }));
    expect(office.text).toMatch(/Preferred Date:\s+\(not given\)/);
    expect(office.text).toMatch(/Describe the Issue:\s+\(not given\)/);
  });
});

describe('the visitor message', () => {
  it('says, when the request came in while the office was closed, the day and time of its call, never "tomorrow"', () => {
    // A Friday at 7:30 PM in Tampa: the office (Monday to Friday from 8 AM) calls on Monday.
    const { visitor } = pair(site, lead({ receivedAt: '2031-03-21T23:30:00.000Z' }));
    const line = 'Our office was closed when your request came in: we call you on Monday, March 24, after 8:00\u00a0AM.';
    expect(visitor.text).toContain(line);
    expect(visitor.html).toContain(line);
    // Sent during office hours: the copy's promise ("during office hours") says it all.
    expect(pair(site, lead()).visitor.text).not.toContain('Our office was closed');
  });

  it('says what was asked for, the date and window, what happens next and our phone number', () => {
    const text = lead();
    const { visitor } = pair(site, text);
    expect(visitor.to).toEqual([{ name: 'Tom', address: text.email }]);
    expect(visitor.replyTo).toEqual({ name: site.manifest.business.name, address: site.manifest.business.email });
    expect(visitor.subject).toBe(`${site.pages['booking-email'].blocks.visitor.heading} (${text.reference})`);
    for (const body of [visitor.text, visitor.html]) {
      expect(body).toContain(text.serviceType);
      expect(body).toContain('March 20, 2031');
      expect(body).toContain('9:00 AM-10:00 AM EDT');
      expect(body).toContain(site.facts.confirmationTime);
      expect(body).toContain(site.facts.technicianCallAhead);
      expect(body).toContain(site.manifest.business.phone.display);
    }
    expect(visitor.html).toContain(`href="tel:${site.manifest.business.phone.e164}"`);
  });

  it("offers the request's page for a change only while the visit is further away than the notice; sooner, it says to call", () => {
    const links = { manage: 'https://x.example/booking/request/m', confirm: 'https://x.example/c', decline: 'https://x.example/d' };
    const visitorOf = (over: Partial<Lead>) => bookingMessages(site, lead(over), links)[1].text;
    // Received on a Monday at 10:05 AM in Tampa: a visit on Thursday is days away, one the next morning less than 24 hours.
    const later = visitorOf({});
    expect(later).toContain('choose another date or time, or cancel it');
    const tomorrow = visitorOf({ date: '2031-03-18', time: site.manifest.booking.timeSlots[0] });
    expect(tomorrow).toContain(`less than ${String(site.facts.cancelNotice)} away, so it can no longer be changed or cancelled`);
    expect(tomorrow).not.toContain('choose another date or time, or cancel it');
    expect(tomorrow).toContain(links.manage);
  });

  it('attaches the requested window as a tentative calendar entry in the business time zone', () => {
    const { visitor } = pair(site, lead());
    const [attachment] = visitor.attachments ?? [];
    expect(attachment.filename).toBe('booking-request.ics');
    expect(attachment.contentType).toMatch(/^text\/calendar/);
    const event = parseEvent(attachment.content);
    expect(event.status).toBe('TENTATIVE');
    expect(event.tzid).toBe('America/New_York');
    expect(event.allDay).toBe(false);
    // 9:00 AM EDT is 13:00 UTC; the slot is site.yaml's booking.slotMinutes long
    expect(event.start.toISOString()).toBe('2031-03-20T13:00:00.000Z');
    expect(event.end.getTime() - event.start.getTime()).toBe(site.manifest.booking.slotMinutes * 60_000);
    expect(event.location ?? '').toBe('');
    expect(event.description).toContain(site.facts.confirmationTime);
  });

  it('uses standard time in winter', () => {
    const event = parseEvent(ics(pair(site, lead({ date: '2031-12-02', time: '2:00 PM' })).visitor));
    expect(event.start.toISOString()).toBe('2031-12-02T19:00:00.000Z');
    expect(pair(site, lead({ date: '2031-12-02', time: '2:00 PM' })).visitor.text).toContain('2:00 PM-3:00 PM EST');
  });

  it('a date without a time is an all-day entry; no date, no calendar file', () => {
    const allDay = pair(site, lead({ time: '' })).visitor;
    const event = parseEvent(ics(allDay));
    expect(event.allDay).toBe(true);
    expect(event.start.getFullYear()).toBe(2031);
    expect(event.start.getMonth()).toBe(2);
    expect(event.start.getDate()).toBe(20);
    expect(event.status).toBe('TENTATIVE');
    expect(allDay.text).toContain('any time that day');
    const undated = pair(site, lead({ date: '', time: '' })).visitor;
    expect(undated.attachments).toBeUndefined();
    expect(undated.text).toContain('no preference');
    expect(undated.text).not.toContain('Preferred time');
    // A time chosen without a date: the visitor reads it, as the office does.
    const timeOnly = pair(site, lead({ date: '', time: '10:00 AM' }));
    expect(timeOnly.visitor.text).toMatch(/Preferred time:?\s+10:00 AM, on the day we agree/);
    expect(timeOnly.office.text).toMatch(/Preferred Time:\s+10:00 AM/);
  });
});

describe('the visitor message holds nothing the visitor typed beyond a first name', () => {
  const attacker = () =>
    lead({
      name: 'Win a FREE prize at evil.example',
      street: 'Claim it at https://evil.example/win',
      city: 'Visit evil.example',
      issue: 'Your account is locked: https://evil.example/login\nCall +1 900 555 0100',
    });
  const everything = (mailMessage: MailMessage) =>
    [mailMessage.subject, mailMessage.text, mailMessage.html, ...mailMessage.to.map((address) => address.name), ics(mailMessage)].join(
      '\n',
    );

  it('never carries the address, the description or the rest of the name, in the body, the To name or the calendar file', () => {
    const attack = attacker();
    const { visitor, office } = pair(site, attack);
    const sent = everything(visitor);
    for (const typed of ['evil.example', 'FREE prize', 'Claim it', 'account is locked', '900 555']) expect(sent).not.toContain(typed);
    expect(visitor.text).toContain('Hello Win,');
    expect(visitor.to).toEqual([{ name: 'Win', address: attack.email }]);
    // the office still gets every word
    for (const typed of [attack.name, attack.street, attack.city, 'https://evil.example/login']) expect(office.text).toContain(typed);
  });

  it('shows the first name inert: letters, apostrophes and hyphens only, length-limited', () => {
    expect(firstName("  Seán O'Brien")).toBe('Seán');
    expect(firstName('Anne-Marie Ruiz')).toBe('Anne-Marie');
    expect(firstName("D'Angelo")).toBe("D'Angelo");
    expect(firstName('<b>Bob</b>')).toBe('bBobb');
    expect(firstName('evil.example/win')).toBe('evilexamplewin');
    expect(firstName('Ab'.repeat(40))).toHaveLength(30);
    expect(firstName('12345 !!!')).toBe('');
    expect(pair(site, lead({ name: '1234' })).visitor.text).toMatch(/^Hello,$/m);
  });

  it('writes the phone number from its digits, not as the visitor spelled it', () => {
    const { visitor } = pair(site, lead({ phone: '1-813.555.0123' }));
    expect(visitor.text).toContain('(813) 555-0123');
    expect(visitor.text).not.toContain('1-813.555.0123');
  });
});

describe('facts come from site.yaml', () => {
  it('follows an edit of the phone, the promises, the slot length and the time zone', () => {
    const item = edited();
    const { office, visitor } = pair(item, lead());
    expect(visitor.text).toContain('(727) 555-0177');
    expect(visitor.html).toContain('href="tel:+17275550177"');
    expect(visitor.text).toContain('within 15 minutes');
    expect(visitor.text).toContain('45 minutes');
    expect(visitor.text).not.toContain(site.manifest.business.phone.display);
    expect(visitor.text).toContain('9:00 AM-11:00 AM CDT');
    const event = parseEvent(ics(visitor));
    expect(event.tzid).toBe('America/Chicago');
    expect(event.start.toISOString()).toBe('2031-03-20T14:00:00.000Z');
    expect(event.end.toISOString()).toBe('2031-03-20T16:00:00.000Z');
    expect(office.text).toContain('Monday, March 17, 2031 at 9:05 AM CDT');
  });

  it('the same lead gives the same messages (stable Message-ID and calendar UID)', () => {
    const first = pair(site, lead());
    const second = pair(site, lead());
    expect(first.office.messageId).toBe(second.office.messageId);
    expect(first.office.messageId).not.toBe(first.visitor.messageId);
    expect(parseEvent(ics(first.visitor)).uid).toBe(parseEvent(ics(second.visitor)).uid);
    expect(pair(site, lead({ id: 43 })).office.messageId).not.toBe(first.office.messageId);
  });
});

describe('the reference and the signed links', () => {
  const links = { manage: 'https://x.example/m/1', confirm: 'https://x.example/o/c', decline: 'https://x.example/o/d' };
  it('both messages name the reference in the subject and the body; the visitor gets its page, the office confirm and decline', () => {
    const text = lead();
    const [office, visitor] = bookingMessages(site, text, links);
    for (const mailMessage of [office, visitor]) {
      expect(mailMessage.subject).toContain(text.reference);
      expect(mailMessage.text).toContain(text.reference);
      expect(mailMessage.html).toContain(text.reference);
    }
    expect(visitor.text).toContain(links.manage);
    expect(visitor.html).toContain(`href="${links.manage}"`);
    expect(visitor.text).not.toContain(links.confirm);
    expect(office.text).toContain(links.confirm);
    expect(office.text).toContain(links.decline);
    expect(office.text).not.toContain(links.manage);
  });

  const event = (action: 'confirmed' | 'declined' | 'changed' | 'cancelled', id = 5) => ({
    id,
    leadId: 42,
    at: '2031-03-18T15:00:00.000Z',
    by: action === 'confirmed' || action === 'declined' ? ('office' as const) : ('visitor' as const),
    who: '',
    action,
    detail: action === 'changed' ? 'Thursday, March 20, 2031, 9:00 AM' : '',
  });
  it('confirming sends the visitor a CONFIRMED calendar entry that replaces the requested one, without what they typed', () => {
    const text = lead({ status: 'confirmed' });
    const [mailMessage] = changeMessages(site, text, event('confirmed'), links);
    expect(isOfficeMail(mailMessage.kind)).toBe(false);
    expect(mailMessage.to).toEqual([{ name: 'Tom', address: text.email }]);
    expect(mailMessage.subject).toContain(text.reference);
    const confirmed = parseEvent(ics(mailMessage));
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.uid).toBe(parseEvent(ics(pair(site, text).visitor)).uid);
    expect(confirmed.tzid).toBe(site.manifest.business.timeZone);
    // Confirmed by a person who spoke with the visitor: the entry's location is the service address.
    expect(confirmed.location).toBe('12 Bayshore Blvd, Tampa, Florida 33606');
    for (const body of [mailMessage.text, mailMessage.html, ics(mailMessage)]) {
      expect(body).not.toContain('spring snapped');
      expect(body).not.toContain('Neil');
    }
    for (const body of [mailMessage.text, mailMessage.html]) expect(body).not.toContain('Bayshore');
  });
  it('declining sends a polite message with our phone number and a calendar file that removes the entry', () => {
    const [mailMessage] = changeMessages(site, lead({ status: 'declined' }), event('declined'), links);
    expect(mailMessage.text).toContain(site.manifest.business.phone.display);
    expect(mailMessage.html).toContain(`tel:${site.manifest.business.phone.e164}`);
    expect(parseEvent(ics(mailMessage)).status).toBe('CANCELLED');
  });
  it("the visitor's change and cancellation go to the office; a change carries the confirm and decline links again", () => {
    const [changed] = changeMessages(site, lead({ date: '2031-03-21' }), event('changed', 6), links);
    const [cancelled] = changeMessages(site, lead({ status: 'cancelled' }), event('cancelled', 7), links);
    expect(isOfficeMail(changed.kind) && isOfficeMail(cancelled.kind)).toBe(true);
    expect(changed.kind).not.toBe(cancelled.kind);
    expect(changed.text).toContain(links.confirm);
    expect(changed.text).toContain('March 20, 2031'); // what it was
    expect(changed.text).toContain('March 21, 2031'); // what it is
    expect(cancelled.text).not.toContain(links.confirm);
    expect(cancelled.subject).toContain(lead().reference);
  });
});

describe('mailBuilder', () => {
  it('stops at start when the copy is missing or the time zone is unknown', () => {
    const { 'booking-email': _gone, ...pages } = site.pages;
    expect(() => mailBuilder({ ...site, pages })).toThrow(/content\/pages\/booking-email\.yaml is missing/);
    const changed = structuredClone(site.manifest);
    changed.business.timeZone = 'America/Tampa_Bay';
    expect(() => mailBuilder({ ...site, manifest: changed })).toThrow(/business\.timeZone 'America\/Tampa_Bay' is not a known time zone/);
  });
});

it('telUri dials a US number', () => {
  expect(telUri('(813) 555-0123')).toBe('tel:+18135550123');
  expect(telUri('+1 813.555.0123')).toBe('tel:+18135550123');
  expect(telUri('555-01')).toBeUndefined();
  // An office's extension is dialled after a pause, and written as people write one.
  expect(telUri('813-555-0123 ext. 4')).toBe('tel:+18135550123,4');
  expect(phoneText('813-555-0123 x204')).toBe('(813) 555-0123 ext. 204');
  expect(shownPhone('+1 813 555 0123 ext 4')).toBe('(813) 555-0123 ext. 4');
});

describe('how long a message to the visitor holds', () => {
  const links = { manage: 'https://x.example/m/1', confirm: 'https://x.example/o/c', decline: 'https://x.example/o/d' };
  // March 20, 2031 in Tampa (EDT, four hours behind UTC): it begins at 04:00 UTC and ends at 04:00 UTC on the 21st.
  const dayBegins = Date.parse('2031-03-20T04:00:00Z');
  const dayEnds = Date.parse('2031-03-21T04:00:00Z');

  it('a letter about the visit, until its day is over; the office’s own, always', () => {
    const { office, visitor } = pair(site, lead());
    expect(visitor.sendBefore).toBe(dayEnds);
    expect(office.sendBefore).toBeUndefined();
    const event = {
      id: 5,
      leadId: 42,
      at: '2031-03-18T15:00:00.000Z',
      by: 'office' as const,
      who: '',
      action: 'confirmed' as const,
      detail: '',
    };
    const [confirmed] = changeMessages(site, lead({ status: 'confirmed' }), event, links);
    expect(confirmed.sendBefore).toBe(dayEnds);
    // A request without a day holds until the day is agreed.
    expect(pair(site, lead({ date: '', time: '' })).visitor.sendBefore).toBeUndefined();
  });

  it('the day-before reminder ("see you tomorrow"), only until the visit’s day begins', () => {
    const [reminder] = reminderMessages(site, lead({ status: 'confirmed' }), links.manage);
    expect(reminder.sendBefore).toBe(dayBegins);
  });
});
