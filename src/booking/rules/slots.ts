/**
 * Which booking time slots a day offers: a slot is an arrival window from its time (e.g. "4:00 PM")
 * for site.yaml booking.slotMinutes, offered on a day when the whole window is inside that day's
 * service hours (site.yaml business.hours.service). Pure data, shared by the form, the handler and
 * its error page.
 */
import { listJoin } from '../../manifest/words';

type DayHours = { days: string[]; opens: string; closes: string };

/** Day names as site.yaml writes them, indexed like Date#getUTCDay (0 = Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Monday first, the order people read a week in. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "4:00 PM" -> minutes after midnight; undefined for anything else. */
export function slotMinutes(slot: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(slot.trim());
  if (!match) return undefined;
  const height = (+match[1] % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0);
  return height * 60 + +match[2];
}

const minutes = (hhmm: string) => {
  const [height, minutes] = hhmm.split(':').map(Number);
  return height * 60 + minutes;
};

/** For each weekday (0 = Sunday), that day's spans of hours as [opens, closes] minutes after midnight, earliest first. */
export function spansByDay(hours: DayHours[]): Array<Array<[number, number]>> {
  return WEEKDAYS.map((day) =>
    hours
      .filter((hour) => hour.days.includes(day))
      .map((hour): [number, number] => [minutes(hour.opens), minutes(hour.closes)])
      .sort((a, b) => a[0] - b[0]),
  );
}

/** For each weekday (0 = Sunday), the slots whose window (`windowMinutes` from its time) is inside that day's service hours. */
export function slotsByDay(timeSlots: string[], hours: DayHours[], windowMinutes = 1): string[][] {
  return WEEKDAYS.map((day) => {
    const spans = hours.filter((hour) => hour.days.includes(day));
    return timeSlots.filter((slot) => {
      const time = slotMinutes(slot);
      return time !== undefined && spans.some((span) => time >= minutes(span.opens) && time + windowMinutes <= minutes(span.closes));
    });
  });
}

/** The weekday (0 = Sunday) of a yyyy-MM-dd date, in no time zone. */
export function weekdayOf(iso: string): number {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The days a slot is offered on, for its label: "" when every day, else e.g. "Mon-Sat" or "Mon-Fri". */
function slotDays(slot: string, byDay: string[][]): string {
  const on = WEEK_ORDER.filter((value) => byDay[value]?.includes(slot));
  if (on.length === 7) return '';
  const runs: number[][] = [];
  for (const days of on) {
    const last = runs.at(-1);
    if (last && WEEK_ORDER.indexOf(days) === WEEK_ORDER.indexOf(last.at(-1)!) + 1) last.push(days);
    else runs.push([days]);
  }
  return runs
    .map((run) => (run.length > 2 ? `${SHORT[run[0]]}-${SHORT[run.at(-1)!]}` : run.map((value) => SHORT[value]).join(', ')))
    .join(', ');
}

/** A slot as an option reads without a chosen day: "5:00 PM (Mon-Fri)", or just "10:00 AM" when offered every day. */
export function slotLabel(slot: string, byDay: string[][]): string {
  const days = slotDays(slot, byDay);
  return days ? `${slot} (${days})` : slot;
}

/** "16:00" -> "4:00 PM" */
function clock(hhmm: string): string {
  const [height, minutes] = hhmm.split(':').map(Number);
  return `${height % 12 === 0 ? 12 : height % 12}:${String(minutes).padStart(2, '0')} ${height >= 12 ? 'PM' : 'AM'}`;
}

/** Per weekday (0 = Sunday), that day's service hours as people read them ("closed" without any). */
export function hoursByDay(hours: DayHours[]): string[] {
  return WEEKDAYS.map((day) => {
    const spans = hours.filter((hour) => hour.days.includes(day));
    return spans.length ? spans.map((span) => `${clock(span.opens)}-${clock(span.closes)}`).join(', ') : 'closed';
  });
}

/**
 * Availability: what the office can keep. Times are the business's (its IANA time zone), whatever
 * the clock of the device or server that asks; a day the office has closed offers nothing; today
 * offers only slots that start at least `leadMinutes` from now. The form and the handler both ask
 * here; the handler also knows which windows are full (capacity, from the lead store).
 */
/**
 * A day or a run of days the office takes no bookings (site.yaml booking.closedDates): one day
 * (`date`), or every day from `from` to `to`, both included. Dates are yyyy-MM-dd.
 */
export type ClosedDate = { date: string; name: string } | { from: string; to: string; name: string };
export type Availability = {
  /** the business's IANA time zone (site.yaml business.timeZone) */
  timeZone: string;
  /** a visit today starts at least this many minutes from now */
  leadMinutes: number;
  closedDates: readonly ClosedDate[];
  /** the phone number emergencies are sent to */
  phone: string;
  /**
   * When the office confirms requests (site.yaml business.hours.office), per weekday: a request's
   * lead time counts from the moment the office can first act on it, so that a visit is never asked
   * for before the office could confirm it. The office's own desk leaves it out: it acts now.
   */
  office?: { spans: ReadonlyArray<ReadonlyArray<readonly [number, number]>>; text: string };
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The business's date (yyyy-MM-dd) and minutes after its midnight, at `now`. */
export function businessClock(now: Date, timeZone: string): { date: string; minutes: number } {
  let dateTimeFormat = dayFormats.get(timeZone);
  if (!dateTimeFormat) {
    dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, dateTimeFormat);
  }
  const item = Object.fromEntries(
    dateTimeFormat.formatToParts(now).map((dateTimeFormatPart) => [dateTimeFormatPart.type, dateTimeFormatPart.value]),
  );
  return { date: `${item.year}-${item.month}-${item.day}`, minutes: (+item.hour % 24) * 60 + +item.minute };
}

/** The first and last day a closed entry covers (the same day for a single date). */
export const closedSpan = (closedDate: ClosedDate): { from: string; to: string } =>
  'date' in closedDate ? { from: closedDate.date, to: closedDate.date } : { from: closedDate.from, to: closedDate.to };

/** The closed entry (day or range) a date falls in, if any. */
export const closedOn = (date: string, pick: Pick<Availability, 'closedDates'>): ClosedDate | undefined =>
  pick.closedDates.find((closedDate) => {
    const { from, to } = closedSpan(closedDate);
    return date >= from && date <= to;
  });

/** Why the office is closed on a date, in the visitor's words: "for Christmas Day (Friday, December 25)" (any name reads: "for Staff training") or "for Holidays from ... to ...". */
export function closedText(closedDate: ClosedDate): string {
  const { from, to } = closedSpan(closedDate);
  return from === to ? `for ${closedDate.name} (${longDate(from)})` : `for ${closedDate.name}, from ${longDate(from)} to ${longDate(to)}`;
}

/**
 * When the office can first act on a request made at `now`: now while it is open (or when it keeps
 * no office hours), else when it next opens, closed days skipped (looked for two weeks ahead).
 */
export function officeActs(availability: Availability, now: Date): { date: string; minutes: number; now: boolean } {
  const clock = businessClock(now, availability.timeZone);
  const spans = availability.office?.spans;
  if (!spans?.some((day) => day.length)) return { ...clock, now: true };
  for (let ahead = 0; ahead < 15; ahead++) {
    const date = addDaysIso(clock.date, ahead);
    if (closedOn(date, availability)) continue;
    for (const [opens, closes] of spans[weekdayOf(date)] ?? []) {
      if (ahead === 0 && closes <= clock.minutes) continue;
      if (ahead === 0 && opens <= clock.minutes) return { ...clock, now: true };
      return { date, minutes: opens, now: false };
    }
  }
  return { ...clock, now: true };
}

/** The earliest a visit may start for a request made at `now`: `leadMinutes` after the office can first act on it. */
export function earliestVisit(availability: Availability, now: Date): { date: string; minutes: number; officeClosed: boolean } {
  const acts = officeActs(availability, now);
  const at = acts.minutes + availability.leadMinutes;
  const days = Math.floor(at / 1440);
  return { date: days ? addDaysIso(acts.date, days) : acts.date, minutes: at - days * 1440, officeClosed: !acts.now };
}

/**
 * The slots a date offers at `now`: inside that weekday's service hours (`byDay`), none on a closed
 * day or a past day, and none that starts before the earliest visit (the lead time from now, or
 * from when the office next opens: earliestVisit).
 */
export function openSlots(date: string, byDay: readonly string[][], availability: Availability, now: Date): string[] {
  const earliest = earliestVisit(availability, now);
  if (date < earliest.date || closedOn(date, availability)) return [];
  const slots = byDay[weekdayOf(date)] ?? [];
  if (date > earliest.date) return slots;
  return slots.filter((slot) => (slotMinutes(slot) ?? -1) >= earliest.minutes);
}

/** Why a date offers no slot at `now` (closed, or today is over), or undefined. Weekdays without hours are slotError's business. */
export function dateUnavailable(date: string, byDay: readonly string[][], availability: Availability, now: Date): string | undefined {
  const closed = closedOn(date, availability);
  if (closed) return `We are closed ${closedText(closed)}. Please choose another day; for an emergency, call us at ${availability.phone}.`;
  const today = businessClock(now, availability.timeZone).date;
  if (!(byDay[weekdayOf(date)] ?? []).length || openSlots(date, byDay, availability, now).length) return undefined;
  // A day with no time left because the office cannot confirm a visit that soon (closed now), or today when it is over.
  const earliest = earliestVisit(availability, now);
  const tooSoon = `is too soon for us to confirm: our office confirms requests ${availability.office?.text ?? ''}. Please choose a later day; for an emergency, call us at ${availability.phone}.`;
  if (date === today) {
    // A Saturday morning with the office closed until Monday: the day's times are still ahead (it was "no times left").
    const minutes = businessClock(now, availability.timeZone).minutes;
    const ahead = (byDay[weekdayOf(date)] ?? []).some((slot) => (slotMinutes(slot) ?? -1) > minutes);
    if (ahead && earliest.officeClosed) return `Today ${tooSoon}`;
    return `There are no times left to book today. Please choose another day; for an emergency, call us at ${availability.phone}.`;
  }
  // A day to come (a past day is the date rule's).
  if (date > today && date <= earliest.date) return `${longDate(date)} ${tooSoon}`;
  return undefined;
}

/**
 * A time that cannot be booked on that date at `now` although it is inside the day's hours: it has
 * started, or starts too soon for a visit today. Undefined when it can be booked.
 */
export function tooSoonError(
  time: string,
  date: string,
  byDay: readonly string[][],
  availability: Availability,
  now: Date,
): string | undefined {
  if (!(byDay[weekdayOf(date)] ?? []).includes(time) || closedOn(date, availability)) return undefined;
  const open = openSlots(date, byDay, availability, now);
  if (open.includes(time)) return undefined;
  const today = businessClock(now, availability.timeZone).date === date;
  const day = today ? 'today' : `on ${longDate(date)}`;
  const later = open.length
    ? ` The ${today ? 'next' : 'first'} time we can book ${day} is ${open[0]}, or choose another day.`
    : ' Please choose another day.';
  // Before the office opens again, the office's hours are the reason; while it is open, the lead time.
  const why = earliestVisit(availability, now).officeClosed
    ? `${time} ${day} is too soon for us to confirm: our office confirms requests ${availability.office?.text ?? ''}.`
    : `${time} ${day} is too soon for us to book.`;
  return `${why}${later} For an emergency, call us at ${availability.phone}.`;
}

/**
 * Up to `count` free slots nearest to the wanted one: the same day's by distance from its time,
 * then the following days' in order. `free(date)` gives a date's free slots.
 */
export function nearestFree(date: string, time: string, free: (date: string) => readonly string[], days = 14, count = 3) {
  const wanted = slotMinutes(time) ?? 0;
  const found: Array<{ date: string; time: string }> = [];
  const sameDay = [...free(date)].sort(
    (text, value) => Math.abs((slotMinutes(text) ?? 0) - wanted) - Math.abs((slotMinutes(value) ?? 0) - wanted),
  );
  for (const text of sameDay) if (found.length < count) found.push({ date, time: text });
  for (let n = 1; n <= days && found.length < count; n++) {
    const text = addDaysIso(date, n);
    for (const tab of free(text)) if (found.length < count) found.push({ date: text, time: tab });
  }
  return found;
}

/** The message for a full window, naming the nearest free ones. */
export function fullSlotError(time: string, date: string, nearest: ReadonlyArray<{ date: string; time: string }>, phone: string): string {
  const head = `The ${time} window on ${longDate(date)} is fully booked.`;
  if (!nearest.length) return `${head} Please choose another day, or call us at ${phone}.`;
  const byDate = new Map<string, string[]>();
  for (const slot of nearest) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot.time]);
  const list = [...byDate].map(([text, ts]) => `${listJoin(ts, 'or')} on ${longDate(text)}`).join('; ');
  return `${head} The nearest free times: ${list}. Please choose one of them, or call us at ${phone}.`;
}

/** "Eastern Time (Tampa)": the zone's generic name in US English, and the place it is read for. */
export function zoneLabel(timeZone: string, place: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((dateTimeFormatPart) => dateTimeFormatPart.type === 'timeZoneName')?.value ?? timeZone;
  return `${name} (${place})`;
}

/** yyyy-MM-dd plus n days. */
export function addDaysIso(iso: string, n: number): string {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}
/** "Thursday, November 26" */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
