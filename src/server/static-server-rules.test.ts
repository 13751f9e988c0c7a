import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CSP, headersFile } from '../build/hostfiles';
import { loadSite } from '../manifest/load';
import { byteRange } from './memory-files';
import { createSiteServer, perAddressCap } from './static-server';
import { ask, listen } from '../../tests/support/http';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const get = (port: number, path: string, headers: Record<string, string> = {}, opts: { agent?: Agent; localAddress?: string } = {}) =>
  ask(port, path, { headers, ...opts });

const scratch = mkdtempSync(join(tmpdir(), 'static-rules-'));
const dir = join(scratch, 'site');
const page = Buffer.from(`<!doctype html><title>FAQ</title>${'<p>Springs, rollers and openers.</p>'.repeat(60)}`);
/** Larger than what is kept in memory: streamed from disk. */
const big = Buffer.alloc(3 * 1024 * 1024, 'a');

let server: Server;
let port: number;
beforeAll(async () => {
  for (const text of ['assets', 'admin']) mkdirSync(join(dir, text), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, 'booking.html'), '<!doctype html><title>Booking</title>');
  mkdirSync(join(dir, 'services', 'garage-door-repair'), { recursive: true });
  writeFileSync(join(dir, 'services', 'garage-door-repair', 'tampa.html'), '<!doctype html><title>Repair in Tampa</title>');
  writeFileSync(join(dir, 'faq.html'), page);
  writeFileSync(join(dir, 'faq.html.br'), brotliCompressSync(page));
  writeFileSync(join(dir, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'export const app = 1;');
  writeFileSync(join(dir, 'assets', 'big.bin'), big);
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  // The pages' data: what makes a file a page of the site (booking.html is left without, as a file that is not one).
  for (const data of ['page.json', 'faq/page.json', 'services/garage-door-repair/tampa/page.json']) {
    mkdirSync(join(dir, data, '..'), { recursive: true });
    writeFileSync(join(dir, data), '{}');
  }
  writeFileSync(join(dir, '_headers'), headersFile());
  // An old address and the stand-in file the build writes for it (for hosts without redirects).
  writeFileSync(join(dir, '_redirects'), '/contact /booking 301!\n');
  writeFileSync(join(dir, 'contact.html'), '<!doctype html><meta http-equiv="refresh" content="0; url=/booking">');
  const { site } = loadSite(FIXTURE_SITE);
  server = createSiteServer({ dir, patterns: site?.manifest.redirectPatterns ?? [] });
  port = await listen(server);
});
afterAll(() => {
  server.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("a response's headers come from the same path as its body", () => {
  it.each(['/assets/%2e%2e%2findex.html', '/assets/..%2Findex.html', '/assets/%2E%2E/index.html', '/assets/%2e%2e%5cindex.html'])(
    'GET %s does not serve another file with the asset headers',
    async (path) => {
      const answer = await get(port, path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('Home');
      expect(answer.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
    },
  );

  it('GET /admin/%2e%2e%2fbooking does not serve the booking page under the admin headers', async () => {
    const answer = await get(port, '/admin/%2e%2e%2fbooking');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('Booking');
    expect(answer.headers['content-security-policy']).not.toBe(ADMIN_CSP);
  });

  it("another spelling of a real path gets that path's headers with its own file", async () => {
    const answer = await get(port, '//assets//app-1a2b3c.js');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('app = 1');
    expect(answer.headers['cache-control']).toMatch(/immutable/);
    const admin = await get(port, '/%61dmin/');
    expect(admin.body.toString()).toContain('Admin');
    expect(admin.headers['content-security-policy']).toBe(ADMIN_CSP);
  });
});

describe('Range, per RFC 9110', () => {
  const len = page.length;

  it('a last position before the first (bytes=5-2) is 416 with Content-Range: bytes */length', async () => {
    const answer = await get(port, '/faq', { range: 'bytes=5-2' });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${len}`);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it.each([`bytes=${len}-`, `bytes=${len + 10}-${len + 20}`, 'bytes=99999999999999999999-', 'bytes=-0'])(
    '%s (nothing of the body) is 416',
    async (range) => {
      const answer = await get(port, '/faq', { range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${len}`);
    },
  );

  it('a suffix range (bytes=-10) is the last 10 bytes', async () => {
    const answer = await get(port, '/faq', { range: 'bytes=-10' });
    expect(answer.status).toBe(206);
    expect(answer.body.equals(page.subarray(len - 10))).toBe(true);
    expect(answer.headers['content-range']).toBe(`bytes ${len - 10}-${len - 1}/${len}`);
  });

  it('a range past the end ends at the end; a range of a precompressed page is a range of its own bytes', async () => {
    const answer = await get(port, '/faq', { range: 'bytes=10-99999999', 'accept-encoding': 'br' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(page.subarray(10))).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(len - 10);
  });

  it('after any range answer the same connection answers the next request rightly (no desync)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const range of ['bytes=5-2', 'bytes=0-99999999999', 'bytes=-10', `bytes=${len}-`]) {
        const answer = await get(port, '/faq', { range }, { agent });
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(Number(answer.headers['content-length'])).toBeGreaterThanOrEqual(0);
        const next = await get(port, '/assets/app-1a2b3c.js', {}, { agent });
        expect(next.status).toBe(200);
        expect(next.body.toString()).toBe('export const app = 1;');
      }
    } finally {
      agent.destroy();
    }
  });

  it('a file streamed from disk ignores odd ranges and answers it whole, never a short or negative body', async () => {
    for (const range of ['bytes=5-2', 'bytes=-10', `bytes=0-${big.length * 10}`]) {
      const answer = await get(port, '/assets/big.bin', { range });
      expect([200, 206, 416]).toContain(answer.status);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      if (answer.status === 200) expect(answer.body.length).toBe(big.length);
    }
  });

  it('reads the header as the RFC says', () => {
    expect(byteRange('bytes=0-0', 10)).toEqual({ type: 'part', start: 0, end: 0 });
    expect(byteRange('bytes=-20', 10)).toEqual({ type: 'part', start: 0, end: 9 });
    expect(byteRange('bytes=3-', 10)).toEqual({ type: 'part', start: 3, end: 9 });
    expect(byteRange('bytes=0-1,4-5', 10)).toEqual({ type: 'full' });
    expect(byteRange('items=0-1', 10)).toEqual({ type: 'full' });
    expect(byteRange('bytes=-', 10)).toEqual({ type: 'full' });
    expect(byteRange('bytes=0-', 0)).toEqual({ type: 'unsatisfiable' });
  });
});

describe('a path that differs from a page only by its letters', () => {
  it.each([
    ['/services/garage-door-repair/Tampa', '/services/garage-door-repair/tampa'],
    ['/Services/Garage-Door-Repair/TAMPA/', '/services/garage-door-repair/tampa'],
    ['/FAQ?utm_source=gbp', '/faq?utm_source=gbp'],
  ])('GET %s answers 301 to the page, %s', async (path, to) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
  });

  it.each(['/Assets/app-1a2b3c.js', '/services/garage-door-repair/Orlando', '/Nothing-Here'])('GET %s is not a page: 404', async (path) => {
    expect((await get(port, path)).status).toBe(404);
  });
});

describe('a page asked for by another address than its own (the owner’s server)', () => {
  it.each([
    ['/faq.html', '/faq'],
    ['/faq.html?utm_source=gbp', '/faq?utm_source=gbp'],
    ['/index.html', '/'],
    ['//faq', '/faq'],
    ['/services/./garage-door-repair/tampa', '/services/garage-door-repair/tampa'],
    ['/services/garage-door-repair/tampa.html', '/services/garage-door-repair/tampa'],
    ['/index', '/'],
    // The stand-in of an old address answers as the address does.
    ['/contact.html?utm_source=card', '/booking?utm_source=card'],
  ])('GET %s answers 301 to its address, %s', async (path, to) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
  });

  it.each(['/404', '/404.html'])('GET %s, the not-found page by its name, answers 404, never 200', async (path) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('Not found');
  });

  it('a file that is no page of the site (no page data) is served as asked', async () => {
    expect((await get(port, '/booking.html')).status).toBe(200);
  });
});

describe('the query string never decides a redirect', () => {
  it('GET /faq?ref=https://news.example/story is the page', async () => {
    const answer = await get(port, '/faq?ref=https://news.example/story');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<title>FAQ</title>');
  });

  it('a link in the path is still sent home, with the query', async () => {
    const answer = await get(port, '/https://news.example/story');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/');
    expect((await get(port, '/https://news.example/story?ref=mail')).headers.location).toBe('/?ref=mail');
  });
});

describe('connections per client address', () => {
  it('is below the global cap, whatever is configured', () => {
    expect(perAddressCap(1000)).toBeLessThan(1000);
    expect(perAddressCap(1000, 5000)).toBeLessThan(1000);
    expect(perAddressCap(2)).toBe(1);
  });

  it("one address's idle connections do not lock other visitors out; its own extra ones get 503", async () => {
    const capped = createSiteServer({ dir, maxConnections: 10, maxConnectionsPerAddress: 3 });
    const cappedPort = await listen(capped);
    const idle: Socket[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        const socket = connect({ port: cappedPort, host: '127.0.0.1', localAddress: '127.0.0.2' });
        socket.on('error', () => {});
        await new Promise((resolve) => socket.once('connect', resolve));
        idle.push(socket);
      }
      const other = await get(cappedPort, '/faq', {}, { localAddress: '127.0.0.3' });
      expect(other.status).toBe(200);
      const same = await get(cappedPort, '/faq', {}, { localAddress: '127.0.0.2' });
      expect(same.status).toBe(503);
      expect(same.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      for (const socket of idle) socket.destroy();
      capped.close();
    }
  });
});
