import { TZDate } from '@date-fns/tz';
import { arrivalWindow } from '../../../manifest/facts';
import { insideNotice } from '../../rules/notice';

/** The visit a lead asked for, in the business's time zone. */
export type VisitWindow =
  | { date: string; dateText: string; allDay: true }
  | {
      date: string;
      dateText: string;
      allDay: false;
      start: Date;
      end: Date;
      /** e.g. "9:00 AM-10:00 AM EST" */
      windowText: string;
    };

/** When in its day a visit is, in words: its arrival window, or "any time that day" for a day without a time. */
export const windowWords = (visit: VisitWindow): string => (visit.allDay ? 'any time that day' : visit.windowText);

const weekdayDates = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** A visit's day as e-mails and pages say it, with its weekday: 2026-12-08 -> "Tuesday, December 8, 2026". */
export const visitDate = (iso: string): string => weekdayDates.format(new Date(`${iso}T00:00:00Z`));

/** A slot as the form offers it ("9:00 AM", "12:30 PM", "14:00") -> minutes after midnight. */
export function slotStart(slot: string): number | undefined {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp]\.?[Mm]\.?)?\s*$/.exec(slot);
  if (!match) return undefined;
  let height = Number(match[1]);
  const min = Number(match[2] ?? 0);
  const half = match[3]?.[0].toUpperCase();
  if (min > 59 || (half ? height < 1 || height > 12 : height > 23) || (!half && match[2] === undefined)) return undefined;
  if (half) height = (height % 12) + (half === 'P' ? 12 : 0);
  return height * 60 + min;
}

/** Intl formatters are slow to make (a fraction of a millisecond each): one per zone and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, style: 'zone' | 'moment'): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let dateTimeFormat = formatters.get(key);
  if (!dateTimeFormat) {
    dateTimeFormat = new Intl.DateTimeFormat(
      'en-US',
      style === 'zone'
        ? { timeZone, timeZoneName: 'short' }
        : {
            timeZone,
            weekday: 'long',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          },
    );
    formatters.set(key, dateTimeFormat);
  }
  return dateTimeFormat;
}

/** The zone's short name at an instant ("EST", "EDT"). */
function zoneAbbreviation(at: Date, timeZone: string): string {
  const part = formatter(timeZone, 'zone')
    .formatToParts(at)
    .find((dateTimeFormatPart) => dateTimeFormatPart.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * The requested window: from the slot's time for `slotMinutes`, on the preferred date, in
 * `timeZone`. A date without a (readable) time is the whole day; no date, no window.
 */
export function visitWindow(lead: { date: string; time: string }, timeZone: string, slotMinutes: number): VisitWindow | undefined {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(lead.date);
  if (!dm) return undefined;
  const dateText = visitDate(lead.date);
  const from = lead.time ? slotStart(lead.time) : undefined;
  if (from === undefined) return { date: lead.date, dateText, allDay: true };
  const start = new Date(new TZDate(+dm[1], +dm[2] - 1, +dm[3], Math.floor(from / 60), from % 60, 0, timeZone).getTime());
  const end = new Date(start.getTime() + slotMinutes * 60_000);
  return {
    date: lead.date,
    dateText,
    allDay: false,
    start,
    end,
    windowText: `${arrivalWindow(from, slotMinutes)} ${zoneAbbreviation(start, timeZone)}`,
  };
}

/** When a visit begins (ms): its window's start, or the start of its day in `timeZone` for a whole day; undefined without a date. */
export function visitStart(lead: { date: string; time: string }, timeZone: string, slotMinutes: number): number | undefined {
  const visit = visitWindow(lead, timeZone, slotMinutes);
  if (!visit) return undefined;
  return visit.allDay ? dayStart(visit.date, timeZone) : visit.start.getTime();
}

/** When a day (YYYY-MM-DD) begins in `timeZone` (ms); undefined for what is not such a date. */
export function dayStart(iso: string, timeZone: string): number | undefined {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return dm ? new TZDate(+dm[1], +dm[2] - 1, +dm[3], 0, 0, 0, timeZone).getTime() : undefined;
}

/**
 * Whether a visit starts less than `minutes` after `at` (ms): too soon to move or cancel it online
 * (the notice the pages promise, cancelNotice). A visit without a date never does.
 */
export function startsWithin(
  lead: { date: string; time: string },
  at: number,
  minutes: number,
  timeZone: string,
  slotMinutes: number,
): boolean {
  const start = visitStart(lead, timeZone, slotMinutes);
  return start !== undefined && insideNotice(start, at, minutes);
}

/** A moment as the office reads it: "Monday, November 23, 2026 at 2:21 PM EST". */
export function localMoment(at: Date, timeZone: string): string {
  return formatter(timeZone, 'moment').format(at);
}

/** Throws a clear error when `timeZone` is not one the runtime knows. */
export function assertTimeZone(timeZone: string): void {
  try {
    formatter(timeZone, 'zone');
  } catch {
    throw new Error(`site.yaml business.timeZone '${timeZone}' is not a known time zone; use an IANA name such as America/New_York`);
  }
}
