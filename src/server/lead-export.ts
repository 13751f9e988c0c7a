import { longDate } from '../manifest/facts';
import { LEAD_COLUMNS, type Lead } from './lead-store';

/** The stored columns, in the table's order, under their database names. */
const CSV_COLUMNS: Array<[keyof Lead, string]> = [['id', 'id'], ['receivedAt', 'received_at'], ...LEAD_COLUMNS];

/**
 * One CSV cell (RFC 4180). A value a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * gets a leading apostrophe, except plain phone numbers like +1 813 ...
 */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^\+?[\d\s().-]+$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function leadsCsv(leads: Lead[]): string {
  const rows = [CSV_COLUMNS.map(([, h]) => h), ...leads.map((l) => CSV_COLUMNS.map(([k]) => l[k]))];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Strips control characters so a stored value cannot rewrite the terminal. */
const plain = (s: string) =>
  [...s].filter((ch) => {
    const c = ch.codePointAt(0)!;
    return c === 9 || c === 10 || (c >= 32 && c !== 127 && (c < 128 || c > 159));
  }).join('');

/** A readable listing for the terminal, newest first as given. */
export function leadsText(leads: Lead[], now = new Date()): string {
  if (!leads.length) return 'No leads yet.\n';
  const out: string[] = [];
  for (const l of leads) {
    const when = new Date(l.receivedAt);
    const received = Number.isNaN(when.getTime()) ? l.receivedAt : when.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const wanted = [l.date ? longDate(l.date) : '', l.time].filter(Boolean).join(' at ') || 'no preference';
    out.push(
      `#${l.id}  ${received}  ${plain(l.name)}`,
      `    phone ${plain(l.phone)}  email ${plain(l.email)}`,
      `    ${plain(l.street)}, ${plain(l.city)}, ${plain(l.state)} ${plain(l.zip)}`,
      `    visit: ${wanted}  service: ${plain(l.serviceType) || 'not given'}`,
      ...(l.issue ? [`    issue: ${plain(l.issue).replace(/\s*\n\s*/g, ' / ')}`] : []),
      '',
    );
  }
  out.push(`${leads.length} lead${leads.length === 1 ? '' : 's'} (listed ${now.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })})`);
  return out.join('\n') + '\n';
}
