import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { parse } from 'node-html-parser';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { editorsHandler, type EditorsOptions } from './handler';
import {
  ACCOUNT_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  LINK_HOURS,
  LOCK_MINUTES,
  openEditorStore,
  SESSION_HOURS,
  type EditorStore,
} from './store';

const dir = mkdtempSync(join(tmpdir(), 'editors-http-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FAST = { N: 2 ** 12, r: 8, p: 1 };
const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };
type Running = {
  store: EditorStore;
  port: number;
  origin: string;
  /** the clock the handler reads */
  clock: { at: Date; advance(ms: number): void };
  /** how many writes got past checkWrite */
  writes: number;
  send(
    method: string,
    path: string,
    option?: { form?: Record<string, string>; headers?: Record<string, string>; cookie?: string },
  ): Promise<Reply>;
};
const running: Array<{ server: Server; store: EditorStore }> = [];
afterEach(async () => {
  for (const result of running.splice(0)) {
    await new Promise((done) => result.server.close(done));
    result.store.close();
  }
});

let n = 0;
/** The handler on a real HTTP server over a real database; other requests get 'not ours', and /admin/api/write is a write behind checkWrite. */
async function start(opts: Partial<EditorsOptions> = {}): Promise<Running> {
  const store = openEditorStore(join(dir, `editors-${++n}.sqlite`), { scrypt: FAST });
  const clock = {
    at: new Date('2031-03-01T12:00:00Z'),
    advance(ms: number) {
      clock.at = new Date(clock.at.getTime() + ms);
    },
  };
  const handler = editorsHandler({ store, now: () => clock.at, log: () => {}, trustProxy: 0, ...opts });
  const result = { writes: 0 } as Running;
  const server = createServer(async (req, res) => {
    if (await handler.handle(req, res)) return;
    if (req.url === '/admin/api/write' && req.method === 'POST') {
      if (!handler.checkWrite(req, res)) return;
      result.writes++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end('not ours');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  running.push({ server, store });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  Object.assign(result, {
    store,
    port,
    origin,
    clock,
    send: (method: string, path: string, item: { form?: Record<string, string>; headers?: Record<string, string>; cookie?: string } = {}) =>
      new Promise<Reply>((resolve, reject) => {
        const body = item.form ? new URLSearchParams(item.form).toString() : undefined;
        const headers: Record<string, string> = {
          ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded', origin } : {}),
          ...(item.cookie ? { cookie: `site_session=${item.cookie}` } : {}),
          ...item.headers,
        };
        const req = request({ port, host: '127.0.0.1', method, path, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (counter) => (text += counter));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        });
        req.on('error', reject);
        req.end(body);
      }),
  });
  return result;
}

/** The session token a 303 set. */
const cookieOf = (reply: Reply) => /site_session=([^;]*)/.exec(String(reply.headers['set-cookie']))?.[1] ?? '';
/** The visible text of a page. */
const text = (reply: Reply) => parse(reply.body).querySelector('main')?.textContent.replace(/\s+/g, ' ') ?? '';

/** An editor with a password, and its e-mail. */
async function withEditor(server: Running, email = 'pat@example.com') {
  const { token } = server.store.addOrRelink('Pat Lee', email, server.clock.at);
  const set = await server.send('POST', '/admin/password', { form: { token, password: PASSWORD, again: PASSWORD } });
  expect(set.status).toBe(303);
  return { email, cookie: cookieOf(set) };
}
const signIn = (server: Running, email: string, password: string, headers: Record<string, string> = {}) =>
  server.send('POST', '/admin/sign-in', { form: { email, password }, headers });

describe('before the first editor', () => {
  it('every /admin path is not found, and other paths are left to the site', async () => {
    const server = await start();
    for (const path of ['/admin', '/admin/', '/admin/sign-in', '/admin/api/session', '/admin/config.yml']) {
      expect((await server.send('GET', path)).status, path).toBe(404);
    }
    expect((await server.send('POST', '/admin/sign-in', { form: { email: 'a@example.com', password: PASSWORD } })).status).toBe(404);
    expect((await server.send('GET', '/administration')).body).toBe('not ours');
    server.store.addOrRelink('Pat Lee', 'pat@example.com', server.clock.at);
    expect((await server.send('GET', '/admin/sign-in')).status).toBe(200);
    expect((await server.send('GET', '/admin/')).headers.location).toBe('/admin/sign-in');
  });
});

describe('the one-time link', () => {
  it('sets a password once, signs in, and a second use is told the link is gone', async () => {
    const server = await start();
    const { token } = server.store.addOrRelink('Pat Lee', 'pat@example.com', server.clock.at);
    const form = await server.send('GET', `/admin/password?token=${token}`);
    expect(form.status).toBe(200);
    expect(text(form)).toContain('pat@example.com');
    expect(form.headers['referrer-policy']).toBe('same-origin');

    const short = await server.send('POST', '/admin/password', { form: { token, password: 'too short', again: 'too short' } });
    expect(short.status).toBe(400);
    expect(parse(short.body).querySelector('[role=alert]')?.textContent).toMatch(/at least 12 characters/);
    const differ = await server.send('POST', '/admin/password', { form: { token, password: PASSWORD, again: `${PASSWORD}.` } });
    expect(differ.status).toBe(400);

    const set = await server.send('POST', '/admin/password', { form: { token, password: PASSWORD, again: PASSWORD } });
    expect(set.status).toBe(303);
    expect(set.headers.location).toBe('/admin/');
    const session = await server.send('GET', '/admin/api/session', { cookie: cookieOf(set) });
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body)).toMatchObject({ name: 'Pat Lee', email: 'pat@example.com', csrf: expect.any(String) });

    const again = await server.send('POST', '/admin/password', {
      form: { token, password: 'someone else entirely', again: 'someone else entirely' },
    });
    expect(again.status).toBe(410);
    expect(text(again)).toContain('This link was already used or has expired; ask for a new one.');
    expect((await server.send('GET', `/admin/password?token=${token}`)).status).toBe(410);
    expect((await signIn(server, 'pat@example.com', 'someone else entirely')).status).toBe(401);
    expect((await signIn(server, 'pat@example.com', PASSWORD)).status).toBe(303);
  });

  it('stops working after 24 hours', async () => {
    const server = await start();
    const { token } = server.store.addOrRelink('Pat Lee', 'pat@example.com', server.clock.at);
    server.clock.advance(LINK_HOURS * HOUR);
    expect((await server.send('GET', `/admin/password?token=${token}`)).status).toBe(410);
    expect((await server.send('POST', '/admin/password', { form: { token, password: PASSWORD, again: PASSWORD } })).status).toBe(410);
    expect((await server.send('GET', '/admin/password?token=made-up')).status).toBe(410);
  });
});

describe('signing in', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict session cookie and sends the editor to the screen', async () => {
    const server = await start();
    const { email } = await withEditor(server);
    const ok = await signIn(server, email.toUpperCase(), PASSWORD);
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/admin/');
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/^site_session=[\w-]{43};/);
    for (const flag of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', `Max-Age=${SESSION_HOURS * 3600}`])
      expect(cookie).toContain(flag);
    const plain = await start({ secureCookie: false });
    await withEditor(plain);
    expect(String((await signIn(plain, email, PASSWORD)).headers['set-cookie'])).not.toContain('Secure');
  });

  it('a wrong password gets the plain refusal and keeps the e-mail typed, in an accessible page', async () => {
    const server = await start();
    await withEditor(server);
    const no = await signIn(server, 'pat@example.com', 'not the password');
    expect(no.status).toBe(401);
    expect(no.headers['cache-control']).toBe('no-store');
    expect(no.headers['x-robots-tag']).toBe('noindex');
    const doc = parse(no.body);
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('[role=alert]')?.textContent).toBe('That e-mail and password do not match.');
    const email = doc.querySelector('input[name=email]');
    expect(email?.getAttribute('value')).toBe('pat@example.com');
    expect(email?.getAttribute('autocomplete')).toBe('username');
    expect(doc.querySelector('input[name=password]')?.getAttribute('autocomplete')).toBe('current-password');
    for (const input of doc.querySelectorAll('input:not([type=hidden])')) {
      expect(doc.querySelector(`label[for=${input.id}]`), input.id).not.toBeNull();
      expect(input.getAttribute('aria-describedby')).toContain('error');
    }
    expect((await server.send('GET', '/admin/sign-in')).body).toContain('name="robots" content="noindex');
  });

  it('shows a typed e-mail as text, never as markup', async () => {
    const server = await start();
    await withEditor(server);
    const typed = '"><script>alert(1)</script>@example.com';
    const no = await signIn(server, typed, 'not the password');
    expect(no.status).toBe(401);
    expect(no.body).not.toContain('<script>');
    expect(parse(no.body).querySelector('input[name=email]')?.getAttribute('value')).toBe(typed);
  });

  it(`${ACCOUNT_MAX_FAILURES} wrong passwords lock the account, even to the right one, until the lock ends`, async () => {
    const server = await start();
    const { email } = await withEditor(server);
    for (let i = 1; i < ACCOUNT_MAX_FAILURES; i++) expect((await signIn(server, email, `wrong password ${i}`)).status).toBe(401);
    const locked = await signIn(server, email, 'wrong password again');
    expect(locked.status).toBe(429);
    expect(text(locked)).toMatch(new RegExp(`locked.*Try again in ${LOCK_MINUTES} minutes`));
    server.clock.advance(LOCK_MINUTES * MINUTE - 1);
    const still = await signIn(server, email, PASSWORD);
    expect(still.status).toBe(429);
    expect(text(still)).toContain('Try again in 1 minute.');
    expect(still.headers['set-cookie']).toBeUndefined();
    server.clock.advance(1);
    expect((await signIn(server, email, PASSWORD)).status).toBe(303);
  });

  it('a right password before the limit starts the count again', async () => {
    const server = await start();
    const { email } = await withEditor(server);
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i < ACCOUNT_MAX_FAILURES; i++) expect((await signIn(server, email, 'wrong password')).status).toBe(401);
      expect((await signIn(server, email, PASSWORD)).status).toBe(303);
    }
  });

  it(`one client address gets at most ${ADDRESS_MAX_FAILURES} failures in ${LOCK_MINUTES} minutes, whatever the accounts`, async () => {
    const server = await start({ trustProxy: 1 });
    const { email } = await withEditor(server);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      expect((await signIn(server, `nobody${i}@example.com`, 'guess guess guess', from('198.51.100.7'))).status).toBe(401);
    }
    const blocked = await signIn(server, email, PASSWORD, from('198.51.100.7'));
    expect(blocked.status).toBe(429);
    expect(text(blocked)).toContain('Too many failed sign-ins from your network');
    expect((await signIn(server, email, PASSWORD, from('203.0.113.20'))).status).toBe(303);
    server.clock.advance(15 * MINUTE);
    expect((await signIn(server, email, PASSWORD, from('198.51.100.7'))).status).toBe(303);
  });

  it('a sign-in sent from another site changes nothing', async () => {
    const server = await start();
    const { email } = await withEditor(server);
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect((await signIn(server, email, 'wrong password', headers)).status).toBe(403);
    }
    expect((await signIn(server, email, PASSWORD)).status).toBe(303); // not locked: the refused tries did not count
  });
});

describe('sign-ins sent at once', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const statuses = (replies: Reply[]) => replies.map((reply) => reply.status);

  it(`the right password among more wrong ones than ${ACCOUNT_MAX_FAILURES} gets no session, and the lock holds`, async () => {
    const server = await start();
    const { email } = await withEditor(server);
    const wrong = Array.from({ length: 11 }, (_, i) => signIn(server, email, `wrong password ${i}`));
    const replies = await Promise.all([...wrong, signIn(server, email, PASSWORD)]);
    expect(statuses(replies)).not.toContain(303);
    expect(replies.every((reply) => reply.headers['set-cookie'] === undefined)).toBe(true);
    // No more passwords were checked and found wrong than one after another would have been.
    expect(statuses(replies).filter((value) => value === 401).length).toBeLessThan(ACCOUNT_MAX_FAILURES);
    expect(replies.at(-1)?.status).toBe(429);
    const after = await signIn(server, email, PASSWORD);
    expect(after.status).toBe(429);
    expect(text(after)).toContain('This account is locked');
  });

  it(`one address sending more than ${ADDRESS_MAX_FAILURES} wrong sign-ins at once gets exactly ${ADDRESS_MAX_FAILURES} tried`, async () => {
    const server = await start({ trustProxy: 1 });
    const { email } = await withEditor(server);
    const replies = await Promise.all(
      Array.from({ length: ADDRESS_MAX_FAILURES + 12 }, (_, i) =>
        signIn(server, `nobody${i}@example.com`, 'guess guess guess', from('198.51.100.7')),
      ),
    );
    expect(statuses(replies).filter((value) => value === 401)).toHaveLength(ADDRESS_MAX_FAILURES);
    const refused = replies.filter((reply) => reply.status !== 401);
    expect(statuses(refused).every((value) => value === 429)).toBe(true);
    for (const reply of refused) expect(text(reply)).toContain('Too many failed sign-ins from your network');
    expect((await signIn(server, email, PASSWORD, from('198.51.100.7'))).status).toBe(429);
    expect((await signIn(server, email, PASSWORD, from('203.0.113.20'))).status).toBe(303);
  });

  it('a flood of wrong sign-ins from 20 addresses does not keep out an editor from an address with no failures', async () => {
    const server = await start({ trustProxy: 1 });
    const { email } = await withEditor(server);
    const flood = Array.from({ length: 20 * 3 }, (_, i) =>
      signIn(server, `nobody${i}@example.com`, 'guess guess guess', from(`198.51.100.${1 + (i % 20)}`)),
    );
    const replies = await Promise.all([...flood, signIn(server, email, PASSWORD, from('203.0.113.20'))]);
    expect(replies.at(-1)?.status).toBe(303);
    expect(statuses(replies)).not.toContain(503);
  });
});

describe('a database held by another process', () => {
  it('never makes the server wait: a sign-in is told to try again, a session still reads', async () => {
    const server = await start();
    const { email, cookie } = await withEditor(server);
    const other = new Database(server.store.path);
    other.exec('BEGIN IMMEDIATE');
    try {
      const busy = await signIn(server, email, PASSWORD);
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBeDefined();
      expect(text(busy)).toContain('try again');
      expect((await server.send('GET', '/admin/api/session', { cookie })).status).toBe(200);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await signIn(server, email, PASSWORD)).status).toBe(303);
  });
});

describe('sessions', () => {
  it('/admin/api/session answers 401 JSON without a session, or with one made up', async () => {
    const server = await start();
    await withEditor(server);
    for (const cookie of [undefined, 'made-up-token']) {
      const no = await server.send('GET', '/admin/api/session', { cookie });
      expect(no.status).toBe(401);
      expect(no.headers['content-type']).toMatch(/^application\/json/);
      expect(no.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(no.body)).not.toHaveProperty('email');
    }
  });

  it('the screen opened without a session sends the browser to the sign-in at once; with one, it is the screen', async () => {
    const server = await start();
    const { cookie } = await withEditor(server);
    for (const stale of [undefined, 'made-up-token']) {
      const away = await server.send('GET', '/admin/', { cookie: stale });
      expect(away.status).toBe(303);
      expect(away.headers.location).toBe('/admin/sign-in');
    }
    expect((await server.send('GET', '/admin/', { cookie })).body).toBe('not ours');
  });

  it('stop working after sign-out, which needs the session’s token', async () => {
    const server = await start();
    const { cookie } = await withEditor(server);
    const { csrf } = JSON.parse((await server.send('GET', '/admin/api/session', { cookie })).body) as { csrf: string };
    expect((await server.send('POST', '/admin/sign-out', { cookie, form: { csrf: 'wrong' } })).status).toBe(403);
    expect(
      (await server.send('POST', '/admin/sign-out', { cookie, form: { csrf }, headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect((await server.send('GET', '/admin/api/session', { cookie })).status).toBe(200);
    const out = await server.send('POST', '/admin/sign-out', { cookie, form: { csrf } });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/admin/sign-in');
    expect(String(out.headers['set-cookie'])).toMatch(/^site_session=;.*Max-Age=0/);
    expect((await server.send('GET', '/admin/api/session', { cookie })).status).toBe(401);
    expect(
      (await server.send('POST', '/admin/api/write', { cookie, headers: { 'x-csrf-token': csrf, origin: server.origin } })).status,
    ).toBe(401);
  });

  it(`stop working ${SESSION_HOURS} hours after the sign-in`, async () => {
    const server = await start();
    const { cookie } = await withEditor(server);
    server.clock.advance(SESSION_HOURS * HOUR - 1);
    expect((await server.send('GET', '/admin/api/session', { cookie })).status).toBe(200);
    server.clock.advance(1);
    expect((await server.send('GET', '/admin/api/session', { cookie })).status).toBe(401);
  });

  it('stop working when the editor is removed', async () => {
    const server = await start();
    await withEditor(server, 'sam@example.com');
    const { cookie } = await withEditor(server);
    server.store.remove('pat@example.com');
    expect((await server.send('GET', '/admin/api/session', { cookie })).status).toBe(401);
  });
});

describe('checkWrite', () => {
  it('refuses a write without a session (401), from another origin or without the right token (403), and lets the right one through', async () => {
    const server = await start();
    const { cookie } = await withEditor(server);
    const { csrf } = JSON.parse((await server.send('GET', '/admin/api/session', { cookie })).body) as { csrf: string };
    const write = (headers: Record<string, string>, withCookie = true) =>
      server.send('POST', '/admin/api/write', { cookie: withCookie ? cookie : undefined, headers });
    const refused: Array<[string, Promise<Reply>, number]> = [
      ['no session', write({ 'x-csrf-token': csrf, origin: server.origin }, false), 401],
      ['foreign Origin', write({ 'x-csrf-token': csrf, origin: 'https://evil.example' }), 403],
      ['opaque Origin', write({ 'x-csrf-token': csrf, origin: 'null' }), 403],
      ['cross-site fetch', write({ 'x-csrf-token': csrf, 'sec-fetch-site': 'cross-site' }), 403],
      ['no token', write({ origin: server.origin }), 403],
      ['wrong token', write({ 'x-csrf-token': `${csrf.slice(1)}x`, origin: server.origin }), 403],
    ];
    for (const [why, reply, status] of refused) {
      const got = await reply;
      expect(got.status, why).toBe(status);
      expect(got.headers['content-type'], why).toMatch(/^application\/json/);
    }
    expect(server.writes).toBe(0);
    expect((await write({ 'x-csrf-token': csrf, origin: server.origin, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await write({ 'x-csrf-token': csrf })).status).toBe(200); // no Origin: not a browser another site steers
    expect(server.writes).toBe(2);
  });

  it('behind a trusted proxy, the origin is the one the proxy was asked for', async () => {
    const server = await start({ trustProxy: 1 });
    const { cookie } = await withEditor(server);
    const { csrf } = JSON.parse((await server.send('GET', '/admin/api/session', { cookie })).body) as { csrf: string };
    const proxied = { 'x-csrf-token': csrf, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };
    expect(
      (await server.send('POST', '/admin/api/write', { cookie, headers: { ...proxied, origin: 'https://www.example.com' } })).status,
    ).toBe(200);
    expect(
      (await server.send('POST', '/admin/api/write', { cookie, headers: { ...proxied, origin: 'http://www.example.com' } })).status,
    ).toBe(403);
  });
});
