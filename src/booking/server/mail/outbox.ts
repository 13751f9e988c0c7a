import type { Database } from 'better-sqlite3';
import type { MailKind, MailMessage } from './messages';

/**
 * The outbox: each lead's e-mails, written in the same transaction as the lead
 * (src/booking/server/lead-store.ts), and their delivery state. Times are milliseconds since the epoch.
 * A sender claims a due row by leasing it (lease_until, lease_owner) before it talks to SMTP, so two
 * senders never send the same row at once; a sender that dies mid-send leaves a lease that runs out,
 * and the row is sent again (possibly twice, never lost).
 */
const OUTBOX_SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  lease_owner TEXT,
  first_failed_at INTEGER,
  last_error TEXT,
  done_at INTEGER,
  UNIQUE (lead_id, kind)
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS outbox_kind_created ON outbox (kind, created_at);
`;

export type DeliveryState = 'pending' | 'sent' | 'failed';

/** A row a sender has leased: the message to send and what it needs to decide on a failure. */
export type Claimed = { id: number; leadId: number; kind: MailKind; message: MailMessage; attempts: number; firstFailedAt: number | null };

/** One message's delivery, as `npm run leads` shows it. */
export type Delivery = {
  id: number;
  leadId: number;
  kind: MailKind;
  state: DeliveryState;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  doneAt: number | null;
  lastError: string | null;
};

export type Outbox = {
  /** Adds a lead's messages; call inside the lead's transaction. */
  enqueue(leadId: number, messages: MailMessage[], now: number): void;
  /** How many messages of this kind were queued at or after `since` (whatever became of them). */
  queuedSince(kind: MailKind, since: number): number;
  /** Leases up to `limit` due rows to `owner` until now + leaseMs and counts the attempt. */
  claim(owner: string, now: number, leaseMs: number, limit: number): Claimed[];
  sent(id: number, now: number): void;
  /** A failed attempt: due again at `nextAt`. */
  retry(id: number, owner: string, now: number, nextAt: number, error: string): void;
  /** Given up: stays in the table as failed. */
  fail(id: number, owner: string, now: number, error: string): void;
  /** When the next row falls due (a lease that runs out counts), or undefined when none is pending. */
  nextDue(): number | undefined;
  /** Every message of these leads (all when omitted), by lead id. */
  deliveries(leadIds?: number[]): Map<number, Delivery[]>;
  failed(): Delivery[];
  /** Puts every failed message back in the outbox, due now; returns how many. */
  retryFailed(now: number): number;
  counts(): Record<DeliveryState, number>;
};

type Row = {
  id: number;
  lead_id: number;
  kind: MailKind;
  state: DeliveryState;
  attempts: number;
  created_at: number;
  next_attempt_at: number;
  done_at: number | null;
  last_error: string | null;
};
const delivery = (row: Row): Delivery => ({
  id: row.id,
  leadId: row.lead_id,
  kind: row.kind,
  state: row.state,
  attempts: row.attempts,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  doneAt: row.done_at,
  lastError: row.last_error,
});
const DELIVERY_COLUMNS = 'id, lead_id, kind, state, attempts, created_at, next_attempt_at, done_at, last_error';

/** The outbox over an open lead database (its table is created when missing). */
// eslint-disable-next-line max-lines-per-function -- one object of short methods over the outbox table: they share its prepared statements
export function openOutbox(db: Database): Outbox {
  db.exec(OUTBOX_SCHEMA);
  const insert = db.prepare(
    `INSERT INTO outbox (lead_id, kind, message, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (lead_id, kind) DO NOTHING`,
  );
  const queuedSince = db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE kind = ? AND created_at >= ?`);
  const claim = db.prepare(
    `UPDATE outbox SET lease_owner = @owner, lease_until = @until, attempts = attempts + 1
     WHERE id IN (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= @now AND (lease_until IS NULL OR lease_until <= @now)
                  ORDER BY next_attempt_at, id LIMIT @limit)
     RETURNING id, lead_id, kind, message, attempts, first_failed_at`,
  );
  const sent = db.prepare(
    `UPDATE outbox SET state = 'sent', done_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND state = 'pending'`,
  );
  const retry = db.prepare(
    `UPDATE outbox SET next_attempt_at = @nextAt, last_error = @error, first_failed_at = COALESCE(first_failed_at, @now), lease_owner = NULL, lease_until = NULL
     WHERE id = @id AND state = 'pending' AND lease_owner = @owner`,
  );
  const fail = db.prepare(
    `UPDATE outbox SET state = 'failed', done_at = @now, last_error = @error, first_failed_at = COALESCE(first_failed_at, @now), lease_owner = NULL, lease_until = NULL
     WHERE id = @id AND state = 'pending' AND lease_owner = @owner`,
  );
  const nextDue = db.prepare(`SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS at FROM outbox WHERE state = 'pending'`);
  const all = db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM outbox ORDER BY lead_id, id`);
  const ofLead = db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM outbox WHERE lead_id = ? ORDER BY id`);
  const failed = db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM outbox WHERE state = 'failed' ORDER BY done_at DESC, id DESC`);
  const counts = db.prepare(`SELECT state, COUNT(*) AS n FROM outbox GROUP BY state`);
  const retryFailed = db.prepare(
    `UPDATE outbox SET state = 'pending', attempts = 0, first_failed_at = NULL, done_at = NULL, next_attempt_at = ? WHERE state = 'failed'`,
  );

  return {
    enqueue(leadId, messages, now) {
      for (const message of messages) insert.run(leadId, message.kind, JSON.stringify(message), now, now);
    },
    queuedSince(kind, since) {
      return (queuedSince.get(kind, since) as { n: number }).n;
    },
    claim(owner, now, leaseMs, limit) {
      const rows = claim.all({ owner, now, until: now + leaseMs, limit }) as Array<{
        id: number;
        lead_id: number;
        kind: MailKind;
        message: string;
        attempts: number;
        first_failed_at: number | null;
      }>;
      return rows
        .map((row) => ({
          id: row.id,
          leadId: row.lead_id,
          kind: row.kind,
          message: JSON.parse(row.message) as MailMessage,
          attempts: row.attempts,
          firstFailedAt: row.first_failed_at,
        }))
        .sort((a, b) => a.id - b.id);
    },
    sent(id, now) {
      sent.run(now, id);
    },
    retry(id, owner, now, nextAt, error) {
      retry.run({ id, owner, now, nextAt, error });
    },
    fail(id, owner, now, error) {
      fail.run({ id, owner, now, error });
    },
    nextDue() {
      const at = (nextDue.get() as { at: number | null }).at;
      return at ?? undefined;
    },
    deliveries(leadIds) {
      const rows = (leadIds ? leadIds.flatMap((id) => ofLead.all(id)) : all.all()) as Row[];
      const map = new Map<number, Delivery[]>();
      for (const row of rows) map.set(row.lead_id, [...(map.get(row.lead_id) ?? []), delivery(row)]);
      return map;
    },
    failed() {
      return (failed.all() as Row[]).map(delivery);
    },
    retryFailed(now) {
      return retryFailed.run(now).changes;
    },
    counts() {
      const record: Record<DeliveryState, number> = { pending: 0, sent: 0, failed: 0 };
      for (const result of counts.all() as Array<{ state: DeliveryState; n: number }>) record[result.state] = result.n;
      return record;
    },
  };
}
