/**
 * `npm start`'s server (siteServer) in the test's process over a scratch site and lead database,
 * its mail sender talking to a real SMTP server (smtp-server), what arrives parsed with mailparser,
 * and the clock the test sets: the booking pages and the request pages read `clock.now`, so a test
 * puts the visit where it wants it in time instead of waiting for it.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { headersFile } from '../../src/build/hostfiles';
import { noticeMinutes } from '../../src/booking/rules/notice';
import { closedOn, weekdayOf } from '../../src/booking/rules/slots';
import { bookingWindow } from '../../src/booking/rules/validate';
import { bookingChoices } from '../../src/booking/form/config';
import { loadSite, type Site } from '../../src/manifest/load';
import type { BookingHandler } from '../../src/booking/server/booking';
import { editorsHandler } from '../../src/editing/server/editors/handler';
import { openEditorStore } from '../../src/editing/server/editors/store';
import { siteServer, type MailSetup } from '../../src/server/start';

export const LINK_SECRET = `test-${'k'.repeat(40)}`;

export type ManageServer = {
  site: Site;
  base: string;
  booking: BookingHandler;
  mail: MailSetup;
  arrived: ParsedMail[];
  /** the server's clock: set `clock.now` to move it */
  clock: { now: Date };
  dbPath: string;
  /** queues the day-before reminders due at `clock.now` (the server does it every minute) */
  remind(): number;
  /** the handlers made again from these facts, as after an edit goes live (the lead store stays) */
  reload(site: Site): void;
  /** with `editors`: the one-time link that lets `email` choose a password (as `npm run editors add` prints it) */
  passwordLink(name: string, email: string): string;
  close(): Promise<void>;
};

/**
 * `data`: a folder of the test's for the databases, kept at close (a second server on them is a
 * restart). `editors`: the editors' sign-in and the office's desk (/admin/bookings) too.
 */
export type ServerOptions = {
  data?: string;
  editors?: boolean;
  /** no SMTP_URL: the outbox waits, as on a server without e-mail */ mailOff?: boolean;
};

/** Starts the server on the project's site.yaml, changed by `edit` first (capacity, closed days). */
export async function startManageServer(
  start: Date,
  edit: (site: Site) => void = () => {},
  opts: ServerOptions = {},
): Promise<ManageServer> {
  const loaded = loadSite(process.cwd());
  if (!loaded.site) throw new Error('site.yaml did not load');
  const site = loaded.site;
  edit(site);
  const scratch = mkdtempSync(join(tmpdir(), 'booking-manage-'));
  const siteDir = join(scratch, 'site');
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, '_headers'), headersFile());
  writeFileSync(join(siteDir, 'index.html'), '<!DOCTYPE html><title>Home</title><h1>Home</h1>');
  writeFileSync(join(siteDir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  const arrived: ParsedMail[] = [];
  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'mailer' }),
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (mail) => {
          arrived.push(mail);
          cb();
        },
        (e: Error) => cb(e),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const clock = { now: start };
  const data = opts.data ?? join(scratch, 'data');
  const editors = opts.editors ? openEditorStore(join(data, 'editors.sqlite'), { scrypt: { N: 1024, r: 8, p: 1 } }) : undefined;
  const gate = editors ? editorsHandler({ store: editors, secureCookie: false, log: () => {} }) : undefined;
  const dbPath = join(data, 'leads.sqlite');
  const started = siteServer(
    site,
    siteDir,
    {
      ...(opts.mailOff ? {} : { SMTP_URL: `smtp://mailer:secret@127.0.0.1:${(smtp.server.address() as AddressInfo).port}` }),
      LEADS_NOTIFY_TO: 'office@example.com',
      LEADS_DB: dbPath,
      BOOKING_LINK_SECRET: LINK_SECRET,
    },
    { rateLimit: { max: 1e6, windowMs: 60_000 }, contactLimit: { max: 1e6, windowMs: 60_000 }, log: () => {}, now: () => clock.now },
    gate ? { handlers: [gate.handle], editorOf: gate.editorOf } : {},
  );
  const http: Server = started.server;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    site,
    base,
    booking: started.booking,
    mail: started.mail,
    arrived,
    clock,
    dbPath,
    remind: started.remind,
    reload: started.reload,
    passwordLink(name, email) {
      if (!editors) throw new Error('started without editors');
      return `${base}/admin/password?token=${editors.addOrRelink(name, email).token}`;
    },
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await started.mail.stop();
      started.booking.close();
      editors?.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** What a test does with the server: book, read the e-mails that arrived, follow their links. */
export function manageClient(server: ManageServer) {
  const to = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((recipients) => recipients.value.map((recipient) => recipient.address));
  /** Waits for a condition; the limit is generous (a busy machine), and only a limit. */
  async function until<T>(get: () => T | undefined, what: string, limitMs = 60_000): Promise<T> {
    const end = Date.now() + limitMs;
    for (;;) {
      const result = get();
      if (result !== undefined && result !== false) return result;
      if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** The subject line of one of the e-mails, as content/pages/booking-email.yaml words it, followed (anywhere after) by `ref`. */
  const about = (block: string, ref: string) => {
    const heading = String((server.site.pages['booking-email'].blocks as Record<string, { heading?: string }>)[block]?.heading ?? block);
    return new RegExp(`${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*${ref}`);
  };
  const mailTo = (address: string, subject: RegExp | string) =>
    until(
      () =>
        server.arrived.find(
          (mail) =>
            to(mail).includes(address) &&
            (typeof subject === 'string' ? mail.subject?.includes(subject) : subject.test(mail.subject ?? '')),
        ),
      `an e-mail to ${address} about ${String(subject)}`,
    );
  const linkIn = (mail: ParsedMail, path: string) => {
    const found = (mail.text ?? '').match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\S+`, 'g')) ?? [];
    return found.map((link) => new URL(link));
  };
  /** A link from an e-mail, followed on this server (the e-mails carry the site's public address). */
  const local = (url: URL) => `${server.base}${url.pathname}${url.search}`;
  const get = async (url: string) => {
    const response = await fetch(url, { redirect: 'manual' });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  const post = async (url: string, fields: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, text: await response.text(), location: response.headers.get('location') };
  };
  return {
    to,
    until,
    about,
    mailTo,
    linkIn,
    local,
    get,
    post,
    bookableDays: (after?: number, count?: number) => bookableDays(server, after, count),
    book: (name: string, email: string, date: string, time: string) => book(server, name, email, date, time),
  };
}

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Days the booking rules offer at the server's clock, each with its slots, from `after` days on:
 * by default the first day whose visits are all beyond the notice the pages promise for a change.
 */
export function bookableDays(
  server: ManageServer,
  after = Math.ceil((noticeMinutes(String(server.site.facts.cancelNotice)) ?? 0) / 1440) + 1,
  count = 6,
) {
  const booking = server.site.manifest.booking;
  const range = bookingWindow(server.clock.now, booking.maxDaysAhead, 0, server.site.manifest.business.timeZone);
  const choices = bookingChoices(server.site);
  const days: Array<{ date: string; slots: string[] }> = [];
  for (let day = new Date(`${range.earliest}T12:00:00Z`); days.length < count; day = new Date(day.getTime() + 86_400_000)) {
    const date = day.toISOString().slice(0, 10);
    if (date < addDays(range.earliest, after)) continue;
    if (date > range.latest) break;
    if (closedOn(date, choices.availability)) continue; // the office is closed that day
    const slots = choices.slotsByDay[weekdayOf(date)];
    if (slots.length >= 2) days.push({ date, slots });
  }
  return days;
}
/** Books a request through the form's endpoint, as a page with JavaScript does; its reference. */
export async function book(server: ManageServer, name: string, email: string, date: string, time: string) {
  const response = await fetch(`${server.base}${server.site.manifest.booking.action}`, {
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
      serviceType: server.site.manifest.booking.serviceTypes[1],
      issue: 'Visit https://evil.example now',
    }).toString(),
  });
  if (response.status !== 200) throw new Error(`booking ${date} ${time} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { reference: string }).reference;
}
