import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observatoryScore } from '../../tests/support/observatory';
import { loadSite } from '../manifest/load';
import type { BookingHandler } from '../booking/server/booking';
import { headersFor, loadHeaders } from '../server/host-rules';
import { siteServer } from '../server/start';
import { ADMIN_CSP, headersFile, SECURITY_HEADERS } from './hostfiles';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

/** Features browsers know in Permissions-Policy (an unknown one is a console error in Chromium on every page). */
const KNOWN_FEATURES = new Set([
  'accelerometer',
  'ambient-light-sensor',
  'attribution-reporting',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'compute-pressure',
  'cross-origin-isolated',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'web-share',
  'window-management',
  'xr-spatial-tracking',
]);

const lower = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key.toLowerCase(), value]));

describe('the scorer follows the Observatory rules', () => {
  it('grades known header sets as the Observatory does', () => {
    expect(observatoryScore({})).toMatchObject({ score: 30, grade: 'D' });
    const strong = {
      'content-security-policy': "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    };
    expect(observatoryScore(strong)).toMatchObject({ score: 120, grade: 'A+' });
    expect(observatoryScore({ ...strong, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }).grade).toBe(
      'C+',
    ); // -20, and no frame-ancestors left: -20
    expect(observatoryScore({ ...strong, 'strict-transport-security': 'max-age=86400' }).score).toBe(110); // 100 - 10 = 90, so the 20 of bonuses still count
    expect(observatoryScore({ ...strong, 'content-security-policy': "default-src 'self'; object-src *" }).grade).not.toBe('A+');
  });
});

describe('the deployed headers', () => {
  it('score A+ by the Observatory rules, on pages and on hashed assets (the _headers file read as the host reads it)', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'headers-file-'));
    writeFileSync(join(scratch, '_headers'), headersFile());
    const rules = await loadHeaders(join(scratch, '_headers'));
    rmSync(scratch, { recursive: true, force: true });
    for (const path of ['/', '/services/garage-door-repair', '/assets/index-1a2b3c.js', '/booking/submit']) {
      const result = observatoryScore(lower(headersFor(rules, path)));
      expect(
        result.modifiers.filter((modifier) => modifier.score < 0),
        path,
      ).toEqual([]);
      expect(result.grade, path).toBe('A+');
    }
  });

  it('give the editing screen its own policy and noindex, and its hashed code a year of caching; the pages keep theirs', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'headers-file-'));
    writeFileSync(join(scratch, '_headers'), headersFile());
    const rules = await loadHeaders(join(scratch, '_headers'));
    rmSync(scratch, { recursive: true, force: true });
    for (const path of ['/admin/', '/admin/project.json', '/admin/assets/cms-1a2b3c.js']) {
      const record = headersFor(rules, path);
      expect(record['Content-Security-Policy'], path).toBe(ADMIN_CSP);
      expect(record['X-Robots-Tag'], path).toBe('noindex, nofollow');
      expect(record['Strict-Transport-Security'], path).toBe(SECURITY_HEADERS['Strict-Transport-Security']);
    }
    expect(headersFor(rules, '/admin/assets/cms-1a2b3c.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/admin/')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    for (const path of ['/', '/services/garage-door-repair', '/booking']) {
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    }
  });

  it('name only features browsers know in Permissions-Policy (no interest-cohort)', () => {
    const features = SECURITY_HEADERS['Permissions-Policy'].split(',').map((text) => text.trim().split('=')[0]);
    expect(features.filter((feature) => !KNOWN_FEATURES.has(feature))).toEqual([]);
  });
});

describe('what npm start sends', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'headers-'));
  const dir = join(scratch, 'dist');
  let server: Server;
  let booking: BookingHandler;
  let port: number;
  beforeAll(async () => {
    const { site } = loadSite(FIXTURE_SITE);
    if (!site) throw new Error('site.yaml did not load');
    mkdirSync(join(dir, 'services'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(dir, 'services', 'index.html'), '<!doctype html><title>Services</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dir, '_headers'), headersFile());
    ({ server, booking } = siteServer(site, dir, process.env, { dbPath: join(scratch, 'leads.sqlite'), log: () => {} }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    booking.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const fetchHeaders = (path: string, method = 'GET', body?: string): Promise<{ status: number; headers: IncomingHttpHeaders }> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'text/plain', 'Content-Length': String(body.length) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  for (const [what, path, method, body] of [
    ['a page', '/', 'GET'],
    ['a trailing-slash redirect', '/services/', 'GET'],
    ['a missing page', '/no-such-page', 'GET'],
    ['a missing asset', '/assets/none-1a2b3c.js', 'GET'],
    ['a bad address', '/%0d%0a/', 'GET'],
    ['the booking handler refusing a post', '/booking/submit', 'POST', 'x'],
    ['the health check', '/healthz', 'GET'],
  ] as const) {
    it(`${what} scores A+`, async () => {
      const headers = await fetchHeaders(path, method, body);
      const result = observatoryScore(headers.headers as Record<string, string>);
      expect(result.modifiers.filter((modifier) => modifier.score < 0)).toEqual([]);
      expect(result.grade).toBe('A+');
      expect(String(headers.headers['permissions-policy'])).not.toContain('interest-cohort');
    });
  }
});
