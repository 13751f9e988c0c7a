import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headersFile, redirectsFile } from '../build/hostfiles';
import { lookupFile } from '../routes/files';
import { headersFor, hostAnswer, loadHeaders, loadRedirects } from './host-rules';

const dir = mkdtempSync(join(tmpdir(), 'host-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

describe('_redirects', () => {
  const text = redirectsFile(
    [{ from: '/tampa', to: '/cities/tampa', status: 301, declared: true }],
    [
      { from: '/services/:serviceId/:cityId', to: '/services/_missing/_missing.html', status: 404 },
      { from: '/services/:serviceId', to: '/services', status: 301 },
    ],
    [{ from: '/booking/submit', to: '/booking/thanks.html', status: 200 }],
  );

  it('is written in Netlify syntax: declared redirects and stand-ins forced, unknown-id rules not', () => {
    expect(text).toContain('/tampa  /cities/tampa  301!');
    expect(text).toContain('/services/_missing/_missing  /services/_missing/_missing.html  404!');
    expect(text).toContain('/services/_missing/_missing.html  /services/_missing/_missing.html  404!');
    expect(text).toContain('/services/:serviceId/:cityId  /services/_missing/_missing.html  404\n');
  });

  it("is read by Netlify's parser and matched by Netlify's matcher", async () => {
    const match = await loadRedirects(file('_redirects', text));
    expect(match('/tampa')).toEqual({ from: '/tampa', to: '/cities/tampa', status: 301, force: true });
    expect(match('/tampa/')).toMatchObject({ to: '/cities/tampa', status: 301 });
    expect(match('/services/x/y')).toEqual({
      from: '/services/:serviceId/:cityId',
      to: '/services/_missing/_missing.html',
      status: 404,
      force: false,
    });
    expect(match('/services/x')).toMatchObject({ to: '/services', status: 301, force: false });
    expect(match('/services/x/')).toMatchObject({ to: '/services', status: 301 });
    expect(match('/services/_missing/_missing')).toMatchObject({ status: 404, force: true });
    expect(match('/booking/submit')).toMatchObject({ to: '/booking/thanks.html', status: 200 });
    expect(match('/nothing/here/at/all')).toBeUndefined();
  });

  it('a line the host cannot read is an error, not a silently dropped rule', async () => {
    await expect(loadRedirects(file('_bad', '/a\n/b /c 301\n'))).rejects.toThrow(/_bad has 1 rule.*\n.*line 1/);
  });
});

describe("the host's file lookup (Netlify, pretty URLs)", () => {
  // Netlify's documented answers for file.html, folder/index.html, and both.html beside both/index.html.
  const files = new Set(['index.html', 'file.html', 'folder/index.html', 'both.html', 'both/index.html', 'both/page.json', 'robots.txt']);
  const has = (rel: string) => files.has(rel);

  it('x.html answers /x; /x/ redirects to /x, even beside a folder x/', () => {
    expect(lookupFile('/file', has)).toEqual({ file: 'file.html' });
    expect(lookupFile('/file/', has)).toEqual({ redirect: '/file' });
    expect(lookupFile('/file.html', has)).toEqual({ file: 'file.html' });
    expect(lookupFile('/both', has)).toEqual({ file: 'both.html' });
    expect(lookupFile('/both/', has)).toEqual({ redirect: '/both' });
    expect(lookupFile('/both/page.json', has)).toEqual({ file: 'both/page.json' });
  });

  it('x/index.html alone makes /x redirect to /x/', () => {
    expect(lookupFile('/folder', has)).toEqual({ redirect: '/folder/' });
    expect(lookupFile('/folder/', has)).toEqual({ file: 'folder/index.html' });
    expect(lookupFile('/', has)).toEqual({ file: 'index.html' });
    expect(lookupFile('/robots.txt', has)).toEqual({ file: 'robots.txt' });
    expect(lookupFile('/nothing', has)).toBeUndefined();
    expect(lookupFile('//both/', has)).toEqual({ redirect: '/both' });
  });

  it('a file shadows a rule that is not forced; a forced rule wins over a file; a 404 rule serves its target with 404', () => {
    const rules = {
      '/both': { from: '/:id', to: '/elsewhere', status: 301, force: false },
      '/file': { from: '/file', to: '/both', status: 301, force: true },
      '/gone': { from: '/:id', to: '/both.html', status: 404, force: false },
      '/lost': { from: '/:id', to: '/no-such.html', status: 404, force: false },
    } as const;
    const match = (text: string) => rules[text as keyof typeof rules];
    expect(hostAnswer('/both', match, has)).toEqual({ type: 'file', file: 'both.html', status: 200 });
    expect(hostAnswer('/file', match, has)).toEqual({ type: 'redirect', to: '/both', status: 301, keepsQuery: true });
    expect(hostAnswer('/gone', match, has)).toEqual({ type: 'file', file: 'both.html', status: 404 });
    expect(hostAnswer('/lost', match, has)).toEqual({ type: 'file', file: '404.html', status: 404 });
    expect(hostAnswer('/nothing', match, has)).toEqual({ type: 'file', file: '404.html', status: 404 });
    expect(hostAnswer('/folder', match, has)).toEqual({ type: 'redirect', to: '/folder/', status: 301, keepsQuery: true, toPage: true });
  });
});

describe('_headers', async () => {
  const rules = await loadHeaders(file('_headers', headersFile()));

  it('security headers everywhere, immutable caching only for hashed assets', () => {
    const page = headersFor(rules, '/cities/tampa');
    const asset = headersFor(rules, '/assets/chunks/x.js');
    expect(page['Content-Security-Policy']).toContain("script-src 'self'");
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['X-Content-Type-Options']).toBe('nosniff');
    // A photo's sized copy is named after its content: cached for good, like the assets.
    expect(headersFor(rules, '/images/sized/x-800.0a1b2c3d.avif')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/images/x.jpg')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  });

  it('no Cross-Origin-Opener-Policy: every landing would start in a new browsing context group (decision 015)', () => {
    const page = headersFor(rules, '/');
    expect(Object.keys(page).map((key) => key.toLowerCase())).not.toContain('cross-origin-opener-policy');
    expect(page['X-Frame-Options']).toBe('DENY');
  });

  it('the data files the browser fetches are noindex; the pages say so themselves', () => {
    for (const path of [
      '/page.json',
      '/shell.json',
      '/cities/tampa/page.json',
      '/services/garage-door-repair/tampa/page.json',
      '/_not-found/page.json',
    ]) {
      expect(headersFor(rules, path)['X-Robots-Tag'], path).toBe('noindex');
    }
    for (const path of ['/', '/cities/tampa', '/cities/tampa/page', '/assets/x.js', '/robots.txt']) {
      expect(headersFor(rules, path)['X-Robots-Tag'], path).toBeUndefined();
    }
  });
});
