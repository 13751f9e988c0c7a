import { TZDate } from '@date-fns/tz';
import { displayText } from '../rules/text';
import { longDate } from '../../manifest/facts';
import { eventText } from './lead-events';
import { LEAD_COLUMNS, type Lead, type LeadEvent } from './lead-store';
import type { Delivery } from './mail/outbox';

/** Each lead's e-mails (src/booking/server/mail/outbox.ts), by lead id. */
export type Deliveries = Map<number, Delivery[]>;
const MAIL_KINDS = ['office', 'visitor'] as const;

/** The stored columns, in the table's order, under their database names. */
const CSV_COLUMNS: Array<[keyof Lead, string]> = [
  ['id', 'id'],
  ['receivedAt', 'received_at'],
  ...LEAD_COLUMNS,
  ['reference', 'reference'],
  ['status', 'status'],
];

/** What starts a formula in a spreadsheet (OWASP CSV injection): = + - @, and tab or CR before them. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Where a spreadsheet may start a new cell or line inside the text: the separators of every locale (, ; tab |) and line breaks. */
const AFTER_SEPARATOR = /([,;\t|\r\n]\s*)(?=[=+\-@])/g;

/**
 * One CSV cell, per OWASP's advice on CSV injection: every cell quoted (so a `;` or tab inside it is
 * not a separator in any locale), embedded quotes doubled, and an apostrophe before anything a
 * spreadsheet would run as a formula, at the start of the cell and after any separator inside it.
 * A plain phone number (+1 813 ...) holds no formula and is kept as it is.
 */
export function csvCell(value: string | number): string {
  let s = displayText(String(value), true);
  if (!/^\+?[\d\s().-]+$/.test(s)) s = s.replace(AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(s) && !/^\+?[\d\s().-]+$/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * A stored instant (UTC) in `timeZone`, ISO 8601 with its offset, to the second:
 * "2031-03-17T10:05:00-04:00". Without a zone, or for a value that is not a time, as stored.
 */
export function isoInZone(stored: string, timeZone?: string): string {
  const ms = Date.parse(stored);
  if (!timeZone || Number.isNaN(ms)) return stored;
  return new TZDate(ms, timeZone).toISOString().replace(/\.\d{3}(?=[+-]\d{2}:\d{2}$|Z$)/, '');
}

/** Byte-order mark: spreadsheets open a CSV that starts with it as UTF-8 (accents intact). */
const BOM = '\uFEFF';

/**
 * UTF-8 CSV with a byte-order mark; `received_at` in `timeZone` (the business's) with its offset. With
 * `deliveries`, two more columns: the state of the office's and the visitor's e-mail (sent, pending,
 * failed, or none). With `history`, two more: how the visit went (done, no-show) and what happened to
 * the request, the office's notes included, one line each ("Mar 17, 2031, 10:06 AM EDT: Dana
 * confirmed the visit.").
 */
export function leadsCsv(leads: Lead[], deliveries?: Deliveries, timeZone?: string, history?: (leadId: number) => LeadEvent[]): string {
  const mailHead = deliveries ? MAIL_KINDS.map((k) => `${k}_email`) : [];
  const mailCells = (l: Lead) =>
    deliveries ? MAIL_KINDS.map((k) => deliveries.get(l.id)?.find((d) => d.kind === k)?.state ?? 'none') : [];
  const historyHead = history ? ['outcome', 'history'] : [];
  const historyCells = (l: Lead) =>
    history
      ? [
          l.outcome,
          history(l.id)
            .map((e) => `${shortTime(Date.parse(e.at), timeZone)}: ${eventText(e)}`)
            .join('\n'),
        ]
      : [];
  const cell = (l: Lead, k: keyof Lead) => (k === 'receivedAt' ? isoInZone(l.receivedAt, timeZone) : l[k]);
  const rows = [
    [...CSV_COLUMNS.map(([, h]) => h), ...mailHead, ...historyHead],
    ...leads.map((l) => [...CSV_COLUMNS.map(([k]) => cell(l, k)), ...mailCells(l), ...historyCells(l)]),
  ];
  return BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A moment as the office reads it: in the business's time zone, named ("Mar 17, 2031, 10:06 AM EDT"). */
const shortTime = (ms: number, timeZone?: string) =>
  new Date(ms).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** One message's state for the terminal: "office sent Mar 17, 2031, 10:06 AM". */
function deliveryText(d: Delivery, timeZone?: string): string {
  const tries = `${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'}`;
  const why = d.lastError ? ` (${plain(d.lastError).split(':')[0]})` : '';
  if (d.state === 'sent') return `${d.kind} sent ${d.doneAt ? shortTime(d.doneAt, timeZone) : ''}`.trim();
  if (d.state === 'failed') return `${d.kind} FAILED ${d.doneAt ? shortTime(d.doneAt, timeZone) : ''} after ${tries}${why}`;
  return d.attempts ? `${d.kind} waiting, ${tries}, next ${shortTime(d.nextAttemptAt, timeZone)}${why}` : `${d.kind} waiting`;
}

/** The messages given up on, for `npm run leads -- --failed`. */
export function failedText(failed: Delivery[], leads: Map<number, Lead>, timeZone?: string): string {
  if (!failed.length) return 'No failed e-mails.\n';
  const out = failed.map((d) => {
    const l = leads.get(d.leadId);
    return [
      `message #${d.id}  ${d.kind} e-mail of lead #${d.leadId}${l ? ` (${plain(l.name)}, ${plain(l.email)})` : ''}`,
      `    ${deliveryText(d, timeZone)}`,
      ...(d.lastError ? [`    last error: ${plain(d.lastError)}`] : []),
      '',
    ];
  });
  return `${out.flat().join('\n')}\n${failed.length} failed e-mail${failed.length === 1 ? '' : 's'}. \`npm run leads -- --retry-failed\` puts them back in the outbox.\n`;
}

/** A stored value with every character the booking rules refuse removed: nothing can rewrite the terminal or reorder a line. */
const plain = (s: string) => displayText(s);

/** A readable listing for the terminal, newest first as given; times in `timeZone` (the business's). */
export function leadsText(leads: Lead[], now = new Date(), deliveries?: Deliveries, timeZone?: string): string {
  if (!leads.length) return 'No leads yet.\n';
  const out: string[] = [];
  for (const l of leads) {
    const when = new Date(l.receivedAt);
    const received = Number.isNaN(when.getTime()) ? l.receivedAt : shortTime(when.getTime(), timeZone);
    const wanted = [l.date ? longDate(l.date) : '', l.time].filter(Boolean).join(' at ') || 'no preference';
    const since = l.status !== 'requested' && l.statusAt ? ` since ${shortTime(Date.parse(l.statusAt), timeZone)}` : '';
    out.push(
      `#${l.id}  ${received}  ${plain(l.name)}`,
      `    reference ${l.reference}  status ${l.status}${since}`,
      `    phone ${plain(l.phone)}  email ${plain(l.email)}`,
      `    ${plain(l.street)}, ${plain(l.city)}, ${plain(l.state)} ${plain(l.zip)}`,
      `    visit: ${wanted}  service: ${plain(l.serviceType) || 'not given'}`,
      ...(l.issue ? [`    issue: ${displayText(l.issue, true).replace(/\s*\n\s*/g, ' / ')}`] : []),
      ...(deliveries
        ? [
            `    e-mail: ${
              deliveries
                .get(l.id)
                ?.map((d) => deliveryText(d, timeZone))
                .join('; ') || 'none'
            }`,
          ]
        : []),
      '',
    );
  }
  out.push(`${leads.length} lead${leads.length === 1 ? '' : 's'} (listed ${shortTime(now.getTime(), timeZone)})`);
  return out.join('\n') + '\n';
}
