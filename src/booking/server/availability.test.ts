/**
 * Availability on the server: the business's clock (set here), closed dates and the capacity of a
 * window, in the availability answer and in what a post may book. JSON and the page without
 * JavaScript alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBed, encode, get, send, stop, unescapeHtml, type Running } from '../../../tests/support/booking-http';
import type { Site } from '../../manifest/load';
import { bookingChoices } from '../form/config';
import { addDaysIso, businessClock, weekdayOf } from '../rules/slots';

const { site, startServer, form, cleanup } = bookingBed();
afterAll(cleanup);

const zone = site.manifest.business.timeZone;
const capacity = site.manifest.booking.slotCapacity;
const lead = site.manifest.booking.sameDayLeadMinutes;
const byDay = bookingChoices(site).slotsByDay;
/** Minutes after midnight of "4:00 PM". */
const at = (slot: string) => {
  const [, hour, minute, ap] = /^(\d+):(\d+) (AM|PM)$/.exec(slot)!;
  return ((+hour % 12) + (ap === 'PM' ? 12 : 0)) * 60 + +minute;
};

/** The instant at which the business's wall clock reads `date` `minutes` (searched, so no offset is typed). */
function businessInstant(date: string, minutes: number): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  for (let off = -14 * 60; off <= 14 * 60; off += 15) {
    const doc = new Date(guess + off * 60_000);
    const counter = businessClock(doc, zone);
    if (counter.date === date && counter.minutes === minutes) return doc;
  }
  throw new Error('no such instant');
}

/** A weekday some years ahead whose slots run past the lead time in the afternoon (the site's own hours). */
const today = (() => {
  for (let text = '2031-03-03'; ; text = addDaysIso(text, 1)) if ((byDay[weekdayOf(text)] ?? []).length >= 4) return text;
})();
const slots = byDay[weekdayOf(today)];
/** Now: a minute before the lead time runs out for a middle slot of the day. */
const middle = slots[Math.floor(slots.length / 2)];
const NOW = businessInstant(today, at(middle) - lead - 1);
const closedDay = addDaysIso(today, 2);
const withClosed: Site = {
  ...site,
  manifest: { ...site.manifest, booking: { ...site.manifest.booking, closedDates: [{ date: closedDay, name: 'Founders Day' }] } },
};
const availability = async (port: number, date: string) => JSON.parse((await get(port, `/booking/availability?date=${date}`)).text);

describe('availability, with the clock and the closed dates set', () => {
  let server: Running;
  let full: Running;
  beforeAll(async () => {
    server = await startServer(
      'avail',
      undefined,
      { now: () => NOW },
      { ...withClosed, manifest: { ...withClosed.manifest, booking: { ...withClosed.manifest.booking, slotCapacity: 1e9 } } },
    );
    full = await startServer('avail-full', undefined, { now: () => NOW }, withClosed);
  });
  afterAll(async () => {
    await stop(server);
    await stop(full);
  });

  it('today offers only slots that start at least the lead time from now', async () => {
    const result = await availability(server.port, today);
    expect(result).toMatchObject({ ok: true, date: today, timeZone: zone });
    expect(result.slots[0]).toBe(slots[slots.indexOf(middle)]);
    expect(result.slots).not.toContain(slots[0]);
    expect(result.slots.every((slot: string) => at(slot) >= at(middle))).toBe(true);
    expect((await availability(server.port, addDaysIso(today, -1))).slots).toEqual([]);
  });

  it('a closed date offers nothing and is named', async () => {
    expect(await availability(server.port, closedDay)).toMatchObject({ slots: [], closed: 'Founders Day' });
    expect((await get(server.port, '/booking/availability?date=tomorrow')).status).toBe(400);
  });

  it('a post for a slot that has started or starts within the lead time is refused, JSON and page alike, with the values kept', async () => {
    const data = form({ date: today, time: slots[0], name: 'Ana "Early" Ruiz' });
    const reply = await send(server.port, encode(data));
    expect(reply.status).toBe(422);
    expect(JSON.parse(reply.text).errors.time).toMatch(
      new RegExp(`^${slots[0]} today is too soon for us to book\\. The next time we can book today is ${middle}`),
    );
    const page = await send(server.port, encode(data), { Accept: 'text/html' });
    expect(page.status).toBe(422);
    expect(unescapeHtml(page.text)).toContain('today is too soon for us to book');
    expect(page.text).toContain('value="Ana &quot;Early&quot; Ruiz"');
    expect(page.text).toContain(`value="${data['submission-key']}"`);
    expect((await send(server.port, encode(form({ date: today, time: middle })))).status).toBe(200);
  });

  it('a post for a closed date is refused, with or without a time', async () => {
    for (const time of ['', slots[0]]) {
      const reply = await send(server.port, encode(form({ date: closedDay, time })));
      expect(reply.status).toBe(422);
      expect(JSON.parse(reply.text).errors.date).toMatch(/closed for Founders Day/);
    }
  });

  it('a full window is no longer offered, and a post for it is refused naming the nearest free ones; the same attempt keeps its place', async () => {
    const day = addDaysIso(today, 1);
    const time = (await availability(full.port, day)).slots[0] as string;
    const keys: string[] = [];
    for (let i = 0; i < capacity; i++) {
      const data = form({ date: day, time, email: `full-${i}@example.com` });
      keys.push(data['submission-key']);
      expect((await send(full.port, encode(data))).status).toBe(200);
    }
    const after = (await availability(full.port, day)).slots as string[];
    expect(after).not.toContain(time);
    expect((await availability(full.port, day)).full).toEqual([time]);
    const late = form({ date: day, time, name: 'Late Comer' });
    const reply = await send(full.port, encode(late));
    expect(reply.status).toBe(409);
    const body = JSON.parse(reply.text);
    expect(body).toMatchObject({ ok: false, error: 'full' });
    expect(body.errors.time).toMatch(new RegExp(`The ${time} window on .* is fully booked\\. The nearest free times: ${after[0]}`));
    const page = await send(full.port, encode(late), { Accept: 'text/html' });
    expect(page.status).toBe(409);
    expect(unescapeHtml(page.text)).toContain('is fully booked');
    expect(page.text).toContain('value="Late Comer"');
    expect(page.text).toContain(`value="${late['submission-key']}"`);
    // A retry of an attempt already in the window (a lost reply, a correction) is still that attempt.
    const again = form({ date: day, time, email: 'full-0@example.com', 'submission-key': keys[0], issue: 'Corrected.' });
    expect((await send(full.port, encode(again))).status).toBe(200);
    expect(full.booking.store.count()).toBe(capacity);
  });
});
