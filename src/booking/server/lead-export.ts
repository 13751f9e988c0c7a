import { TZDate } from '@date-fns/tz';
import { displayText } from '../rules/text';
import { LABELS } from '../rules/fields';
import { longDate } from '../../manifest/facts';
import { shortMoment } from '../../manifest/words';
import { eventText } from './lead-events';
import { LEAD_COLUMNS, type Lead, type LeadEvent } from './lead-store';
import type { Delivery } from './mail/outbox';

/** Each lead's e-mails (src/booking/server/mail/outbox.ts), by lead id. */
export type Deliveries = Map<number, Delivery[]>;
const MAIL_KINDS = ['office', 'visitor'] as const;

/**
 * The stored columns, in the table's order, headed in the office's words: the form's own labels for
 * what the customer typed (the desk's download opens in a spreadsheet, where `received_at` meant nothing).
 */
const CSV_COLUMNS: Array<[keyof Lead, string]> = [
  ['id', 'Request'],
  ['receivedAt', 'Received'],
  ...LEAD_COLUMNS.map(([key]): [keyof Lead, string] => [key, LABELS[key]]),
  ['reference', 'Reference'],
  ['status', 'Status'],
];

/** Each e-mail's column, and its states in words. */
const MAIL_HEADS = { office: 'E-mail to the office', visitor: 'E-mail to the customer' } as const;
const MAIL_STATES: Record<Delivery['state'] | 'none', string> = { sent: 'sent', pending: 'waiting', failed: 'not sent', none: 'none' };

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
  let text = displayText(String(value), true);
  if (!/^\+?[\d\s().-]+$/.test(text)) text = text.replace(AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text) && !/^\+?[\d\s().-]+$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
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
 * UTF-8 CSV with a byte-order mark; "Received" in `timeZone` (the business's) with its offset. With
 * `deliveries`, two more columns: the state of the office's and the visitor's e-mail (sent, waiting,
 * not sent, or none). With `history`, two more: how the visit went (done, no-show) and what happened to
 * the request, the office's notes included, one line each ("Mar 17, 2031, 10:06 AM EDT: Dana
 * confirmed the visit.").
 */
export function leadsCsv(leads: Lead[], deliveries?: Deliveries, timeZone?: string, history?: (leadId: number) => LeadEvent[]): string {
  const mailHead = deliveries ? MAIL_KINDS.map((text) => MAIL_HEADS[text]) : [];
  const mailCells = (lead: Lead) =>
    deliveries
      ? MAIL_KINDS.map((text) => MAIL_STATES[deliveries.get(lead.id)?.find((delivery) => delivery.kind === text)?.state ?? 'none'])
      : [];
  const historyHead = history ? ['Outcome', 'History'] : [];
  const historyCells = (lead: Lead) =>
    history
      ? [
          lead.outcome,
          history(lead.id)
            .map((e) => `${shortMoment(Date.parse(e.at), timeZone)}: ${eventText(e)}`)
            .join('\n'),
        ]
      : [];
  const cell = (lead: Lead, key: keyof Lead) => (key === 'receivedAt' ? isoInZone(lead.receivedAt, timeZone) : lead[key]);
  const rows = [
    [...CSV_COLUMNS.map(([, text]) => text), ...mailHead, ...historyHead],
    ...leads.map((lead) => [...CSV_COLUMNS.map(([key]) => cell(lead, key)), ...mailCells(lead), ...historyCells(lead)]),
  ];
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Which e-mail a message is, in the office's words: "to the office (new request)", "to the customer
 * (confirmed)", "to the customer (reminder)" (its kind in the outbox is "visitor-confirmed-3").
 */
export function mailWords(kind: string): string {
  const [, who, action] = /^(office|visitor)(?:-([a-z]+(?:-[a-z]+)*))?(?:-[\d-]+)?$/.exec(kind) ?? [];
  if (!who) return kind;
  const about = action ? action.replace(/-/g, ' ') : who === 'office' ? 'new request' : 'request received';
  return `to the ${who === 'office' ? 'office' : 'customer'} (${about})`;
}

/** One message's state for the terminal: "to the office (new request) sent Mar 17, 2031, 10:06 AM". */
function deliveryText(delivery: Delivery, timeZone?: string): string {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}`;
  const why = delivery.lastError ? ` (${plain(delivery.lastError).split(':')[0]})` : '';
  const which = mailWords(delivery.kind);
  if (delivery.state === 'sent') return `${which} sent ${delivery.doneAt ? shortMoment(delivery.doneAt, timeZone) : ''}`.trim();
  if (delivery.state === 'failed')
    return `${which} FAILED ${delivery.doneAt ? shortMoment(delivery.doneAt, timeZone) : ''} after ${tries}${why}`;
  return delivery.attempts ? `${which} waiting, ${tries}, next ${shortMoment(delivery.nextAttemptAt, timeZone)}${why}` : `${which} waiting`;
}

/** The messages given up on, for `npm run leads -- --failed`. */
export function failedText(failed: Delivery[], leads: Map<number, Lead>, timeZone?: string): string {
  if (!failed.length) return 'No failed e-mails.\n';
  const out = failed.map((delivery) => {
    const lead = leads.get(delivery.leadId);
    return [
      `message #${delivery.id}  ${delivery.kind} e-mail of lead #${delivery.leadId}${lead ? ` (${plain(lead.name)}, ${plain(lead.email)})` : ''}`,
      `    ${deliveryText(delivery, timeZone)}`,
      ...(delivery.lastError ? [`    last error: ${plain(delivery.lastError)}`] : []),
      '',
    ];
  });
  return `${out.flat().join('\n')}\n${failed.length} failed e-mail${failed.length === 1 ? '' : 's'}. \`npm run leads -- --retry-failed\` puts them back in the outbox.\n`;
}

/** A stored value with every character the booking rules refuse removed: nothing can rewrite the terminal or reorder a line. */
const plain = (text: string) => displayText(text);

/** A readable listing for the terminal, newest first as given; times in `timeZone` (the business's). */
export function leadsText(leads: Lead[], now = new Date(), deliveries?: Deliveries, timeZone?: string): string {
  if (!leads.length) return 'No leads yet.\n';
  const out: string[] = [];
  for (const lead of leads) {
    const when = new Date(lead.receivedAt);
    const received = Number.isNaN(when.getTime()) ? lead.receivedAt : shortMoment(when.getTime(), timeZone);
    const wanted = [lead.date ? longDate(lead.date) : '', lead.time].filter(Boolean).join(' at ') || 'no preference';
    const since = lead.status !== 'requested' && lead.statusAt ? ` since ${shortMoment(Date.parse(lead.statusAt), timeZone)}` : '';
    out.push(
      `#${lead.id}  ${received}  ${plain(lead.name)}`,
      `    reference ${lead.reference}  status ${lead.status}${since}`,
      `    phone ${plain(lead.phone)}  email ${plain(lead.email)}`,
      `    ${plain(lead.street)}, ${plain(lead.city)}, ${plain(lead.state)} ${plain(lead.zip)}`,
      `    visit: ${wanted}  service: ${plain(lead.serviceType) || 'not given'}`,
      ...(lead.issue ? [`    issue: ${displayText(lead.issue, true).replace(/\s*\n\s*/g, ' / ')}`] : []),
      ...(deliveries
        ? [
            `    e-mail: ${
              deliveries
                .get(lead.id)
                ?.map((delivery) => deliveryText(delivery, timeZone))
                .join('; ') || 'none'
            }`,
          ]
        : []),
      '',
    );
  }
  out.push(`${leads.length} lead${leads.length === 1 ? '' : 's'} (listed ${shortMoment(now.getTime(), timeZone)})`);
  return out.join('\n') + '\n';
}
