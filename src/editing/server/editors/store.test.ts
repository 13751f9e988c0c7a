import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password';
import {
  ACCOUNT_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  editorsDbPath,
  LINK_HOURS,
  openEditorStore,
  SESSION_HOURS,
  type SignInResult,
} from './store';

const dir = mkdtempSync(join(tmpdir(), 'editor-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Cheaper scrypt for the tests that sign in many times; the format test below uses the real parameters. */
const FAST = { N: 2 ** 12, r: 8, p: 1 };
let n = 0;
const fresh = () => openEditorStore(join(dir, `editors-${++n}.sqlite`), { scrypt: FAST });
const T0 = new Date('2031-03-01T12:00:00Z');
const plus = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;
const PASSWORD = 'correct horse battery';

describe('editorsDbPath', () => {
  it('is EDITORS_DB when set, else editors.sqlite beside the leads database', () => {
    expect(editorsDbPath({ EDITORS_DB: join(dir, 'x.sqlite') })).toBe(join(dir, 'x.sqlite'));
    expect(editorsDbPath({ LEADS_DB: join(dir, 'data', 'leads.sqlite') })).toBe(join(dir, 'data', 'editors.sqlite'));
    expect(editorsDbPath({})).toMatch(/data\/editors\.sqlite$/);
  });
});

describe('passwords', () => {
  it('are stored as scrypt hashes with their parameters, never as typed', async () => {
    // One hash with the real parameters (about a second on a busy machine); the rest with cheaper ones.
    const real = await hashPassword(PASSWORD);
    expect(real).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$${SCRYPT_PARAMS.r}\\$${SCRYPT_PARAMS.p}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(real).not.toContain(PASSWORD);
    const hash = await hashPassword(PASSWORD, FAST);
    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, hash, FAST)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, hash, FAST)).toBe(false);
    expect(await hashPassword(PASSWORD, FAST)).not.toBe(hash); // salted
  });

  it('set through a link land in the database as a hash, and tokens as their digests', async () => {
    const store = fresh();
    const { token } = store.addOrRelink('Pat Lee', 'pat@example.com', T0);
    const set = await store.setPassword(token, PASSWORD, PASSWORD, T0);
    expect(set.ok).toBe(true);
    const raw = new Database(store.path, { readonly: true });
    const dump = JSON.stringify([
      raw.prepare('SELECT * FROM editors').all(),
      raw.prepare('SELECT * FROM password_links').all(),
      raw.prepare('SELECT * FROM sessions').all(),
    ]);
    expect(raw.prepare('SELECT password_hash FROM editors').pluck().get()).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(token);
    if (set.ok) expect(dump).not.toContain(set.session.token);
    store.close();
  });
});

describe('one-time links', () => {
  it('work once', async () => {
    const store = fresh();
    const { token, expiresAt, created } = store.addOrRelink('Pat Lee', 'pat@example.com', T0);
    expect(created).toBe(true);
    expect(expiresAt.getTime() - T0.getTime()).toBe(LINK_HOURS * HOUR);
    expect(store.linkEditor(token, T0)?.email).toBe('pat@example.com');
    expect((await store.setPassword(token, PASSWORD, PASSWORD, T0)).ok).toBe(true);
    expect(store.linkEditor(token, T0)).toBeUndefined();
    expect(await store.setPassword(token, 'another long password', 'another long password', T0)).toEqual({ ok: false, reason: 'link' });
    store.close();
  });

  it('expire after 24 hours', async () => {
    const store = fresh();
    const { token } = store.addOrRelink('Pat Lee', 'pat@example.com', T0);
    expect(store.linkEditor(token, plus(LINK_HOURS * HOUR - 1))).toBeDefined();
    expect(store.linkEditor(token, plus(LINK_HOURS * HOUR))).toBeUndefined();
    expect(await store.setPassword(token, PASSWORD, PASSWORD, plus(LINK_HOURS * HOUR))).toEqual({ ok: false, reason: 'link' });
    store.close();
  });

  it('a new link for an existing editor (any letter case) replaces the unused one', () => {
    const store = fresh();
    const first = store.addOrRelink('Pat Lee', 'pat@example.com', T0);
    const second = store.addOrRelink('Pat Lee', 'PAT@Example.com', plus(HOUR));
    expect(second.created).toBe(false);
    expect(store.list()).toHaveLength(1);
    expect(store.linkEditor(first.token, plus(HOUR))).toBeUndefined();
    expect(store.linkEditor(second.token, plus(HOUR))?.name).toBe('Pat Lee');
    store.close();
  });

  it('refuse a short or mistyped password and stay usable', async () => {
    const store = fresh();
    const { token } = store.addOrRelink('Pat Lee', 'pat@example.com', T0);
    expect(await store.setPassword(token, 'short', 'short', T0)).toMatchObject({ ok: false, reason: 'password', message: /at least 12/ });
    expect(await store.setPassword(token, PASSWORD, `${PASSWORD}x`, T0)).toMatchObject({
      ok: false,
      reason: 'password',
      message: /not the same/,
    });
    expect(store.linkEditor(token, T0)).toBeDefined();
    store.close();
  });
});

describe('sessions', () => {
  const signedIn = async () => {
    const store = fresh();
    const { token } = store.addOrRelink('Pat Lee', 'pat@example.com', T0);
    await store.setPassword(token, PASSWORD, PASSWORD, T0);
    const signInResult = await store.signIn('Pat@Example.com', PASSWORD, '203.0.113.9', T0);
    if (!signInResult.ok) throw new Error(`sign-in refused: ${signInResult.reason}`);
    return { store, session: signInResult.session };
  };

  it('end after their hours, at sign-out, and when the editor is removed', async () => {
    const first = await signedIn();
    expect(first.store.session(first.session.token, plus(SESSION_HOURS * HOUR - 1))).toEqual(first.session.editor);
    expect(first.store.session(first.session.token, plus(SESSION_HOURS * HOUR))).toBeUndefined();
    first.store.signOut(first.session.token);
    expect(first.store.session(first.session.token, T0)).toBeUndefined();
    first.store.close();

    const second = await signedIn();
    expect(second.store.remove('PAT@example.com')).toBe(true);
    expect(second.store.session(second.session.token, T0)).toBeUndefined();
    expect(second.store.hasEditors()).toBe(false);
    expect(second.store.remove('pat@example.com')).toBe(false);
    second.store.close();
  });

  it('a new password through a link ends the sessions of before', async () => {
    const { store, session } = await signedIn();
    const { token } = store.addOrRelink('Pat Lee', 'pat@example.com', plus(HOUR));
    expect((await store.setPassword(token, 'a brand new password', 'a brand new password', plus(HOUR))).ok).toBe(true);
    expect(store.session(session.token, plus(HOUR))).toBeUndefined();
    store.close();
  });
});

describe('sign-ins at once', () => {
  /** A store with one editor whose password is PASSWORD. */
  const withEditor = async () => {
    const store = fresh();
    const { token } = store.addOrRelink('Pat Lee', 'pat@example.com', T0);
    await store.setPassword(token, PASSWORD, PASSWORD, T0);
    return store;
  };
  const reasons = (results: SignInResult[]) => results.map((result) => (result.ok ? 'session' : result.reason));
  const wrong = (n: number) => Array.from({ length: n }, (_, i) => `wrong password ${i}`);

  it(`more guesses at once than ${ACCOUNT_MAX_FAILURES} lock the account, wherever the right password is among them`, async () => {
    for (const passwords of [
      [...wrong(11), PASSWORD],
      [PASSWORD, ...wrong(11)],
    ]) {
      const store = await withEditor();
      const results = await Promise.all(passwords.map((password) => store.signIn('pat@example.com', password, '203.0.113.9', T0)));
      expect(reasons(results)).not.toContain('session');
      expect(reasons(results).filter((text) => text === 'mismatch').length).toBeLessThan(ACCOUNT_MAX_FAILURES);
      expect(await store.signIn('pat@example.com', PASSWORD, '203.0.113.10', T0)).toMatchObject({ ok: false, reason: 'locked' });
      store.close();
    }
  });

  it('guesses at once within the limit are judged as they would be one after another', async () => {
    const store = await withEditor();
    for (const text of wrong(ACCOUNT_MAX_FAILURES - 2)) await store.signIn('pat@example.com', text, '203.0.113.9', T0);
    const [guess, right] = await Promise.all(
      ['one more wrong password', PASSWORD].map((text) => store.signIn('pat@example.com', text, '203.0.113.9', T0)),
    );
    expect(guess).toEqual({ ok: false, reason: 'mismatch' });
    expect(right.ok).toBe(true);
    store.close();
  });

  it(`one address sending more than ${ADDRESS_MAX_FAILURES} at once has exactly ${ADDRESS_MAX_FAILURES} tried and recorded`, async () => {
    const store = await withEditor();
    const results = await Promise.all(
      Array.from({ length: ADDRESS_MAX_FAILURES + 12 }, (_, i) => store.signIn(`nobody${i}@example.com`, 'guess', '198.51.100.7', T0)),
    );
    expect(reasons(results).filter((text) => text === 'mismatch')).toHaveLength(ADDRESS_MAX_FAILURES);
    expect(
      reasons(results)
        .filter((text) => text !== 'mismatch')
        .every((text) => text === 'address'),
    ).toBe(true);
    const raw = new Database(store.path, { readonly: true });
    expect(raw.prepare("SELECT COUNT(*) FROM address_failures WHERE address = '198.51.100.7'").pluck().get()).toBe(ADDRESS_MAX_FAILURES);
    raw.close();
    store.close();
  });

  it('an editor from an address with no failures is checked before the repeated guesses of another address', async () => {
    const store = await withEditor();
    const finished: string[] = [];
    const attempt = (label: string, email: string, password: string, address: string) =>
      store.signIn(email, password, address, T0).then((signInResult) => (finished.push(label), signInResult));
    const guesses = Array.from({ length: 10 }, (_, i) => attempt(`guess ${i}`, `nobody${i}@example.com`, 'guess', '198.51.100.7'));
    const editor = attempt('editor', 'pat@example.com', PASSWORD, '203.0.113.9');
    await Promise.all([...guesses, editor]);
    expect((await editor).ok).toBe(true);
    // The guess already being checked may finish first; no second guess of that address may.
    expect(finished.indexOf('editor')).toBeLessThanOrEqual(1);
    store.close();
  });
});
