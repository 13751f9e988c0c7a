/**
 * The booking handler under conditions a unit test should not create: another process holding the
 * database's write lock, 2,000 posts at once, and a server killed mid-load.
 */
import { spawn } from 'node:child_process';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingBed, encode, get, send, startBookingProcess, stop } from '../../../tests/support/booking-http';
import { openLeadStore } from './lead-store';

const { site, scratch, siteDir, startServer, form, cleanup } = bookingBed();
afterAll(cleanup);

async function holdWriteLock(dbPath: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(${JSON.stringify(dbPath)}); db.exec('BEGIN IMMEDIATE'); console.log('locked'); process.stdin.once('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.once('exit', () => reject(new Error('the lock holder exited')));
  });
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.stdin.end('go\n');
    await exited;
  };
}

describe('while another process holds the database lock', () => {
  it('pages are answered during the wait, and the post gets 503 with Retry-After and keeps the draft', async () => {
    const s = await startServer('locked');
    const release = await holdWriteLock(join(scratch, 'locked.sqlite'));
    try {
      const data = form({ email: 'locked@example.com', name: 'Ana "Locked" Ruiz' });
      let posted = false;
      const post = send(s.port, encode(data)).finally(() => (posted = true));
      await new Promise((r) => setTimeout(r, 50)); // the post has reached the database
      let pagesWhileWaiting = 0;
      while (!posted) {
        const page = await get(s.port, '/');
        expect(page.status).toBe(200);
        if (!posted) pagesWhileWaiting++;
      }
      expect(pagesWhileWaiting).toBeGreaterThan(0);
      const r = await post;
      expect(r.status).toBe(503);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(r.text)).toMatchObject({ ok: false, error: 'busy' });
      expect(JSON.parse(r.text).message).toMatch(/not saved yet.*send them again/);

      const html = await send(s.port, encode(data), { Accept: 'text/html' });
      expect(html.status).toBe(503);
      expect(html.headers['retry-after']).toBeTruthy();
      expect(html.text).toMatch(/<form method="post" action="\/booking\/submit"/);
      expect(html.text).toContain('value="Ana &quot;Locked&quot; Ruiz"');
      expect(html.text).toContain('value="locked@example.com"');
      expect(html.text).toContain(`value="${data['submission-key']}"`);
      expect(html.text).toContain(`${data.issue.split('\n')[0]}`);
    } finally {
      await release();
    }
    try {
      expect((await send(s.port, encode(form({ email: 'after-lock@example.com' })))).status).toBe(200);
      expect(s.booking.store.list().map((l) => l.email)).toEqual(['after-lock@example.com']);
    } finally {
      await stop(s);
    }
  });
});

describe('the last places of a window', () => {
  it('50 posts at once for one window: exactly its capacity stored, every other one refused naming free times', async () => {
    const s = await startServer('capacity', undefined, {}, site);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    try {
      const one = form();
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          send(s.port, encode(form({ date: one.date, time: one.time, email: `race-${i}@example.com` })), {}, { agent }),
        ),
      );
      const capacity = site.manifest.booking.slotCapacity;
      expect(replies.filter((r) => r.status === 200)).toHaveLength(capacity);
      const refused = replies.filter((r) => r.status !== 200);
      expect(new Set(refused.map((r) => r.status))).toEqual(new Set([409]));
      expect(JSON.parse(refused[0].text).errors.time).toMatch(/is fully booked\. The nearest free times: /);
      expect(s.booking.store.count()).toBe(capacity);
    } finally {
      agent.destroy();
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
    const server = await startBookingProcess(dbPath, siteDir);
    const { port, child } = server;
    const exited = new Promise((r) => child.once('exit', r));
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
    await Promise.all(Array.from({ length: 50 }, worker)).finally(() => server.stop());
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
