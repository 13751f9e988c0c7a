import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import type { BookingHandler } from '../booking/server/booking';
import { HEALTH_PATH } from './health';
import { siteServer } from './start';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const scratch = mkdtempSync(join(tmpdir(), 'health-'));
const dir = join(scratch, 'dist');

function get(port: number, path: string): Promise<{ status: number; body: string; cache?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (buffer: Buffer) => chunks.push(buffer));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8'), cache: res.headers['cache-control'] }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe("npm start's health endpoint", () => {
  let server: Server;
  let booking: BookingHandler;
  let port: number;
  beforeAll(async () => {
    const { site } = loadSite(FIXTURE_SITE);
    if (!site) throw new Error('site.yaml did not load');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
    ({ server, booking } = siteServer(site, dir, { ...process.env, MAX_CONNECTIONS: '50' }, { dbPath: join(scratch, 'leads.sqlite') }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    booking.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('answers 200 "ok", never cached, while the site is built and the lead database can be read', async () => {
    const result = await get(port, HEALTH_PATH);
    expect(result).toMatchObject({ status: 200, body: 'ok\n', cache: 'no-store' });
  });

  it('answers 503 when the built site is missing', async () => {
    const copy = join(scratch, 'kept.html');
    copyFileSync(join(dir, 'index.html'), copy);
    rmSync(join(dir, 'index.html'));
    try {
      const result = await get(port, HEALTH_PATH);
      expect(result.status).toBe(503);
      expect(result.body).toMatch(/no built site/);
    } finally {
      copyFileSync(copy, join(dir, 'index.html'));
    }
    expect((await get(port, HEALTH_PATH)).status).toBe(200);
  });
});

describe('the supervisor files docs/deploying.md documents', () => {
  const unit = readFileSync('deploy/baywise-site.service', 'utf8');
  const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
  const readme = readFileSync('docs/deploying.md', 'utf8');

  it('the systemd unit restarts the server always and runs npm start', () => {
    expect(unit).toMatch(/^Restart=always$/m);
    expect(unit).toMatch(/^ExecStart=\S*node scripts\/run\.mjs start$/m);
    expect(readme).toContain('deploy/baywise-site.service');
  });

  it('the unit passes systemd-analyze verify (where systemd-analyze is installed)', (ctx) => {
    if (spawnSync('systemd-analyze', ['--version']).status !== 0) return ctx.skip();
    const own = mkdtempSync(join(tmpdir(), 'unit-'));
    const copy = join(own, 'baywise-site.service');
    // verify checks that ExecStart's program exists: point it at this machine's node
    writeFileSync(copy, unit.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`));
    try {
      expect(() => execFileSync('systemd-analyze', ['verify', copy], { stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("the container's HEALTHCHECK polls the health endpoint that npm start answers", () => {
    const check = /^HEALTHCHECK .*\\\n\s+CMD (.+)$/m.exec(dockerfile);
    expect(check?.[1]).toContain(`'${HEALTH_PATH}'`);
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/run\.mjs", "start"\]$/m);
    expect(readme).toContain('deploy/Dockerfile');
  });
});
