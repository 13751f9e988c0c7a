import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../build/hostfiles';
import { loadSite, type Site } from '../manifest/load';
import { bookingHandler, type BookingHandler, type BookingOptions } from './booking';
import { openLeadStore } from './lead-store';
import { createSiteServer } from './static-server';

type Reply = { status: number; headers: IncomingHttpHeaders; text: string };
type Running = { port: number; booking: BookingHandler; server: Server };

const scratch = mkdtempSync(join(tmpdir(), 'booking-test-'));
const siteDir = join(scratch, 'site');
let site: Site;

/** A real server on a random loopback port, the handler over its own temporary database. */
async function startServer(name: string, rateLimit = { max: 1e9, windowMs: 60_000 }, more: BookingOptions = {}): Promise<Running> {
  const booking = bookingHandler(site, { dbPath: join(scratch, `${name}.sqlite`), rateLimit, contactLimit: { max: 1e9, windowMs: 60_000 }, log: () => {}, ...more });
  const server = createSiteServer({ dir: siteDir, handlers: [booking] });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, booking, server };
}
async function stop(s: Running) {
  await new Promise((r) => s.server.close(r));
  s.booking.close();
}

/** Posts to the handler like the form's script does; a header given as '' is left out. */
function send(port: number, body: string | Buffer, headers: Record<string, string> = {}, opts: { method?: string; agent?: Agent } = {}): Promise<Reply> {
  const all: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
    Origin: `http://127.0.0.1:${port}`,
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/booking/submit',
        method: opts.method ?? 'POST',
        agent: opts.agent,
        headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== '')),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
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
    date: inDays(3),
    time: site.manifest.booking.timeSlots[1],
    serviceType: site.manifest.booking.serviceTypes[1],
    issue: 'The spring snapped this morning.\nThe door will not open.',
    ...over,
  };
}
const unescapeHtml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const encode = (o: Record<string, string>) => new URLSearchParams(o).toString();

beforeAll(() => {
  const loaded = loadSite(process.cwd());
  if (!loaded.site) throw new Error('site.yaml did not load');
  site = loaded.site;
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, '_headers'), headersFile());
  writeFileSync(join(siteDir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the booking handler', () => {
  let s: Running;
  beforeAll(async () => {
    s = await startServer('main');
  });
  afterAll(() => stop(s));
  const count = () => s.booking.store.count();

  it('stores a valid lead once and answers JSON to a script', async () => {
    const before = count();
    const data = form({ email: 'once@example.com' });
    const r = await send(s.port, encode(data));
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ ok: true });
    expect(count()).toBe(before + 1);
    const [lead] = s.booking.store.list(1);
    expect(lead).toMatchObject({ name: 'Jane Doe', email: 'once@example.com', zip: '33606', date: data.date, state: 'Florida', issue: data.issue });
  });

  it('sends a plain form post (no JavaScript) on to the confirmation page with a 303', async () => {
    const before = count();
    const r = await send(s.port, encode(form({ email: 'nojs@example.com' })), { Accept: 'text/html' });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/booking/thanks');
    expect(count()).toBe(before + 1);
  });

  it('stores a retried post with the same key once; without a key, the same details once a day', async () => {
    const before = count();
    const data = form({ email: 'retry@example.com' });
    for (let i = 0; i < 3; i++) expect((await send(s.port, encode(data))).status).toBe(200);
    expect(count()).toBe(before + 1);
    const noKey = form({ email: 'double-click@example.com', 'submission-key': '' });
    for (let i = 0; i < 2; i++) expect((await send(s.port, encode(noKey), { Accept: 'text/html' })).status).toBe(303);
    expect(count()).toBe(before + 2);
  });

  it('carries the security headers and is never cached', async () => {
    const r = await send(s.port, encode(form({ email: 'headers@example.com' })));
    expect(r.headers['content-security-policy']).toMatch(/script-src 'self'.*frame-ancestors 'none'.*object-src 'none'.*base-uri 'self'.*form-action 'self'/);
    expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['cache-control']).toBe('no-store');
    const bad = await send(s.port, 'x', { 'Content-Type': 'text/plain' });
    expect(bad.headers['content-security-policy']).toBeTruthy();
  });

  it('ignores unknown fields', async () => {
    const r = await send(s.port, encode({ ...form({ email: 'extra@example.com' }), admin: 'true', 'g-recaptcha-response': 'x' }));
    expect(r.status).toBe(200);
    expect(s.booking.store.list(1)[0].email).toBe('extra@example.com');
  });

  it('stores SQL in a field as plain text, harmlessly', async () => {
    const sql = "Robert'); DROP TABLE leads;--";
    const r = await send(s.port, encode(form({ name: sql, issue: "1' OR '1'='1" })));
    expect(r.status).toBe(200);
    const [lead] = s.booking.store.list(1);
    expect(lead.name).toBe(sql);
    expect(lead.issue).toBe("1' OR '1'='1");
    expect(count()).toBeGreaterThan(1);
  });

  it('answers a honeypot hit like a success and stores nothing', async () => {
    const before = count();
    const json = await send(s.port, encode(form({ 'bot-field': 'http://spam.example' })));
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toEqual({ ok: true });
    const html = await send(s.port, encode(form({ 'bot-field': 'spam' })), { Accept: 'text/html' });
    expect(html.status).toBe(303);
    expect(html.headers.location).toBe('/booking/thanks');
    expect(count()).toBe(before);
  });

  it('sends a GET of the handler path to the booking page', async () => {
    const r = await send(s.port, '', {}, { method: 'GET' });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/booking');
  });

  describe('refuses bad input with a clear 4xx and stores nothing', () => {
    const cases: Array<[string, () => { body: string | Buffer; headers?: Record<string, string> }, number, RegExp]> = [
      ['missing required fields', () => ({ body: encode(form({ name: '', phone: '', email: '', street: '', city: '', zip: '' })) }), 422, /Please enter your name/],
      ['a body over the size cap', () => ({ body: encode(form({ issue: 'x'.repeat(100_000) })) }), 413, /larger than a booking/],
      ['a JSON body', () => ({ body: JSON.stringify(form()), headers: { 'Content-Type': 'application/json' } }), 415, /format we do not accept/],
      ['a multipart body', () => ({ body: '--x\r\n\r\n--x--', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }), 415, /format/],
      ['no content type', () => ({ body: encode(form()), headers: { 'Content-Type': '' } }), 415, /format/],
      ['a Latin-1 charset', () => ({ body: encode(form()), headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=iso-8859-1' } }), 415, /format/],
      ['a foreign Origin', () => ({ body: encode(form()), headers: { Origin: 'https://evil.example' } }), 403, /our own website/],
      ['an opaque Origin', () => ({ body: encode(form()), headers: { Origin: 'null' } }), 403, /our own website/],
      ['a cross-site fetch', () => ({ body: encode(form()), headers: { 'Sec-Fetch-Site': 'cross-site' } }), 403, /our own website/],
      ['a foreign Referer without Origin', () => ({ body: encode(form()), headers: { Origin: '', Referer: 'https://evil.example/page' } }), 403, /our own website/],
      ['a script tag in the name', () => ({ body: encode(form({ name: '<script>alert(1)</script>' })) }), 422, /remove the < and > characters/],
      ['a script tag in the issue', () => ({ body: encode(form({ issue: 'hi <script src=//x.example/a.js></script>' })) }), 422, /without HTML tags/],
      ['a 10 KB name', () => ({ body: encode(form({ name: 'A'.repeat(10 * 1024) })) }), 422, /at most 100 characters/],
      ['%-escaped bytes that are not UTF-8', () => ({ body: encode(form()).replace(/name=[^&]*/, 'name=Jos%E9') }), 400, /could not be read/],
      ['raw bytes that are not UTF-8', () => ({ body: Buffer.concat([Buffer.from(encode(form()) + '&city='), Buffer.from([0xff, 0xfe])]) }), 400, /could not be read/],
      ['a broken %-escape', () => ({ body: encode(form()).replace(/city=[^&]*/, 'city=Tam%zzpa') }), 400, /could not be read/],
      ['a missing form-name', () => ({ body: encode(form({ 'form-name': '' })) }), 400, /not a booking form/],
      ['a malformed email and phone', () => ({ body: encode(form({ email: 'jane@', phone: '555-01' })) }), 422, /10-digit US phone number/],
      ['a 4-digit ZIP', () => ({ body: encode(form({ zip: '3360' })) }), 422, /5-digit ZIP/],
      ['an unknown state, time and service', () => ({ body: encode(form({ state: 'Texas', time: '3:30 AM', serviceType: 'Roof Repair' })) }), 422, /one of the listed services/],
      ['a past date', () => ({ body: encode(form({ date: inDays(-10) })) }), 422, /today or a later date/],
      ['an impossible date', () => ({ body: encode(form({ date: '2031-02-30' })) }), 422, /from the calendar/],
      ['control characters', () => ({ body: encode(form({ city: 'Tampa\u0007\u001b[2J' })) }), 422, /characters we cannot accept/],
    ];
    for (const [what, make, status, message] of cases) {
      it(what, async () => {
        const before = count();
        const { body, headers } = make();
        const json = await send(s.port, body, headers);
        expect(json.status).toBe(status);
        const parsed = JSON.parse(json.text) as { ok: boolean; message: string; errors?: Record<string, string> };
        expect(parsed.ok).toBe(false);
        expect(`${parsed.message} ${Object.values(parsed.errors ?? {}).join(' ')}`).toMatch(message);
        const html = await send(s.port, body, { ...headers, Accept: 'text/html' });
        expect(html.status).toBe(status);
        expect(html.headers['content-type']).toMatch(/^text\/html/);
        expect(unescapeHtml(html.text)).toMatch(message);
        expect(html.text).toContain('href="/booking"');
        expect(count()).toBe(before);
      });
    }

    it('the page for field errors lists each one and keeps every typed value, escaped', async () => {
      const data = form({ name: '<b>Jane</b>', zip: '12', issue: 'Door stuck "halfway" & noisy' });
      const r = await send(s.port, encode(data), { Accept: 'text/html' });
      expect(r.status).toBe(422);
      expect(r.text).toContain('<a href="#f-name">Full Name: Please remove the &lt; and &gt; characters from Full Name.</a>');
      expect(r.text).toContain('<a href="#f-zip">ZIP Code: Please enter the 5-digit ZIP code.</a>');
      expect(r.text).toContain('value="&lt;b&gt;Jane&lt;/b&gt;"');
      expect(r.text).toContain('Door stuck &quot;halfway&quot; &amp; noisy</textarea>');
      expect(r.text).toContain(`value="${data['submission-key']}"`);
      expect(r.text).toContain(`<option selected>${data.serviceType}</option>`);
      expect(r.text).toMatch(/<form method="post" action="\/booking\/submit"/);
      expect(r.text).not.toContain('<b>Jane</b>');
    });
  });

  it('accepts the site origin and its own host, and clients that send no Origin', async () => {
    const before = count();
    expect((await send(s.port, encode(form()), { Origin: 'https://www.example.com' })).status).toBe(200);
    expect((await send(s.port, encode(form()), { Origin: '' })).status).toBe(200);
    expect(count()).toBe(before + 2);
  });
});

describe('rate limit per address', () => {
  it('refuses with 429 and Retry-After past the limit, and stores nothing', async () => {
    const s = await startServer('rate', { max: 3, windowMs: 60_000 });
    try {
      for (let i = 0; i < 3; i++) expect((await send(s.port, encode(form()))).status).toBe(200);
      const r = await send(s.port, encode(form()));
      expect(r.status).toBe(429);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(r.text).message).toMatch(/too many requests/i);
      const html = await send(s.port, encode(form()), { Accept: 'text/html' });
      expect(html.status).toBe(429);
      expect(html.text).toMatch(/try again in 1 minute/);
      expect(s.booking.store.count()).toBe(3);
    } finally {
      await stop(s);
    }
  });
});

describe('under load', () => {
  it('2,000 posts, 50 at a time: zero errors, exactly 2,000 rows', async () => {
    const s = await startServer('load');
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    try {
      const statuses = new Map<number, number>();
      let next = 0;
      const worker = async () => {
        while (next < 2000) {
          const i = next++;
          const r = await send(s.port, encode(form({ email: `load-${i}@example.com` })), {}, { agent });
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 50 }, worker));
      expect(Object.fromEntries(statuses)).toEqual({ 200: 2000 });
      expect(s.booking.store.count()).toBe(2000);
      expect(new Set(s.booking.store.list().map((l) => l.email)).size).toBe(2000);
    } finally {
      agent.destroy();
      await stop(s);
    }
  });

  it('a server killed with SIGKILL mid-load has kept every lead it acknowledged', async () => {
    const dbPath = join(scratch, 'crash.sqlite');
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/booking-server.ts'], {
      env: { ...process.env, LEADS_DB: dbPath, SITE_DIR: siteDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((r) => child.once('exit', r));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        const m = /listening (\d+)/.exec(d.toString());
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', () => reject(new Error('server exited before listening')));
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const acknowledged: string[] = [];
    let failed = 0;
    let next = 0;
    const worker = async () => {
      while (next < 5000) {
        const email = `crash-${next++}@example.com`;
        try {
          const r = await send(port, encode(form({ email })), {}, { agent });
          if (r.status === 200) acknowledged.push(email);
          if (acknowledged.length === 300) child.kill('SIGKILL');
        } catch {
          failed++;
          if (child.exitCode !== null || child.signalCode) return;
        }
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    await exited;
    agent.destroy();
    expect(child.signalCode).toBe('SIGKILL');
    expect(failed).toBeGreaterThan(0); // the kill really happened mid-load
    const store = openLeadStore(dbPath);
    try {
      const stored = new Set(store.list().map((l) => l.email));
      expect(acknowledged.length).toBeGreaterThanOrEqual(300);
      expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    } finally {
      store.close();
    }
  });
});
