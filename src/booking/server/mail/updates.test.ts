import { beforeAll, describe, expect, it } from 'vitest';
import { parseEvent } from '../../../../tests/support/ics';
import { FIXTURE_SITE } from '../../../../tests/support/fixture-site';
import { loadSite, type Site } from '../../../manifest/load';
import { sampleEvent, sampleLead } from '../../../../tests/support/sample-lead';
import { NO_DATE, WAS_CONFIRMED, type Lead, type LeadEvent } from '../lead-store';
import { cancelDecision, changeDecision } from '../manage/rules';
import { bookingMessages, isOfficeMail, type MailMessage } from './messages';
import { changeMessages, officeMessagesFor, visitorMessagesFor } from './updates';

let site: Site;
beforeAll(() => {
  const loaded = loadSite(FIXTURE_SITE);
  if (!loaded.site) throw new Error('site.yaml did not load');
  site = loaded.site;
});

const lead = (over: Partial<Lead> = {}) => sampleLead({ serviceType: site.manifest.booking.serviceTypes[1], ...over });
const event = sampleEvent;
const links = {
  manage: 'https://x.example/booking/request/m',
  confirm: 'https://x.example/booking/office/c',
  decline: 'https://x.example/booking/office/d',
};
const calendar = (mailMessage: MailMessage) => {
  const attachment = mailMessage.attachments?.find((item) => item.filename.endsWith('.ics'));
  return attachment ? { ...parseEvent(attachment.content), contentType: attachment.contentType } : undefined;
};
const heading = (block: string) => String((site.pages['booking-email'].blocks as Record<string, { heading?: string }>)[block].heading);

describe('every change reaches the visitor with the calendar entry as it now stands', () => {
  it('one visit through request, confirm, move by the office and cancel: the same UID, a higher SEQUENCE each time', () => {
    const first = calendar(bookingMessages(site, lead())[1])!;
    const steps: Array<[Lead, LeadEvent, string, string]> = [
      [lead({ status: 'confirmed' }), event('confirmed', 3), 'PUBLISH', 'CONFIRMED'],
      [lead({ status: 'confirmed', date: '2031-12-16', time: '2:00 PM' }), event('changed', 8), 'PUBLISH', 'CONFIRMED'],
      [lead({ status: 'cancelled', date: '2031-12-16', time: '2:00 PM' }), event('cancelled', 11), 'CANCEL', 'CANCELLED'],
    ];
    let sequence = first.sequence;
    for (const [text, leadEvent, method, status] of steps) {
      const mails = visitorMessagesFor(site, text, leadEvent);
      expect(mails, leadEvent.action).toHaveLength(1);
      const cal = calendar(mails[0])!;
      expect(cal.uid).toBe(first.uid);
      expect(cal.sequence).toBeGreaterThan(sequence);
      expect([cal.method, cal.status]).toEqual([method, status]);
      expect(cal.contentType).toContain(`method=${method}`);
      // The entry's title and notes say what it now is: a cancelled visit is not "requested, not yet confirmed".
      expect(cal.summary).toMatch(status === 'CANCELLED' ? /\(cancelled\)$/ : /\(confirmed\)$/);
      expect(cal.description).not.toMatch(status === 'CANCELLED' ? /not yet confirmed|technician calls/ : /not yet confirmed/);
      sequence = cal.sequence;
    }
  });

  it("the confirmed entry's location is the service address; before that none, as in the request's first entry", () => {
    const confirmed = calendar(visitorMessagesFor(site, lead({ status: 'confirmed' }), event('confirmed', 3))[0])!;
    expect(confirmed.location).toBe('12 Bayshore Blvd, Tampa, Florida 33606');
    const moved = calendar(visitorMessagesFor(site, lead({ date: '2031-12-10' }), event('changed', 4, 'visitor'))[0])!;
    expect(moved.location ?? '').toBe('');
    expect(moved.status).toBe('TENTATIVE');
  });

  it('dates carry their weekday, and the new time is what the e-mail says', () => {
    const was = 'Monday, December 15, 2031, 9:00 AM';
    const [mailMessage] = visitorMessagesFor(
      site,
      lead({ status: 'confirmed', date: '2031-12-16', time: '2:00 PM' }),
      event('changed', 8, 'office', was),
    );
    expect(mailMessage.subject).toContain(heading('rescheduled'));
    // The time it had, beside the new one.
    expect(mailMessage.text).toMatch(new RegExp(`Before:?\\s+${was}`));
    expect(mailMessage.text).toContain('Tuesday, December 16, 2031');
    expect(mailMessage.text).toMatch(/2:00 PM-3:00 PM E[SD]T/);
  });

  it('a decline carries the reason the office wrote and removes the entry', () => {
    const [mailMessage] = visitorMessagesFor(site, lead({ status: 'declined' }), event('declined', 5, 'office', 'No crew that week'));
    expect(mailMessage.text).toContain('No crew that week');
    expect(mailMessage.html).toContain('No crew that week');
    expect(calendar(mailMessage)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    const [other] = visitorMessagesFor(site, lead({ status: 'cancelled' }), event('cancelled', 6), {
      reason: 'The opener part is delayed',
    });
    expect(other.subject).toContain(heading('visitCancelled'));
    expect(other.text).toContain('The opener part is delayed');
  });

  it('a cancel the office made because the customer asked says so, never that we had to cancel', () => {
    const cancelled = lead({ status: 'cancelled', date: '2031-12-16', time: '2:00 PM' });
    const [mailMessage] = visitorMessagesFor(site, cancelled, event('cancelled-on-request', 6, 'office', 'Sold the house'), {
      reason: 'Sold the house',
    });
    expect(mailMessage.subject).toContain(heading('requestCancelled'));
    const blocks = site.pages['booking-email'].blocks as Record<string, { intro?: string }>;
    expect(mailMessage.text).not.toContain(String(blocks.visitCancelled.intro));
    expect(mailMessage.text).toContain('Sold the house');
    expect(calendar(mailMessage)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
  });

  it('a visit confirmed at another time than asked says what was asked; a first date adds an entry rather than replacing one', () => {
    const confirmed = lead({ status: 'confirmed', date: '2031-12-16', time: '2:00 PM' });
    const moved = visitorMessagesFor(site, confirmed, event('confirmed', 3, 'office', 'Monday, December 15, 2031, 10:00-11:00 AM'))[0];
    expect(moved.text).toMatch(/You asked for:?\s+Monday, December 15, 2031, 10:00-11:00 AM/);
    expect(moved.text).toContain('replaces the earlier entry');
    const dated = visitorMessagesFor(site, confirmed, event('confirmed', 4, 'office', NO_DATE))[0];
    expect(dated.text).not.toContain('You asked for');
    expect(dated.text).not.toContain('replaces the earlier entry');
    expect(dated.text).toContain('Open the attached calendar file to add the visit');
    expect(visitorMessagesFor(site, confirmed, event('confirmed', 5))[0].text).not.toContain('You asked for');
  });

  it('a request without a date is never confirmed with word of a calendar file that is not attached', () => {
    for (const [text, leadEvent] of [
      [lead({ date: '', time: '', status: 'confirmed' }), event('confirmed', 3)],
      [lead({ date: '', time: '', status: 'cancelled' }), event('cancelled', 4, 'visitor')],
    ] as const) {
      const [mailMessage] = visitorMessagesFor(site, text, leadEvent);
      expect(mailMessage.attachments).toBeUndefined();
      expect(`${mailMessage.text}${mailMessage.html}`).not.toMatch(/calendar/i);
    }
  });

  it('a declined or cancelled request without a date never promises to agree one by phone', () => {
    const [declined] = visitorMessagesFor(
      site,
      lead({ date: '', time: '', status: 'declined' }),
      event('declined', 3, 'office', 'Outside our area'),
    );
    const [cancelled] = visitorMessagesFor(site, lead({ date: '', time: '', status: 'cancelled' }), event('cancelled', 4, 'visitor'));
    for (const mailMessage of [declined, cancelled]) {
      expect(mailMessage.text).not.toContain('to be agreed by phone');
      expect(mailMessage.text).toMatch(/Date:?\s+none asked for/);
    }
    const [standing] = visitorMessagesFor(site, lead({ date: '', time: '', status: 'requested' }), event('changed', 5, 'visitor'));
    expect(standing.text).toMatch(/Date:?\s+to be agreed by phone/);
  });

  it("the visitor's own change reaches both the visitor and the office; the office's own only the visitor", () => {
    const own = changeMessages(site, lead({ date: '2031-12-10' }), event('changed', 4, 'visitor', 'Tuesday, December 9, 2031'), links);
    expect(own.map((mailMessage) => isOfficeMail(mailMessage.kind))).toEqual([true, false]);
    expect(own[1].subject).toContain(heading('requestChanged'));
    const cancelled = changeMessages(site, lead({ status: 'cancelled' }), event('cancelled', 5, 'visitor'), links);
    expect(cancelled.map((mailMessage) => isOfficeMail(mailMessage.kind))).toEqual([true, false]);
    expect(cancelled[1].subject).toContain(heading('requestCancelled'));
    expect(officeMessagesFor(site, lead({ status: 'confirmed' }), event('changed', 6), links)).toEqual([]);
  });

  it("the office is told when a visitor's cancel or move takes a confirmed visit off the crew's schedule", () => {
    const office = (text: Lead, leadEvent: LeadEvent) => officeMessagesFor(site, text, leadEvent, links)[0];
    const request = office(lead({ status: 'cancelled' }), event('cancelled', 5, 'visitor'));
    expect(request.subject).toMatch(/^Booking request cancelled/);
    expect(request.text).toContain('Nothing more to do');
    const visit = office(lead({ status: 'cancelled' }), event('cancelled', 7, 'visitor', WAS_CONFIRMED));
    expect(visit.subject).toMatch(/^Confirmed visit cancelled/);
    expect(visit.text).toContain("Take it off the crew's schedule");
    expect(visit.text).not.toContain('Nothing more to do');
    // The customer's number as people write it, however it was typed.
    const typed = office(lead({ status: 'cancelled', phone: '8135554400' }), event('cancelled', 5, 'visitor'));
    expect(typed.text).toContain('(813) 555-4400');
    expect(typed.text).not.toContain('8135554400,');
    // The move of a confirmed visit: its time before, and that it had been confirmed.
    const [before] = [changeDecision(lead({ status: 'confirmed' }), '2031-12-20', '9:00 AM', 'Tuesday, December 16, 2031, 2:00-3:00 PM')];
    expect(before).toMatchObject({ detail: 'Tuesday, December 16, 2031, 2:00-3:00 PM, confirmed' });
    expect(cancelDecision(lead({ status: 'confirmed' }))).toMatchObject({ detail: WAS_CONFIRMED });
    expect(cancelDecision(lead({ status: 'requested' }))).not.toHaveProperty('detail');
  });

  it('a visitor who moves their own request is told the time it had, and that a confirmed visit is no longer held', () => {
    const mail = (detail: string) =>
      visitorMessagesFor(site, lead({ date: '2031-12-20', time: '9:00 AM' }), event('changed', 8, 'visitor', detail))[0].text;
    const confirmed = mail('Tuesday, December 16, 2031, 2:00-3:00 PM, confirmed');
    expect(confirmed).toMatch(
      /Before: +Tuesday, December 16, 2031, 2:00-3:00 PM: your confirmed visit, no longer held now that the time has changed/,
    );
    const requested = mail('Tuesday, December 16, 2031, 2:00-3:00 PM');
    expect(requested).toMatch(/Before: +Tuesday, December 16, 2031, 2:00-3:00 PM\n/);
    expect(requested).not.toContain('confirmed visit');
  });

  it("links back to the request's page while the request stands, never after a cancel or a decline", () => {
    const standing: Array<[Lead, LeadEvent]> = [
      [lead({ status: 'confirmed' }), event('confirmed', 3)],
      [lead({ status: 'confirmed', date: '2031-12-16', time: '2:00 PM' }), event('changed', 8)],
      [lead({ date: '2031-12-10' }), event('changed', 4, 'visitor')],
    ];
    for (const [text, leadEvent] of standing) {
      const [mailMessage] = visitorMessagesFor(site, text, leadEvent, { manageLink: links.manage });
      expect(mailMessage.text, leadEvent.action).toContain(links.manage);
      expect(mailMessage.html, leadEvent.action).toContain(`href="${links.manage}"`);
    }
    const over: Array<[Lead, LeadEvent]> = [
      [lead({ status: 'declined' }), event('declined', 5, 'office', 'No crew that week')],
      [lead({ status: 'cancelled' }), event('cancelled', 6, 'visitor')],
    ];
    for (const [text, leadEvent] of over)
      expect(visitorMessagesFor(site, text, leadEvent, { manageLink: links.manage })[0].text, leadEvent.action).not.toContain(links.manage);
    // Through changeMessages (the request page's path) the visitor's e-mail has it too.
    expect(changeMessages(site, lead({ status: 'confirmed' }), event('confirmed', 3), links)[0].text).toContain(links.manage);
  });

  it("a note or a visit's outcome is the office's own record: no e-mail", () => {
    for (const action of ['note', 'done', 'no-show']) {
      expect(visitorMessagesFor(site, lead({ status: 'confirmed' }), event(action, 9, 'office', 'gate code 1234')), action).toEqual([]);
    }
  });
});
