import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../rules/reference';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { BookingValues } from '../rules/fields';
import { slotMinutes } from '../rules/slots';
import type { MailMessage } from './mail/messages';
import { openOutbox, type Outbox } from './mail/outbox';

import { isBusy, leadsDbPath } from '../../http/database.server';

export { isBusy, leadsDbPath };

/** Where a request stands: the office confirms or declines it, the visitor may cancel it. */
export type LeadStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled';
/** How a confirmed visit went, as the office marks it afterwards ('' until then). */
export type LeadOutcome = '' | 'done' | 'no-show';
export type Lead = BookingValues & {
  id: number;
  receivedAt: string;
  /** the short reference the visitor and the office quote (e.g. BG-7K3M9), unique */
  reference: string;
  status: LeadStatus;
  /** when the status last changed (ISO), the time it was received until then */
  statusAt: string;
  outcome: LeadOutcome;
};
/**
 * What happened to a lead after it arrived, by whom (the visitor, or the office and `who` of it),
 * with when; `detail` says what changed (e.g. the old date and time, a decline's reason, a note).
 */
export type LeadEvent = {
  id: number;
  leadId: number;
  at: string;
  by: 'visitor' | 'office';
  who: string;
  action: LeadAction;
  detail: string;
  /** a visit the office confirmed or moved into a window the crew's capacity had filled ("Book it over capacity") */
  overCapacity?: boolean;
};
/** `cancelled-on-request`: the office cancelled because the customer asked it to (on the phone, say). */
export type LeadAction =
  'changed' | 'cancelled' | 'cancelled-on-request' | 'confirmed' | 'declined' | 'done' | 'no-show' | 'reopened' | 'note';
/** A change that cancels the request: the office's (of its own accord, or at the customer's request) or the customer's. */
export const isCancel = (action: LeadAction): boolean => action === 'cancelled' || action === 'cancelled-on-request';

/** How a change records that the visit had no date before it (a request that left the date to us). */
export const NO_DATE = 'no date';

/**
 * The service address in one line, as every page and e-mail of the office gives it: "4102 W Bay Ave,
 * Tampa, FL 33616" (each part's spaces as one; a part left empty left out).
 */
export function serviceAddress(lead: Pick<Lead, 'street' | 'city' | 'state' | 'zip'>): string {
  const one = (text: string) => text.replace(/\s+/g, ' ').trim();
  return [one(lead.street), one(lead.city), one(`${lead.state} ${lead.zip}`)].filter(Boolean).join(', ');
}

/** What a visitor's cancel or move records (its detail) of a visit the office had confirmed: the office's notice says it was on the schedule. */
export const WAS_CONFIRMED = 'confirmed';

/** A change to a lead, decided on the lead as stored (see LeadStore.update). */
export type LeadChange = {
  by: LeadEvent['by'];
  /** the office's editor who acted (name and e-mail), '' for the visitor */
  who?: string;
  action: LeadAction;
  status: LeadStatus;
  outcome?: LeadOutcome;
  date?: string;
  time?: string;
  detail?: string;
  overCapacity?: boolean;
};
/** Which leads the office's desk lists (LeadStore.find): all conditions hold; dates are yyyy-MM-dd. */
export type LeadQuery = {
  statuses?: LeadStatus[];
  /** a visit on or after this day */
  from?: string;
  /** a visit on or before this day */
  to?: string;
  /** leads with no date too (a request that left it to the office) */
  undated?: boolean;
  /** a reference, a part of a name (its words in any order), an e-mail, a street or a ZIP code, or a phone number's digits (as a caller ID shows them too: +1 813 ...) */
  text?: string;
  /** 'visit': by visit day and window, soonest first; 'visit-desc': latest first; 'received': newest first */
  order: 'visit' | 'visit-desc' | 'received';
  limit?: number;
};
/**
 * `updated`: the key was stored before with other details, which now replace them (a corrected
 * retry). `full`: the chosen window already holds `capacity` other leads; nothing was stored (and
 * `id` is 0, `reference` empty).
 */
export type SaveResult =
  { stored: true; id: number; reference: string } | { stored: false; updated: boolean; full?: true; id: number; reference: string };
export type UpdateResult<R> = { done: true; lead: Lead; event: LeadEvent } | { done: false; lead: Lead | undefined; reason?: R };

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
  /** the lead's e-mails and their delivery state (src/booking/server/mail/outbox.ts) */
  readonly outbox: Outbox;
  /** Newest first. */
  list(limit?: number): Lead[];
  get(id: number): Lead | undefined;
  /** The lead with this reference (as the desk's addresses and the office quote it; any case). */
  byReference(reference: string): Lead | undefined;
  /**
   * Changes a lead in one transaction: `decide` sees the lead as stored and returns the change, or
   * a reason to refuse it; the change, its event and its e-mails (`messages`, given the changed lead
   * and the event) are committed together.
   */
  update<R>(
    id: number,
    decide: (lead: Lead) => LeadChange | { refuse: R },
    messages?: (lead: Lead, event: LeadEvent) => MailMessage[],
    at?: Date,
  ): UpdateResult<R>;
  /** The lead's changes, oldest first. */
  events(id: number): LeadEvent[];
  /** The leads the office's desk shows (LeadQuery). */
  find(query: LeadQuery): Lead[];
  /**
   * Queues the reminder of each confirmed visit on `date` that has none for that day yet, in one
   * transaction with its e-mails: once per visit and day, whatever restarts or runs meanwhile. A
   * visit moved to another day gets that day's. `at`: when the e-mails are queued (the sender's
   * clock). Returns the leads reminded now.
   */
  remind(date: string, messages: (lead: Lead) => MailMessage[], at?: Date): Lead[];
  /** All leads, or those a query asks for. */
  count(query?: LeadQuery): number;
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
  ${LEAD_COLUMNS.map(([, text]) => `${text} TEXT NOT NULL`).join(',\n  ')}
);
CREATE INDEX IF NOT EXISTS leads_received_at ON leads (received_at);
`;
/** Version 2: a reference and a status per lead, and what happened to it since. Existing leads are 'requested'. */
const SCHEMA_V2 = `
ALTER TABLE leads ADD COLUMN reference TEXT;
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed', 'declined', 'cancelled'));
ALTER TABLE leads ADD COLUMN status_at TEXT;
UPDATE leads SET status_at = received_at;
CREATE TABLE IF NOT EXISTS lead_events (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  at TEXT NOT NULL,
  by TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS lead_events_lead ON lead_events (lead_id);
`;

/** Version 3: how a visit went (the office's mark), who of the office acted, and the visits by day (the desk). */
const SCHEMA_V3 = `
ALTER TABLE leads ADD COLUMN outcome TEXT NOT NULL DEFAULT '';
ALTER TABLE lead_events ADD COLUMN who TEXT NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS leads_visit ON leads (preferred_date, preferred_time);
`;

/** Version 4: the day a visit's reminder was queued for (once per visit and day). */
const SCHEMA_V4 = `ALTER TABLE leads ADD COLUMN reminded_for TEXT NOT NULL DEFAULT '';`;

/** Version 5: an office action that booked a window over the crew's capacity says so in the request's history. */
const SCHEMA_V5 = `ALTER TABLE lead_events ADD COLUMN over_capacity INTEGER NOT NULL DEFAULT 0;`;

/** A reference's prefix from the company's name: the initials of its first two words ("Baywise Garage Door Co." -> "BG"). */
export function referencePrefix(company: string): string {
  const initials = company
    .split(/\s+/)
    .map((text) =>
      text
        .replace(/[^A-Za-z]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return initials || 'R';
}
const randomReference = (prefix: string) =>
  `${prefix}-${Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const LEAD_SELECT = `id, received_at AS receivedAt, reference, status, status_at AS statusAt, outcome, ${LEAD_COLUMNS.map(([text, counter]) => `${counter} AS ${text}`).join(', ')}`;

/**
 * The embedded lead database (better-sqlite3). WAL with synchronous=FULL: a save has reached the
 * disk before it returns, so an acknowledged lead survives a crash of the process or the machine.
 */
// eslint-disable-next-line max-lines-per-function -- one object of short methods over one database: they share its prepared statements and transactions
export function openLeadStore(path = leadsDbPath(), opts: { referencePrefix?: string } = {}): LeadStore {
  mkdirSync(dirname(path), { recursive: true });
  const prefix = opts.referencePrefix ?? 'R';
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000'); // opening may wait (at start, or for a command); serving never does
  migrate(db, prefix);
  db.pragma('busy_timeout = 0');
  ourFunctions(db);
  const referenceTaken = db.prepare('SELECT 1 FROM leads WHERE reference = ?').pluck();
  /** A reference no lead has (inside the write transaction, so no other writer can take it meanwhile). */
  const newReference = () => {
    for (;;) {
      const text = randomReference(prefix);
      if (!referenceTaken.get(text)) return text;
    }
  };
  const insert = db.prepare(
    `INSERT INTO leads (received_at, status_at, reference, submission_key, ${LEAD_COLUMNS.map(([, text]) => text).join(', ')})
     VALUES (@receivedAt, @receivedAt, @reference, @key, ${LEAD_COLUMNS.map(([text]) => `@${text}`).join(', ')})
     ON CONFLICT (submission_key) DO NOTHING`,
  );
  const select = db.prepare(`SELECT ${LEAD_SELECT} FROM leads ORDER BY received_at DESC, id DESC LIMIT ?`);
  const selectOne = db.prepare(`SELECT ${LEAD_SELECT} FROM leads WHERE id = ?`);
  const selectByReference = db.prepare(`SELECT ${LEAD_SELECT} FROM leads WHERE reference = ?`);
  const byKey = db.prepare('SELECT id, reference FROM leads WHERE submission_key = ?');
  const setLead = db.prepare(
    'UPDATE leads SET status = @status, status_at = @statusAt, outcome = @outcome, preferred_date = @date, preferred_time = @time WHERE id = @id',
  );
  const addEvent = db.prepare(
    'INSERT INTO lead_events (lead_id, at, by, who, action, detail, over_capacity) VALUES (@leadId, @at, @by, @who, @action, @detail, @over)',
  );
  const eventsOf = db.prepare(
    'SELECT id, lead_id AS leadId, at, by, who, action, detail, over_capacity AS over FROM lead_events WHERE lead_id = ? ORDER BY id',
  );
  const counter = db.prepare('SELECT COUNT(*) AS n FROM leads');
  const perSlot = db.prepare(
    "SELECT preferred_time AS time, COUNT(*) AS n FROM leads WHERE preferred_date = ? AND preferred_time <> '' AND status NOT IN ('cancelled', 'declined') GROUP BY preferred_time",
  );
  const othersInSlot = db.prepare(
    "SELECT COUNT(*) AS n FROM leads WHERE preferred_date = @date AND preferred_time = @time AND submission_key <> @key AND status NOT IN ('cancelled', 'declined')",
  );
  const correct = db.prepare(
    `UPDATE leads SET ${LEAD_COLUMNS.map(([text, clock]) => `${clock} = @${text}`).join(', ')}
     WHERE submission_key = @key AND NOT (${LEAD_COLUMNS.map(([text, clock]) => `${clock} IS @${text}`).join(' AND ')})`,
  );
  const outbox = openOutbox(db);
  const dueReminders = db.prepare(
    `SELECT ${LEAD_SELECT} FROM leads WHERE preferred_date = ? AND status = 'confirmed' AND outcome = '' AND reminded_for <> preferred_date`,
  );
  const reminded = db.prepare('UPDATE leads SET reminded_for = preferred_date WHERE id = ?');
  const remindAll = db.transaction((date: string, messages: (lead: Lead) => MailMessage[], at: number): Lead[] => {
    const due = dueReminders.all(date) as Lead[];
    for (const lead of due) {
      reminded.run(lead.id);
      outbox.enqueue(lead.id, messages(lead), at);
    }
    return due;
  });
  /** The lead and its messages: both committed, or neither. */
  const insertWithOutbox = db.transaction(
    (
      params: Record<string, string>,
      lead: Omit<Lead, 'id' | 'reference'>,
      messages?: (lead: Lead) => MailMessage[],
      capacity?: number,
    ): SaveResult => {
      // A window holds `capacity` visits: counted inside the write transaction, so two posts cannot both take the last place.
      if (capacity !== undefined && params.date && params.time && (othersInSlot.get(params) as { n: number }).n >= capacity)
        return { stored: false, updated: false, full: true, id: 0, reference: '' };
      const reference = newReference();
      const info = insert.run({ ...params, reference });
      if (info.changes !== 1) {
        // The same key again: corrected details replace the stored ones, the same ones change nothing.
        const updated = correct.run(params).changes === 1;
        const first = byKey.get(params.key) as { id: number; reference: string };
        return { stored: false, updated, id: first.id, reference: first.reference };
      }
      const id = Number(info.lastInsertRowid);
      if (messages) outbox.enqueue(id, messages({ ...lead, id, reference }), Date.now());
      return { stored: true, id, reference };
    },
  );
  const change = db.transaction(
    <R>(
      id: number,
      decide: (lead: Lead) => LeadChange | { refuse: R },
      messages: ((lead: Lead, event: LeadEvent) => MailMessage[]) | undefined,
      at: string,
    ): UpdateResult<R> => {
      const lead = selectOne.get(id) as Lead | undefined;
      if (!lead) return { done: false, lead: undefined };
      const decided = decide(lead);
      if ('refuse' in decided) return { done: false, lead, reason: decided.refuse };
      const next: Lead = {
        ...lead,
        status: decided.status,
        // A note or a visit's outcome leaves the status as it was, and so its time.
        statusAt: decided.status === lead.status ? lead.statusAt : at,
        outcome: decided.outcome ?? lead.outcome,
        date: decided.date ?? lead.date,
        time: decided.time ?? lead.time,
      };
      setLead.run({ id, status: next.status, statusAt: next.statusAt, outcome: next.outcome, date: next.date, time: next.time });
      const row = { leadId: id, at, by: decided.by, who: decided.who ?? '', action: decided.action, detail: decided.detail ?? '' };
      const over = decided.overCapacity ? 1 : 0;
      const event: LeadEvent = {
        id: Number(addEvent.run({ ...row, over }).lastInsertRowid),
        ...row,
        ...(over ? { overCapacity: true } : {}),
      };
      if (messages) outbox.enqueue(id, messages(next, event), Date.parse(at));
      return { done: true, lead: next, event };
    },
  );

  return {
    path,
    outbox,
    save(values, key, receivedAt = new Date(), messages, capacity) {
      const params = Object.fromEntries(LEAD_COLUMNS.map(([text]) => [text, values[text] ?? ''])) as BookingValues;
      return insertWithOutbox.immediate(
        { ...params, key, receivedAt: receivedAt.toISOString() },
        { ...params, receivedAt: receivedAt.toISOString(), status: 'requested', statusAt: receivedAt.toISOString(), outcome: '' },
        messages,
        capacity,
      );
    },
    slotCounts(date) {
      return Object.fromEntries((perSlot.all(date) as Array<{ time: string; n: number }>).map((item) => [item.time, item.n]));
    },
    list(limit = -1) {
      return select.all(limit) as Lead[];
    },
    get(id) {
      return selectOne.get(id) as Lead | undefined;
    },
    byReference(reference) {
      return selectByReference.get(reference.toUpperCase()) as Lead | undefined;
    },
    update(id, decide, messages, at = new Date()) {
      return change.immediate(id, decide, messages, at.toISOString()) as UpdateResult<never>;
    },
    events(id) {
      return (eventsOf.all(id) as Array<LeadEvent & { over: number }>).map(({ over, ...event }) =>
        over ? { ...event, overCapacity: true } : event,
      );
    },
    find(query) {
      return findLeads(db, query);
    },
    remind(date, messages, at = new Date()) {
      return remindAll.immediate(date, messages, at.getTime());
    },
    count(query) {
      return query ? countLeads(db, query) : (counter.get() as { n: number }).n;
    },
    close() {
      if (db.open) db.close();
    },
  };
}

/**
 * Brings a database of any earlier version to the current one, in one transaction (a second
 * process opening it at the same moment waits, then finds it done). Leads of version 1 get a
 * reference each and the status 'requested'.
 */
function migrate(db: Database.Database, prefix: string) {
  const steps = db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < 1) db.exec(SCHEMA_V1);
    if (version < 2) {
      db.exec(SCHEMA_V2);
      const taken = new Set<string>();
      const give = db.prepare('UPDATE leads SET reference = ? WHERE id = ?');
      for (const id of db.prepare('SELECT id FROM leads WHERE reference IS NULL ORDER BY id').pluck().all() as number[]) {
        let text = randomReference(prefix);
        while (taken.has(text)) text = randomReference(prefix);
        taken.add(text);
        give.run(text, id);
      }
      db.exec('CREATE UNIQUE INDEX IF NOT EXISTS leads_reference ON leads (reference)');
    }
    if (version < 3) db.exec(SCHEMA_V3);
    if (version < 4) db.exec(SCHEMA_V4);
    if (version < 5) db.exec(SCHEMA_V5);
    if (version < 5) db.pragma('user_version = 5');
  });
  steps.immediate();
}

/**
 * The leads a query asks for (LeadQuery), through the visit-day index: a day's list reads that day's
 * rows only, however many leads are stored.
 */
function findLeads(db: Database.Database, leadQuery: LeadQuery): Lead[] {
  const { where, params } = whereOf(leadQuery);
  const order = {
    // A day's visits by their time of day ("9:00 AM" before "11:00 AM"), not by the time's text.
    visit: 'preferred_date, slot_minutes(preferred_time), received_at',
    'visit-desc': 'preferred_date DESC, slot_minutes(preferred_time) DESC, received_at DESC',
    received: 'received_at DESC, id DESC',
  }[leadQuery.order];
  return db
    .prepare(`SELECT ${LEAD_SELECT} FROM leads ${where} ORDER BY ${order} LIMIT @limit`)
    .all({ ...params, limit: leadQuery.limit ?? -1 }) as Lead[];
}

function countLeads(db: Database.Database, leadQuery: LeadQuery): number {
  const { where, params } = whereOf(leadQuery);
  return (db.prepare(`SELECT COUNT(*) AS n FROM leads ${where}`).get(params) as { n: number }).n;
}

/** A query's WHERE clause and its parameters (the values are always bound, never written into the SQL). */
function whereOf(leadQuery: LeadQuery): { where: string; params: Record<string, string> } {
  const where: string[] = [];
  const params: Record<string, string> = {};
  if (leadQuery.statuses?.length) {
    where.push(`status IN (${leadQuery.statuses.map((_, i) => `@s${i}`).join(', ')})`);
    leadQuery.statuses.forEach((status, i) => (params[`s${i}`] = status));
  }
  const dated: string[] = [];
  if (leadQuery.from) {
    dated.push('preferred_date >= @from');
    params.from = leadQuery.from;
  }
  if (leadQuery.to) {
    dated.push('preferred_date <= @to');
    params.to = leadQuery.to;
  }
  if (dated.length)
    where.push(
      leadQuery.undated ? `((${dated.join(' AND ')}) OR preferred_date = '')` : `(${dated.join(' AND ')} AND preferred_date <> '')`,
    );
  const text = (leadQuery.text ?? '').trim();
  if (text) {
    // A caller ID's number starts with the country's 1 (+1 813 ..., 1813...): the stored number has none.
    const dialled = text.replace(/\D/g, '');
    const digits = dialled.length === 11 && dialled.startsWith('1') ? dialled.slice(1) : dialled;
    const escaped = (part: string) => part.replace(/[%_\\]/g, '\\$&');
    const like = (part: string) => `%${escaped(part).toLowerCase()}%`;
    params.text = like(text);
    params.reference = text.toUpperCase();
    // A reference typed without its prefix ("KZW42" for BG-KZW42), as a customer reads it out.
    params.referenceTail = `%-${escaped(text).toUpperCase()}`;
    const phone = digits.length >= 3 ? ` OR ${PHONE_DIGITS} LIKE @digits` : '';
    if (phone) params.digits = `%${digits}%`;
    // A name in any order of its words ("rivera alice" finds Alice Rivera), its letters only
    // ("obrien" finds O'Brien, "jose" José).
    const words = nameLetters(text).split(/\s+/).filter(Boolean);
    words.forEach((word, i) => (params[`word${i}`] = like(word)));
    const name = words.length ? words.map((_, i) => `name_letters(name) LIKE @word${i} ESCAPE '\\'`).join(' AND ') : '0';
    // A ZIP code whole, or its first digits ("3360" finds 33602 and 33606).
    const zipStart = /^\d{3,5}$/.test(text);
    params.zip = zipStart ? `${text}%` : text;
    // A street or a city by its letters too ("st petersburg" finds St. Petersburg).
    const letters = nameLetters(text).trim();
    if (letters) params.placeLetters = like(letters);
    const byLetters = letters
      ? `name_letters(city) LIKE @placeLetters ESCAPE '\\' OR name_letters(street) LIKE @placeLetters ESCAPE '\\' OR `
      : '';
    const place = `lower(street) LIKE @text ESCAPE '\\' OR lower(city) LIKE @text ESCAPE '\\' OR ${byLetters}zip ${zipStart ? 'LIKE' : '='} @zip`;
    // A reference read out with a space, or without its hyphen ("BG 3M2B8", "bg3m2b8").
    params.referenceCompact = text.toUpperCase().replace(/[\s-]/g, '');
    where.push(
      `(reference = @reference OR replace(reference, '-', '') = @referenceCompact OR reference LIKE @referenceTail ESCAPE '\\' OR (${name}) OR lower(email) LIKE @text ESCAPE '\\' OR ${place} OR lower(service_type) LIKE @text ESCAPE '\\'${phone})`,
    );
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** A name's letters and digits, lower-case, without accents or marks: "O'Brien-Núñez" -> "obriennunez". */
const nameLetters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '');

/** The functions the queries use: a slot's minutes after midnight (-1 for none), a name's letters. */
function ourFunctions(db: Database.Database): void {
  db.function('slot_minutes', { deterministic: true }, (time: unknown) => slotMinutes(String(time ?? '')) ?? -1);
  db.function('name_letters', { deterministic: true }, (name: unknown) => nameLetters(String(name ?? '')));
}

/** A stored phone number's digits, as SQL: "(727) 555-2368" -> "7275552368". */
const PHONE_DIGITS = ['+', ' ', '-', '(', ')', '.'].reduce((sql, text) => `replace(${sql}, '${text}', '')`, 'phone');
