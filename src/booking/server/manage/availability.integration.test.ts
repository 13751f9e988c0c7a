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
let c: ReturnType<typeof manageClient>;

beforeAll(async () => {
  server = await startManageServer(NOW, (site) => {
    site.manifest.booking.slotCapacity = CAPACITY;
    site.manifest.booking.closedDates = [{ from: '2025-12-24', to: '2025-12-26', name: 'Christmas' }];
  });
  c = manageClient(server);
});
afterAll(async () => {
  await server?.close();
});

const phone = () => server.site.manifest.business.phone.display;
const leadOf = (ref: string) => server.booking.store.list().find((l) => l.reference === ref)!;
/** Books a request and returns its reference and the visitor's page (the link of their e-mail, on this server). */
async function request(name: string, date: string, time: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`;
  const reference = await c.book(name, email, date, time);
  const first = await c.mailTo(email, reference);
  return { reference, email, first, page: c.local(c.linkIn(first, '/booking/request/')[0]) };
}
const calendarIn = (m: ParsedMail) => {
  const a = m.attachments.find((x) => x.filename?.endsWith('.ics'));
  return a ? parseEvent(a.content.toString('utf8')) : undefined;
};

describe("a move obeys the booking form's availability", () => {
  it('a full window is refused with the nearest free ones; the request itself never counts against its own window', async () => {
    const [day] = c.bookableDays();
    const [full, other] = day.slots;
    const a = await request('Ava Full', day.date, full);
    const b = await request('Bo Full', day.date, full);
    const mover = await request('Cy Mover', day.date, other);
    const refused = await c.post(mover.page, { do: 'change', date: day.date, time: full });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('role="alert"');
    expect(refused.text).toMatch(new RegExp(`The ${full} window on \\w+day, \\w+ \\d+ is fully booked`));
    expect(refused.text).toContain(phone());
    expect(leadOf(mover.reference)).toMatchObject({ date: day.date, time: other });
    // The request already in the full window may stay in it: moving to its own window changes nothing.
    expect((await c.post(a.page, { do: 'change', date: day.date, time: full })).status).toBe(303);
    // A place freed by a cancel can be taken.
    expect((await c.post(b.page, { do: 'cancel', confirm: 'yes' })).status).toBe(303);
    expect((await c.post(mover.page, { do: 'change', date: day.date, time: full })).status).toBe(303);
    expect(leadOf(mover.reference)).toMatchObject({ date: day.date, time: full });
  });

  it('a day of a closed run of days, a past day and a time too soon today are refused, each with its reason', async () => {
    const [, day] = c.bookableDays(); // a day of its own: the test above fills a window of the first
    const r = await request('Di Closed', day.date, day.slots[0]);
    const cases: Array<[{ date: string; time: string }, RegExp]> = [
      [{ date: '2025-12-25', time: '10:00 AM' }, /We are closed for Christmas, from Wednesday, December 24 to Friday, December 26/],
      [{ date: '2025-11-28', time: '10:00 AM' }, /That day has passed/],
      [{ date: '2025-12-01', time: '9:00 AM' }, /9:00 AM today is too soon for us to book/],
    ];
    for (const [wanted, why] of cases) {
      const answer = await c.post(r.page, { do: 'change', ...wanted });
      expect(answer.status, wanted.date).toBe(422);
      expect(answer.text, wanted.date).toMatch(why);
      expect(answer.text, wanted.date).toContain(phone());
    }
    expect(leadOf(r.reference)).toMatchObject({ date: day.date, time: day.slots[0] });
  });

  it('a visit less than the notice the pages promise away is neither moved nor cancelled; the page says why, with the phone', async () => {
    // Tuesday 12:00 PM is 25 hours after Monday 10:48 AM: changeable, until the clock passes Monday 12:00 PM.
    const r = await request('Eve Soon', '2025-12-02', '12:00 PM');
    const [later] = c.bookableDays();
    expect((await c.get(r.page)).text).toMatch(/name="do" value="change"/);
    server.clock.now = new Date('2025-12-01T13:00:00-05:00');
    try {
      const page = await c.get(r.page);
      expect(page.text).not.toMatch(/name="do"/);
      expect(page.text).toContain(`is less than ${server.site.facts.cancelNotice} away`);
      expect(page.text).toContain(phone());
      const moved = await c.post(r.page, { do: 'change', date: later.date, time: later.slots[0] });
      expect(moved.status).toBe(409);
      expect(moved.text).toContain(`is less than ${server.site.facts.cancelNotice} away`);
      expect((await c.post(r.page, { do: 'cancel', confirm: 'yes' })).status).toBe(409);
      expect(leadOf(r.reference)).toMatchObject({ date: '2025-12-02', time: '12:00 PM', status: 'requested' });
    } finally {
      server.clock.now = NOW;
    }
  });
});

describe('every change reaches the visitor with the calendar entry as it now stands', () => {
  it('confirmed by the office, moved and cancelled by the visitor: the same UID, a higher SEQUENCE each time, METHOD:CANCEL last', async () => {
    const [, , day, next] = c.bookableDays(); // days of its own: the tests above fill windows of the first two
    const r = await request('Finn Change', day.date, day.slots[0]);
    const requested = calendarIn(r.first)!;
    const office = await c.mailTo('office@example.com', r.reference);
    const confirm = c.linkIn(office, '/booking/office/').find((u) => u.pathname.includes('.confirm.'))!;
    expect((await c.post(c.local(confirm))).status).toBe(303);

    const confirmed = await c.mailTo(r.email, c.about('confirmed', r.reference));
    const entry1 = calendarIn(confirmed)!;
    expect(entry1).toMatchObject({ uid: requested.uid, method: 'PUBLISH', status: 'CONFIRMED' });
    expect(entry1.location).toBe('12 Secret Street, Tampa, Florida 33606');
    expect(entry1.sequence).toBeGreaterThan(requested.sequence);
    expect(confirmed.text).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+, 2025/);

    expect((await c.post(r.page, { do: 'change', date: next.date, time: next.slots[1] })).status).toBe(303);
    const moved = await c.mailTo(r.email, c.about('requestChanged', r.reference));
    const entry2 = calendarIn(moved)!;
    expect(entry2).toMatchObject({ uid: requested.uid, method: 'PUBLISH', status: 'TENTATIVE' });
    expect(entry2.sequence).toBeGreaterThan(entry1.sequence);
    expect(entry2.start.getTime()).not.toBe(entry1.start.getTime());
    await c.mailTo('office@example.com', c.about('changed', r.reference));

    expect((await c.post(r.page, { do: 'cancel', confirm: 'yes' })).status).toBe(303);
    const cancelled = await c.mailTo(r.email, c.about('requestCancelled', r.reference));
    const entry3 = calendarIn(cancelled)!;
    expect(entry3).toMatchObject({ uid: requested.uid, method: 'CANCEL', status: 'CANCELLED' });
    expect(entry3.sequence).toBeGreaterThan(entry2.sequence);
    expect(cancelled.attachments.find((a) => a.filename?.endsWith('.ics'))?.contentType).toBe('text/calendar');
    await c.mailTo('office@example.com', c.about('cancelled', r.reference));
  });

  it('a request without a date is not confirmed "for no date": the office is sent to agree one, and the visitor gets nothing', async () => {
    const reference = await c.book('Gia Nodate', 'gia@example.org', '', '');
    const first = await c.mailTo('gia@example.org', reference);
    expect(first.attachments).toHaveLength(0);
    expect(first.text).not.toMatch(/calendar/i);
    const office = await c.mailTo('office@example.com', reference);
    const confirm = c.local(c.linkIn(office, '/booking/office/').find((u) => u.pathname.includes('.confirm.'))!);
    const asked = await c.get(confirm);
    expect(asked.status).toBe(409);
    expect(asked.text).toContain(`${reference} has no date yet`);
    expect((await c.post(confirm)).status).toBe(409);
    expect(leadOf(reference).status).toBe('requested');
    expect(server.booking.store.outbox.deliveries([leadOf(reference).id]).get(leadOf(reference).id)).toHaveLength(2);
  });
});
