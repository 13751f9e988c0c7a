/**
 * The office's desk over `npm start`'s server in this process (tests/support/manage-server.ts): a
 * real editors' database and sign-in, a real lead database, requests stored as the form stores
 * them, and the desk driven with plain form posts as a browser without JavaScript sends them.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { format, parseISO } from 'date-fns';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_SECRET, startManageServer, type ManageServer } from '../../../../tests/support/manage-server';
import { linkSigner } from '../manage/links';
import { openSlots, addDaysIso, businessClock, weekdayOf, WEEKDAYS } from '../../rules/slots';
import { availabilityPath, bookingChoices } from '../../form/config';
import type { Site } from '../../../manifest/load';
import type { BookingHandler } from '../booking';
import type { Lead } from '../lead-store';
import { DESK_PATH } from './views';

let server: ManageServer;
let site: Site;
let booking: BookingHandler;
let base = '';
let dbPath = '';
const PASSWORD = 'office-desk-password-2026';

beforeAll(async () => {
  await startDesk();
});
afterAll(async () => server?.close());

/** `npm start`'s server with the desk, and two editors, each choosing a password through the link `npm run editors add` prints. */
async function startDesk(opts: { mailOff?: boolean } = {}) {
  server = await startManageServer(new Date(), undefined, { editors: true, ...opts });
  ({ site, booking, base, dbPath } = server);
  for (const [name, email] of [
    ['Dana Office', 'dana@example.com'],
    ['Sam Owner', 'sam@example.com'],
  ]) {
    const token = new URL(server.passwordLink(name, email)).searchParams.get('token')!;
    const chosen = await fetch(`${base}/admin/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ token, password: PASSWORD, again: PASSWORD }),
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
  }
}

type Session = { cookie: string; csrf: string };
async function signIn(email: string): Promise<Session> {
  const res = await fetch(`${base}/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const session = (await (await fetch(`${base}/admin/api/session`, { headers: { cookie } })).json()) as { csrf: string };
  return { cookie, csrf: session.csrf };
}
/** A desk page; `list` is its list alone (the day's windows beside it name the visits they hold). */
const page = async (session: Session, path: string) => {
  const res = await fetch(`${base}${path}`, { headers: { cookie: session.cookie }, redirect: 'manual' });
  const html = await res.text();
  const list = /<section aria-labelledby="list-heading">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return { status: res.status, html, list, location: res.headers.get('location') };
};
const post = async (session: Session, reference: string, fields: Record<string, string>) => {
  const res = await fetch(`${base}${DESK_PATH}/${reference}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ csrf: session.csrf, ...fields }),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
};
/** A block's intro of the request pages (content/pages/booking-manage.yaml), up to its first fact, its spaces as the page has them. */
const intro = (block: string) =>
  String((site.pages['booking-manage'].blocks as Record<string, { intro?: string }>)[block].intro)
    .split('{{')[0]
    .replace(/\s+/g, ' ')
    .trim();
const seen = (lead: Lead) => String(booking.store.events(lead.id).length);
const stored = (reference: string) => booking.store.byReference(reference)!;

/** Days from tomorrow on that offer at least two windows, with their windows. */
function openDays(count: number): Array<{ date: string; slots: string[] }> {
  const choices = bookingChoices(site);
  const today = businessClock(new Date(), site.manifest.business.timeZone).date;
  const days: Array<{ date: string; slots: string[] }> = [];
  for (let doc = 1; days.length < count && doc < 60; doc++) {
    const date = addDaysIso(today, doc);
    const slots = openSlots(date, choices.slotsByDay, choices.availability, new Date());
    if (slots.length >= 2) days.push({ date, slots });
  }
  return days;
}

let n = 0;
function request(over: Partial<Record<'date' | 'time' | 'name' | 'phone' | 'city' | 'zip' | 'serviceType', string>> = {}): Lead {
  n++;
  const values = {
    name: over.name ?? `Maria Gonzalez ${n}`,
    phone: over.phone ?? `(813) 555-${String(1000 + n).slice(-4)}`,
    email: `customer${n}@example.com`,
    street: '4102 W Bay Ave',
    city: over.city ?? 'Tampa',
    state: 'FL',
    zip: over.zip ?? '33616',
    date: over.date ?? '',
    time: over.time ?? '',
    serviceType: over.serviceType ?? 'Spring Replacement',
    issue: 'The door went up a foot and stopped; a loud bang first.',
  };
  const saved = booking.store.save(values, `key-${n}-${'x'.repeat(20)}`);
  return booking.store.get(saved.id)!;
}

/** The note above the desk's lists of confirmed visits a closed day or the hours now stand against ('' when there is none). */
const standingNote = (html: string) => /<section class="standing"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('the office’s desk', () => {
  it('is for signed-in editors only: a visitor is sent to the sign-in', async () => {
    const res = await fetch(`${base}${DESK_PATH}/BG-22222?done=note`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/admin/sign-in?next=${encodeURIComponent(`${DESK_PATH}/BG-22222?done=note`)}`);
    // Signing in from there returns to that page; a "next" of another site goes to the editing screen.
    const form = await (await fetch(`${base}${res.headers.get('location')}`)).text();
    expect(form).toContain(`name="next" value="${DESK_PATH}/BG-22222?done=note"`);
    // The page names where it leads: the desk, not the editing screen.
    expect(form).toContain('<h1>Sign in to the bookings desk</h1>');
    expect(await (await fetch(`${base}/admin/sign-in`)).text()).toContain('<h1>Sign in to edit the site</h1>');
    for (const [next, to] of [
      [`${DESK_PATH}/BG-22222`, `${DESK_PATH}/BG-22222`],
      ['https://evil.example/admin/', '/admin/'],
      ['//evil.example/admin/', '/admin/'],
      ['/admin/../x', '/admin/'],
    ]) {
      const signed = await fetch(`${base}/admin/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: new URLSearchParams({ email: 'dana@example.com', password: PASSWORD, next }),
        redirect: 'manual',
      });
      expect(signed.headers.get('location'), next).toBe(to);
    }
    const posted = await fetch(`${base}${DESK_PATH}/BG-22222`, { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(401);
  });

  it('lists what needs an answer with everything to act on it, and finds a request by reference, name or phone', async () => {
    const dana = await signIn('dana@example.com');
    const [day] = openDays(1);
    const lead = request({ date: day.date, time: day.slots[0], name: 'Priya Shah', phone: '(727) 555-0177' });
    const list = await page(dana, DESK_PATH);
    expect(list.status).toBe(200);
    expect(list.html).toContain(lead.reference);
    expect(list.html).toContain('href="tel:+17275550177"');
    expect(list.html).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=4102%20W%20Bay%20Ave/);
    expect(list.html).toContain('The door went up a foot and stopped');
    expect(list.html).toContain('Needs an answer');
    for (const text of [lead.reference.toLowerCase(), 'priya', '727555017', '(727) 555-0177'])
      expect((await page(dana, `${DESK_PATH}?q=${encodeURIComponent(text)}`)).list, text).toContain(lead.reference);
    // The list alone: the day's windows beside it may name the visit (its day may be the one they show).
    const none = (await page(dana, `${DESK_PATH}?q=nobody-at-all`)).list;
    expect(none).not.toContain(lead.reference);
    // What the search finds, said where it finds nothing: the street and the ZIP code too.
    expect(none).toContain('No request matches. Search by name, phone number, street, city, ZIP code, service, e-mail or reference');
    expect((await page(dana, `${DESK_PATH}?q=${encodeURIComponent('4102 W Bay')}`)).list).toContain(lead.reference);
    // The city, the first digits of the ZIP code, the service: what the office says of a customer.
    const away = request({ name: 'Nora Lind', city: 'Dunedin', zip: '34698', serviceType: 'Panel Replacement' });
    for (const text of ['dunedin', '3469', 'panel repl']) {
      const found = (await page(dana, `${DESK_PATH}?q=${encodeURIComponent(text)}`)).list;
      expect(found, text).toContain(away.reference);
      expect(found, text).not.toContain(lead.reference);
    }
    // The day's windows with booked / capacity, and that day's visits.
    const board = await page(dana, `${DESK_PATH}?day=${day.date}`);
    expect(board.html).toContain(`1 of ${site.manifest.booking.slotCapacity} booked`);
    // Each window names who holds it, linked (a request not confirmed yet says so).
    const windows = /<aside class="board"[\s\S]*?<\/aside>/.exec(board.html)?.[0] ?? '';
    expect(windows).toContain(
      `<ul class="held"><li><a href="${DESK_PATH}/${lead.reference}">${lead.name}</a> (not confirmed yet)</li></ul>`,
    );
    expect(board.html).toMatch(/<h2 id="list-heading">Visits on \w+day, /);
    expect(board.html).toContain(lead.reference);
  });

  it("lists tomorrow's visits, asked and confirmed, in a view of their own (the day the office prepares for)", async () => {
    const dana = await signIn('dana@example.com');
    const today = businessClock(new Date(), site.manifest.business.timeZone).date;
    const tomorrow = addDaysIso(today, 1);
    // Stored as the form stores them (the store takes any window: the rules are the form's and the desk's).
    const asked = request({ date: tomorrow, time: site.manifest.booking.timeSlots[0] });
    const after = request({ date: addDaysIso(today, 2), time: site.manifest.booking.timeSlots[0] });
    const view = await page(dana, `${DESK_PATH}?view=tomorrow`);
    expect(view.html).toMatch(/Tomorrow \(\d+\)/);
    expect(view.list).toContain(asked.reference);
    expect(view.list).not.toContain(after.reference);
  });

  it('flags a request whose time cannot be confirmed as asked (past, or outside that day’s hours), with the reason', async () => {
    const dana = await signIn('dana@example.com');
    const choices = bookingChoices(site);
    const today = businessClock(new Date(), site.manifest.business.timeZone).date;
    const past = request({
      date: addDaysIso(today, -2),
      time: choices.slotsByDay[weekdayOf(addDaysIso(today, -2))]?.[0] ?? choices.timeSlots[0],
    });
    // A window of the business that a given weekday does not offer (shorter hours that day).
    let outside: Lead | undefined;
    for (let days = 1; days < 15 && !outside; days++) {
      const date = addDaysIso(today, days);
      const offered = choices.slotsByDay[weekdayOf(date)] ?? [];
      const time = choices.timeSlots.find((timeSlot) => !offered.includes(timeSlot));
      if (time && offered.length) outside = request({ date, time });
    }
    // A window no other test of this file books (they fill the first days' windows to the brim).
    const day = openDays(6)[5];
    const fine = request({ date: day.date, time: day.slots[1] });
    const card = async (lead: Lead) => {
      const html = (await page(dana, `${DESK_PATH}/${lead.reference}`)).html;
      return html.match(/<dt>When<\/dt><dd>(.*?)<\/dd>/s)![1];
    };
    expect(await card(past)).toMatch(/Cannot be confirmed as asked: .+\. Agree another time with the customer\./);
    if (outside) expect(await card(outside)).toContain('Cannot be confirmed as asked');
    expect(await card(fine)).not.toContain('Cannot be confirmed');
    // The confirm form's windows say on which days each is offered, when not on every open day (as
    // the visitor's own page does): the office does not pick a window the day does not have.
    const form = (await page(dana, `${DESK_PATH}/${fine.reference}`)).html;
    const options = [...form.matchAll(/<select id="confirm-time"[^>]*>(.*?)<\/select>/gs)][0][1];
    const open = choices.slotsByDay.filter((slots) => slots.length);
    for (const slot of choices.timeSlots) {
      const everyDay = open.every((slots) => slots.includes(slot));
      expect(options, slot).toMatch(
        new RegExp(`<option value="${slot}"[^>]*>${slot}${everyDay ? '' : ' \\([A-Z][a-z]{2}[^)]*\\)'}</option>`),
      );
    }
    expect(
      choices.timeSlots.some((slot) => !open.every((slots) => slots.includes(slot))),
      'a window not offered every open day',
    ).toBe(true);
  });

  it('confirming a request without a date needs a date and a window; then it is confirmed by that editor, with the visitor’s e-mail queued', async () => {
    const dana = await signIn('dana@example.com');
    const lead = request();
    const refused = await post(dana, lead.reference, { action: 'confirm', seen: seen(lead), date: '', time: '' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Choose the date of the visit.');
    expect(stored(lead.reference).status).toBe('requested');
    const [day] = openDays(1);
    const done = await post(dana, lead.reference, { action: 'confirm', seen: seen(lead), date: day.date, time: day.slots[1] });
    expect(done.status).toBe(303);
    expect(done.location).toContain('done=confirm');
    // This server sends e-mail: the desk says the customer is told, and says nothing of e-mail being off.
    const told = (await page(dana, done.location!)).html;
    expect(told).toContain('Confirmed. The customer is e-mailed the confirmation');
    expect(told).not.toContain('E-mail is not set up');
    const now = stored(lead.reference);
    expect(now).toMatchObject({ status: 'confirmed', date: day.date, time: day.slots[1] });
    const [event] = booking.store.events(lead.id);
    expect(event).toMatchObject({ by: 'office', who: 'Dana Office', action: 'confirmed' });
    expect(event.overCapacity).toBeUndefined();
    expect(
      booking.store.outbox
        .deliveries([lead.id])
        .get(lead.id)
        ?.some((delivery) => delivery.kind === 'visitor-confirmed' || /visitor/.test(delivery.kind)),
    ).toBe(true);
    const shown = await page(dana, `${DESK_PATH}/${lead.reference}`);
    expect(shown.html).toContain('Dana Office confirmed the visit');
  });

  it('a full window is refused unless the office books it over capacity; a closed or past day never', async () => {
    const dana = await signIn('dana@example.com');
    const [day] = openDays(1);
    const time = day.slots[day.slots.length - 1];
    const capacity = site.manifest.booking.slotCapacity;
    for (let i = 0; i < capacity; i++) request({ date: day.date, time });
    const lead = request();
    const full = await post(dana, lead.reference, { action: 'confirm', seen: seen(lead), date: day.date, time });
    expect(full.status).toBe(422);
    expect(full.html).toContain(
      `That window is full: ${capacity} others are booked in it (${capacity === 1 ? 'a request' : `${capacity} of them requests`} not yet confirmed: a request holds its window too), and the crew takes ${capacity}.`,
    );
    // What was typed is kept.
    expect(full.html).toContain(`value="${day.date}"`);
    // The forms post to the request's own address: the answer's address keeps no query of an earlier answer (?done=confirm).
    expect(full.html).toContain(`<form method="post" action="${DESK_PATH}/${lead.reference}">`);
    // Said at the top too, before the request's card (a phone opens the answer there), with a link to the field.
    const summary =
      /<div class="alert" role="alert"><p><strong>Not done yet\.<\/strong> That window is full[^<]*<a href="#confirm-time">/.exec(
        full.html,
      );
    expect(summary?.index).toBeLessThan(full.html.indexOf('class="layout"'));
    // Too far ahead: said in the office's words (the visitor's "send it without a date" is not theirs).
    const far = await post(dana, lead.reference, { action: 'confirm', seen: seen(lead), date: addDaysIso(day.date, 800), time });
    expect(far.status).toBe(422);
    expect(far.html).toContain('visits are booked that far ahead at most');
    expect(far.html).not.toContain('without a date');
    const past = await post(dana, lead.reference, { action: 'confirm', seen: seen(lead), date: '2020-01-02', time });
    expect(past.status).toBe(422);
    // In the office's words: the customer's "call us" line is not the office's.
    expect(past.html).not.toMatch(/call us at/i);
    const over = await post(dana, lead.reference, { action: 'confirm', seen: seen(lead), date: day.date, time, over: 'yes' });
    expect(over.status).toBe(303);
    expect(booking.store.slotCounts(day.date)[time]).toBe(capacity + 1);
    // The day's windows say the window is over, not "3 of 2 booked".
    const board = await page(dana, `${DESK_PATH}?day=${day.date}`);
    expect(board.html).toContain(`${capacity + 1} booked: 1 over the crew's ${capacity}`);
    expect(board.html).not.toContain(`${capacity + 1} of ${capacity}`);
    // What happened to the request says it was booked over capacity (a confirm within it does not: above).
    expect((await page(dana, `${DESK_PATH}/${lead.reference}`)).html).toContain(
      '<li>Dana Office confirmed the visit over the crew’s capacity (it had no date). ',
    );
    expect(booking.store.events(lead.id).at(-1)).toMatchObject({ action: 'confirmed', overCapacity: true });
  });

  it("Confirm and Move mark the windows of the request's date that other visits fill, before any button is pressed", async () => {
    const dana = await signIn('dana@example.com');
    const day = openDays(5)[4]; // a day of its own (the other tests book the first three)
    const [free, time] = day.slots;
    const capacity = site.manifest.booking.slotCapacity;
    for (let i = 0; i < capacity; i++) request({ date: day.date, time });
    const lead = request({ date: day.date, time: free });
    const option = (html: string, slot: string) => new RegExp(`<option value="${slot}"[^>]*>([^<]*)</option>`).exec(html)?.[1] ?? '';
    const shown = (await page(dana, `${DESK_PATH}/${lead.reference}`)).html;
    const dayText = format(parseISO(day.date), 'MMM d');
    expect(option(shown, time)).toMatch(new RegExp(` · full on ${dayText} \\(${capacity} of ${capacity}\\)$`));
    expect(option(shown, free)).not.toContain('full');
    // Its own window is the request's, not counted against it: a visit in a full window may stay there.
    const inFull = request({ date: day.date, time });
    booking.store.update(inFull.id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
    const moving = (await page(dana, `${DESK_PATH}/${inFull.reference}`)).html;
    expect(option(moving, time)).toContain(`full on ${dayText} (${capacity} of ${capacity})`);
    expect(option(moving, free)).not.toContain('full');
  });

  it('cancel is asked twice; decline needs a reason; done, no-show and notes are recorded', async () => {
    const dana = await signIn('dana@example.com');
    const [day] = openDays(1);
    const lead = request({ date: day.date, time: day.slots[0] });
    const ask = await post(dana, lead.reference, { action: 'cancel', seen: seen(lead), reason: 'Crew is short that day' });
    expect(ask.status).toBe(200);
    expect(ask.html).toContain('Yes, cancel the request');
    // The desk's own Cancel button asks with a page of its own (back from the answer sends nothing again).
    booking.store.update(lead.id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
    const reason = `&reason=${encodeURIComponent('Crew is short that day')}`;
    const asked = await page(dana, `${DESK_PATH}/${lead.reference}?ask=cancel&asked=office${reason}`);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('Yes, cancel the visit');
    expect(asked.html).toContain('value="Crew is short that day"');
    expect(asked.html).toContain('we have had to cancel the visit, with our apology');
    // The reason the customer will read, said before the button that sends it.
    expect(asked.html).toContain('Your reason, which the customer reads: <q class="words">Crew is short that day</q>');
    expect(stored(lead.reference).status).toBe('confirmed');
    const yes = await post(dana, lead.reference, {
      action: 'cancel',
      seen: seen(lead),
      reason: 'Crew is short that day',
      asked: 'office',
      sure: 'yes',
    });
    expect(yes.status).toBe(303);
    expect(stored(lead.reference).status).toBe('cancelled');
    // The customer's own page says it is cancelled, with the office's reason, as a decline's does.
    const token = linkSigner(LINK_SECRET).sign({ leadId: lead.id, action: 'manage', expires: Date.now() + 60_000 });
    const theirs = await (await fetch(`${base}/booking/request/${token}`)).text();
    expect(theirs).toContain('<p class="office-note">Our note: Crew is short that day</p>');
    // We cancelled it: the page says sorry, as the e-mail did, not what a customer's own cancel says.
    expect(theirs).toContain(intro('cancelledByUs'));
    expect(theirs).not.toContain(intro('cancelled'));

    const other = request({ date: day.date, time: day.slots[0] });
    expect((await post(dana, other.reference, { action: 'decline', seen: seen(other), reason: ' ' })).status).toBe(422);
    expect(
      (await post(dana, other.reference, { action: 'decline', seen: seen(other), reason: 'We do not service that area.' })).status,
    ).toBe(303);
    expect(booking.store.events(other.id).at(-1)).toMatchObject({ action: 'declined', detail: 'We do not service that area.' });
    // Cancelled and declined requests of days to come have a list of their own (no other list holds them).
    const closed = await page(dana, `${DESK_PATH}?view=closed`);
    expect(closed.html).toMatch(/aria-current="page"[^>]*>Cancelled or declined \(\d+\)/);
    for (const reference of [lead.reference, other.reference]) expect(closed.html).toContain(reference);
    const upcoming = await page(dana, `${DESK_PATH}?view=upcoming`);
    expect(upcoming.list).not.toContain(lead.reference);

    // A visit of today marked a no-show by a wrong tap: the page offers to take it back, and that is recorded too.
    const today = request({ date: day.date, time: day.slots[0] });
    booking.store.update(today.id, () => ({
      by: 'office',
      action: 'confirmed',
      status: 'confirmed',
      date: businessClock(new Date(), site.manifest.business.timeZone).date,
      time: day.slots[0],
    }));
    expect((await post(dana, today.reference, { action: 'no-show', seen: seen(today) })).status).toBe(303);
    const marked = await page(dana, `${DESK_PATH}/${today.reference}`);
    expect(marked.html).toContain('Take back “no-show”');
    expect((await post(dana, today.reference, { action: 'reopen', seen: seen(today) })).status).toBe(303);
    expect(stored(today.reference)).toMatchObject({ status: 'confirmed', outcome: '' });
    const reopened = await page(dana, `${DESK_PATH}/${today.reference}`);
    expect(reopened.html).toContain('Dana Office took back how the visit went: “no-show”.');
    expect(reopened.html).toContain('Mark done');

    const note = request();
    expect((await post(dana, note.reference, { action: 'note', seen: seen(note), note: 'Gate code 4471' })).status).toBe(303);
    expect((await page(dana, `${DESK_PATH}/${note.reference}`)).html).toContain('Dana Office noted: “Gate code 4471”');
  });

  it('two people acting on one request at once: one action is done, the other is told what changed and keeps what it typed', async () => {
    const [dana, sam] = [await signIn('dana@example.com'), await signIn('sam@example.com')];
    const [day] = openDays(1);
    const lead = request({ date: day.date, time: day.slots[0] });
    const before = seen(lead);
    const answers = await Promise.all([
      post(dana, lead.reference, { action: 'confirm', seen: before, date: day.date, time: day.slots[0], over: 'yes' }),
      post(sam, lead.reference, { action: 'note', seen: before, note: 'Customer asked for a morning visit' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.html).toContain('Someone changed this request while you were looking at it');
    expect(booking.store.events(lead.id)).toHaveLength(1);
    // What the one who lost typed is given back to use again.
    if (answers[1].status === 409)
      expect(lost.html).toContain('What you wrote, to use again: <q class="words">Customer asked for a morning visit</q>');
  });

  it('after the customer moved the request meanwhile, the Confirm form holds the new time, and its next click confirms that', async () => {
    const dana = await signIn('dana@example.com');
    const [first, second] = openDays(2);
    const lead = request({ date: first.date, time: first.slots[0] });
    const shown = await page(dana, `${DESK_PATH}/${lead.reference}`);
    expect(shown.html).toContain(`name="from_date" value="${first.date}"`);
    const before = seen(lead);
    // The customer moves it from the link of their e-mail while the page is open.
    booking.store.update(lead.id, () => ({
      by: 'visitor',
      action: 'changed',
      status: 'requested',
      date: second.date,
      time: second.slots[1],
    }));
    // The office presses Confirm without touching the form: nothing is done, and the form now holds the customer's time.
    // The form as the page filled it (from_*), and what is sent.
    const confirm = (time: string) =>
      post(dana, lead.reference, {
        action: 'confirm',
        seen: before,
        date: first.date,
        time,
        from_date: first.date,
        from_time: first.slots[0],
      });
    const clash = await confirm(first.slots[0]);
    expect(clash.status).toBe(409);
    expect(clash.html).toContain('The form below holds the request as it is now.');
    const confirmForm = clash.html.slice(clash.html.indexOf('id="confirm-h"'));
    expect(confirmForm).toContain(`id="confirm-date" name="date" type="date" required min="`);
    expect(confirmForm).toMatch(new RegExp(`id="confirm-date"[^>]*value="${second.date}"`));
    expect(confirmForm).toMatch(new RegExp(`<option value="${second.slots[1]}" selected>`));
    // What the office changed itself stays as it typed it (here the window), the rest follows the request.
    const typed = await confirm(first.slots[1]);
    expect(typed.html).toMatch(new RegExp(`id="confirm-date"[^>]*value="${second.date}"`));
    expect(typed.html).toMatch(new RegExp(`<option value="${first.slots[1]}" selected>`));
    expect(stored(lead.reference)).toMatchObject({ status: 'requested', date: second.date, time: second.slots[1] });
  });

  it('a cancel says who asked for it, and the customer who asked reads that it is cancelled as they asked', async () => {
    const dana = await signIn('dana@example.com');
    const [day] = openDays(1);
    const lead = request({ date: day.date, time: day.slots[0] });
    booking.store.update(lead.id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
    const shown = await page(dana, `${DESK_PATH}/${lead.reference}`);
    expect(shown.html).toContain('<legend>Who asked to cancel?</legend>');
    // Not answered (a browser without the form's own check): the page again, with the reason kept and the question marked.
    const unanswered = await page(dana, `${DESK_PATH}/${lead.reference}?ask=cancel&reason=${encodeURIComponent('Sold the house')}`);
    expect(unanswered.status).toBe(422);
    expect(unanswered.html).toContain('Choose who asked to cancel');
    expect(unanswered.html).toContain('href="#cancel-asked-customer"');
    expect(unanswered.html).toMatch(/<textarea id="cancel-reason"[^>]*>Sold the house<\/textarea>/);
    const asked = await page(
      dana,
      `${DESK_PATH}/${lead.reference}?ask=cancel&asked=customer&reason=${encodeURIComponent('Sold the house')}`,
    );
    expect(asked.html).toContain('cancelled as they asked');
    expect(asked.html).toContain('name="asked" value="customer"');
    const fields = { action: 'cancel', seen: seen(lead), reason: 'Sold the house', asked: 'customer', sure: 'yes' };
    expect((await post(dana, lead.reference, fields)).status).toBe(303);
    expect(stored(lead.reference).status).toBe('cancelled');
    expect(booking.store.events(lead.id).at(-1)).toMatchObject({ by: 'office', action: 'cancelled-on-request', detail: 'Sold the house' });
    expect((await page(dana, `${DESK_PATH}/${lead.reference}`)).html).toContain(
      'Dana Office cancelled it at the customer’s request: “Sold the house”.',
    );
    // The customer's e-mail is the one their own cancel gets, with the office's note; never "we have had to cancel".
    const db = new Database(dbPath, { readonly: true });
    const rows = db.prepare('SELECT message FROM outbox WHERE lead_id = ? ORDER BY id').all(lead.id) as Array<{ message: string }>;
    db.close();
    const last = JSON.parse(rows.at(-1)!.message) as { subject: string; text: string };
    const blocks = site.pages['booking-email'].blocks as Record<string, { heading?: string; intro?: string }>;
    expect(last.subject).toBe(`${blocks.requestCancelled.heading} (${lead.reference})`);
    expect(last.text).toContain('Sold the house');
    expect(last.text).not.toContain(String(blocks.visitCancelled.intro));
    // The customer's own page gives the office's note, as for any cancel.
    const token = linkSigner(LINK_SECRET).sign({ leadId: lead.id, action: 'manage', expires: Date.now() + 60_000 });
    const theirs = await (await fetch(`${base}/booking/request/${token}`)).text();
    expect(theirs).toContain('<p class="office-note">Our note: Sold the house</p>');
    expect(theirs).toContain(intro('cancelled'));
    expect(theirs).not.toContain(intro('cancelledByUs'));

    // A request not confirmed yet is cancelled when its customer asks; the office turns one down with Decline.
    const other = request({ date: day.date, time: day.slots[0] });
    const form = (await page(dana, `${DESK_PATH}/${other.reference}`)).html;
    expect(form).toContain('<h3 id="cancel-h">Cancel the request</h3>');
    expect(form).not.toContain('Who asked to cancel?');
    const refused = await post(dana, other.reference, { action: 'cancel', seen: seen(other), asked: 'office', sure: 'yes' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('use Decline');
    expect((await post(dana, other.reference, { action: 'cancel', seen: seen(other), asked: 'customer', sure: 'yes' })).status).toBe(303);
    expect(booking.store.events(other.id).at(-1)).toMatchObject({ action: 'cancelled-on-request' });
  });

  it("beside the list, today's windows while one is to come; tomorrow's once every one of today's has begun", async () => {
    const dana = await signIn('dana@example.com');
    const heading = async () => /<h2 id="board-heading">Windows on ([^<]+)<\/h2>/.exec((await page(dana, DESK_PATH)).html)?.[1];
    try {
      server.clock.now = new Date('2031-12-02T10:00:00-05:00'); // a Tuesday morning in Tampa
      expect(await heading()).toBe('Tuesday, December 2, 2031');
      server.clock.now = new Date('2031-12-02T22:50:00-05:00');
      expect(await heading()).toBe('Wednesday, December 3, 2031');
    } finally {
      server.clock.now = new Date();
    }
  });

  it('a confirmed visit on a day closed since it was booked is flagged, in the lists and on its page; a request of that day too', async () => {
    const dana = await signIn('dana@example.com');
    const day = openDays(7)[6]; // a day of its own
    const lead = request({ date: day.date, time: day.slots[0] });
    booking.store.update(lead.id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
    const asked = request({ date: day.date, time: day.slots[0], name: 'Sofia Ruiz' });
    const flag = 'This day is now closed (Company picnic): move the visit or cancel it, and tell the customer.';
    expect((await page(dana, `${DESK_PATH}/${lead.reference}`)).html).not.toContain('This day is now closed');
    expect(standingNote((await page(dana, DESK_PATH)).html)).not.toContain(lead.reference);
    // The office adds the closed day on the editing screen; the desk reads the facts as they go live.
    const closedDates = [...site.manifest.booking.closedDates, { date: day.date, name: 'Company picnic' }];
    server.reload({ ...site, manifest: { ...site.manifest, booking: { ...site.manifest.booking, closedDates } } });
    try {
      // Above every list, whichever shows the visit: counted, linked, and why.
      for (const list of [DESK_PATH, `${DESK_PATH}?view=past`]) {
        const note = standingNote((await page(dana, list)).html);
        expect(note).toMatch(
          /(One confirmed visit|\d+ confirmed visits) and (one request|\d+ requests) not yet confirmed fall on a day now closed or outside the service hours/,
        );
        expect(note).toContain('Move each visit or cancel it, confirm each request for another time or decline it, and tell the customer.');
        expect(note).toContain(`<a href="${DESK_PATH}/${lead.reference}">${lead.reference} · ${lead.name}</a>`);
        expect(note).toContain(`<a href="${DESK_PATH}/${asked.reference}">${asked.reference} · Sofia Ruiz</a>`);
        expect(note).toContain(format(parseISO(day.date), 'EEEE, MMMM d, yyyy'));
        expect(note).toContain(': day closed (Company picnic)</li>');
      }
      // The same list for the editing screen, which says it after a save of the business facts.
      const standing = JSON.parse((await page(dana, `${DESK_PATH}/standing.json`)).html) as { visits: Array<Record<string, string>> };
      expect(standing.visits.find((visit) => visit.reference === lead.reference)).toEqual({
        reference: lead.reference,
        name: lead.name,
        when: expect.stringMatching(new RegExp(`^${format(parseISO(day.date), 'EEEE, MMMM d, yyyy')}, \\d{1,2}:\\d{2} [AP]M`)),
        why: 'day closed (Company picnic)',
      });
      expect((await fetch(`${base}${DESK_PATH}/standing.json`, { redirect: 'manual' })).status).toBe(303);
      expect((await page(dana, `${DESK_PATH}/${lead.reference}`)).html).toContain(flag);
      expect((await page(dana, `${DESK_PATH}?day=${day.date}`)).html).toContain(flag);
      expect((await page(dana, `${DESK_PATH}?view=upcoming`)).html).toContain(flag);
    } finally {
      server.reload(site);
    }
  });

  it('a confirmed visit in a window the service hours no longer hold is flagged, in the lists and on its page', async () => {
    const dana = await signIn('dana@example.com');
    const day = openDays(8)[7]; // a day of its own
    const lead = request({ date: day.date, time: day.slots[0] });
    booking.store.update(lead.id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
    const flag = 'This window is no longer in the service hours: move the visit or cancel it, and tell the customer.';
    expect((await page(dana, `${DESK_PATH}/${lead.reference}`)).html).not.toContain(flag);
    // The office takes the visit's weekday out of the service hours on the editing screen.
    const weekday = WEEKDAYS[weekdayOf(day.date)];
    const hours = site.manifest.business.hours;
    const service = hours.service
      .map((row) => ({ ...row, days: row.days.filter((name) => name !== weekday) }))
      .filter((row) => row.days.length);
    server.reload({ ...site, manifest: { ...site.manifest, business: { ...site.manifest.business, hours: { ...hours, service } } } });
    try {
      expect(standingNote((await page(dana, DESK_PATH)).html)).toMatch(
        new RegExp(`${lead.reference} · [^<]+</a>, [^<]+: outside the service hours</li>`),
      );
      expect((await page(dana, `${DESK_PATH}/${lead.reference}`)).html).toContain(flag);
      expect((await page(dana, `${DESK_PATH}?view=upcoming`)).html).toContain(flag);
    } finally {
      server.reload(site);
    }
  });

  it('a visit marked done offers no Move and no Cancel, and a cancel posted anyway is refused, the visit left as it was', async () => {
    const dana = await signIn('dana@example.com');
    const lead = request();
    const today = businessClock(new Date(), site.manifest.business.timeZone).date;
    booking.store.update(lead.id, () => ({
      by: 'office',
      who: 'Dana',
      action: 'confirmed',
      status: 'confirmed',
      date: today,
      time: '8:00 AM',
    }));
    expect((await post(dana, lead.reference, { action: 'done', seen: seen(lead) })).status).toBe(303);
    const shown = await page(dana, `${DESK_PATH}/${lead.reference}`);
    expect(shown.html).not.toContain('id="move-h"');
    expect(shown.html).not.toContain('id="cancel-h"');
    const refused = await post(dana, lead.reference, { action: 'cancel', seen: seen(lead), sure: 'yes' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('This request is marked done: it cannot be cancelled.');
    expect(stored(lead.reference)).toMatchObject({ status: 'confirmed', outcome: 'done' });
  });

  it('refuses a post without the session’s token or from another site', async () => {
    const dana = await signIn('dana@example.com');
    const lead = request();
    const res = await fetch(`${base}${DESK_PATH}/${lead.reference}`, {
      method: 'POST',
      headers: { cookie: dana.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ action: 'note', seen: '0', note: 'x', csrf: 'wrong' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    const cross = await fetch(`${base}${DESK_PATH}/${lead.reference}`, {
      method: 'POST',
      headers: { cookie: dana.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: new URLSearchParams({ action: 'note', seen: '0', note: 'x', csrf: dana.csrf }),
      redirect: 'manual',
    });
    expect(cross.status).toBe(403);
    expect(booking.store.events(lead.id)).toHaveLength(0);
  });

  it('downloads the same CSV as npm run leads -- --csv', async () => {
    const dana = await signIn('dana@example.com');
    const res = await fetch(`${base}${DESK_PATH}/export.csv`, { headers: { cookie: dana.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Byte for byte (a text decoder would drop the mark that tells a spreadsheet it is UTF-8).
    const fromDesk = Buffer.from(await res.arrayBuffer());
    // Run without blocking this process: the server under test lives here, and a blocked event loop
    // would let its idle keep-alive sockets outlive their time, to be reset under the next request.
    const { stdout: fromCli } = await promisify(execFile)(process.execPath, [resolve('scripts/run.mjs'), 'leads', '--csv'], {
      env: { ...process.env, LEADS_DB: dbPath },
      encoding: 'buffer',
    });
    expect(fromDesk.equals(fromCli)).toBe(true);
    expect(fromDesk.toString('utf8').split('\n').length).toBeGreaterThan(5);
    // What happened to each request goes with it: who did what and when, the office's notes, how the visit went.
    const csv = fromDesk.toString('utf8');
    expect(csv.split('\r\n')[0]).toMatch(/"Outcome","History"$/);
    expect(csv).toMatch(/: Dana Office noted: “Gate code 4471”\./);
  });
});

describe('the booking form’s free windows', () => {
  it('follow the office’s moves at once (no stale count of a window)', async () => {
    const dana = await signIn('dana@example.com');
    const day = openDays(3)[2]; // a day the other tests leave alone
    const time = day.slots[0];
    const capacity = site.manifest.booking.slotCapacity;
    const path = availabilityPath(site.manifest.booking.action);
    const full = async () => ((await (await fetch(`${base}${path}?date=${day.date}`)).json()) as { full: string[] }).full;
    // Another window of the day is chosen so that this one starts with room in it.
    for (let i = 0; i < capacity - 1; i++) request({ date: day.date, time });
    expect(await full()).not.toContain(time);
    const lead = request({ date: day.date, time: day.slots[1] });
    booking.store.update(lead.id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
    const moved = await post(dana, lead.reference, { action: 'move', seen: seen(lead), date: day.date, time });
    expect(moved.status).toBe(303);
    expect(await full()).toContain(time);
  });

  it('signs out from its own header: the session ends, and the desk asks for the sign-in again', async () => {
    const session = await signIn('dana@example.com');
    const desk = await page(session, DESK_PATH);
    const form =
      /<form method="post" action="(\/admin\/sign-out)"><input type="hidden" name="csrf" value="([^"]+)"><input type="hidden" name="next" value="([^"]+)">/.exec(
        desk.html,
      );
    expect(form?.[2]).toBe(session.csrf);
    const out = await fetch(`${base}${form![1]}`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ csrf: form![2], next: form![3] }),
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    // Its sign-in leads back to the desk, not to the editing screen.
    expect(out.headers.get('location')).toBe(`/admin/sign-in?next=${encodeURIComponent(DESK_PATH)}`);
    expect((await fetch(`${base}${out.headers.get('location')}`).then((res) => res.text())).includes('Sign in to the bookings desk')).toBe(
      true,
    );
    expect((await page(session, DESK_PATH)).status).toBe(303);
  });
});

describe('the desk on a server that sends no e-mail (no SMTP_URL)', () => {
  let withMail: ManageServer;
  beforeAll(async () => {
    withMail = server;
    await startDesk({ mailOff: true });
  });
  afterAll(async () => {
    await server.close();
    server = withMail;
    ({ site, booking, base, dbPath } = server);
  });

  it('says the customer’s e-mail waits to be sent and that a call tells them now, never that they were e-mailed', async () => {
    const dana = await signIn('dana@example.com');
    const lead = request();
    // Every page says so from the start, and no button promises an e-mail.
    for (const path of [DESK_PATH, `${DESK_PATH}/${lead.reference}`]) {
      const shown = (await page(dana, path)).html;
      expect(shown, path).toContain(
        '<strong>E-mail is not set up on this server yet.</strong> Customers are not e-mailed what you do here',
      );
      // The office's own notices wait too: new requests are found here meanwhile.
      expect(shown, path).toContain('nor the office new requests: call the customer, and look here for new requests.');
      expect(shown, path).not.toContain('and e-mail the customer');
    }
    expect((await page(dana, `${DESK_PATH}/${lead.reference}`)).html).toContain('>Confirm</button>');
    const [day] = openDays(1);
    const done = await post(dana, lead.reference, { action: 'confirm', seen: seen(lead), date: day.date, time: day.slots[1] });
    expect(done.status).toBe(303);
    const shown = (await page(dana, done.location!)).html;
    expect(shown).toContain('Confirmed. The customer’s e-mail about it waits to be sent');
    expect(shown).toContain('Call the customer to tell them now.');
    expect(shown).not.toContain('The customer is e-mailed');
    // It is kept: sent once the server has e-mail.
    expect(booking.store.outbox.deliveries([lead.id]).get(lead.id)?.length).toBeGreaterThan(0);
  });

  it('the confirm link of the office’s e-mail says the same, never that the customer has been e-mailed', async () => {
    const [day] = openDays(1);
    const lead = request({ date: day.date, time: day.slots[0] });
    const token = linkSigner(LINK_SECRET).sign({ leadId: lead.id, action: 'confirm', expires: Date.now() + 60_000 });
    const link = `${base}/booking/office/${token}`;
    const sent = await fetch(link, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: '',
    });
    expect(sent.status).toBe(303);
    const shown = await (await fetch(link)).text();
    expect(shown).toContain(`Confirmed ${lead.reference}`);
    expect(shown).toContain('The customer’s e-mail about it waits to be sent');
    expect(shown).not.toMatch(/e-mailed\./);
  });
});
