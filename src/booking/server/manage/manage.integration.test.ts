/**
 * A booking request's signed links, end to end: `npm start`'s server (siteServer) in this process
 * over a scratch site and lead database, its mail sender talking to a real SMTP server
 * (smtp-server), and what arrives parsed with mailparser. The links are followed from the e-mails
 * themselves, as a visitor's and an office's mail program would.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvent } from '../../../../tests/support/ics';
import { LINK_SECRET as SECRET, manageClient, startManageServer, type ManageServer } from '../../../../tests/support/manage-server';
import { bookingChoices } from '../../form/config';
import type { Site } from '../../../manifest/load';
import type { BookingHandler } from '../booking';
import { slotStart } from '../mail/visit';
import { MAX_VISITOR_MOVES } from './handler';
import { linkSigner } from './links';
import { isRequestKey, referenceIn, requestKeyIn } from '../../rules/emailed';
import { BOOKING_REQUEST_PATH, href } from '../../../routes/urls';

/** The server's clock: a Monday morning in Tampa (the requests of these tests are days later). */
const NOW = new Date('2025-12-01T10:48:00-05:00');
let server: ManageServer;
let site: Site;
let booking: BookingHandler;
let base = '';
let counter: ReturnType<typeof manageClient>;

beforeAll(async () => {
  // These tests book several requests into the same windows: the crew's capacity is not what they test.
  server = await startManageServer(NOW, (item) => (item.manifest.booking.slotCapacity = 1000));
  ({ site, booking, base } = server);
  counter = manageClient(server);
});
afterAll(async () => {
  await server?.close();
});

const until = <T>(get: () => T | undefined, what: string) => counter.until(get, what);
const about = (block: string, ref: string) => counter.about(block, ref);
const to = (parsedMail: Parameters<ReturnType<typeof manageClient>['to']>[0]) => counter.to(parsedMail);
const mailTo = (address: string, subject: RegExp | string) => counter.mailTo(address, subject);
const linkIn = (...item: Parameters<ReturnType<typeof manageClient>['linkIn']>) => counter.linkIn(...item);
const local = (url: URL) => counter.local(url);
const get = (text: string) => counter.get(text);
const post = (text: string, fields: Record<string, string> = {}) => counter.post(text, fields);
const bookableDays = () => counter.bookableDays();
const book = (name: string, email: string, date: string, time: string) => counter.book(name, email, date, time);

/** A block's intro of the request pages (content/pages/booking-manage.yaml), up to its first fact. */
const words = (block: string) =>
  String((site.pages['booking-manage'].blocks as Record<string, { intro?: string }>)[block].intro)
    .split('{{')[0]
    .trim();

/** A booking request as the form posts it (URL-encoded), for a Tampa address. */
const requestBody = (key: string, name: string, email: string, date: string, time: string) =>
  new URLSearchParams({
    'form-name': 'booking-form',
    'bot-field': '',
    'submission-key': key,
    name,
    phone: '(813) 555-0198',
    email,
    street: '8 Palm Ave',
    city: 'Tampa',
    state: 'Florida',
    zip: '33606',
    date,
    time,
    serviceType: site.manifest.booking.serviceTypes[1],
    issue: '',
  }).toString();

describe('a request, its reference and its links', () => {
  it('carries the reference in both e-mails, and signed links to the visitor page and to confirm or decline', async () => {
    const [day] = bookableDays();
    const ref = await book('Ana Lopez', 'ana@example.org', day.date, day.slots[0]);
    expect(ref).toMatch(/^[A-Z]{1,4}-[2-9A-HJKMNP-Z]{5}$/);
    const visitor = await mailTo('ana@example.org', ref);
    const office = await mailTo('office@example.com', ref);
    expect(visitor.text).toContain(ref);
    expect(visitor.html).toContain(ref);
    expect(office.text).toContain(ref);
    expect(linkIn(visitor, '/booking/request/')).toHaveLength(1);
    expect(linkIn(visitor, '/booking/office/')).toHaveLength(0);
    expect(linkIn(office, '/booking/office/')).toHaveLength(2);
    // And the request on the office's desk, where another time, a note and its history are.
    expect(linkIn(office, '/admin/bookings/').map((url) => url.pathname)).toEqual([`/admin/bookings/${ref}`]);
    expect(new URL(site.manifest.site.url).origin).toBe(linkIn(visitor, '/booking/request/')[0].origin);
  });

  it('a visitor without JavaScript is sent to the confirmation page with the key of their request’s own page, which shows it', async () => {
    const [day] = bookableDays();
    const response = await fetch(`${base}${site.manifest.booking.action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: base },
      body: requestBody('no-script-visitor-0001', 'Nia Park', 'nia@example.org', day.date, day.slots[0]),
    });
    expect(response.status).toBe(303);
    const to = new URL(response.headers.get('location')!, base);
    expect(to.pathname).toBe(href('booking-result'));
    const reference = referenceIn(to.searchParams)!;
    const key = requestKeyIn(to.searchParams);
    expect(key).toBeDefined();
    const page = await get(`${base}${BOOKING_REQUEST_PATH}${key}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(reference);
  });

  it('a visitor with JavaScript gets the address of their request’s own page in the answer, which shows it', async () => {
    const [day] = bookableDays();
    const response = await fetch(`${base}${site.manifest.booking.action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', Origin: base },
      body: requestBody('script-visitor-0001', 'Omar Reyes', 'omar@example.org', day.date, day.slots[0]),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { reference: string; request: string };
    // The key the form's success view links (src/booking/form/success-view.tsx).
    expect(isRequestKey(answer.request)).toBe(true);
    const page = await get(`${base}${BOOKING_REQUEST_PATH}${answer.request}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(answer.reference);
  });

  it('the visitor page shows the request without JavaScript, in the business time zone, with no typed text but the first name', async () => {
    const [day] = bookableDays();
    const ref = await book('Ben Ortiz', 'ben@example.org', day.date, day.slots[0]);
    const [link] = linkIn(await mailTo('ben@example.org', ref), '/booking/request/');
    const result = await get(local(link));
    expect(result.status).toBe(200);
    expect(result.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.text).toMatch(/<meta name="robots" content="noindex/);
    expect(result.text).toContain(ref);
    expect(result.text).toContain('Ben');
    expect(result.text).not.toContain('Ortiz');
    expect(result.text).not.toContain('Secret Street');
    expect(result.text).not.toContain('evil.example');
    // The zone in words, as the visitor knows it; its database name (America/New_York) is not theirs.
    expect(result.text).toMatch(/All times are [A-Z]\w+ Time, the time where we work\./);
    expect(result.text).not.toContain(site.manifest.business.timeZone);
    expect(result.text).toContain(site.manifest.booking.serviceTypes[1]);
    expect(result.text).not.toMatch(/<script/i);
    expect(result.text).toMatch(/<form method="post" action="#change">/);
  });

  it('changes the date and time only to a slot the rules allow, e-mails the office, and the office confirms with a calendar file', async () => {
    const [first, second] = bookableDays();
    const ref = await book('Cleo Park', 'cleo@example.org', first.date, first.slots[0]);
    const [link] = linkIn(await mailTo('cleo@example.org', ref), '/booking/request/');
    const page = local(link);
    const lead = () => booking.store.list().find((lead) => lead.reference === ref)!;

    // refused: a time the list does not have, a day past the window, no date
    const far = new Date(NOW.getTime() + (site.manifest.booking.maxDaysAhead + 5) * 86_400_000).toISOString().slice(0, 10);
    for (const wrong of [
      { date: second.date, time: '3:17 AM' },
      { date: far, time: first.slots[0] },
      { date: '', time: first.slots[0] },
    ]) {
      const result = await post(page, { do: 'change', ...wrong });
      expect(result.status).toBe(422);
      expect(result.text).toContain('role="alert"');
    }
    // a day whose hours do not include the slot, when there is one
    const choices = bookingChoices(site);
    const narrow = bookableDays().find((day) => choices.timeSlots.some((timeSlot) => !day.slots.includes(timeSlot)));
    if (narrow) {
      const outside = choices.timeSlots.find((timeSlot) => !narrow.slots.includes(timeSlot))!;
      expect((await post(page, { do: 'change', date: narrow.date, time: outside })).status).toBe(422);
    }
    expect(lead()).toMatchObject({ date: first.date, time: first.slots[0], status: 'requested' });

    const moved = await post(page, { do: 'change', date: second.date, time: second.slots[1] });
    expect(moved.status).toBe(303);
    expect(moved.location).toContain('done=changed');
    expect(lead()).toMatchObject({ date: second.date, time: second.slots[1], status: 'requested' });
    expect(booking.store.events(lead().id)).toMatchObject([{ by: 'visitor', action: 'changed' }]);
    const after = await get(`${base}${moved.location}`);
    expect(after.status).toBe(200);
    expect(after.text).toContain('role="status"');
    const changedNotice = await mailTo('office@example.com', about('changed', ref));
    const [confirm] = linkIn(changedNotice, '/booking/office/').filter((url) => url.pathname.includes('.confirm.'));
    expect(confirm).toBeDefined();

    // the office: the link shows a button (a mail scanner that opens it changes nothing), the button confirms
    const asked = await get(local(confirm));
    expect(asked.status).toBe(200);
    expect(lead().status).toBe('requested');
    const done = await post(local(confirm));
    expect(done.status).toBe(303);
    expect(lead().status).toBe('confirmed');
    const shown = await get(local(confirm));
    expect(shown.text).toContain(`Confirmed ${ref} for`);
    // used again: the same page, nothing sent twice
    expect((await post(local(confirm))).status).toBe(303);
    const confirmation = await mailTo('cleo@example.org', about('confirmed', ref));
    const ics = confirmation.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(ics).toBeDefined();
    const event = parseEvent(ics!.content.toString('utf8'));
    expect(event.status).toBe('CONFIRMED');
    expect(event.tzid).toBe(site.manifest.business.timeZone);
    const startMinutes = slotStart(second.slots[1])!;
    const local24 = new Intl.DateTimeFormat('en-GB', {
      timeZone: site.manifest.business.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(local24.format(event.start)).toBe(
      `${String(Math.floor(startMinutes / 60)).padStart(2, '0')}:${String(startMinutes % 60).padStart(2, '0')}`,
    );
    expect(confirmation.text).not.toContain('evil.example');
    expect(confirmation.text).not.toContain('Secret Street');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      server.arrived.filter(
        (parsedMail) => to(parsedMail).includes('cleo@example.org') && about('confirmed', ref).test(parsedMail.subject ?? ''),
      ),
    ).toHaveLength(1);
    expect(booking.store.events(lead().id).map((e) => e.action)).toEqual(['changed', 'confirmed']);
    // The confirmation links back to the request's page, which now speaks of a confirmed visit, not of a call to come.
    const [back] = linkIn(confirmation, '/booking/request/');
    expect(back).toBeDefined();
    const confirmedPage = await get(local(back));
    expect(confirmedPage.text).toContain(words('confirmedVisit'));
    expect(confirmedPage.text).not.toContain(words('request'));
    const visitPage = (await get(page)).text;
    expect(visitPage).toContain(words('confirmedVisit'));
    // A confirmed visit is cancelled as a visit, and asked about as one.
    expect(visitPage).toContain(words('cancelVisit'));
    expect(visitPage).not.toContain(words('cancel'));
    const ask = (await get(`${page}?cancel=ask`)).text;
    expect(ask).toContain('Yes, cancel my visit');
    expect(ask).toContain(words('cancelAsk'));
  });

  it("a request declined on the desk shows the office's reason on the visitor's page, as text", async () => {
    const [day] = bookableDays();
    const ref = await book('Faye Lin', 'faye@example.org', day.date, day.slots[0]);
    const [link] = linkIn(await mailTo('faye@example.org', ref), '/booking/request/');
    const lead = booking.store.list().find((item) => item.reference === ref)!;
    const reason = 'Sorry, no technician is free that morning <b>call us</b>.';
    booking.store.update(lead.id, () => ({ by: 'office', action: 'declined', status: 'declined', detail: reason }));
    const page = (await get(local(link))).text;
    expect(page).toContain('<p class="office-note">Our note: Sorry, no technician is free that morning &lt;b&gt;call us&lt;/b&gt;.</p>');
  });

  it('says why a change was refused once, at its field', async () => {
    const [first, second] = bookableDays();
    const ref = await book('Eli Stone', 'eli@example.org', first.date, first.slots[0]);
    const [link] = linkIn(await mailTo('eli@example.org', ref), '/booking/request/');
    const result = await post(local(link), { do: 'change', date: second.date, time: '3:17 AM' });
    expect(result.status).toBe(422);
    const alerts = [...result.text.matchAll(/role="alert"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(alerts).toHaveLength(1);
    const reason = alerts[0].replace(/^Not changed: /, '');
    expect(result.text.split(reason).length - 1).toBe(1);
    expect(result.text).toMatch(/id="m-time"[^>]*aria-describedby="m-time-error"/);
  });

  it('the office declines politely with our phone number; a link for another state is refused with a clear page', async () => {
    const [day] = bookableDays();
    const ref = await book('Dora Quinn', 'dora@example.org', day.date, day.slots[0]);
    const office = await mailTo('office@example.com', ref);
    const links = linkIn(office, '/booking/office/');
    const decline = links.find((link) => link.pathname.includes('.decline.'))!;
    const confirm = links.find((link) => link.pathname.includes('.confirm.'))!;
    // The page asks for a reason the customer reads, as the desk does.
    const asked = (await get(local(decline))).text;
    expect(asked).toContain('<label for="reason">Reason (the customer reads it)</label>');
    expect(asked).toMatch(/<textarea id="reason" name="reason"[^>]* required>/);
    // Whose request it is, and where: the office may decide from a phone, without the e-mail beside the page.
    const stored = booking.store.list().find((item) => item.reference === ref)!;
    expect(asked).toContain('<tr><th scope="row">Customer</th><td>Dora Quinn</td></tr>');
    // The address as the desk and the reminder give it.
    expect(asked).toContain(
      `<tr><th scope="row">Address</th><td>${stored.street}, ${stored.city}, ${stored.state} ${stored.zip}</td></tr>`,
    );
    // Sent without a reason (a browser that skips `required`): the page again, the problem at the
    // field, what was typed kept, and nothing done.
    const blank = await post(local(decline), { reason: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.text).toMatch(/<textarea id="reason"[^>]*aria-invalid="true" aria-describedby="reason-error"> {3}<\/textarea>/);
    expect(blank.text).toContain(
      '<p class="problem" id="reason-error" role="alert">Write a short reason: the customer reads it in the e-mail.</p>',
    );
    expect(booking.store.list().find((lead) => lead.reference === ref)?.status).toBe('requested');
    const reason = 'We do not service commercial roll-up doors, sorry.';
    expect((await post(local(decline), { reason })).status).toBe(303);
    const officeDeclined = (await get(local(decline))).text;
    expect(officeDeclined).toContain(`Declined ${ref} for`);
    // The page that tells the office to call the customer (when no e-mail goes) has their number to call.
    expect(officeDeclined).toContain('<tr><th scope="row">Phone</th><td><a href="tel:+18135550199">(813) 555-0199</a></td></tr>');
    const declined = await mailTo('dora@example.org', new RegExp(ref));
    await until(
      () =>
        server.arrived.find((parsedMail) => to(parsedMail).includes('dora@example.org') && /about your/i.test(parsedMail.subject ?? '')),
      'the decline',
    );
    const politely =
      server.arrived.find((parsedMail) => to(parsedMail).includes('dora@example.org') && parsedMail.subject !== declined.subject) ??
      declined;
    expect(`${politely.text}`).toContain(site.manifest.business.phone.display);
    expect(`${politely.text}`).toMatch(new RegExp(`Our note:?\\s+${reason}`));
    // The requested entry leaves the visitor's calendar: the same UID, METHOD:CANCEL.
    const requested = parseEvent(
      (await mailTo('dora@example.org', about('visitor', ref))).attachments
        .find((attachment) => attachment.filename?.endsWith('.ics'))!
        .content.toString('utf8'),
    );
    const removed = parseEvent(politely.attachments.find((attachment) => attachment.filename?.endsWith('.ics'))!.content.toString('utf8'));
    expect(removed).toMatchObject({ uid: requested.uid, method: 'CANCEL', status: 'CANCELLED' });
    expect(removed.sequence).toBeGreaterThan(requested.sequence);
    // The visitor's page says it was declined, and leads to a new request.
    const [page] = linkIn(await mailTo('dora@example.org', about('visitor', ref)), '/booking/request/');
    const declinedPage = (await get(local(page))).text;
    expect(declinedPage).toContain('we could not take this visit as you asked for it');
    expect(declinedPage).toMatch(/<a href="\/booking">Send a new request<\/a>/);
    // the confirm link of a declined request: refused, said clearly, not an error
    const refused = await get(local(confirm));
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(ref);
    expect((await post(local(confirm))).status).toBe(409);
    expect(booking.store.list().find((lead) => lead.reference === ref)?.status).toBe('declined');
  });

  it('the visitor cancels; the office is told, and the request can no longer be confirmed or changed', async () => {
    const [day, other] = bookableDays();
    const ref = await book('Eli Stone', 'eli@example.org', day.date, day.slots[0]);
    const [link] = linkIn(await mailTo('eli@example.org', ref), '/booking/request/');
    const confirm = linkIn(await mailTo('office@example.com', ref), '/booking/office/').find((url) => url.pathname.includes('.confirm.'))!;
    // Asked once more: the first button only asks, and changes nothing.
    const asked = await get(`${local(link)}?cancel=ask`);
    // The customer's own page holds no typed text but their first name.
    expect(asked.text).not.toContain('<th scope="row">Customer</th>');
    // Not confirmed yet: asked about as a request, not as a visit we would not come to.
    expect(asked.text).toContain('Yes, cancel my request');
    expect(asked.text).toContain('Cancel this request?');
    expect(asked.text).not.toContain('cancel my visit');
    const shown = (await get(local(link))).text;
    expect(shown).toContain(words('cancel'));
    expect(shown).not.toContain(words('cancelVisit'));
    expect((await post(local(link), { do: 'cancel' })).status).toBe(200);
    expect(booking.store.list().find((lead) => lead.reference === ref)?.status).toBe('requested');
    const result = await post(local(link), { do: 'cancel', confirm: 'yes' });
    expect(result.status).toBe(303);
    const page = await get(`${base}${result.location}`);
    expect(page.text).toContain('role="status"');
    expect(page.text).not.toMatch(/name="do" value="change"/);
    // Greeted first, then told what was done; opened again later, the page still says it is cancelled.
    expect(page.text).toMatch(/<p>Hello Eli,<\/p>\s*<div class="notice" id="done" role="status"><h2>Your request is cancelled<\/h2>/);
    const later = await get(local(link));
    expect(later.text).toMatch(/<p>Hello Eli,<\/p>\s*<p>We will not come for this request\./);
    expect(later.text).toContain('>Send a new request</a>');
    await mailTo('office@example.com', about('cancelled', ref));
    expect((await post(local(link), { do: 'change', date: other.date, time: other.slots[0] })).status).toBe(409);
    expect((await get(local(confirm))).status).toBe(409);
    expect(booking.store.list().find((lead) => lead.reference === ref)).toMatchObject({ status: 'cancelled', date: day.date });
  });

  it('a request moved too often online asks for a call instead of e-mailing the office again', async () => {
    const days = bookableDays();
    const ref = await book('Gus Lee', 'gus@example.org', days[0].date, days[0].slots[0]);
    const [link] = linkIn(await mailTo('gus@example.org', ref), '/booking/request/');
    for (let i = 1; i <= MAX_VISITOR_MOVES; i++) {
      const day = days[i % days.length];
      expect((await post(local(link), { do: 'change', date: day.date, time: day.slots[i % 2] })).status).toBe(303);
    }
    const lead = booking.store.list().find((item) => item.reference === ref)!;
    const other = days.find((day) => day.date !== lead.date)!;
    const refused = await post(local(link), { do: 'change', date: other.date, time: other.slots[0] });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(site.manifest.business.phone.display);
    expect(booking.store.list().find((item) => item.reference === ref)).toMatchObject({ date: lead.date, time: lead.time });
    expect((await post(local(link), { do: 'cancel', confirm: 'yes' })).status).toBe(303);
  });

  it('a visit whose day has passed can no longer be moved or cancelled on its page', async () => {
    const [day] = bookableDays();
    const yesterday = new Date(NOW.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    const values: Parameters<typeof booking.store.save>[0] = {
      ...{ name: 'Hal Price', phone: '8135550100', email: 'hal@example.org', street: '1 A St', city: 'Tampa', state: 'Florida' },
      ...{ zip: '33606', date: yesterday, time: day.slots[0], serviceType: '', issue: '' },
    };
    const { id, reference } = booking.store.save(values, `past-${randomUUID()}`);
    const token = linkSigner(SECRET).sign({ leadId: id, action: 'manage', expires: NOW.getTime() + 60_000 });
    const page = await get(`${base}/booking/request/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(reference);
    expect(page.text).not.toMatch(/name="do"/);
    expect((await post(`${base}/booking/request/${token}`, { do: 'cancel', confirm: 'yes' })).status).toBe(409);
    expect((await post(`${base}/booking/request/${token}`, { do: 'change', date: day.date, time: day.slots[0] })).status).toBe(409);
    expect(booking.store.get(id)).toMatchObject({ status: 'requested', date: yesterday });
  });

  it('a visit the office marked done, or missed, no longer says "we will see you" on its page', async () => {
    const [day] = bookableDays();
    const yesterday = new Date(NOW.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [outcome, block, status] of [
      ['done', 'visitDone', 'Done: our technician has been'],
      ['no-show', 'visitMissed', 'Missed: our technician could not reach you'],
    ] as const) {
      const values: Parameters<typeof booking.store.save>[0] = {
        ...{ name: 'Ida Moss', phone: '8135550100', email: 'ida@example.org', street: '1 A St', city: 'Tampa', state: 'Florida' },
        ...{ zip: '33606', date: yesterday, time: day.slots[0], serviceType: '', issue: '' },
      };
      const { id } = booking.store.save(values, `over-${randomUUID()}`);
      booking.store.update(id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
      const token = linkSigner(SECRET).sign({ leadId: id, action: 'manage', expires: NOW.getTime() + 60_000 });
      expect((await get(`${base}/booking/request/${token}`)).text).toContain(words('confirmedVisit'));
      booking.store.update(id, () => ({ by: 'office', action: outcome, status: 'confirmed', outcome }));
      const page = (await get(`${base}/booking/request/${token}`)).text;
      expect(page, outcome).toContain(words(block));
      expect(page, outcome).toContain(`<td>${status}</td>`);
      expect(page, outcome).not.toContain(words('confirmedVisit'));
    }
  });

  it('refuses a tampered, expired, misplaced or unknown link with a clear page, never an error', async () => {
    const [day] = bookableDays();
    const ref = await book('Finn Hale', 'finn@example.org', day.date, day.slots[0]);
    const [link] = linkIn(await mailTo('finn@example.org', ref), '/booking/request/');
    const token = link.pathname.split('/').at(-1)!;
    const [id, action, expires, sig] = token.split('.');
    const signer = linkSigner(SECRET);
    const cases = [
      `/booking/request/${Number(id) + 1}.${action}.${expires}.${sig}`,
      `/booking/request/${id}.${action}.${Number(expires) + 1}.${sig}`,
      `/booking/office/${id}.confirm.${expires}.${sig}`,
      `/booking/request/${signer.sign({ leadId: Number(id), action: 'manage', expires: NOW.getTime() - 1000 })}`,
      `/booking/office/${signer.sign({ leadId: Number(id), action: 'manage', expires: NOW.getTime() + 60_000 })}`,
      `/booking/request/${signer.sign({ leadId: 999_999, action: 'manage', expires: NOW.getTime() + 60_000 })}`,
      `/booking/request/%E0%A4%A`,
      `/booking/request/`,
    ];
    for (const path of cases) {
      const result = await get(`${base}${path}`);
      expect([403, 404], path).toContain(result.status);
      expect(result.text).toContain(site.manifest.business.phone.display);
      expect(result.text).not.toContain(ref);
      const item = await post(`${base}${path}`, { do: 'cancel', confirm: 'yes' });
      expect([403, 404], path).toContain(item.status);
    }
    expect(booking.store.list().find((lead) => lead.reference === ref)?.status).toBe('requested');
  });
});
