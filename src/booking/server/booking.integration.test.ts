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
    child.stdout.on('data', (buffer: Buffer) => buffer.toString().includes('locked') && resolve());
    child.once('exit', () => reject(new Error('the lock holder exited')));
  });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end('go\n');
    await exited;
  };
}

describe('while another process holds the database lock', () => {
  it('pages are answered during the wait, and the post gets 503 with Retry-After and keeps the draft', async () => {
    const server = await startServer('locked');
    const release = await holdWriteLock(join(scratch, 'locked.sqlite'));
    try {
      const data = form({ email: 'locked@example.com', name: 'Ana "Locked" Ruiz' });
      let posted = false;
      const post = send(server.port, encode(data)).finally(() => (posted = true));
      await new Promise((resolve) => setTimeout(resolve, 50)); // the post has reached the database
      let pagesWhileWaiting = 0;
      while (!posted) {
        const page = await get(server.port, '/');
        expect(page.status).toBe(200);
        if (!posted) pagesWhileWaiting++;
      }
      expect(pagesWhileWaiting).toBeGreaterThan(0);
      const reply = await post;
      expect(reply.status).toBe(503);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(reply.text)).toMatchObject({ ok: false, error: 'busy' });
      expect(JSON.parse(reply.text).message).toMatch(/not saved yet.*send them again/);

      const html = await send(server.port, encode(data), { Accept: 'text/html' });
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
      expect((await send(server.port, encode(form({ email: 'after-lock@example.com' })))).status).toBe(200);
      expect(server.booking.store.list().map((lead) => lead.email)).toEqual(['after-lock@example.com']);
    } finally {
      await stop(server);
    }
  });
});

describe('the last places of a window', () => {
  it('50 posts at once for one window: exactly its capacity stored, every other one refused naming free times', async () => {
    const server = await startServer('capacity', undefined, {}, site);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    try {
      const one = form();
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          send(server.port, encode(form({ date: one.date, time: one.time, email: `race-${i}@example.com` })), {}, { agent }),
        ),
      );
      const capacity = site.manifest.booking.slotCapacity;
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(capacity);
      const refused = replies.filter((reply) => reply.status !== 200);
      expect(new Set(refused.map((reply) => reply.status))).toEqual(new Set([409]));
      expect(JSON.parse(refused[0].text).errors.time).toMatch(/is fully booked\. The nearest free times: /);
      expect(server.booking.store.count()).toBe(capacity);
    } finally {
      agent.destroy();
      await stop(server);
    }
  });
});

describe('under load', () => {
  it('2,000 posts, 50 at a time: zero errors, exactly 2,000 rows', async () => {
    const server = await startServer('load');
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    try {
      const statuses = new Map<number, number>();
      let next = 0;
      const worker = async () => {
        while (next < 2000) {
          const i = next++;
          const reply = await send(server.port, encode(form({ email: `load-${i}@example.com` })), {}, { agent });
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 50 }, worker));
      expect(Object.fromEntries(statuses)).toEqual({ 200: 2000 });
      expect(server.booking.store.count()).toBe(2000);
      expect(new Set(server.booking.store.list().map((lead) => lead.email)).size).toBe(2000);
    } finally {
      agent.destroy();
      await stop(server);
    }
  });

  it('a server killed with SIGKILL mid-load has kept every lead it acknowledged', async () => {
    const dbPath = join(scratch, 'crash.sqlite');
    const server = await startBookingProcess(dbPath, siteDir);
    const { port, child } = server;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const acknowledged: string[] = [];
    let failed = 0;
    let next = 0;
    const worker = async () => {
      while (next < 5000) {
        const email = `crash-${next++}@example.com`;
        try {
          const reply = await send(port, encode(form({ email })), {}, { agent });
          if (reply.status === 200) acknowledged.push(email);
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
      const stored = new Set(store.list().map((lead) => lead.email));
      expect(acknowledged.length).toBeGreaterThanOrEqual(300);
      expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
    } finally {
      store.close();
    }
  });
});
