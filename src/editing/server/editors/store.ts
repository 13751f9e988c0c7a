import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { leadsDbPath } from '../../../http/database.server';
import { hashPassword, passwordProblem, SCRYPT_PARAMS, verifyPassword, type ScryptParams } from './password';
import { keyedTurns } from './turns';

/** Where editors are kept: env EDITORS_DB, else editors.sqlite beside the leads database (data/ by default). */
export function editorsDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.EDITORS_DB ? resolve(env.EDITORS_DB) : join(dirname(leadsDbPath(env)), 'editors.sqlite');
}

/** A one-time link to choose a password works this long, and once. */
export const LINK_HOURS = 24;
/** A session ends this long after the sign-in (or at sign-out, or when its editor is removed). */
export const SESSION_HOURS = 12;
/** This many wrong passwords in a row for one account lock it for LOCK_MINUTES, even to the right password. */
export const ACCOUNT_MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
/** At most this many failed sign-ins from one client address within ADDRESS_WINDOW_MINUTES. */
export const ADDRESS_MAX_FAILURES = 20;
export const ADDRESS_WINDOW_MINUTES = 15;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** An editor as the command line lists them. */
export type EditorRecord = {
  name: string;
  email: string;
  passwordSet: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** when the newest unused password link stops working, if one does not yet */
  linkExpiresAt: string | null;
};
/** The signed-in editor as a request sees them; `csrf` is the session's token for writes. */
export type Editor = { name: string; email: string; csrf: string };
/** A new session: `token` goes into the cookie (only its hash is stored). */
export type NewSession = { token: string; expiresAt: Date; editor: Editor };
export type NewLink = { token: string; expiresAt: Date; editor: EditorRecord; created: boolean; renamed: boolean };
export type SignInResult =
  | { ok: true; session: NewSession }
  | { ok: false; reason: 'mismatch' }
  /** the account has had too many wrong passwords: refused until `until`, whatever the password */
  | { ok: false; reason: 'locked'; until: Date }
  /** too many failures from this client address: refused until `until` */
  | { ok: false; reason: 'address'; until: Date };
export type SetPasswordResult =
  { ok: true; session: NewSession } | { ok: false; reason: 'link' } | { ok: false; reason: 'password'; message: string };

export type EditorStore = {
  readonly path: string;
  hasEditors(): boolean;
  list(): EditorRecord[];
  get(email: string): EditorRecord | undefined;
  /** Creates the editor, or for an existing e-mail a new link (their earlier unused links stop working). */
  addOrRelink(name: string, email: string, at?: Date): NewLink;
  /** Deletes the editor with their links and sessions; false when there is none with that e-mail. */
  remove(email: string): boolean;
  /** The editor a password link is for, while it is unused and unexpired. */
  linkEditor(token: string, at?: Date): EditorRecord | undefined;
  /** Sets the password through a link (using it up, ending the editor's other sessions) and signs in. */
  setPassword(token: string, password: string, again: string, at?: Date): Promise<SetPasswordResult>;
  /** Checks an e-mail and password from a client address, within the limits (see signInWithLimits). */
  signIn(email: string, password: string, address: string, at?: Date): Promise<SignInResult>;
  /** The editor of a valid, unexpired session token. */
  session(token: string, at?: Date): Editor | undefined;
  signOut(token: string): void;
  close(): void;
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS editors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  created_at TEXT NOT NULL,
  last_sign_in_at TEXT,
  failed_count INTEGER NOT NULL DEFAULT 0,
  failed_since TEXT,
  locked_until TEXT
);
CREATE TABLE IF NOT EXISTS password_links (
  token_hash TEXT PRIMARY KEY,
  editor_id INTEGER NOT NULL REFERENCES editors (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  editor_id INTEGER NOT NULL REFERENCES editors (id) ON DELETE CASCADE,
  csrf TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS address_failures (
  address TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS address_failures_by_address ON address_failures (address, at);
`;

const newToken = () => randomBytes(32).toString('base64url');
/** Tokens are kept as their SHA-256: a copy of the database opens no session and uses no link. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (date: Date) => date.toISOString();
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

type EditorRow = {
  id: number;
  name: string;
  email: string;
  password_hash: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  failed_count: number;
  failed_since: string | null;
  locked_until: string | null;
};

/** The editors database's statements, prepared once. */
function editorQueries(db: Database.Database) {
  return {
    any: db.prepare('SELECT 1 FROM editors LIMIT 1').pluck(),
    all: db.prepare<[], EditorRow>('SELECT * FROM editors ORDER BY name COLLATE NOCASE, email'),
    byEmail: db.prepare<[string], EditorRow>('SELECT * FROM editors WHERE email = ? COLLATE NOCASE'),
    byId: db.prepare<[number], EditorRow>('SELECT * FROM editors WHERE id = ?'),
    linkExpiry: db
      .prepare<[number, string], string | null>(
        'SELECT MAX(expires_at) FROM password_links WHERE editor_id = ? AND used_at IS NULL AND expires_at > ?',
      )
      .pluck(),
    insertEditor: db.prepare('INSERT INTO editors (name, email, created_at) VALUES (?, ?, ?)'),
    rename: db.prepare('UPDATE editors SET name = ? WHERE id = ?'),
    deleteEditor: db.prepare('DELETE FROM editors WHERE id = ?'),
    dropLinks: db.prepare('DELETE FROM password_links WHERE editor_id = ? AND used_at IS NULL'),
    pruneLinks: db.prepare('DELETE FROM password_links WHERE expires_at <= ?'),
    insertLink: db.prepare('INSERT INTO password_links (token_hash, editor_id, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    link: db.prepare<[string, string], EditorRow>(
      `SELECT e.* FROM password_links l JOIN editors e ON e.id = l.editor_id
       WHERE l.token_hash = ? AND l.used_at IS NULL AND l.expires_at > ?`,
    ),
    useLink: db.prepare('UPDATE password_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?'),
    setHash: db.prepare(
      'UPDATE editors SET password_hash = ?, failed_count = 0, failed_since = NULL, locked_until = NULL, last_sign_in_at = ? WHERE id = ?',
    ),
    dropSessions: db.prepare('DELETE FROM sessions WHERE editor_id = ?'),
    pruneSessions: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    insertSession: db.prepare('INSERT INTO sessions (token_hash, editor_id, csrf, created_at, expires_at) VALUES (?, ?, ?, ?, ?)'),
    session: db.prepare<[string, string], { name: string; email: string; csrf: string }>(
      `SELECT e.name, e.email, s.csrf FROM sessions s JOIN editors e ON e.id = s.editor_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    ),
    deleteSession: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
    signedIn: db.prepare('UPDATE editors SET last_sign_in_at = ?, failed_count = ?, failed_since = ?, locked_until = NULL WHERE id = ?'),
    failed: db.prepare('UPDATE editors SET failed_count = ?, failed_since = ?, locked_until = ? WHERE id = ?'),
    addressFailure: db.prepare('INSERT INTO address_failures (address, at) VALUES (?, ?)'),
    forgetAddressFailure: db.prepare('DELETE FROM address_failures WHERE rowid = ?'),
    pruneFailures: db.prepare('DELETE FROM address_failures WHERE at <= ?'),
    addressFailures: db
      .prepare<[string, string], string>('SELECT at FROM address_failures WHERE address = ? AND at > ? ORDER BY at')
      .pluck(),
  };
}

type Queries = ReturnType<typeof editorQueries>;
/** An attempt let through to its check: its account (none for an unknown e-mail), its address's record, its rank in the hashing queue. */
type Admitted = { id: number | undefined; attempt: number; rank: number };
/** An attempt refused before its password is checked, or let through. */
type Admission = ({ admitted: true } & Admitted) | { admitted: false; refusal: SignInResult };

const lockedUntil = (row: EditorRow, at: Date) =>
  row.locked_until && Date.parse(row.locked_until) > at.getTime() ? new Date(row.locked_until) : undefined;
/** The attempts counted in the account's current run; a run older than the lock's length starts again. */
const runCount = (row: EditorRow, at: Date) =>
  row.failed_since !== null && Date.parse(row.failed_since) > at.getTime() - LOCK_MINUTES * MINUTE_MS ? row.failed_count : 0;

/** Locks the account for LOCK_MINUTES from `at`, starting a new run; returns when the lock ends. */
function lockAccount(queries: Queries, id: number, at: Date): Date {
  const until = later(at, LOCK_MINUTES * MINUTE_MS);
  queries.failed.run(0, null, iso(until), id);
  return until;
}

/**
 * Counts an attempt on the account before its password is checked. A run holds at most
 * ACCOUNT_MAX_FAILURES attempts: one more locks the account, since more guesses at once than the
 * limit are guessing, and must not get more checks than the same guesses one after another.
 * Returns when the lock ends if the account is (or now becomes) locked.
 */
function countAccountAttempt(queries: Queries, row: EditorRow, at: Date): Date | undefined {
  const held = lockedUntil(row, at);
  if (held) return held;
  const count = runCount(row, at);
  if (count >= ACCOUNT_MAX_FAILURES) return lockAccount(queries, row.id, at);
  queries.failed.run(count + 1, count ? row.failed_since : iso(at), null, row.id);
  return undefined;
}

/** When the address may try again, if its recorded failures (`times`, oldest first) have reached the limit. */
function addressBlockedUntil(times: string[]): Date | undefined {
  if (times.length < ADDRESS_MAX_FAILURES) return undefined;
  // Below the limit again once enough of the oldest have left the window.
  return later(new Date(times[times.length - ADDRESS_MAX_FAILURES]), ADDRESS_WINDOW_MINUTES * MINUTE_MS);
}

/**
 * Sign-in that holds its limits when many requests come at once:
 * - admit: before any hashing, one write transaction records the attempt against the client address
 *   (a failure until its password proves right) and the account, or refuses it (the address at its
 *   limit, the account locked, or an attempt past the account's limit, which locks it). Counted on
 *   arrival, requests at once cannot all pass a limit that the same requests in a row would not.
 * - the checks for one account run one at a time, and each reads the lock again before hashing and
 *   after: a lock set meanwhile by concurrent guesses stands, even against the right password.
 * - the hashing queue is ordered by the address's failures (password.ts) and never full, so an
 *   editor from a clean address is neither refused as busy nor kept waiting behind repeated guesses.
 * What waits for a turn lives in this process: one server signs in against a database.
 */
function signInWithLimits(
  db: Database.Database,
  queries: Queries,
  params: ScryptParams,
  openSession: (row: EditorRow, at: Date) => NewSession,
) {
  const accountTurns = keyedTurns<number | string>();

  const admit = db.transaction((email: string, address: string, at: Date): Admission => {
    const since = iso(later(at, -ADDRESS_WINDOW_MINUTES * MINUTE_MS));
    queries.pruneFailures.run(since);
    const times = queries.addressFailures.all(address, since);
    const blocked = addressBlockedUntil(times);
    if (blocked) return { admitted: false, refusal: { ok: false, reason: 'address', until: blocked } };
    const attempt = Number(queries.addressFailure.run(address, iso(at)).lastInsertRowid);
    const row = queries.byEmail.get(email);
    const locked = row && countAccountAttempt(queries, row, at);
    if (locked) return { admitted: false, refusal: { ok: false, reason: 'locked', until: locked } };
    return { admitted: true, id: row?.id, attempt, rank: times.length };
  });

  /** The checked password's outcome, after reading the lock again: attempts that arrived meanwhile may have set it. */
  const settle = db.transaction((id: number, attempt: number, right: boolean, othersWaiting: number, at: Date): SignInResult => {
    const row = queries.byId.get(id);
    if (!row) return { ok: false, reason: 'mismatch' }; // removed meanwhile
    const locked = lockedUntil(row, at);
    if (locked) return { ok: false, reason: 'locked', until: locked };
    if (right) {
      queries.forgetAddressFailure.run(attempt);
      // The attempts still waiting for their check stay counted: they begin the next run.
      queries.signedIn.run(iso(at), othersWaiting, othersWaiting ? iso(at) : null, id);
      return { ok: true, session: openSession(row, at) };
    }
    if (runCount(row, at) - othersWaiting < ACCOUNT_MAX_FAILURES) return { ok: false, reason: 'mismatch' };
    return { ok: false, reason: 'locked', until: lockAccount(queries, id, at) };
  });

  /** One admitted attempt's check, in its account's turn. */
  const check = async ({ id, attempt, rank }: Admitted, password: string, at: Date): Promise<SignInResult> => {
    const row = id === undefined ? undefined : queries.byId.get(id);
    const locked = row && lockedUntil(row, at);
    if (locked) return { ok: false, reason: 'locked', until: locked };
    // An unknown e-mail costs the same work as a wrong password (verifyPassword hashes anyway).
    const right = await verifyPassword(password, row?.password_hash, params, rank);
    return id === undefined ? { ok: false, reason: 'mismatch' } : settle(id, attempt, right, accountTurns.count(id) - 1, at);
  };

  return (email: string, password: string, address: string, at: Date): Promise<SignInResult> => {
    const admission = admit(email, address, at);
    if (!admission.admitted) return Promise.resolve(admission.refusal);
    return accountTurns.run(admission.id ?? email.toLowerCase(), () => check(admission, password, at));
  };
}

/**
 * Opens (creating if needed) the editors database: a WAL SQLite file like the leads database, so
 * that `npm run editors` and `npm start` use it at the same time. Like the leads database (decision
 * 020) it waits for another process's lock only while opening; then a write meets a held lock with
 * SQLITE_BUSY at once (isBusy), unless `lockWaitMs` says how long to wait (a command may wait,
 * a server must not). `scrypt` is for tests only (cheaper parameters); hashes always record the
 * parameters they were made with.
 */
// eslint-disable-next-line max-lines-per-function -- one object of short methods over one database: they share its prepared statements and transactions
export function openEditorStore(path = editorsDbPath(), opts: { scrypt?: ScryptParams; lockWaitMs?: number } = {}): EditorStore {
  mkdirSync(dirname(path), { recursive: true });
  const params = opts.scrypt ?? SCRYPT_PARAMS;
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(opts.lockWaitMs ?? 0))}`);

  const queries = editorQueries(db);

  const record = (row: EditorRow, at: Date): EditorRecord => ({
    name: row.name,
    email: row.email,
    passwordSet: row.password_hash !== null,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    linkExpiresAt: queries.linkExpiry.get(row.id, iso(at)) ?? null,
  });

  /** A new session for the editor (expired ones are cleared on the way). */
  const openSession = (row: EditorRow, at: Date): NewSession => {
    queries.pruneSessions.run(iso(at));
    const token = newToken();
    const csrf = newToken();
    const expiresAt = later(at, SESSION_HOURS * HOUR_MS);
    queries.insertSession.run(tokenHash(token), row.id, csrf, iso(at), iso(expiresAt));
    return { token, expiresAt, editor: { name: row.name, email: row.email, csrf } };
  };

  const signIn = signInWithLimits(db, queries, params, openSession);

  const addOrRelink = db.transaction((name: string, email: string, at: Date): NewLink => {
    queries.pruneLinks.run(iso(at));
    let row = queries.byEmail.get(email);
    const created = !row;
    const renamed = !!row && row.name !== name;
    if (!row) {
      queries.insertEditor.run(name, email, iso(at));
      row = queries.byEmail.get(email)!;
    } else {
      if (renamed) queries.rename.run(name, row.id);
      queries.dropLinks.run(row.id);
    }
    const token = newToken();
    const expiresAt = later(at, LINK_HOURS * HOUR_MS);
    queries.insertLink.run(tokenHash(token), row.id, iso(at), iso(expiresAt));
    return { token, expiresAt, created, renamed, editor: record(queries.byEmail.get(email)!, at) };
  });

  /** Uses the link up and stores the hash, in one transaction; undefined when the link was used or expired meanwhile. */
  const consumeLink = db.transaction((token: string, hash: string, at: Date): NewSession | undefined => {
    const row = queries.link.get(tokenHash(token), iso(at));
    if (!row || queries.useLink.run(iso(at), tokenHash(token), iso(at)).changes !== 1) return undefined;
    queries.setHash.run(hash, iso(at), row.id);
    queries.dropSessions.run(row.id);
    return openSession(row, at);
  });

  return {
    path,
    hasEditors: () => queries.any.get() !== undefined,
    list: () => {
      const at = new Date();
      return queries.all.all().map((editorRow) => record(editorRow, at));
    },
    get: (email) => {
      const row = queries.byEmail.get(email.trim());
      return row && record(row, new Date());
    },
    addOrRelink: (name, email, at = new Date()) => addOrRelink(name.trim(), email.trim(), at),
    remove: (email) => {
      const row = queries.byEmail.get(email.trim());
      if (!row) return false;
      queries.deleteEditor.run(row.id);
      return true;
    },
    linkEditor: (token, at = new Date()) => {
      const row = token ? queries.link.get(tokenHash(token), iso(at)) : undefined;
      return row && record(row, at);
    },
    async setPassword(token, password, again, at = new Date()) {
      if (!token || !queries.link.get(tokenHash(token), iso(at))) return { ok: false, reason: 'link' };
      const problem = passwordProblem(password, again);
      if (problem) return { ok: false, reason: 'password', message: problem };
      const hash = await hashPassword(password, params);
      const session = consumeLink(token, hash, at);
      return session ? { ok: true, session } : { ok: false, reason: 'link' };
    },
    signIn: (email, password, address, at = new Date()) => signIn(email.trim(), password, address, at),
    session: (token, at = new Date()) => (token ? queries.session.get(tokenHash(token), iso(at)) : undefined),
    signOut: (token) => {
      if (token) queries.deleteSession.run(tokenHash(token));
    },
    close: () => {
      if (db.open) db.close();
    },
  };
}
