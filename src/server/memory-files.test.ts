import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, listen } from '../../tests/support/http';
import { createSiteServer } from './static-server';

const get = (port: number, path: string, headers: Record<string, string> = {}, method = 'GET') => ask(port, path, { headers, method });

describe('npm start answers built files from memory, byte for byte and header for header like sirv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'memory-files-'));
  const page = Buffer.from(`<!doctype html><title>About</title>${'<p>Garage doors, springs and openers.</p>'.repeat(80)}`);
  const script = Buffer.from(`export const x = ${JSON.stringify('a'.repeat(3000))};`);
  let ours: Server, bare: Server, p1: number, p2: number;

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'about.html'), page);
    writeFileSync(join(dir, 'about.html.br'), brotliCompressSync(page));
    writeFileSync(join(dir, 'about.html.gz'), gzipSync(page));
    writeFileSync(join(dir, 'assets', 'x.js'), script);
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
    ours = createSiteServer({ dir });
    bare = createServer(sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] }));
    [p1, p2] = [await listen(ours), await listen(bare)];
  });
  afterAll(() => {
    ours.close();
    bare.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const same = ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'vary'];
  for (const [path, accept] of [
    ['/about', 'br, gzip'],
    ['/about', 'gzip'],
    ['/about', ''],
    ['/assets/x.js', 'br, gzip'],
  ] as const) {
    it(`GET ${path} (accept-encoding: "${accept}")`, async () => {
      const [answer, second] = [await get(p1, path, { 'accept-encoding': accept }), await get(p2, path, { 'accept-encoding': accept })];
      expect(answer.status).toBe(200);
      expect(answer.body.equals(second.body)).toBe(true);
      for (const key of same) expect(answer.headers[key], key).toBe(second.headers[key]);
    });
  }

  it('a matching If-None-Match gets 304 without a body; HEAD gets the headers without a body', async () => {
    const first = await get(p1, '/about', { 'accept-encoding': 'br' });
    const again = await get(p1, '/about', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(p1, '/about', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('an unknown path gets 404.html with status 404, compressed when the client accepts it', async () => {
    writeFileSync(join(dir, '404.html.br'), brotliCompressSync(readFileSync(join(dir, '404.html'))));
    const siteServer = createSiteServer({ dir });
    const port = await listen(siteServer);
    const answer = await get(port, '/no-such-page', { 'accept-encoding': 'br', 'if-none-match': 'W/"x"' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/html;charset=utf-8');
    siteServer.close();
  });

  it('a range request gets 206 with the range', async () => {
    const answer = await get(p1, '/assets/x.js', { range: 'bytes=0-9' });
    expect(answer.status).toBe(206);
    expect(answer.body.toString()).toBe(script.subarray(0, 10).toString());
  });

  it("a generation put live before its pages' compressed copies are written answers uncompressed, then compressed once they are", async () => {
    const later = Buffer.from(`<!doctype html><title>Springs</title>${'<p>Torsion springs, wound and balanced.</p>'.repeat(60)}`);
    writeFileSync(join(dir, 'springs.html'), later);
    let done = () => {};
    const compressed = new Promise<boolean>((resolve) => (done = () => resolve(true)));
    const siteServer = createSiteServer({ dir });
    await siteServer.useDir(dir, compressed);
    const port = await listen(siteServer);
    const first = await get(port, '/springs', { 'accept-encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body.equals(later)).toBe(true);
    // Half written: not taken up before the compression says it is done.
    writeFileSync(join(dir, 'springs.html.br'), brotliCompressSync(later).subarray(0, 10));
    expect((await get(port, '/springs', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    writeFileSync(join(dir, 'springs.html.br'), brotliCompressSync(later));
    writeFileSync(join(dir, 'springs.html.gz'), gzipSync(later));
    done();
    await compressed;
    const br = await get(port, '/springs', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(later))).toBe(true);
    expect((await get(port, '/springs', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    siteServer.close();
  });

  it('a generation whose compressed copies were not all written is answered uncompressed: the copies there may be older', async () => {
    const siteServer = createSiteServer({ dir });
    await siteServer.useDir(dir, Promise.resolve(false));
    const port = await listen(siteServer);
    const answer = await get(port, '/about', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(page)).toBe(true);
    siteServer.close();
  });

  it('a file removed after the server started answers 404, and the server goes on serving', async () => {
    writeFileSync(join(dir, 'gone.txt'), 'x'.repeat(2000));
    const siteServer = createSiteServer({ dir });
    const port = await listen(siteServer);
    rmSync(join(dir, 'gone.txt'));
    expect((await get(port, '/gone.txt')).status).toBe(404);
    expect((await get(port, '/about')).status).toBe(200);
    siteServer.close();
  });
});
