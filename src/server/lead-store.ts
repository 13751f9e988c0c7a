import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { BookingValues } from '../booking-rules/fields';
import type { MailMessage } from './mail/messages';
import { openOutbox, type Outbox } from './mail/outbox';

/** Where leads are kept: env LEADS_DB, else data/leads.sqlite under the working directory. */
const DEFAULT_LEADS_DB = 'data/leads.sqlite';
export function leadsDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.LEADS_DB || DEFAULT_LEADS_DB);
}

export type Lead = BookingValues & { id: number; receivedAt: string };
/**
 * `updated`: the key was stored before with other details, which now replace them (a corrected
 * retry). `full`: the chosen window already holds `capacity` other leads; nothing was stored.
 */
export type SaveResult = { stored: true; id: number } | { stored: false; updated: boolean; full?: true };

export type LeadStore = {
  readonly path: string;
  /**
   * Stores a lead once per key. A second save with the same key stores nothing; when its details
   * differ (the visitor corrected them before retrying), they replace the stored ones (the e-mails
   * already queued are not changed). `messages` are the lead's e-mails, committed in the same
   * transaction into the outbox. Never waits for another process's lock: a locked database throws
   * at once (see isBusy).
   */
  save(values: BookingValues, key: string, receivedAt?: Date, messages?: (lead: Lead) => MailMessage[], capacity?: number): SaveResult;
  /** How many leads ask for each time of a date (yyyy-MM-dd), e.g. { "10:00 AM": 2 }. */
  slotCounts(date: string): Record<string, number>;
  /** the lead's e-mails and their delivery state (src/server/mail/outbox.ts) */
  readonly outbox: Outbox;
  /** Newest first. */
  list(limit?: number): Lead[];
  count(): number;
  close(): void;
};

/** Form field -> database column, for every stored field. */
export const LEAD_COLUMNS: Array<[keyof BookingValues, string]> = [
  ['name', 'name'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['street', 'street'],
  ['city', 'city'],
  ['state', 'state'],
  ['zip', 'zip'],
  ['date', 'preferred_date'],
  ['time', 'preferred_time'],
  ['serviceType', 'service_type'],
  ['issue', 'issue'],
];

const SCHEMA_V1 = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  submission_key TEXT NOT NULL UNIQUE,
  ${LEAD_COLUMNS.map(([, c]) => `${c} TEXT NOT NULL`).join(',\n  ')}
);
CREATE INDEX IF NOT EXISTS leads_received_at ON leads (received_at);
`;

/**
 * The embedded lead database (better-sqlite3). WAL with synchronous=FULL: a save has reached the
 * disk before it returns, so an acknowledged lead survives a crash of the process or the machine.
 */
export function openLeadStore(path = leadsDbPath()): LeadStore {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000'); // opening may wait (at start, or for a command); serving never does
  if (db.pragma('user_version', { simple: true }) === 0) {
    db.exec(SCHEMA_V1);
    db.pragma('user_version = 1');
  }
  db.pragma('busy_timeout = 0');
  const insert = db.prepare(
    `INSERT INTO leads (received_at, submission_key, ${LEAD_COLUMNS.map(([, c]) => c).join(', ')})
     VALUES (@receivedAt, @key, ${LEAD_COLUMNS.map(([f]) => `@${f}`).join(', ')})
     ON CONFLICT (submission_key) DO NOTHING`,
  );
  const select = db.prepare(
    `SELECT id, received_at AS receivedAt, ${LEAD_COLUMNS.map(([f, c]) => `${c} AS ${f}`).join(', ')}
     FROM leads ORDER BY received_at DESC, id DESC LIMIT ?`,
  );
  const counter = db.prepare('SELECT COUNT(*) AS n FROM leads');
  const perSlot = db.prepare(
    "SELECT preferred_time AS time, COUNT(*) AS n FROM leads WHERE preferred_date = ? AND preferred_time <> '' GROUP BY preferred_time",
  );
  const othersInSlot = db.prepare(
    'SELECT COUNT(*) AS n FROM leads WHERE preferred_date = @date AND preferred_time = @time AND submission_key <> @key',
  );
  const correct = db.prepare(
    `UPDATE leads SET ${LEAD_COLUMNS.map(([f, c]) => `${c} = @${f}`).join(', ')}
     WHERE submission_key = @key AND NOT (${LEAD_COLUMNS.map(([f, c]) => `${c} IS @${f}`).join(' AND ')})`,
  );
  const outbox = openOutbox(db);
  /** The lead and its messages: both committed, or neither. */
  const insertWithOutbox = db.transaction(
    (params: Record<string, string>, lead: Omit<Lead, 'id'>, messages?: (lead: Lead) => MailMessage[], capacity?: number): SaveResult => {
      // A window holds `capacity` visits: counted inside the write transaction, so two posts cannot both take the last place.
      if (capacity !== undefined && params.date && params.time && (othersInSlot.get(params) as { n: number }).n >= capacity)
        return { stored: false, updated: false, full: true };
      const info = insert.run(params);
      if (info.changes !== 1) {
        // The same key again: corrected details replace the stored ones, the same ones change nothing.
        return { stored: false, updated: correct.run(params).changes === 1 };
      }
      const id = Number(info.lastInsertRowid);
      if (messages) outbox.enqueue(id, messages({ ...lead, id }), Date.now());
      return { stored: true, id };
    },
  );

  return {
    path,
    outbox,
    save(values, key, receivedAt = new Date(), messages, capacity) {
      const params = Object.fromEntries(LEAD_COLUMNS.map(([f]) => [f, values[f] ?? ''])) as BookingValues;
      return insertWithOutbox.immediate(
        { ...params, key, receivedAt: receivedAt.toISOString() },
        { ...params, receivedAt: receivedAt.toISOString() },
        messages,
        capacity,
      );
    },
    slotCounts(date) {
      return Object.fromEntries((perSlot.all(date) as Array<{ time: string; n: number }>).map((r) => [r.time, r.n]));
    },
    list(limit = -1) {
      return select.all(limit) as Lead[];
    },
    count() {
      return (counter.get() as { n: number }).n;
    },
    close() {
      if (db.open) db.close();
    },
  };
}

/** True for SQLite's "another connection holds the lock" errors: try again shortly, nothing is wrong. */
export function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}
