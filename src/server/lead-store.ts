import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { BookingValues } from '../components/booking/fields';

/** Where leads are kept: env LEADS_DB, else data/leads.sqlite under the working directory. */
export const DEFAULT_LEADS_DB = 'data/leads.sqlite';
export function leadsDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.LEADS_DB || DEFAULT_LEADS_DB);
}

export type Lead = BookingValues & { id: number; receivedAt: string };
export type SaveResult = { stored: true; id: number } | { stored: false };

export type LeadStore = {
  readonly path: string;
  /** Stores a lead once per key; a second save with the same key stores nothing. */
  save(values: BookingValues, key: string, receivedAt?: Date): SaveResult;
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
  db.pragma('busy_timeout = 5000');
  if (db.pragma('user_version', { simple: true }) === 0) {
    db.exec(SCHEMA_V1);
    db.pragma('user_version = 1');
  }
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

  return {
    path,
    save(values, key, receivedAt = new Date()) {
      const params = Object.fromEntries(LEAD_COLUMNS.map(([f]) => [f, values[f] ?? '']));
      const info = insert.run({ ...params, key, receivedAt: receivedAt.toISOString() });
      return info.changes === 1 ? { stored: true, id: Number(info.lastInsertRowid) } : { stored: false };
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
