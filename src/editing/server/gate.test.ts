import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { acceptKeyLink, isPrivatePath, KEY_COOKIE, refuseStranger } from './gate';

const KEY = 'k'.repeat(32);
function req(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method, url, headers: { host: '127.0.0.1:5174', ...headers } } as unknown as IncomingMessage;
}
function res() {
  const out = { status: 0, headers: {} as Record<string, unknown>, body: '' };
  const result = {
    writeHead(status: number, headers: Record<string, unknown> = {}) {
      out.status = status;
      out.headers = headers;
      return result;
    },
    end(body = '') {
      out.body = body;
      return result;
    },
  };
  return { out, r: result as unknown as ServerResponse };
}
const own = 'http://127.0.0.1:5174';
const cookie = `${KEY_COOKIE}=${KEY}`;

describe('who may use the edit server', () => {
  it('answers only the run’s key, from its own origin; writes need their Origin', () => {
    const cases: Array<[IncomingMessage, boolean]> = [
      [req('POST', '/api/v1', { origin: own }), false],
      [req('POST', '/api/v1', { origin: 'http://localhost:3000', cookie }), false],
      [req('POST', '/api/v1', { origin: own, cookie: `${KEY_COOKIE}=wrong` }), false],
      [req('POST', '/api/v1', { origin: own, cookie, 'sec-fetch-site': 'same-site' }), false],
      [req('POST', '/api/v1', { cookie }), false],
      [req('GET', '/admin/project.json'), false],
      [req('GET', '/admin/project.json', { cookie, origin: 'http://localhost:3000' }), false],
      [req('GET', '/admin/project.json', { cookie, 'sec-fetch-site': 'cross-site' }), false],
      [req('POST', '/api/v1', { origin: own, cookie }), true],
      [req('POST', '/api/v1', { origin: own, 'x-edit-key': KEY }), true],
      [req('GET', '/admin/project.json', { cookie, 'sec-fetch-site': 'same-origin' }), true],
    ];
    for (const [request, allowed] of cases) {
      const { out, r: response } = res();
      expect(refuseStranger(request, response, KEY), JSON.stringify(request.headers)).toBe(!allowed);
      expect(out.status).toBe(allowed ? 0 : 403);
    }
  });

  it('the printed link sets the key as an HttpOnly, SameSite=Strict cookie; an old link is refused', () => {
    const ok = res();
    expect(acceptKeyLink(req('GET', `/admin/?key=${KEY}`), ok.r, KEY)).toBe(true);
    expect(ok.out.status).toBe(303);
    expect(String(ok.out.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    const old = res();
    expect(acceptKeyLink(req('GET', `/admin/?key=${KEY}x`), old.r, KEY)).toBe(true);
    expect(old.out.status).toBe(403);
    // A page in words saying where the newest link is, not a line of plain text.
    expect(old.out.headers['content-type']).toMatch(/^text\/html/);
    expect(old.out.body).toContain('<h1>This link is from an earlier start</h1>');
    expect(old.out.body).toContain('<code>npm run edit</code>');
    // A browser that opened this start's link already goes on to the screen.
    const kept = res();
    expect(acceptKeyLink(req('GET', `/admin/?key=${KEY}x`, { cookie }), kept.r, KEY)).toBe(true);
    expect(kept.out).toMatchObject({ status: 303, headers: { location: '/admin/' } });
    expect(acceptKeyLink(req('GET', '/admin/'), res().r, KEY)).toBe(false);
  });

  it('a browser opening a kept address without the key gets a page saying where the link is; a script gets its sentence', () => {
    const page = res();
    expect(
      refuseStranger(req('GET', '/admin/', { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' }), page.r, KEY),
    ).toBe(true);
    expect(page.out.status).toBe(403);
    expect(page.out.headers['content-type']).toMatch(/^text\/html/);
    expect(page.out.body).toContain('<h1>The editing screen opens from its link</h1>');
    expect(page.out.body).not.toContain('{"error"');
    const script = res();
    expect(refuseStranger(req('GET', '/admin/project.json', { accept: '*/*' }), script.r, KEY)).toBe(true);
    expect(JSON.parse(script.out.body)).toEqual({ error: 'Open the editing screen from the link it printed when it started.' });
    const write = res();
    expect(refuseStranger(req('POST', '/api/v1', { accept: 'text/html', origin: own }), write.r, KEY)).toBe(true);
    expect(write.out.headers['content-type']).toMatch(/json/);
  });

  it('never serves the lead database, git, settings or deploy files, however the path is spelled', () => {
    for (const text of [
      '/data/leads.sqlite',
      '/data/x.txt',
      '/.git/config',
      '/%2egit/HEAD',
      '/package.json',
      '/.ci/run',
      '/.build/scripts/edit.mjs',
      '/.build/vite-edit/deps/../../scripts/edit.mjs',
      '/.build/vite-edit/_metadata.json',
      '/deploy/Dockerfile',
      '/%2e%2e/x',
      '/@fs/work/project/data/leads.sqlite',
      '/@fs/work/project/.git/config',
      '/x/leads.sqlite-wal',
      '/.env',
      '/%E0%A4%A',
    ])
      expect(isPrivatePath(text), text).toBe(true);
    for (const text of [
      '/admin/',
      '/src/editing/screen/main.ts',
      '/.build/vite-edit/deps/decap-cms-app.js?v=1',
      '/services/garage-door-repair',
      '/@vite/client',
    ])
      expect(isPrivatePath(text), text).toBe(false);
  });
});
