import { parse } from 'yaml';
import { longDate } from '../../manifest/facts';
import { businessClock } from '../../booking/rules/slots';
import type { FieldProblem } from './field-problems';

type Closed = { date?: string; from?: string; to?: string; name?: string };
type Booking = { business?: { timeZone?: string }; booking?: { closedDates?: Closed[] } };

function read(text: string | undefined): Booking {
  try {
    return (parse(text ?? '') ?? {}) as Booking;
  } catch {
    return {};
  }
}

/** The same day a year on: what a date typed with last year's number most likely meant. */
const yearOn = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/**
 * A closed date added to site.yaml whose day has already passed (in the business's time zone): the
 * booking form never offers a past day, so such an entry closes nothing, and it is most likely a
 * slip of the year ("2026-11-15" for next year's staff day). Refused at its field, with the day a
 * year on as the likely meaning. Entries already in the file are left alone: last year's holidays
 * pass without making every later save fail.
 */
export function pastClosedDates(before: string | undefined, after: string, now = new Date()): FieldProblem[] {
  const { business, booking } = read(after);
  const zone = business?.timeZone;
  if (!zone) return [];
  const today = businessClock(now, zone).date;
  const kept = new Set((read(before).booking?.closedDates ?? []).map((entry) => JSON.stringify(entry)));
  const said: FieldProblem[] = [];
  (booking?.closedDates ?? []).forEach((entry, i) => {
    if (kept.has(JSON.stringify(entry))) return;
    const [key, last] = entry.date ? (['date', entry.date] as const) : (['to', entry.to] as const);
    if (typeof last !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(last) || last >= today) return;
    said.push({
      code: 'closed-date-past',
      file: 'site.yaml',
      field: ['booking', 'closedDates', i, key],
      label: key === 'date' ? 'date' : 'last day',
      message: `${longDate(last)} has already passed, so closing it changes nothing.`,
      hint: `Did you mean ${longDate(yearOn(last))}? Closed dates are for days to come.`,
    });
  });
  return said;
}
