/**
 * Booking e-mails end to end: the real `npm start` (scripts/run.mjs start) over a scratch site,
 * a real SMTP server (smtp-server) on a local port, and what arrives parsed with mailparser.
 * The SMTP server is stopped and started again, and `npm start` is killed with SIGKILL, while
 * bookings keep coming: nothing may be lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import Database from 'better-sqlite3';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDay } from '../../../../tests/support/booking-http';
import { parseEvent } from '../../../../tests/support/ics';
import { freePorts } from '../../../../tests/support/ports';
import { headersFile } from '../../../build/hostfiles';
import { FIELDS } from '../../rules/fields';
import { longDate } from '../../../manifest/facts';
import { loadSite, type Site } from '../../../manifest/load';
import { slotStart } from './visit';

const [SMTP_PORT, STALLED_SMTP_PORT, HTTP_PORT] = await freePorts(3);
const SMTP_USER = 'mailer';
const SMTP_PASS = 'local-test-only';
const OFFICE = ['office@example.com', 'dispatch@example.com'];

const scratch = mkdtempSync(join(tmpdir(), 'booking-mail-'));
const siteDir = join(scratch, 'site');
const dbPath = join(scratch, 'leads.sqlite');
let site: Site;

type Arrived = { mail: ParsedMail; envelope: SMTPServerEnvelope };
const arrived: Arrived[] = [];

/** A real SMTP server that wants the credentials of SMTP_URL and keeps what it receives. */
async function startSmtp(): Promise<SMTPServer> {
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) cb(null, { user: SMTP_USER });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const envelope = structuredClone(session.envelope);
      simpleParser(stream).then(
        (mail) => {
          arrived.push({ mail, envelope });
          cb();
        },
        (e: Error) => cb(e),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return server;
}
const stopSmtp = (smtpServer: SMTPServer) => new Promise<void>((resolve) => smtpServer.close(() => resolve()));

type Running = { child: ChildProcess; stdout: string[]; exited: Promise<void> };
/** `npm start` as a person runs it (node scripts/run.mjs start), on the scratch site and database. */
async function startSite(extraEnv: Record<string, string | undefined>): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(HTTP_PORT),
    HOST: '127.0.0.1',
    OUT_DIR: siteDir,
    LEADS_DB: dbPath,
    RATE_LIMIT_MAX: '1000',
    CONTACT_LIMIT_MAX: '1000',
    SMTP_URL: undefined,
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['scripts/run.mjs', 'start'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stdout: string[] = [];
  const exited = new Promise<void>((item) => child.once('exit', () => item()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (buffer: Buffer) => {
      stdout.push(...buffer.toString().split('\n').filter(Boolean));
      if (stdout.some((text) => text.startsWith('Serving '))) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${stdout.join('\n')}`)));
  });
  // The notice follows the "Serving" line in the same listen callback.
  await until(() => stdout.some((text) => text.startsWith('E-mail')), 'the e-mail notice');
  return { child, stdout, exited };
}
async function kill(server: Running, signal: NodeJS.Signals) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/** Waits for a condition; the limit is generous (a busy machine), and only a limit. */
async function until(cond: () => boolean, what: string, limitMs = 90_000) {
  const end = Date.now() + limitMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Each booking on a day of its own, one the site takes bookings on: a window holds only site.yaml's capacity. */
let nth = 0;
function booking(name: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    'form-name': 'booking-form',
    'bot-field': '',
    'submission-key': randomUUID(),
    name,
    phone: '(813) 555-0199',
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
    street: '12 Bayshore Blvd',
    city: 'Tampa',
    state: 'Florida',
    zip: '33606',
    date: openDay(site, 4 + nth++, site.manifest.booking.timeSlots[2]),
    time: site.manifest.booking.timeSlots[2],
    serviceType: site.manifest.booking.serviceTypes[1],
    issue: 'The spring snapped this morning.\nThe door will not open.',
    ...over,
  };
}
async function post(fields: Record<string, string>): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${HTTP_PORT}/booking/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
  await response.text();
  return response.status;
}

/** The outbox as the database holds it (a reader beside the server). */
function outboxRows(): Array<{
  lead_id: number;
  kind: string;
  state: string;
  attempts: number;
  lease_until: number | null;
  email: string;
}> {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT o.lead_id, o.kind, o.state, o.attempts, o.lease_until, l.email FROM outbox o JOIN leads l ON l.id = o.lead_id ORDER BY o.id',
      )
      .all() as ReturnType<typeof outboxRows>;
  } finally {
    db.close();
  }
}
const addresses = (item: AddressObject | AddressObject[] | undefined) =>
  [item ?? []].flat().flatMap((addressObject) => addressObject.value.map((emailAddress) => emailAddress.address));
const pairOf = (email: string) => ({
  office: arrived.filter((item) => item.mail.replyTo?.value[0]?.address === email),
  visitor: arrived.filter((item) => item.envelope.rcptTo.some((address) => address.address === email)),
});
const arrivedPair = (email: string) => pairOf(email).office.length === 1 && pairOf(email).visitor.length === 1;

beforeAll(() => {
  const loaded = loadSite(process.cwd());
  if (!loaded.site) throw new Error('site.yaml did not load');
  site = loaded.site;
  // A built site stand-in, newer than every source, so npm start serves it without building.
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, '_headers'), headersFile());
  writeFileSync(join(siteDir, 'index.html'), '<!DOCTYPE html><title>Home</title><h1>Home</h1>');
  writeFileSync(join(siteDir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('npm start refuses bad mail settings with a message that says what to write', async () => {
  const child = spawn(process.execPath, ['scripts/run.mjs', 'start'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(HTTP_PORT),
      OUT_DIR: siteDir,
      LEADS_DB: dbPath,
      SMTP_URL: 'mail.example.com:587',
      LEADS_NOTIFY_TO: 'office',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (buffer: Buffer) => (stderr += buffer.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('SMTP_URL must look like smtp://user:password@smtp.example.com:587');
  expect(stderr).toContain('LEADS_NOTIFY_TO must be one or more e-mail addresses separated by commas; these are not: "office".');
  expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
});

describe('booking e-mails through the outbox, against a real SMTP server', () => {
  const smtpUrl = `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${SMTP_PORT}`;
  // Retries start at half a second and double; the cap stays at its default of 5 minutes, so a
  // message that arrives within the waits below was sent because the booking woke the sender.
  const mailEnv = {
    SMTP_URL: smtpUrl,
    LEADS_NOTIFY_TO: OFFICE.join(', '),
    MAIL_FROM: 'Baywise Bookings <bookings@example.com>',
    MAIL_RETRY_FIRST_S: '0.5',
  };
  let smtp: SMTPServer | undefined;
  let running: Running | undefined;
  afterAll(async () => {
    if (running) await kill(running, 'SIGKILL');
    if (smtp) await stopSmtp(smtp);
  });

  it('without SMTP_URL, npm start says once that e-mail is off and keeps the messages; a honeypot hit gets none', async () => {
    running = await startSite({});
    expect(running.stdout.filter((text) => /^E-mail is off: SMTP_URL is not set/.test(text))).toHaveLength(1);
    expect(await post(booking('Early Bird'))).toBe(200);
    expect(await post(booking('Spam Bot', { 'bot-field': 'http://spam.example' }))).toBe(200);
    await until(() => outboxRows().length >= 2, 'the first lead in the outbox');
    expect(outboxRows().map((item) => [item.email, item.kind, item.state])).toEqual([
      ['early.bird@example.org', 'office', 'pending'],
      ['early.bird@example.org', 'visitor', 'pending'],
    ]);
    await kill(running, 'SIGTERM');
    running = undefined;
  });

  it('with SMTP_URL, a booking reaches the office and the visitor; what waited goes out too', async () => {
    smtp = await startSmtp();
    running = await startSite(mailEnv);
    expect(running.stdout.find((text) => text.startsWith('E-mail:'))).toContain(`via smtp://${SMTP_USER}:***@127.0.0.1:${SMTP_PORT}`);
    expect(running.stdout.join('\n')).not.toContain(SMTP_PASS);
    const jane = booking('Jane Doe');
    expect(await post(jane)).toBe(200);
    await until(() => arrivedPair(jane.email) && arrivedPair('early.bird@example.org'), 'both pairs of messages');

    const {
      office: [office],
      visitor: [visitor],
    } = pairOf(jane.email);
    // The office: every address of LEADS_NOTIFY_TO, Reply-To the visitor, every field.
    expect(office.envelope.rcptTo.map((address) => address.address).sort()).toEqual([...OFFICE].sort());
    expect(addresses(office.mail.to).sort()).toEqual([...OFFICE].sort());
    expect(office.mail.from?.value[0].address).toBe('bookings@example.com');
    expect(office.mail.replyTo?.value[0]).toMatchObject({ name: 'Jane Doe', address: jane.email });
    expect(office.mail.subject).toContain('Jane Doe');
    expect(office.mail.subject).toContain(jane.serviceType);
    const officeText = office.mail.text ?? '';
    for (const key of FIELDS) {
      if (key === 'date') expect(officeText).toContain(longDate(jane.date));
      else for (const line of jane[key].split('\n')) expect(officeText).toContain(line);
    }
    expect(officeText).toMatch(/Received:\s+\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T/);
    expect(office.mail.html).toContain('href="tel:+18135550199"');

    // The visitor: the request, what happens next, our phone, and the window as a calendar entry.
    expect(visitor.envelope.rcptTo.map((address) => address.address)).toEqual([jane.email]);
    expect(visitor.mail.subject).toMatch(new RegExp(`^${site.pages['booking-email'].blocks.visitor.heading} \\([A-Z]+-[A-Z0-9]{5}\\)$`));
    const visitorText = visitor.mail.text ?? '';
    for (const expected of [
      jane.serviceType,
      longDate(jane.date),
      jane.time,
      site.facts.confirmationTime,
      site.facts.technicianCallAhead,
      site.manifest.business.phone.display,
    ]) {
      expect(visitorText).toContain(expected);
    }
    expect(visitor.mail.html).toContain(`href="tel:${site.manifest.business.phone.e164}"`);
    const ics = visitor.mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(ics?.contentType).toBe('text/calendar');
    const event = parseEvent(ics!.content.toString('utf8'));
    const [year, month, date] = jane.date.split('-').map(Number);
    const from = slotStart(jane.time)!;
    const start = new TZDate(year, month - 1, date, Math.floor(from / 60), from % 60, 0, site.manifest.business.timeZone);
    expect(event.status).toBe('TENTATIVE');
    expect(event.tzid).toBe(site.manifest.business.timeZone);
    expect(event.start.getTime()).toBe(start.getTime());
    expect(event.end.getTime() - event.start.getTime()).toBe(site.manifest.booking.slotMinutes * 60_000);
    expect(new Set(arrived.map((item) => item.mail.messageId)).size).toBe(arrived.length);
  });

  it('while the SMTP server is down, bookings are answered and stored and pages are served; both pairs arrive when it is back, without a restart', async () => {
    await stopSmtp(smtp!);
    smtp = undefined;
    const pid = running!.child.pid;
    const [ann, bob] = [booking('Ann Down'), booking('Bob Down')];
    expect(await post(ann)).toBe(200);
    expect(await post(bob)).toBe(200);
    const rowsOf = (email: string) => outboxRows().filter((item) => item.email === email);
    expect(rowsOf(ann.email)).toHaveLength(2);
    expect(rowsOf(bob.email)).toHaveLength(2);
    // The sender has tried and failed at least twice for each, and keeps trying.
    await until(
      () => [...rowsOf(ann.email), ...rowsOf(bob.email)].every((item) => item.state === 'pending' && item.attempts >= 2),
      'failed tries while the server is down',
    );
    const page = await fetch(`http://127.0.0.1:${HTTP_PORT}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Home</h1>');
    const before = arrived.length;
    smtp = await startSmtp();
    await until(() => arrivedPair(ann.email) && arrivedPair(bob.email), 'both pairs after the server came back');
    expect(arrived.length).toBe(before + 4);
    expect(running!.child.pid).toBe(pid);
    expect(running!.child.exitCode).toBeNull();
    await until(() => outboxRows().every((item) => item.state === 'sent'), 'every message marked sent');
  });

  it('after a SIGKILL with messages pending, npm start delivers them when it runs again, and nothing twice', async () => {
    await stopSmtp(smtp!);
    smtp = undefined;
    const cy = booking('Cy Killed');
    expect(await post(cy)).toBe(200);
    // Pending, tried, and between two tries: the process holds no lease on them. After the third
    // failure the next try is at least 1.6 s away (0.5 s doubled twice, less a fifth at most).
    await until(() => {
      const rows = outboxRows().filter((item) => item.email === cy.email);
      return rows.length === 2 && rows.every((row) => row.state === 'pending' && row.attempts >= 3 && row.lease_until === null);
    }, 'the pending messages between two tries');
    await kill(running!, 'SIGKILL');
    expect(running!.child.signalCode).toBe('SIGKILL');
    const before = arrived.length;
    smtp = await startSmtp();
    running = await startSite(mailEnv);
    expect(running.stdout.find((text) => text.startsWith('E-mail:'))).toMatch(/2 waiting in the outbox/);
    await until(() => arrivedPair(cy.email), "the killed server's pending pair");
    await until(() => outboxRows().every((item) => item.state === 'sent'), 'every message marked sent');
    expect(arrived.length).toBe(before + 2);
    expect(new Set(arrived.map((item) => item.mail.messageId)).size).toBe(arrived.length);
    expect(outboxRows()).toHaveLength(10); // 5 leads, 2 messages each; the honeypot hit none
  });

  it('a mail server that accepts the connection and never answers holds up neither the booking answer nor a page', async () => {
    await kill(running!, 'SIGTERM');
    const sockets: Socket[] = [];
    let hungUp = 0;
    const stalled = createServer((socket) => {
      sockets.push(socket); // no greeting, ever
      socket.once('close', () => hungUp++);
    });
    await new Promise<void>((resolve) => stalled.listen(STALLED_SMTP_PORT, '127.0.0.1', () => resolve()));
    try {
      running = await startSite({ ...mailEnv, SMTP_URL: `smtp://127.0.0.1:${STALLED_SMTP_PORT}` });
      const dee = booking('Dee Stalled');
      expect(await post(dee)).toBe(200);
      await until(() => sockets.length > 0, 'the sender to dial the stalled server');
      // The sender is stuck in that conversation now (nodemailer gives up on a greeting after
      // 10 s and hangs up); pages and bookings are answered while it still waits.
      expect((await fetch(`http://127.0.0.1:${HTTP_PORT}/`)).status).toBe(200);
      expect(await post(booking('Eve Stalled'))).toBe(200);
      expect(hungUp).toBe(0);
      expect(
        outboxRows()
          .filter((item) => item.email === dee.email)
          .map((item) => item.state),
      ).toEqual(['pending', 'pending']);
    } finally {
      await kill(running!, 'SIGKILL');
      running = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
