/**
 * A booking request's signed links, end to end: `npm start`'s server (siteServer) in this process
 * over a scratch site and lead database, its mail sender talking to a real SMTP server
 * (smtp-server), and what arrives parsed with mailparser. The links are followed from the e-mails
 * themselves, as a visitor's and an office's mail program would.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvent } from '../../../tests/support/ics';
import { headersFile } from '../../build/hostfiles';
import { bookingWindow } from '../../booking-rules/validate';
import { weekdayOf } from '../../booking-rules/slots';
import { bookingChoices } from '../../kinds/booking-config';
import { loadSite, type Site } from '../../manifest/load';
import { siteServer, type MailSetup } from '../start';
import type { BookingHandler } from '../booking';
import { slotStart } from '../mail/visit';
import { MAX_VISITOR_MOVES } from './handler';
import { linkSigner } from './links';

const SECRET = `test-${'k'.repeat(40)}`;
const scratch = mkdtempSync(join(tmpdir(), 'booking-manage-'));
const siteDir = join(scratch, 'site');
let site: Site;
let smtp: SMTPServer;
let http: Server;
let booking: BookingHandler;
let mail: MailSetup;
let base = '';
const arrived: ParsedMail[] = [];

beforeAll(async () => {
  const loaded = loadSite(process.cwd());
  if (!loaded.site) throw new Error('site.yaml did not load');
  site = loaded.site;
  // These tests book several requests into the same windows: the crew's capacity is not what they test.
  site.manifest.booking.slotCapacity = 1000;
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, '_headers'), headersFile());
  writeFileSync(join(siteDir, 'index.html'), '<!DOCTYPE html><title>Home</title><h1>Home</h1>');
  writeFileSync(join(siteDir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'mailer' }),
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (m) => {
          arrived.push(m);
          cb();
        },
        (e: Error) => cb(e),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const started = siteServer(
    site,
    siteDir,
    {
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: 'office@example.com',
      LEADS_DB: join(scratch, 'data', 'leads.sqlite'),
      BOOKING_LINK_SECRET: SECRET,
    },
    { rateLimit: { max: 1e6, windowMs: 60_000 }, contactLimit: { max: 1e6, windowMs: 60_000 }, log: () => {} },
  );
  ({ booking, mail } = started);
  http = started.server;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => (http ? http.close(() => r()) : r()));
  await mail?.stop();
  booking?.close();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  rmSync(scratch, { recursive: true, force: true });
});

/** Waits for a condition; the limit is generous (a busy machine), and only a limit. */
async function until<T>(get: () => T | undefined, what: string, limitMs = 60_000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const v = get();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
/** The subject line of one of the e-mails, as content/pages/booking-email.yaml words it, followed (anywhere after) by `ref`. */
const about = (block: string, ref: string) => {
  const heading = String((site.pages['booking-email'].blocks as Record<string, { heading?: string }>)[block]?.heading ?? block);
  return new RegExp(`${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*${ref}`);
};
const to = (m: ParsedMail) => [m.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
const mailTo = (address: string, subject: RegExp | string) =>
  until(
    () =>
      arrived.find(
        (m) => to(m).includes(address) && (typeof subject === 'string' ? m.subject?.includes(subject) : subject.test(m.subject ?? '')),
      ),
    `an e-mail to ${address} about ${String(subject)}`,
  );
const linkIn = (m: ParsedMail, path: string) => {
  const found = (m.text ?? '').match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\S+`, 'g')) ?? [];
  return found.map((u) => new URL(u));
};
/** A link from an e-mail, followed on this server (the e-mails carry the site's public address). */
const local = (u: URL) => `${base}${u.pathname}${u.search}`;
const get = async (u: string) => {
  const r = await fetch(u, { redirect: 'manual' });
  return { status: r.status, text: await r.text(), headers: r.headers };
};
const post = async (u: string, fields: Record<string, string> = {}) => {
  const r = await fetch(u, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: r.status, text: await r.text(), location: r.headers.get('location') };
};

/** Days the booking rules offer, each with its slots: the first few bookable days from today, in the business's zone. */
function bookableDays(): Array<{ date: string; slots: string[] }> {
  const b = site.manifest.booking;
  const w = bookingWindow(new Date(), b.maxDaysAhead, 0, site.manifest.business.timeZone);
  const choices = bookingChoices(site);
  const days: Array<{ date: string; slots: string[] }> = [];
  for (let d = new Date(`${w.earliest}T12:00:00Z`); days.length < 6; d = new Date(d.getTime() + 86_400_000)) {
    const date = d.toISOString().slice(0, 10);
    if (date <= w.earliest) continue; // not today: a slot of today may have passed
    if (date > w.latest) break;
    if ((b.closedDates ?? []).some((c) => c.date === date)) continue; // the office is closed that day
    const slots = choices.slotsByDay[weekdayOf(date)];
    if (slots.length >= 2) days.push({ date, slots });
  }
  return days;
}

async function book(name: string, email: string, date: string, time: string) {
  const r = await fetch(`${base}${site.manifest.booking.action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      'form-name': 'booking-form',
      'bot-field': '',
      'submission-key': randomUUID(),
      name,
      phone: '(813) 555-0199',
      email,
      street: '12 Secret Street',
      city: 'Tampa',
      state: 'Florida',
      zip: '33606',
      date,
      time,
      serviceType: site.manifest.booking.serviceTypes[1],
      issue: 'Visit https://evil.example now',
    }).toString(),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { reference: string }).reference;
}

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
    expect(new URL(site.manifest.site.url).origin).toBe(linkIn(visitor, '/booking/request/')[0].origin);
  });

  it('the visitor page shows the request without JavaScript, in the business time zone, with no typed text but the first name', async () => {
    const [day] = bookableDays();
    const ref = await book('Ben Ortiz', 'ben@example.org', day.date, day.slots[0]);
    const [link] = linkIn(await mailTo('ben@example.org', ref), '/booking/request/');
    const r = await get(local(link));
    expect(r.status).toBe(200);
    expect(r.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.text).toMatch(/<meta name="robots" content="noindex/);
    expect(r.text).toContain(ref);
    expect(r.text).toContain('Ben');
    expect(r.text).not.toContain('Ortiz');
    expect(r.text).not.toContain('Secret Street');
    expect(r.text).not.toContain('evil.example');
    expect(r.text).toContain(site.manifest.business.timeZone);
    expect(r.text).toContain(site.manifest.booking.serviceTypes[1]);
    expect(r.text).not.toMatch(/<script/i);
    expect(r.text).toMatch(/<form method="post">/);
  });

  it('changes the date and time only to a slot the rules allow, e-mails the office, and the office confirms with a calendar file', async () => {
    const [first, second] = bookableDays();
    const ref = await book('Cleo Park', 'cleo@example.org', first.date, first.slots[0]);
    const [link] = linkIn(await mailTo('cleo@example.org', ref), '/booking/request/');
    const page = local(link);
    const lead = () => booking.store.list().find((l) => l.reference === ref)!;

    // refused: a time the list does not have, a day past the window, no date
    const far = new Date(Date.now() + (site.manifest.booking.maxDaysAhead + 5) * 86_400_000).toISOString().slice(0, 10);
    for (const wrong of [
      { date: second.date, time: '3:17 AM' },
      { date: far, time: first.slots[0] },
      { date: '', time: first.slots[0] },
    ]) {
      const r = await post(page, { do: 'change', ...wrong });
      expect(r.status).toBe(422);
      expect(r.text).toContain('role="alert"');
    }
    // a day whose hours do not include the slot, when there is one
    const choices = bookingChoices(site);
    const narrow = bookableDays().find((d) => choices.timeSlots.some((t) => !d.slots.includes(t)));
    if (narrow) {
      const outside = choices.timeSlots.find((t) => !narrow.slots.includes(t))!;
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
    const [confirm] = linkIn(changedNotice, '/booking/office/').filter((u) => u.pathname.includes('.confirm.'));
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
    const ics = confirmation.attachments.find((a) => a.filename?.endsWith('.ics'));
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
    await new Promise((r) => setTimeout(r, 300));
    expect(arrived.filter((m) => to(m).includes('cleo@example.org') && about('confirmed', ref).test(m.subject ?? ''))).toHaveLength(1);
    expect(booking.store.events(lead().id).map((e) => e.action)).toEqual(['changed', 'confirmed']);
  });

  it('the office declines politely with our phone number; a link for another state is refused with a clear page', async () => {
    const [day] = bookableDays();
    const ref = await book('Dora Quinn', 'dora@example.org', day.date, day.slots[0]);
    const office = await mailTo('office@example.com', ref);
    const links = linkIn(office, '/booking/office/');
    const decline = links.find((u) => u.pathname.includes('.decline.'))!;
    const confirm = links.find((u) => u.pathname.includes('.confirm.'))!;
    expect((await post(local(decline))).status).toBe(303);
    expect((await get(local(decline))).text).toContain(`Declined ${ref} for`);
    const declined = await mailTo('dora@example.org', new RegExp(ref));
    await until(() => arrived.find((m) => to(m).includes('dora@example.org') && /about your/i.test(m.subject ?? '')), 'the decline');
    const politely = arrived.find((m) => to(m).includes('dora@example.org') && m.subject !== declined.subject) ?? declined;
    expect(`${politely.text}`).toContain(site.manifest.business.phone.display);
    expect(politely.attachments.filter((a) => a.filename?.endsWith('.ics'))).toHaveLength(0);
    // the confirm link of a declined request: refused, said clearly, not an error
    const refused = await get(local(confirm));
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(ref);
    expect((await post(local(confirm))).status).toBe(409);
    expect(booking.store.list().find((l) => l.reference === ref)?.status).toBe('declined');
  });

  it('the visitor cancels; the office is told, and the request can no longer be confirmed or changed', async () => {
    const [day, other] = bookableDays();
    const ref = await book('Eli Stone', 'eli@example.org', day.date, day.slots[0]);
    const [link] = linkIn(await mailTo('eli@example.org', ref), '/booking/request/');
    const confirm = linkIn(await mailTo('office@example.com', ref), '/booking/office/').find((u) => u.pathname.includes('.confirm.'))!;
    const r = await post(local(link), { do: 'cancel' });
    expect(r.status).toBe(303);
    const page = await get(`${base}${r.location}`);
    expect(page.text).toContain('role="status"');
    expect(page.text).not.toMatch(/name="do" value="change"/);
    await mailTo('office@example.com', about('cancelled', ref));
    expect((await post(local(link), { do: 'change', date: other.date, time: other.slots[0] })).status).toBe(409);
    expect((await get(local(confirm))).status).toBe(409);
    expect(booking.store.list().find((l) => l.reference === ref)).toMatchObject({ status: 'cancelled', date: day.date });
  });

  it('a request moved too often online asks for a call instead of e-mailing the office again', async () => {
    const days = bookableDays();
    const ref = await book('Gus Lee', 'gus@example.org', days[0].date, days[0].slots[0]);
    const [link] = linkIn(await mailTo('gus@example.org', ref), '/booking/request/');
    for (let i = 1; i <= MAX_VISITOR_MOVES; i++) {
      const d = days[i % days.length];
      expect((await post(local(link), { do: 'change', date: d.date, time: d.slots[i % 2] })).status).toBe(303);
    }
    const lead = booking.store.list().find((l) => l.reference === ref)!;
    const other = days.find((d) => d.date !== lead.date)!;
    const refused = await post(local(link), { do: 'change', date: other.date, time: other.slots[0] });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(site.manifest.business.phone.display);
    expect(booking.store.list().find((l) => l.reference === ref)).toMatchObject({ date: lead.date, time: lead.time });
    expect((await post(local(link), { do: 'cancel' })).status).toBe(303);
  });

  it('a visit whose day has passed can no longer be moved or cancelled on its page', async () => {
    const [day] = bookableDays();
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const values: Parameters<typeof booking.store.save>[0] = {
      ...{ name: 'Hal Price', phone: '8135550100', email: 'hal@example.org', street: '1 A St', city: 'Tampa', state: 'Florida' },
      ...{ zip: '33606', date: yesterday, time: day.slots[0], serviceType: '', issue: '' },
    };
    const { id, reference } = booking.store.save(values, `past-${randomUUID()}`);
    const token = linkSigner(SECRET).sign({ leadId: id, action: 'manage', expires: Date.now() + 60_000 });
    const page = await get(`${base}/booking/request/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(reference);
    expect(page.text).not.toMatch(/name="do"/);
    expect((await post(`${base}/booking/request/${token}`, { do: 'cancel' })).status).toBe(409);
    expect((await post(`${base}/booking/request/${token}`, { do: 'change', date: day.date, time: day.slots[0] })).status).toBe(409);
    expect(booking.store.get(id)).toMatchObject({ status: 'requested', date: yesterday });
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
      `/booking/request/${signer.sign({ leadId: Number(id), action: 'manage', expires: Date.now() - 1000 })}`,
      `/booking/office/${signer.sign({ leadId: Number(id), action: 'manage', expires: Date.now() + 60_000 })}`,
      `/booking/request/${signer.sign({ leadId: 999_999, action: 'manage', expires: Date.now() + 60_000 })}`,
      `/booking/request/%E0%A4%A`,
      `/booking/request/`,
    ];
    for (const path of cases) {
      const r = await get(`${base}${path}`);
      expect([403, 404], path).toContain(r.status);
      expect(r.text).toContain(site.manifest.business.phone.display);
      expect(r.text).not.toContain(ref);
      const p = await post(`${base}${path}`, { do: 'cancel' });
      expect([403, 404], path).toContain(p.status);
    }
    expect(booking.store.list().find((l) => l.reference === ref)?.status).toBe('requested');
  });
});
