import { resolve } from 'node:path';

/**
 * The server's one SQLite file: the booking requests (src/booking/server/lead-store.ts) and the
 * editors and their sessions (src/editing/server/editors/store.ts) are tables of it.
 */

/** Where leads are kept: env LEADS_DB, else data/leads.sqlite under the working directory. */
const DEFAULT_LEADS_DB = 'data/leads.sqlite';
export function leadsDbPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.LEADS_DB || DEFAULT_LEADS_DB);
}

/** True for SQLite's "another connection holds the lock" errors: try again shortly, nothing is wrong. */
export function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}
