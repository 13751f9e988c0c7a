import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { emptyValues } from '../rules/fields';
import { isBusy, leadsDbPath, openLeadStore, referencePrefix, type LeadChange } from './lead-store';
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from '../rules/reference';

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
  const first = store.save(values('first'), 'key-1', new Date('2031-01-01T10:00:00Z'));
  expect(first).toMatchObject({ stored: true, id: 1 });
  expect(store.save(values('first'), 'key-1')).toEqual({ stored: false, updated: false, id: 1, reference: first.reference });
  expect(store.save(values('corrected'), 'key-1')).toEqual({ stored: false, updated: true, id: 1, reference: first.reference });
  expect(store.save(values('second'), 'key-2', new Date('2031-01-02T10:00:00Z')).stored).toBe(true);
  expect(store.list().map((lead) => lead.name)).toEqual(['second', 'corrected']);
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
  expect(save('ana@exmaple.com')).toMatchObject({ stored: true, id: 1 });
  expect(save('ana@exmaple.com')).toMatchObject({ stored: false, updated: false });
  expect(store.outbox.counts().pending).toBe(1);
  expect(save('ana@example.com')).toMatchObject({ stored: false, updated: true });
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

it('gives every lead a short reference of unambiguous characters, unique, kept with the lead', () => {
  const store = openLeadStore(join(dir, 'references.sqlite'), { referencePrefix: 'BG' });
  const refs = Array.from({ length: 300 }, (_, i) => store.save(values(`v${i}`), `key-ref-${i}`).reference);
  expect(new Set(refs).size).toBe(refs.length);
  for (const ref of refs) {
    expect(ref).toMatch(REFERENCE_PATTERN);
    expect(ref.startsWith('BG-')).toBe(true);
    expect(ref.slice(3)).not.toMatch(/[01OIL]/);
  }
  expect(store.get(1)?.reference).toBe(refs[0]);
  expect(
    store
      .list()
      .map((lead) => lead.reference)
      .sort(),
  ).toEqual([...refs].sort());
  expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
  expect(referencePrefix('Baywise Garage Door Co.')).toBe('BG');
  store.close();
});

it('a database of the first version keeps its leads and gains a reference and the status requested for each', () => {
  const path = join(dir, 'v1.sqlite');
  const old = new Database(path);
  const cols = ['name', 'phone', 'email', 'street', 'city', 'state', 'zip', 'preferred_date', 'preferred_time', 'service_type', 'issue'];
  old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, submission_key TEXT NOT NULL UNIQUE,
    ${cols.map((col) => `${col} TEXT NOT NULL`).join(', ')}); PRAGMA user_version = 1;`);
  const insert = old.prepare(
    `INSERT INTO leads (received_at, submission_key, ${cols.join(', ')}) VALUES (?, ?, ${cols.map(() => '?').join(', ')})`,
  );
  insert.run(
    '2031-01-01T10:00:00.000Z',
    'old-1',
    'Old One',
    '8135550100',
    'a@example.com',
    '1 A St',
    'Tampa',
    'Florida',
    '33602',
    '2031-01-05',
    '9:00 AM',
    'Other',
    '',
  );
  insert.run(
    '2031-01-02T10:00:00.000Z',
    'old-2',
    'Old Two',
    '8135550101',
    'b@example.com',
    '2 B St',
    'Tampa',
    'Florida',
    '33602',
    '',
    '',
    '',
    '',
  );
  old.close();
  const store = openLeadStore(path, { referencePrefix: 'BG' });
  const leads = store.list();
  expect(leads.map((lead) => lead.name)).toEqual(['Old Two', 'Old One']);
  for (const lead of leads) {
    expect(lead.reference).toMatch(REFERENCE_PATTERN);
    expect(lead.status).toBe('requested');
    expect(lead.statusAt).toBe(lead.receivedAt);
  }
  expect(new Set(leads.map((lead) => lead.reference)).size).toBe(2);
  expect(store.save(values('new'), 'new-1').stored).toBe(true);
  store.close();
  const again = openLeadStore(path);
  expect(
    again
      .list()
      .filter((lead) => lead.name.startsWith('Old'))
      .map((lead) => lead.reference),
  ).toEqual(leads.map((lead) => lead.reference));
  again.close();
});

it('changes a lead, its event and its e-mails in one step, or refuses as the decision says', () => {
  const store = openLeadStore(join(dir, 'update.sqlite'));
  const { id } = store.save({ ...values('ana'), date: '2031-03-20', time: '9:00 AM' }, 'key-upd');
  const confirm = (item: { status: string }): LeadChange | { refuse: string } =>
    item.status === 'requested' ? { by: 'office', action: 'confirmed', status: 'confirmed' } : { refuse: item.status };
  const mail = (item: { reference: string }, error: { id: number }) => [
    { kind: `visitor-confirmed-${error.id}` as const, to: [], subject: item.reference, text: '', html: '', messageId: `<${error.id}@x>` },
  ];
  const done = store.update(id, confirm, mail, new Date('2031-03-18T12:00:00Z'));
  expect(done).toMatchObject({ done: true, lead: { status: 'confirmed', statusAt: '2031-03-18T12:00:00.000Z' } });
  expect(store.update(id, confirm, mail)).toMatchObject({ done: false, reason: 'confirmed' });
  expect(store.get(id)?.status).toBe('confirmed');
  expect(store.events(id)).toMatchObject([{ by: 'office', action: 'confirmed', at: '2031-03-18T12:00:00.000Z' }]);
  expect(store.outbox.counts().pending).toBe(1);
  const moved = store.update(id, () => ({
    by: 'visitor',
    action: 'changed',
    status: 'requested',
    date: '2031-03-21',
    time: '1:00 PM',
    detail: 'x',
  }));
  expect(moved).toMatchObject({ done: true, lead: { status: 'requested', date: '2031-03-21', time: '1:00 PM' } });
  expect(store.get(id)).toMatchObject({ date: '2031-03-21', time: '1:00 PM', name: 'ana' });
  expect(store.update(999, confirm)).toEqual({ done: false, lead: undefined });
  store.close();
});

it('finds the desk’s lists through the visit-day index: by status and days, with undated requests, and by reference (its prefix or not), name, e-mail, street, city, ZIP code (or its first digits), service or phone', () => {
  const store = openLeadStore(join(dir, 'desk.sqlite'), { referencePrefix: 'BG' });
  const add = (name: string, phone: string, date: string, time = '9:00 AM') => {
    const email = `${name.split(' ')[0].toLowerCase()}@example.org`;
    const saved = store.save({ ...values(name), phone, email, date, time: date ? time : '' }, `key-${name}`);
    return store.get(saved.id)!;
  };
  const undated = add('Maria Gonzalez', '(813) 555-0142', '');
  const today = add('Priya Shah', '(727) 555-0177', '2031-03-18');
  const later = add('Tom Baker', '813.555.0199', '2031-03-20');
  const before = add('Ann Lee', '(813) 555-0111', '2031-03-10');
  const names = (leadQuery: Parameters<typeof store.find>[0]) => store.find(leadQuery).map((lead) => lead.name);
  expect(names({ statuses: ['requested'], from: '2031-03-18', undated: true, order: 'visit' })).toEqual([
    undated.name,
    today.name,
    later.name,
  ]);
  expect(names({ from: '2031-03-18', to: '2031-03-18', order: 'visit' })).toEqual([today.name]);
  expect(names({ to: '2031-03-17', order: 'visit-desc' })).toEqual([before.name]);
  expect(store.count({ from: '2031-03-18', order: 'visit' })).toBe(2);
  expect(names({ text: today.reference.toLowerCase(), order: 'received' })).toEqual([today.name]);
  expect(names({ text: 'gonz', order: 'received' })).toEqual([undated.name]);
  expect(names({ text: '8135550199', order: 'received' })).toEqual([later.name]);
  // As a caller ID shows the number (the country's 1 before it), and a name surname first.
  for (const text of ['+1 813 555 0199', '18135550199', '+1 (813) 555-0199'])
    expect(names({ text, order: 'received' }), text).toEqual([later.name]);
  expect(names({ text: 'shah priya', order: 'received' })).toEqual([today.name]);
  expect(names({ text: 'shah tom', order: 'received' })).toEqual([]);
  // By the street or the ZIP code of the visit (all four live at the same address here).
  expect(names({ text: 'main st', order: 'received' })).toHaveLength(4);
  expect(names({ text: '33602', order: 'received' })).toHaveLength(4);
  // A ZIP code's first digits, as the office remembers an area; a city; a service.
  expect(names({ text: '3360', order: 'received' })).toHaveLength(4);
  expect(names({ text: '336', order: 'received' })).toHaveLength(4);
  expect(names({ text: '3361', order: 'received' })).toEqual([]);
  expect(names({ text: 'tampa', order: 'received' })).toHaveLength(4);
  expect(names({ text: '%', order: 'received' })).toEqual([]);
  // By e-mail, and by a reference read out without its prefix.
  expect(names({ text: 'PRIYA@example', order: 'received' })).toEqual([today.name]);
  expect(names({ text: today.reference.split('-')[1].toLowerCase(), order: 'received' })).toEqual([today.name]);
  // A reference read out with a space, or without its hyphen.
  for (const text of [today.reference.replace('-', ' '), today.reference.replace('-', '').toLowerCase()])
    expect(names({ text, order: 'received' }), text).toEqual([today.name]);
  expect(names({ text: '_', order: 'received' })).toEqual([]);
  // A note or an outcome leaves the status and its time; who of the office acted is kept.
  const noted = store.update(today.id, (lead) => ({
    by: 'office',
    who: 'Dana Office',
    action: 'note',
    status: lead.status,
    detail: 'Gate code 4471',
  }));
  expect(noted).toMatchObject({ done: true, lead: { status: 'requested', statusAt: today.statusAt }, event: { who: 'Dana Office' } });
  store.update(today.id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
  expect(store.update(today.id, (lead) => ({ by: 'office', action: 'done', status: lead.status, outcome: 'done' }))).toMatchObject({
    lead: { status: 'confirmed', outcome: 'done' },
  });
  expect(store.get(today.id)?.outcome).toBe('done');
  store.close();
});

it('brings a version 2 database to the current one: its leads have no outcome and no reminder yet, its events no name', () => {
  const path = join(dir, 'v2.sqlite');
  const store = openLeadStore(path);
  const { id } = store.save(values('old'), 'key-old');
  store.update(id, () => ({ by: 'visitor', action: 'cancelled', status: 'cancelled' }));
  store.close();
  const raw = new Database(path);
  raw.exec(
    'DROP INDEX leads_visit; ALTER TABLE leads DROP COLUMN outcome; ALTER TABLE leads DROP COLUMN reminded_for; ALTER TABLE lead_events DROP COLUMN who; ALTER TABLE lead_events DROP COLUMN over_capacity',
  );
  raw.pragma('user_version = 2');
  raw.close();
  const reopened = openLeadStore(path);
  expect(reopened.get(id)).toMatchObject({ status: 'cancelled', outcome: '' });
  expect(reopened.events(id)[0]).toMatchObject({ action: 'cancelled', who: '' });
  reopened.close();
});

it('brings a version 3 database to version 4: its confirmed visits can be reminded', () => {
  const path = join(dir, 'v3.sqlite');
  const store = openLeadStore(path);
  const { id } = store.save({ ...values('v3'), date: '2031-03-20', time: '9:00 AM' }, 'key-v3');
  store.update(id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
  store.close();
  const raw = new Database(path);
  raw.exec('ALTER TABLE leads DROP COLUMN reminded_for; ALTER TABLE lead_events DROP COLUMN over_capacity');
  raw.pragma('user_version = 3');
  raw.close();
  const reopened = openLeadStore(path);
  expect(reopened.remind('2031-03-20', () => []).map((lead) => lead.id)).toEqual([id]);
  expect(reopened.remind('2031-03-20', () => [])).toEqual([]);
  reopened.close();
});

it('brings a version 4 database to version 5: its events were not over capacity, and a new one can be', () => {
  const path = join(dir, 'v4.sqlite');
  const store = openLeadStore(path);
  const { id } = store.save({ ...values('v4'), date: '2031-03-21', time: '9:00 AM' }, 'key-v4');
  store.update(id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
  store.close();
  const raw = new Database(path);
  raw.exec('ALTER TABLE lead_events DROP COLUMN over_capacity');
  raw.pragma('user_version = 4');
  raw.close();
  const reopened = openLeadStore(path);
  reopened.update(id, () => ({ by: 'office', action: 'changed', status: 'confirmed', time: '10:00 AM', overCapacity: true }));
  expect(reopened.events(id).map((event) => event.overCapacity ?? false)).toEqual([false, true]);
  expect(new Database(path).pragma('user_version', { simple: true })).toBe(5);
  reopened.close();
});

it("lists a day's visits in the order of their times, and finds a name by its letters, as the office types it from a call", () => {
  const store = openLeadStore(join(dir, 'order.sqlite'));
  const add = (name: string, date: string, time: string) => store.get(store.save({ ...values(name), date, time }, `key-${name}`).id)!;
  ['11:00 AM', '9:00 AM', '1:00 PM', '12:00 PM', '8:00 AM', '10:00 AM'].forEach((time, i) => add(`Caller ${i}`, '2031-04-02', time));
  const byTime = (order: 'visit' | 'visit-desc') => store.find({ from: '2031-04-02', to: '2031-04-02', order }).map((lead) => lead.time);
  // Not as their texts sort ("11:00 AM" before "9:00 AM").
  expect(byTime('visit')).toEqual(['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM']);
  expect(byTime('visit-desc')).toEqual(['1:00 PM', '12:00 PM', '11:00 AM', '10:00 AM', '9:00 AM', '8:00 AM']);

  const irish = add("Siobhán O'Brien-Núñez", '2031-04-03', '9:00 AM');
  const names = (text: string) => store.find({ text, order: 'received' }).map((lead) => lead.name);
  // No apostrophe, no hyphen, no accent, in any order of the words.
  for (const text of ['obrien', "o'brien", 'siobhan nunez', 'OBRIEN-NUNEZ', 'núñez siobhán'])
    expect(names(text), text).toEqual([irish.name]);
  expect(names("'")).toEqual([]);
  store.close();
});

it('finds a city by its letters, as the office types it without the period ("st petersburg", "st pete")', () => {
  const store = openLeadStore(join(dir, 'desk-letters.sqlite'), { referencePrefix: 'BG' });
  store.save({ ...values('Ana Souza'), city: 'St. Petersburg', zip: '33701' }, 'key-ana');
  store.save({ ...values('Ben Ortiz') }, 'key-ben');
  for (const text of ['st petersburg', 'St Pete', 'St. Petersburg'])
    expect(
      store.find({ text, order: 'received' }).map((lead) => lead.name),
      text,
    ).toEqual(['Ana Souza']);
  store.close();
});
