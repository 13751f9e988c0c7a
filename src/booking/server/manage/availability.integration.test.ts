/**
 * The visitor's request page obeys the booking form's rules (a window's capacity, closed days, the
 * same-day lead time, nothing past) and the notice the pages promise for a change; and every change,
 * whoever made it, reaches the visitor with the calendar entry as it now stands. `npm start`'s
 * server in this process with a real SMTP server (tests/support/manage-server.ts); the server's
 * clock is set by the test, never waited for.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvent } from '../../../../tests/support/ics';
import { manageClient, startManageServer, type ManageServer } from '../../../../tests/support/manage-server';

/** A Monday morning in Tampa, 10:48 AM: the office's clock for these tests. */
const NOW = new Date('2025-12-01T10:48:00-05:00');
const CAPACITY = 2;
let server: ManageServer;
let counter: ReturnType<typeof manageClient>;

beforeAll(async () => {
  server = await startManageServer(NOW, (site) => {
    site.manifest.booking.slotCapacity = CAPACITY;
    site.manifest.booking.closedDates = [{ from: '2025-12-24', to: '2025-12-26', name: 'Christmas' }];
  });
  counter = manageClient(server);
});
afterAll(async () => {
  await server?.close();
});

const phone = () => server.site.manifest.business.phone.display;
const leadOf = (ref: string) => server.booking.store.list().find((lead) => lead.reference === ref)!;
/** Books a request and returns its reference and the visitor's page (the link of their e-mail, on this server). */
async function request(name: string, date: string, time: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`;
  const reference = await counter.book(name, email, date, time);
  const first = await counter.mailTo(email, reference);
  return { reference, email, first, page: counter.local(counter.linkIn(first, '/booking/request/')[0]) };
}
const calendarIn = (parsedMail: ParsedMail) => {
  const attachment = parsedMail.attachments.find((item) => item.filename?.endsWith('.ics'));
  return attachment ? parseEvent(attachment.content.toString('utf8')) : undefined;
};

describe("a move obeys the booking form's availability", () => {
  it('a full window is refused with the nearest free ones; the request itself never counts against its own window', async () => {
    const [day] = counter.bookableDays();
    const [full, other] = day.slots;
    const first = await request('Ava Full', day.date, full);
    const second = await request('Bo Full', day.date, full);
    const mover = await request('Cy Mover', day.date, other);
    const refused = await counter.post(mover.page, { do: 'change', date: day.date, time: full });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('role="alert"');
    expect(refused.text).toMatch(new RegExp(`The ${full} window on \\w+day, \\w+ \\d+ is fully booked`));
    expect(refused.text).toContain(phone());
    expect(leadOf(mover.reference)).toMatchObject({ date: day.date, time: other });
    // The form's list says which window of that day is full (it cannot follow another day without a
    // script: the day is named, and the window stays choosable for another day); the others are not.
    const options = [...refused.text.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => [value, label]);
    const fullLabel = options.find(([value]) => value === full)![1];
    expect(fullLabel).toMatch(/ \(full on \w+day, \w+ \d+, \d{4}\)$/);
    expect(options.filter(([, label]) => label.includes('(full on'))).toHaveLength(1);
    expect(refused.text).not.toMatch(new RegExp(`<option value="${full}"[^>]*disabled`));
    // The request already in the full window may stay in it: moving to its own window changes nothing.
    expect((await counter.post(first.page, { do: 'change', date: day.date, time: full })).status).toBe(303);
    // A place freed by a cancel can be taken.
    expect((await counter.post(second.page, { do: 'cancel', confirm: 'yes' })).status).toBe(303);
    expect((await counter.post(mover.page, { do: 'change', date: day.date, time: full })).status).toBe(303);
    expect(leadOf(mover.reference)).toMatchObject({ date: day.date, time: full });
  });

  it("the office's confirm link does not confirm a visit on a day closed since it was asked: it says why and sends the office to the desk", async () => {
    const day = counter.bookableDays()[5];
    const asked = await request('Rosa Closed', day.date, day.slots[0]);
    const office = await counter.mailTo('office@example.com', asked.reference);
    const confirm = counter.local(counter.linkIn(office, '/booking/office/').find((url) => url.pathname.includes('.confirm.'))!);
    const site = server.site;
    const closedDates = [...site.manifest.booking.closedDates, { date: day.date, name: 'Inventory day' }];
    server.reload({ ...site, manifest: { ...site.manifest, booking: { ...site.manifest.booking, closedDates } } });
    try {
      for (const answer of [await counter.get(confirm), await counter.post(confirm)]) {
        expect(answer.status).toBe(409);
        expect(answer.text).toContain('cannot be confirmed as asked');
        expect(answer.text).toContain('Inventory day');
        // Said to the office, not to the customer.
        expect(answer.text).not.toContain('Please choose another day');
        expect(answer.text).toContain('href="/admin/bookings"');
      }
      expect(leadOf(asked.reference).status).toBe('requested');
    } finally {
      server.reload(site);
    }
  });

  it("the office's confirm link does not confirm into a window the other visits fill: it sends the office to the desk", async () => {
    const days = counter.bookableDays();
    const day = days[3];
    const [window, other] = day.slots;
    const asked = await request('Eve Asked', day.date, window);
    await request('Fay Booked', day.date, window);
    // A third visit in the window, as the desk puts one there when told to go over capacity.
    const over = await request('Gus Over', day.date, other);
    server.booking.store.update(leadOf(over.reference).id, () => ({
      by: 'office',
      action: 'confirmed',
      status: 'confirmed',
      date: day.date,
      time: window,
    }));
    const office = await counter.mailTo('office@example.com', asked.reference);
    const confirm = counter.local(counter.linkIn(office, '/booking/office/').find((url) => url.pathname.includes('.confirm.'))!);
    for (const answer of [await counter.get(confirm), await counter.post(confirm)]) {
      expect(answer.status).toBe(409);
      expect(answer.text).toContain('that window is full');
      expect(answer.text).toMatch(
        new RegExp(
          `already has 2 others booked \\(confirmed visits and requests not yet confirmed both hold a window\\), and the crew takes ${CAPACITY}`,
        ),
      );
      expect(answer.text).toContain('href="/admin/bookings"');
      // The office's own page: not the customer's "Questions? Call" with the office's own number.
      expect(answer.text).not.toContain('Questions? Call');
    }
    expect((await counter.get(confirm)).text).toContain('Open the bookings desk');
    expect(leadOf(asked.reference).status).toBe('requested');
    // Once a place is free, the link confirms.
    server.booking.store.update(leadOf(over.reference).id, () => ({ by: 'office', action: 'cancelled', status: 'cancelled' }));
    expect((await counter.post(confirm)).status).toBe(303);
    expect(leadOf(asked.reference).status).toBe('confirmed');
  });

  it('a day of a closed run of days, a past day and a time too soon today are refused, each with its reason', async () => {
    const [, day] = counter.bookableDays(); // a day of its own: the test above fills a window of the first
    const result = await request('Di Closed', day.date, day.slots[0]);
    const cases: Array<[{ date: string; time: string }, RegExp]> = [
      [{ date: '2025-12-25', time: '10:00 AM' }, /We are closed for Christmas, from Wednesday, December 24 to Friday, December 26/],
      [{ date: '2025-11-28', time: '10:00 AM' }, /That day has passed/],
      [{ date: '2025-12-01', time: '9:00 AM' }, /9:00 AM today is too soon for us to book/],
      // The form sends a later visit without a date; a request's page cannot, so it asks for a call.
      [{ date: '2028-01-14', time: '10:00 AM' }, /at the latest; for a later visit, please call us at/],
    ];
    for (const [wanted, why] of cases) {
      const answer = await counter.post(result.page, { do: 'change', ...wanted });
      expect(answer.status, wanted.date).toBe(422);
      expect(answer.text, wanted.date).toMatch(why);
      expect(answer.text, wanted.date).toContain(phone());
    }
    expect(leadOf(result.reference)).toMatchObject({ date: day.date, time: day.slots[0] });
  });

  it('a visit less than the notice the pages promise away is neither moved nor cancelled; the page says why, with the phone', async () => {
    // Tuesday 12:00 PM is 25 hours after Monday 10:48 AM: changeable, until the clock passes Monday 12:00 PM.
    const result = await request('Eve Soon', '2025-12-02', '12:00 PM');
    const [later] = counter.bookableDays();
    expect((await counter.get(result.page)).text).toMatch(/name="do" value="change"/);
    server.clock.now = new Date('2025-12-01T13:00:00-05:00');
    try {
      const page = await counter.get(result.page);
      expect(page.text).not.toMatch(/name="do"/);
      expect(page.text).toContain(`is less than ${server.site.facts.cancelNotice} away`);
      expect(page.text).toContain(phone());
      const moved = await counter.post(result.page, { do: 'change', date: later.date, time: later.slots[0] });
      expect(moved.status).toBe(409);
      expect(moved.text).toContain(`is less than ${server.site.facts.cancelNotice} away`);
      expect((await counter.post(result.page, { do: 'cancel', confirm: 'yes' })).status).toBe(409);
      expect(leadOf(result.reference)).toMatchObject({ date: '2025-12-02', time: '12:00 PM', status: 'requested' });
    } finally {
      server.clock.now = NOW;
    }
  });
});

describe('every change reaches the visitor with the calendar entry as it now stands', () => {
  it('confirmed by the office, moved and cancelled by the visitor: the same UID, a higher SEQUENCE each time, METHOD:CANCEL last', async () => {
    const [, , day, next] = counter.bookableDays(); // days of its own: the tests above fill windows of the first two
    const result = await request('Finn Change', day.date, day.slots[0]);
    const requested = calendarIn(result.first)!;
    const office = await counter.mailTo('office@example.com', result.reference);
    const confirm = counter.linkIn(office, '/booking/office/').find((url) => url.pathname.includes('.confirm.'))!;
    expect((await counter.post(counter.local(confirm))).status).toBe(303);

    const confirmed = await counter.mailTo(result.email, counter.about('confirmed', result.reference));
    const entry1 = calendarIn(confirmed)!;
    expect(entry1).toMatchObject({ uid: requested.uid, method: 'PUBLISH', status: 'CONFIRMED' });
    expect(entry1.location).toBe('12 Secret Street, Tampa, Florida 33606');
    expect(entry1.sequence).toBeGreaterThan(requested.sequence);
    expect(confirmed.text).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+, 2025/);

    expect((await counter.post(result.page, { do: 'change', date: next.date, time: next.slots[1] })).status).toBe(303);
    const moved = await counter.mailTo(result.email, counter.about('requestChanged', result.reference));
    const entry2 = calendarIn(moved)!;
    expect(entry2).toMatchObject({ uid: requested.uid, method: 'PUBLISH', status: 'TENTATIVE' });
    expect(entry2.sequence).toBeGreaterThan(entry1.sequence);
    expect(entry2.start.getTime()).not.toBe(entry1.start.getTime());
    await counter.mailTo('office@example.com', counter.about('changed', result.reference));

    expect((await counter.post(result.page, { do: 'cancel', confirm: 'yes' })).status).toBe(303);
    const cancelled = await counter.mailTo(result.email, counter.about('requestCancelled', result.reference));
    const entry3 = calendarIn(cancelled)!;
    expect(entry3).toMatchObject({ uid: requested.uid, method: 'CANCEL', status: 'CANCELLED' });
    expect(entry3.sequence).toBeGreaterThan(entry2.sequence);
    expect(cancelled.attachments.find((attachment) => attachment.filename?.endsWith('.ics'))?.contentType).toBe('text/calendar');
    await counter.mailTo('office@example.com', counter.about('cancelled', result.reference));
  });

  it('a request without a date is not confirmed "for no date": the office is sent to agree one, and the visitor gets nothing', async () => {
    const reference = await counter.book('Gia Nodate', 'gia@example.org', '', '');
    const first = await counter.mailTo('gia@example.org', reference);
    expect(first.attachments).toHaveLength(0);
    expect(first.text).not.toMatch(/calendar/i);
    const office = await counter.mailTo('office@example.com', reference);
    const confirm = counter.local(counter.linkIn(office, '/booking/office/').find((url) => url.pathname.includes('.confirm.'))!);
    const asked = await counter.get(confirm);
    expect(asked.status).toBe(409);
    expect(asked.text).toContain(`${reference} has no date yet`);
    expect((await counter.post(confirm)).status).toBe(409);
    expect(leadOf(reference).status).toBe('requested');
    expect(server.booking.store.outbox.deliveries([leadOf(reference).id]).get(leadOf(reference).id)).toHaveLength(2);
  });
});
