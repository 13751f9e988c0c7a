import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { emptyValues } from '../booking-rules/fields';
import { isBusy, leadsDbPath, openLeadStore } from './lead-store';

const dir = mkdtempSync(join(tmpdir(), 'lead-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const values = (name: string) => ({
  ...emptyValues('Florida'),
  name,
  phone: '8135550123',
  email: 'a@example.com',
  street: '1 Main St',
  city: 'Tampa',
  zip: '33602',
});

it('keeps one lead per key, lists newest first, and writes a WAL database where LEADS_DB says', () => {
  const path = join(dir, 'nested', 'leads.sqlite');
  expect(leadsDbPath({ LEADS_DB: path })).toBe(path);
  expect(leadsDbPath({})).toMatch(/data\/leads\.sqlite$/);
  const store = openLeadStore(path);
  expect(store.save(values('first'), 'key-1', new Date('2031-01-01T10:00:00Z'))).toEqual({ stored: true, id: 1 });
  expect(store.save(values('first'), 'key-1')).toEqual({ stored: false, updated: false });
  expect(store.save(values('corrected'), 'key-1')).toEqual({ stored: false, updated: true });
  expect(store.save(values('second'), 'key-2', new Date('2031-01-02T10:00:00Z')).stored).toBe(true);
  expect(store.list().map((l) => l.name)).toEqual(['second', 'corrected']);
  expect(store.list(1)).toHaveLength(1);
  expect(store.count()).toBe(2);
  store.close();
  const raw = new Database(path, { readonly: true });
  expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
  raw.close();
  const reopened = openLeadStore(path);
  expect(reopened.count()).toBe(2);
  reopened.close();
});

it('a corrected retry (same key, other details) replaces the stored details; the same details change nothing', () => {
  const store = openLeadStore(join(dir, 'corrected.sqlite'));
  const messages = (lead: { id: number; email: string }) => [
    { kind: 'office' as const, to: 'office@example.com', subject: `lead #${lead.id}`, text: lead.email, html: lead.email },
  ];
  const save = (email: string) => store.save({ ...values('ana'), email }, 'key-ana', new Date(), messages as never);
  expect(save('ana@exmaple.com')).toEqual({ stored: true, id: 1 });
  expect(save('ana@exmaple.com')).toEqual({ stored: false, updated: false });
  expect(store.outbox.counts().pending).toBe(1);
  expect(save('ana@example.com')).toEqual({ stored: false, updated: true });
  expect(store.list()).toMatchObject([{ id: 1, email: 'ana@example.com' }]);
  expect(store.count()).toBe(1);
  store.close();
});

it('never waits for a lock another process holds: a save fails at once as busy', () => {
  const path = join(dir, 'locked.sqlite');
  const store = openLeadStore(path);
  const other = new Database(path);
  other.exec('BEGIN IMMEDIATE');
  try {
    let error: unknown;
    try {
      store.save(values('ana'), 'key-locked');
    } catch (e) {
      error = e;
    }
    expect(isBusy(error)).toBe(true);
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  expect(store.save(values('ana'), 'key-locked').stored).toBe(true);
  store.close();
});
