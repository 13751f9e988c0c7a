/**
 * A mail server's refusals, against a real SMTP server (smtp-server): a permanent one (550) is tried
 * once and listed by `npm run leads -- --failed`; a temporary one (451) waits for its own next try,
 * and neither is tried again because another message went through.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emptyValues } from '../../rules/fields';
import { loadSite, type Site } from '../../../manifest/load';
import { openLeadStore } from '../lead-store';
import { DEFAULT_RETRY } from './backoff';
import { mailBuilder } from './index';
import { smtpSend, startMailSender } from './sender';

const scratch = mkdtempSync(join(tmpdir(), 'mail-refusal-'));
const dbPath = join(scratch, 'leads.sqlite');
/** RCPT TO attempts per address, and the addresses whose message was taken. */
const rcpt = new Map<string, number>();
const delivered: string[] = [];
let smtp: SMTPServer;
let port: number;
let site: Site;

beforeAll(async () => {
  const loaded = loadSite(process.cwd());
  if (!loaded.site) throw new Error('site.yaml did not load');
  site = loaded.site;
  smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, cb) {
      const to = address.address.toLowerCase();
      rcpt.set(to, (rcpt.get(to) ?? 0) + 1);
      if (to.startsWith('refused@')) return cb(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      if (to.startsWith('later@')) return cb(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }));
      cb();
    },
    onData(stream, session, cb) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((address) => address.address));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(scratch, { recursive: true, force: true });
});

it('a 550 is tried once and listed as failed; a 451 keeps its own schedule; a good booking hurries neither', async () => {
  const store = openLeadStore(dbPath);
  const messages = mailBuilder(site, () => {});
  const book = (email: string) =>
    store.save(
      {
        ...emptyValues(site.manifest.booking.state),
        name: 'Pat Lee',
        phone: '(813) 555-0142',
        email,
        street: '1 Main St',
        city: 'Tampa',
        zip: '33602',
      },
      `key-${email}`,
      new Date(),
      messages,
    );
  const config = {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: { name: site.manifest.business.name, address: 'bookings@example.com' },
    notifyTo: [{ name: 'Office', address: 'office@example.com' }],
    notifyFromEnv: true,
    retry: DEFAULT_RETRY,
  };
  const lines: string[] = [];
  book('refused@example.com');
  book('later@example.com');
  const sender = startMailSender({ outbox: store.outbox, send: smtpSend(config), retry: DEFAULT_RETRY, log: (text) => lines.push(text) });
  try {
    await sender.idle();
    expect(rcpt.get('refused@example.com')).toBe(1);
    expect(rcpt.get('later@example.com')).toBe(1);
    expect(store.outbox.failed().map((delivery) => delivery.kind)).toEqual(['visitor']);
    expect(store.outbox.counts()).toEqual({ pending: 1, sent: 2, failed: 1 });
    // A good booking goes through at once; the refused message is not tried again, the deferred one not before its time.
    book('good@example.com');
    sender.wake();
    await sender.idle();
    expect(delivered).toContain('good@example.com');
    expect(rcpt.get('refused@example.com')).toBe(1);
    expect(rcpt.get('later@example.com')).toBe(1);
    expect(lines.filter((line) => line.startsWith('mail: FAILED'))).toHaveLength(1);
  } finally {
    await sender.stop();
    store.close();
  }
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/run.mjs', 'leads', '--', '--failed'], {
    env: { ...process.env, LEADS_DB: dbPath },
  });
  expect(stdout).toMatch(/visitor e-mail of lead #1 \(Pat Lee, refused@example\.com\)/);
  expect(stdout).toMatch(/after 1 try \(EENVELOPE SMTP 550/);
  expect(stdout).not.toContain('later@example.com');
  expect(stdout).toContain('1 failed e-mail.');
});
