import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyValues } from '../../rules/fields';
import { openLeadStore, type Lead, type LeadStore } from '../lead-store';
import { DEFAULT_RETRY, retryDelay } from './backoff';
import type { MailMessage } from './messages';
import { LEASE_MS, startMailSender, TOO_LATE, type SendOne } from './sender';

const dir = mkdtempSync(join(tmpdir(), 'mail-sender-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshStore = () => openLeadStore(join(dir, `leads-${++n}.sqlite`));

const message = (kind: 'office' | 'visitor', lead: Lead): MailMessage => ({
  kind,
  to: kind === 'office' ? [] : [{ name: lead.name, address: lead.email }],
  subject: `${kind} ${lead.id}`,
  text: 'text',
  html: '<p>html</p>',
  messageId: `<${lead.id}-${kind}@example.com>`,
});
const both = (lead: Lead) => [message('office', lead), message('visitor', lead)];
const values = (name: string) => ({
  ...emptyValues('Florida'),
  name,
  phone: '8135550123',
  email: `${name}@example.com`,
  street: '1 Main St',
  city: 'Tampa',
  zip: '33602',
});
const addLead = (store: LeadStore, name: string) => store.save(values(name), `key-${name}`, new Date(), both);

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2031, 0, 1)) {
  let time = start;
  return { now: () => time, set: (value: number) => (time = value), advance: (ms: number) => (time += ms) };
}
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED' });

describe('retry delay', () => {
  it('first retry within 10 s by default, doubling, capped at MAIL_RETRY_MAX_S, never in lockstep', () => {
    expect(DEFAULT_RETRY).toEqual({ firstMs: 5_000, maxMs: 300_000, giveUpMs: 86_400_000 });
    const retryPolicy = DEFAULT_RETRY;
    expect(retryDelay(1, retryPolicy, () => 0)).toBe(5_000);
    expect(retryDelay(1, retryPolicy, () => 0.999)).toBeGreaterThanOrEqual(4_000);
    expect(retryDelay(2, retryPolicy, () => 0)).toBe(10_000);
    expect(retryDelay(3, retryPolicy, () => 0)).toBe(20_000);
    expect(retryDelay(7, retryPolicy, () => 0)).toBe(300_000);
    expect(retryDelay(1000, retryPolicy, () => 0)).toBe(300_000);
    for (let i = 1; i < 60; i++) {
      const days = retryDelay(i, retryPolicy);
      expect(days).toBeGreaterThan(0);
      expect(days).toBeLessThanOrEqual(300_000);
    }
    expect(retryDelay(1, { firstMs: 200, maxMs: 1_000 }, () => 0)).toBe(200);
    expect(retryDelay(10, { firstMs: 200, maxMs: 1_000 }, () => 0)).toBe(1_000);
  });

  it("after an outage of a minute, the next try comes within a minute of the server's return, with the default schedule", () => {
    for (const random of [() => 0, () => 0.999, Math.random]) {
      // tries at 0, then after each wait, until one falls after the outage
      let time = 0;
      let failures = 0;
      while (time < 60_000) time += retryDelay(++failures, DEFAULT_RETRY, random);
      expect(time - 60_000).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('the outbox', () => {
  it('commits a lead and its messages together; a repeated key adds neither', () => {
    const store = freshStore();
    expect(addLead(store, 'ana')).toMatchObject({ stored: true, id: 1 });
    expect(addLead(store, 'ana')).toMatchObject({ stored: false, updated: false, id: 1 });
    expect(store.outbox.counts()).toEqual({ pending: 2, sent: 0, failed: 0 });
    // a builder that throws rolls the lead back with it: nothing half-stored
    expect(() =>
      store.save(values('bob'), 'key-bob', new Date(), () => {
        throw new Error('no copy');
      }),
    ).toThrow('no copy');
    expect(store.count()).toBe(1);
    expect(store.outbox.counts().pending).toBe(2);
    store.close();
  });
});

describe('the sender', () => {
  it('sends each pending message once, office and visitor', async () => {
    const store = freshStore();
    addLead(store, 'ana');
    const got: string[] = [];
    const sender = startMailSender({
      outbox: store.outbox,
      send: async (mailMessage) => void got.push(mailMessage.subject),
      retry: DEFAULT_RETRY,
      log: () => {},
    });
    await sender.idle();
    expect(got).toEqual(['office 1', 'visitor 1']);
    expect(store.outbox.counts()).toEqual({ pending: 0, sent: 2, failed: 0 });
    addLead(store, 'bob');
    sender.wake();
    await sender.idle();
    expect(got).toEqual(['office 1', 'visitor 1', 'office 2', 'visitor 2']);
    await sender.stop();
    store.close();
  });

  it('retries with backoff until the server takes the message, each message on its own schedule', async () => {
    const store = freshStore();
    const counter = clock();
    let up = false;
    const got: string[] = [];
    const send: SendOne = async (mailMessage) => {
      if (!up) throw refused();
      got.push(mailMessage.subject);
    };
    addLead(store, 'ana');
    const lines: string[] = [];
    const sender = startMailSender({
      outbox: store.outbox,
      send,
      retry: DEFAULT_RETRY,
      log: (text) => lines.push(text),
      now: counter.now,
      random: () => 0,
    });
    await sender.idle();
    const [office] = store.outbox.deliveries().get(1)!;
    expect(office).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: counter.now() + 5_000 });
    expect(office.lastError).toContain('ECONNREFUSED');
    expect(lines.join('\n')).toMatch(/message #1 \(office e-mail of lead #1\) not sent \(ECONNREFUSED\), try 1; next in 5 s/);
    expect(lines.join('\n')).not.toContain('ana@example.com'); // logs carry no addresses
    counter.advance(5_000);
    sender.wake();
    await sender.idle();
    expect(store.outbox.deliveries().get(1)![0]).toMatchObject({ attempts: 2, nextAttemptAt: counter.now() + 10_000 });
    // The server is back; a new lead's messages go at once, and the waiting ones at their own time.
    up = true;
    addLead(store, 'bob');
    sender.wake();
    await sender.idle();
    expect(got.sort()).toEqual(['office 2', 'visitor 2']);
    expect(store.outbox.counts()).toEqual({ pending: 2, sent: 2, failed: 0 });
    counter.set(store.outbox.nextDue()!);
    sender.wake();
    await sender.idle();
    expect(got.sort()).toEqual(['office 1', 'office 2', 'visitor 1', 'visitor 2']);
    expect(store.outbox.counts()).toEqual({ pending: 0, sent: 4, failed: 0 });
    await sender.stop();
    store.close();
  });

  it('marks a message refused for good (SMTP 5xx) failed at its first refusal, lists it, and tries it no more', async () => {
    const store = freshStore();
    const counter = clock();
    addLead(store, 'typo');
    const tries: string[] = [];
    const lines: string[] = [];
    const sender = startMailSender({
      outbox: store.outbox,
      send: async (mailMessage) => {
        tries.push(mailMessage.subject);
        if (mailMessage.kind === 'visitor')
          throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550, command: 'RCPT TO:<x>' });
      },
      retry: DEFAULT_RETRY,
      log: (text) => lines.push(text),
      now: counter.now,
    });
    await sender.idle();
    expect(store.outbox.counts()).toEqual({ pending: 0, sent: 1, failed: 1 });
    expect(store.outbox.failed()).toMatchObject([{ kind: 'visitor', attempts: 1 }]);
    expect(store.outbox.failed()[0].lastError).toContain('SMTP 550');
    expect(lines.filter((line) => line.startsWith('mail: FAILED'))).toHaveLength(1);
    // New bookings go out; the refused message is not tried again.
    for (const name of ['next1', 'next2']) {
      addLead(store, name);
      sender.wake();
      await sender.idle();
      counter.advance(DEFAULT_RETRY.maxMs);
    }
    expect(tries.filter((text) => text === 'visitor 1')).toHaveLength(1);
    expect(store.outbox.nextDue()).toBeUndefined();
    await sender.stop();
    store.close();
  });

  it('a successful send does not make other failing messages due early', async () => {
    const store = freshStore();
    const counter = clock();
    const failing = new Set(['office 1', 'visitor 1', 'office 2', 'visitor 2']);
    const tries: string[] = [];
    addLead(store, 'a');
    addLead(store, 'b');
    const sender = startMailSender({
      outbox: store.outbox,
      send: async (mailMessage) => {
        tries.push(mailMessage.subject);
        if (failing.has(mailMessage.subject))
          throw Object.assign(new Error('451 4.3.0 try again later'), { responseCode: 451, command: 'DATA' });
      },
      retry: DEFAULT_RETRY,
      log: () => {},
      now: counter.now,
      random: () => 0,
    });
    await sender.idle();
    expect(tries).toHaveLength(4);
    // a booking a second later is sent; the four waiting ones stay at their time (5 s after their failure)
    counter.advance(1_000);
    addLead(store, 'c');
    sender.wake();
    await sender.idle();
    expect(tries.slice(4).sort()).toEqual(['office 3', 'visitor 3']);
    expect(store.outbox.counts()).toEqual({ pending: 4, sent: 2, failed: 0 });
    expect(store.outbox.nextDue()).toBe(counter.now() + 4_000);
    await sender.stop();
    store.close();
  });

  it('marks a message failed after 24 h of temporary failures and reports it', async () => {
    const store = freshStore();
    const counter = clock();
    addLead(store, 'ana');
    const lines: string[] = [];
    // waits of up to an hour, so that the day passes in a few dozen tries
    const retry = { ...DEFAULT_RETRY, maxMs: 3_600_000 };
    const sender = startMailSender({
      outbox: store.outbox,
      send: async () => {
        throw Object.assign(new Error('452 4.2.2 mailbox full'), { responseCode: 452, command: 'RCPT TO:<x>' });
      },
      retry,
      log: (text) => lines.push(text),
      now: counter.now,
    });
    await sender.idle();
    const start = counter.now();
    let rounds = 0;
    for (let due = store.outbox.nextDue(); due !== undefined; due = store.outbox.nextDue()) {
      const before = counter.now();
      counter.set(due);
      expect(counter.now() - before).toBeLessThanOrEqual(retry.maxMs);
      sender.wake();
      await sender.idle();
      rounds++;
    }
    expect(counter.now() - start).toBeGreaterThanOrEqual(DEFAULT_RETRY.giveUpMs);
    expect(counter.now() - start).toBeLessThan(DEFAULT_RETRY.giveUpMs + retry.maxMs);
    expect(rounds).toBeGreaterThan(24); // 24 h at most an hour apart
    expect(store.outbox.counts()).toEqual({ pending: 0, sent: 0, failed: 2 });
    const failed = store.outbox.failed();
    expect(failed.map((delivery) => delivery.kind).sort()).toEqual(['office', 'visitor']);
    expect(failed[0].lastError).toContain('SMTP 452');
    expect(lines.filter((line) => line.startsWith('mail: FAILED'))).toHaveLength(2);
    expect(lines.find((line) => line.startsWith('mail: FAILED'))).toMatch(/after \d+ tries over 2[45] h \(SMTP 452 on RCPT\)/);
    await sender.stop();
    store.close();
  });

  it('two senders on one database never send the same message twice at once (a claim is a lease)', async () => {
    const path = join(dir, 'shared.sqlite');
    const leadStore = openLeadStore(path);
    const second = openLeadStore(path);
    for (const name of ['ana', 'bob', 'cy', 'dee', 'eve']) addLead(leadStore, name);
    const got: string[] = [];
    const slow: SendOne = async (mailMessage) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      got.push(mailMessage.messageId);
    };
    const s1 = startMailSender({ outbox: leadStore.outbox, send: slow, retry: DEFAULT_RETRY, log: () => {} });
    const s2 = startMailSender({ outbox: second.outbox, send: slow, retry: DEFAULT_RETRY, log: () => {} });
    await Promise.all([s1.idle(), s2.idle()]);
    s1.wake();
    s2.wake();
    await Promise.all([s1.idle(), s2.idle()]);
    expect(got).toHaveLength(10);
    expect(new Set(got).size).toBe(10);
    await Promise.all([s1.stop(), s2.stop()]);
    leadStore.close();
    second.close();
  });

  it('a delivery is recorded even when another process holds the database for a moment: sent once, not again after the lease', async () => {
    const store = freshStore();
    addLead(store, 'ana');
    let locked = 3;
    const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const outbox = {
      ...store.outbox,
      sent: (id: number, at: number) =>
        locked-- > 0
          ? (() => {
              throw busy();
            })()
          : store.outbox.sent(id, at),
    };
    const got: string[] = [];
    const sender = startMailSender({
      outbox,
      send: async (mailMessage) => void got.push(mailMessage.subject),
      retry: DEFAULT_RETRY,
      log: () => {},
    });
    await sender.idle();
    expect(got).toEqual(['office 1', 'visitor 1']);
    expect(store.outbox.counts()).toEqual({ pending: 0, sent: 2, failed: 0 });
    await sender.stop();
    store.close();
  });

  it('a sender that died mid-send leaves a lease; the message is sent again once it runs out, never lost', async () => {
    const path = join(dir, 'crash.sqlite');
    const counter = clock();
    const first = openLeadStore(path);
    addLead(first, 'ana');
    // The process that claimed both messages died before it could mark them sent.
    expect(first.outbox.claim('dead-process', counter.now(), LEASE_MS, 10)).toHaveLength(2);
    first.close();
    const store = openLeadStore(path);
    const got: string[] = [];
    const sender = startMailSender({
      outbox: store.outbox,
      send: async (mailMessage) => void got.push(mailMessage.subject),
      retry: DEFAULT_RETRY,
      log: () => {},
      now: counter.now,
    });
    await sender.idle();
    expect(got).toEqual([]);
    expect(store.outbox.nextDue()).toBe(counter.now() + LEASE_MS);
    counter.advance(LEASE_MS);
    sender.wake();
    await sender.idle();
    expect(got).toEqual(['office 1', 'visitor 1']);
    expect(store.outbox.counts()).toEqual({ pending: 0, sent: 2, failed: 0 });
    await sender.stop();
    store.close();
  });
});

describe('a message that no longer holds', () => {
  it('is not sent once its moment has passed (queued while no mail server was set): marked failed, "too late", and logged; the rest go', async () => {
    const store = freshStore();
    const time = clock();
    const late = (lead: Lead) => [message('office', lead), { ...message('visitor', lead), sendBefore: time.now() - 1 }];
    store.save(values('ana'), 'key-late', new Date(), late);
    store.save(values('bob'), 'key-in-time', new Date(), (lead) => [{ ...message('visitor', lead), sendBefore: time.now() + 60_000 }]);
    const got: string[] = [];
    const lines: string[] = [];
    const sender = startMailSender({
      outbox: store.outbox,
      send: async (mailMessage) => void got.push(mailMessage.subject),
      retry: DEFAULT_RETRY,
      log: (text) => lines.push(text),
      now: time.now,
    });
    await sender.idle();
    await sender.stop();
    expect(got.sort()).toEqual(['office 1', 'visitor 2']);
    expect(store.outbox.failed()).toMatchObject([{ kind: 'visitor', leadId: 1, lastError: TOO_LATE }]);
    expect(lines.join('\n')).toMatch(/NOT SENT message #2 \(visitor e-mail of lead #1\): too late/);
  });
});
