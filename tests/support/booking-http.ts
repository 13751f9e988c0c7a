/**
 * A booking handler behind a real server on a random loopback port, each over its own temporary
 * database, and the requests the form sends: for the handler's unit and integration tests.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Agent, IncomingHttpHeaders, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headersFile } from '../../src/build/hostfiles';
import { loadSite, type Site } from '../../src/manifest/load';
import { openSlots } from '../../src/booking/rules/slots';
import { bookingChoices } from '../../src/booking/form/config';
import { bookingHandler, type BookingHandler, type BookingOptions } from '../../src/booking/server/booking';
import { createSiteServer } from '../../src/server/static-server';
import { leadsDbPath, openLeadStore, type Lead } from '../../src/booking/server/lead-store';
import { ask, listen, type Answer } from './http';
import { spawnGroup, stopGroup, waitForOutput } from './process-group';

export type Reply = { status: number; headers: IncomingHttpHeaders; text: string };
export type Running = { port: number; booking: BookingHandler; server: Server };

/** The project's site, a scratch folder with a minimal built site in it, and servers over it. */
export function bookingBed() {
  const loaded = loadSite(process.cwd());
  if (!loaded.site) throw new Error('site.yaml did not load');
  const site: Site = loaded.site;
  const scratch = mkdtempSync(join(tmpdir(), 'booking-test-'));
  const siteDir = join(scratch, 'site');
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, '_headers'), headersFile());
  writeFileSync(join(siteDir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  writeFileSync(join(siteDir, 'index.html'), '<!DOCTYPE html><title>Home</title>');

  /**
   * A real server on a random loopback port, the handler over its own temporary database. Its
   * windows take any number of visits unless `over` is the site itself (or another with a capacity):
   * most tests post the same date and time many times.
   */
  async function startServer(
    name: string,
    rateLimit = { max: 1e9, windowMs: 60_000 },
    more: BookingOptions = {},
    over: Site = withCapacity(site, 1e9),
  ): Promise<Running> {
    const booking = bookingHandler(over, {
      dbPath: join(scratch, `${name}.sqlite`),
      rateLimit,
      contactLimit: { max: 1e9, windowMs: 60_000 },
      log: () => {},
      ...more,
    });
    const server = createSiteServer({ dir: siteDir, handlers: [booking] });
    return { port: await listen(server), booking, server };
  }

  /** A valid booking, as the form posts it; `over` replaces fields. */
  function form(over: Record<string, string> = {}): Record<string, string> {
    return {
      'form-name': 'booking-form',
      'bot-field': '',
      'submission-key': randomUUID(),
      name: 'Jane Doe',
      phone: '(813) 555-0199',
      email: 'jane@example.com',
      street: '12 Bayshore Blvd',
      city: 'Tampa',
      state: 'Florida',
      zip: '33606',
      date: openDay(site, 3, '11:00 AM'),
      time: '11:00 AM', // inside the service hours of every day
      serviceType: site.manifest.booking.serviceTypes[1],
      issue: 'The spring snapped this morning.\nThe door will not open.',
      ...over,
    };
  }

  return { site, scratch, siteDir, startServer, form, cleanup: () => rmSync(scratch, { recursive: true, force: true }) };
}

export type BookingProcess = { port: number; child: ChildProcess; stop: () => Promise<void> };

/**
 * The handler in a process of its own (./booking-server.ts, in its own process group) over
 * `dbPath` and the site in `siteDir`: for tests in which this process holds the database's lock
 * or the server is killed. `stop` ends it (at once if it has exited).
 */
export async function startBookingProcess(dbPath: string, siteDir: string): Promise<BookingProcess> {
  const child = spawnGroup(process.execPath, ['--import', 'tsx', 'tests/support/booking-server.ts'], {
    env: { ...process.env, LEADS_DB: dbPath, SITE_DIR: siteDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => stopGroup(child);
  try {
    const [, port] = await waitForOutput(child, /listening (\d+)/, 'the booking server');
    return { port: Number(port), child, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** The leads stored for one e-mail address in the database at `dbPath`. */
export function storedLeads(email: string, dbPath = leadsDbPath()): Lead[] {
  const store = openLeadStore(dbPath);
  try {
    return store.list().filter((lead) => lead.email === email);
  } finally {
    store.close();
  }
}

/** The site with another number of visits per window. */
export function withCapacity(site: Site, slotCapacity: number): Site {
  return { ...site, manifest: { ...site.manifest, booking: { ...site.manifest.booking, slotCapacity } } };
}

/** The first date at least `days` ahead on which the site's rules offer `time` (not a closed date), yyyy-MM-dd. */
export function openDay(site: Site, days: number, time: string, now = new Date()): string {
  const choices = bookingChoices(site);
  for (let n = days; ; n++) {
    const day = inDays(n, now);
    if (openSlots(day, choices.slotsByDay, choices.availability, now).includes(time)) return day;
  }
}

export async function stop(running: Running) {
  await new Promise((resolve) => running.server.close(resolve));
  running.booking.close();
}

/** Posts to the handler like the form's script does; a header given as '' is left out. */
export async function send(
  port: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
  opts: { method?: string; agent?: Agent } = {},
): Promise<Reply> {
  const all: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
    Origin: `http://127.0.0.1:${port}`,
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
  return asText(await ask(port, '/booking/submit', { method: opts.method ?? 'POST', headers: sent, body, agent: opts.agent }));
}

export const get = async (port: number, path: string): Promise<Reply> => asText(await ask(port, path));
const asText = ({ body, ...rest }: Answer): Reply => ({ ...rest, text: body.toString('utf8') });

export const inDays = (n: number, now = new Date()) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
/** yyyy-MM-dd of the next given weekday (0 = Sunday) at least two days ahead. */
export function nextWeekday(day: number): string {
  for (let n = 2; ; n++) if (new Date(Date.now() + n * 86_400_000).getUTCDay() === day) return inDays(n);
}
export const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
export const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
