import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../build/hostfiles';
import { createSiteServer, REMEMBERED_BYTES_CAP, safeLocation } from './static-server';
import { ask, listen } from '../../tests/support/http';

/** A GET and its answer, the body as text. */
async function get(port: number, path: string, headers: Record<string, string> = {}) {
  const { body, ...rest } = await ask(port, path, { headers });
  return { ...rest, body: body.toString('utf8') };
}

const scratch = mkdtempSync(join(tmpdir(), 'static-server-'));
const dir = join(scratch, 'site');
const sibling = join(scratch, 'site-private');

/** Sends bytes as they are (a request line Node's client would refuse to write) and returns what comes back until the server closes (the request asks it to). */
function raw(port: number, bytes: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (buffer: Buffer) => chunks.push(buffer));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(bytes);
  });
}

beforeAll(() => {
  for (const text of ['assets', '.well-known', 'cities/_missing']) mkdirSync(join(dir, text), { recursive: true });
  mkdirSync(sibling, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, 'services.html'), '<!doctype html><title>Services</title>');
  writeFileSync(join(dir, 'about.html'), '<!doctype html><title>About</title>');
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'export {};');
  writeFileSync(join(dir, 'assets', '.hidden.js'), 'secret');
  writeFileSync(join(dir, '.chunk-graph.json'), '{"secret":true}');
  writeFileSync(join(dir, '.chunk-graph.json.br'), 'secret-br');
  writeFileSync(join(dir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, '_headers'), headersFile());
  writeFileSync(join(dir, '_redirects'), '/go/*  /:splat  301\n/old/*  /new/:splat  301\n/docs/*  /docs/:splat  200\n');
  writeFileSync(join(sibling, 'secret.txt'), 'private-data');
  writeFileSync(join(sibling, 'index.html'), 'private-data');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('redirects stay on the site', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createSiteServer({ dir });
    port = await listen(server);
  });
  afterAll(() => server.close());

  /** Where a browser would go for this Location, from a page of the site. */
  const hostOf = (location: string) => new URL(location, 'https://www.example.com/services/').host;

  it('the trailing-slash redirect goes to the page found, encoded, with its query', async () => {
    expect(await get(port, '/services/')).toMatchObject({ status: 301, headers: { location: '/services' } });
    expect((await get(port, '/services/?a=1&b=%20')).headers.location).toBe('/services?a=1&b=%20');
  });

  it('the icon clients ask for without a page is sent as an icon', async () => {
    expect(await get(port, '/favicon.ico')).toMatchObject({ status: 200, headers: { 'content-type': 'image/x-icon' } });
  });

  it("a rule's redirect passes the query on, as Netlify does (a campaign's tags reach the page)", async () => {
    expect((await get(port, '/old/page?utm_source=gbp&utm_medium=organic')).headers.location).toBe(
      '/new/page?utm_source=gbp&utm_medium=organic',
    );
    expect((await get(port, '/old/page')).headers.location).toBe('/new/page');
  });

  for (const path of [
    '/%2F%2Fevil.com%2F..%2Fservices/',
    '/%5C%5Cevil.com%2F..%2Fservices/',
    '/%2F%5Cevil.com%2F..%2Fservices/',
    '/%5C/evil.com/..%2F..%2Fservices/',
    '//evil.com/..%2Fservices/',
    '///evil.com/%2E%2E/services/',
    '/%2F%2Fevil.com%2F..%2Fservices/?x=1',
    '/go//evil.com',
    '/go/%5Cevil.com',
    '/go/%2F%2Fevil.com',
    '/old/%0d%0aSet-Cookie:%20a=1',
  ]) {
    it(`GET ${path} never sends the browser to another host`, async () => {
      const result = await get(port, path);
      expect(result.status).toBeLessThan(500);
      if (result.status >= 300 && result.status < 400) {
        const location = String(result.headers.location);
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(hostOf(location)).toBe('www.example.com');
      }
      expect(result.headers['set-cookie']).toBeUndefined();
    });
  }

  for (const path of [
    '/%0d%0a/..%2fservices/',
    '/%0d%0aLocation:%20https://evil.com/..%2f..%2fservices/',
    '/%00/..%2fservices/',
    '/services%0a/',
  ]) {
    it(`GET ${path} (control characters) is a 400 or 404, not a 500`, async () => {
      const result = await get(port, path);
      expect([400, 404]).toContain(result.status);
      expect(result.headers.location).toBeUndefined();
    });
  }

  for (const path of ['/%E2%80%AE/..%2Fservices/', '/servi%C3%A7os/', '/%F0%9F%98%80/', '/%E9/..%2Fservices/', '/services/%E2%80%8B/']) {
    it(`GET ${path} (characters beyond Latin-1, or not UTF-8) does not throw`, async () => {
      const result = await get(port, path);
      expect(result.status).toBeLessThan(500);
      if (result.headers.location) expect(hostOf(String(result.headers.location))).toBe('www.example.com');
    });
  }

  it('a request line with raw UTF-8 or Latin-1 bytes is answered, not dropped with a 500', async () => {
    for (const bytes of [
      Buffer.from('GET /servi\u00e7os/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'utf8'),
      Buffer.from('GET /\u00e9/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1'),
    ]) {
      const answer = await raw(port, bytes);
      expect(answer).toMatch(/^HTTP\/1\.1 (400|404) /);
    }
  });

  it('a Location from a rule is encoded and never starts with two slashes', () => {
    expect(safeLocation('//evil.com')).toBe('/evil.com');
    expect(safeLocation('/\\evil.com')).toBe('/%5Cevil.com');
    expect(safeLocation('/a\r\nSet-Cookie: x')).toBe('/a%0D%0ASet-Cookie:%20x');
    expect(safeLocation('/caf\u00e9/\u202e')).toBe('/caf%C3%A9/%E2%80%AE');
    expect(safeLocation('https://www.example.com/a?b=1#c')).toBe('https://www.example.com/a?b=1#c');
  });
});

describe('only the built site is served', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createSiteServer({ dir });
    port = await listen(server);
  });
  afterAll(() => server.close());

  for (const path of [
    '/..%2fsite-private%2fsecret.txt',
    '/..%2fsite-private/secret.txt',
    '/%2e%2e%2fsite-private%2fsecret.txt',
    '/assets/..%2f..%2fsite-private%2fsecret.txt',
  ]) {
    it(`GET ${path} does not read a sibling folder whose name starts with the site's`, async () => {
      const result = await get(port, path);
      expect(result.status).toBe(404);
      expect(result.body).not.toContain('private-data');
    });
  }

  it('a rewrite rule (200) with a splat does not reach outside the site either', async () => {
    const result = await get(port, '/docs/../../site-private/');
    expect(result.status).toBe(404);
    expect(result.body).not.toContain('private-data');
  });

  for (const path of [
    '/.chunk-graph.json.br',
    '/.chunk-graph.json',
    '/assets/.hidden.js',
    '/%2Echunk-graph.json',
    '/assets/..%2f.chunk-graph.json',
  ]) {
    it(`GET ${path} (a dot-file) is 404`, async () => {
      const result = await get(port, path, { 'accept-encoding': 'br' });
      expect(result.status).toBe(404);
      expect(result.body).not.toContain('secret');
    });
  }

  it('the well-known folder is served', async () => {
    expect((await get(port, '/.well-known/security.txt')).status).toBe(200);
  });

  it('a missing hashed asset is 404 and not cached for a year; a present one is', async () => {
    const missing = await get(port, '/assets/app-ffffff.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
    const present = await get(port, '/assets/app-1a2b3c.js');
    expect(present.status).toBe(200);
    expect(present.headers['cache-control']).toMatch(/immutable/);
    const page = await get(port, '/no-such-page');
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
  });
});

describe('limits', () => {
  it('what it remembers per path stays bounded under unique 15 KB URLs', async () => {
    const server = createSiteServer({ dir });
    const port = await listen(server);
    try {
      const long = 'x'.repeat(15 * 1024);
      const ask = async (from: number, count: number) => {
        for (let i = from; i < from + count; i += 20)
          await Promise.all(Array.from({ length: 20 }, (_, j) => get(port, `/${i + j}-${long}/`)));
        return server.remembered();
      };
      // Each path counts about 30 KB in each of the three caches (its key, two bytes a character):
      // 400 of them would be 36 MB remembered without a bound, three times the cap.
      const half = await ask(0, 200);
      const full = await ask(200, 200);
      expect(half.entries).toBeGreaterThan(0);
      expect(full.bytes).toBeLessThanOrEqual(REMEMBERED_BYTES_CAP);
      // Full, it forgets the oldest paths: twice the paths, not twice the entries.
      expect(full.entries).toBeLessThan(half.entries * 2);
    } finally {
      server.close();
    }
  });

  it('past the connection cap a client gets 503 with Retry-After, not a silent drop; under it, pages again', async () => {
    const server = createSiteServer({ dir, maxConnections: 2 });
    const port = await listen(server);
    const idle: Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const socket = connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        idle.push(socket);
      }
      const answer = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/i);
      const closed = new Promise((resolve) => idle[0].once('close', resolve));
      idle[0].destroy();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 50)); // the server sees the close
      expect((await get(port, '/')).status).toBe(200);
    } finally {
      for (const socket of idle) socket.destroy();
      server.close();
    }
  });

  it('a client that never finishes its headers is answered 408 and closed', { timeout: 15_000 }, async () => {
    const server = createSiteServer({ dir, headersTimeoutMs: 500, requestTimeoutMs: 1000, timeoutCheckMs: 100 });
    const port = await listen(server);
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (buffer: Buffer) => chunks.push(buffer));
        socket.on('error', reject);
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      server.close();
    }
  });
});
