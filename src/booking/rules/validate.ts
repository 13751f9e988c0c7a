import { FIELDS, LABELS, MAX_LENGTH, MISSING, REQUIRED, type BookingValues, type Field } from './fields';
import { emailError, type AddressCheck } from './email';
import { cleanText, hasUnsafeChars } from './text';
import { listJoin, longDay } from '../../manifest/words';
import { businessClock, dateUnavailable, tooSoonError, WEEKDAYS, weekdayOf, type Availability } from './slots';
import { zipOf, zipProblem } from './zip';
import { withoutExtension } from './phone';

/** How the form's message on a day too far ahead ends: a visit later than that is asked for without a date. */
export const LATER_VISIT = '; for a later visit, send the request without a date and tell us in the description.';

/**
 * The booking rules, one copy for the browser (custom validity messages) and the handler (the
 * authority). Pure functions: no DOM, no Node.
 */
export type Choices = {
  /** the one state of the service area (a fixed value, not a choice) */
  state: string;
  timeSlots: string[];
  serviceTypes: string[];
  /** per weekday (0 = Sunday), the slots inside that day's service hours (./slots.ts slotsByDay) */
  slotsByDay: string[][];
  /** per weekday, that day's service hours as people read them, e.g. "10:00 AM-4:00 PM" */
  hoursByDay: string[];
  area?: ServiceArea;
  /** the full e-mail address check (./email.ts loadAddressCheck); without it, the shape only */
  emailCheck?: AddressCheck;
  /** the business's time zone, same-day lead time and closed dates; without it, any time in a day's hours is fine */
  availability?: Availability;
};
/** Where visits are booked: every served ZIP (content/counties.yaml), the counties' names, the phone to call from outside. */
type ServiceArea = { zips: readonly string[]; counties: readonly string[]; phone: string };
/**
 * The days a visit can be booked, yyyy-MM-dd, both included. `lastOffered` is the last day the
 * calendar offers, named in the message; `latest` may be a day later on a server that allows for a
 * visitor's clock in another time zone.
 */
export type DateWindow = { earliest: string; latest: string; lastOffered?: string };
export type FieldErrors = Partial<Record<Field, string>>;
type Validation = { ok: true; values: BookingValues } | { ok: false; errors: FieldErrors; values: BookingValues };

const PHONE_CHARS = /^[0-9+().\-\s]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A tag, closed: "moves <a few inches" is words, not a link. */
const TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;
const MULTI_LINE: readonly Field[] = ['issue'];

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.getUTCFullYear() === +match[1] && date.getUTCMonth() === +match[2] - 1 && date.getUTCDate() === +match[3];
}

/**
 * The message for one field's value, or undefined when it is fine. `window` is the range of days a
 * visit can be booked (see bookingWindow); without it the date is checked for shape only.
 */
export function fieldError(field: Field, raw: string, choices: Choices, window?: DateWindow, now?: Date): string | undefined {
  const value = cleanText(raw, field === 'phone');
  if (!value) return REQUIRED.includes(field) ? MISSING[field] : undefined;
  const label = LABELS[field];
  const multiLine = MULTI_LINE.includes(field);
  if (hasUnsafeChars(value, multiLine))
    return `${label} contains characters we cannot accept (control, invisible or text-direction characters); please retype it.`;
  if ([...value].length > MAX_LENGTH[field]) return `${label} can be at most ${MAX_LENGTH[field]} characters long.`;
  if (multiLine ? TAG.test(value) : /[<>]/.test(value))
    return multiLine
      ? `Please describe the issue in plain words, without HTML tags.`
      : `Please remove the < and > characters from ${label}.`;
  switch (field) {
    case 'phone': {
      // An extension after it ("ext 2") is kept with it: the office dials it after the number.
      const number = withoutExtension(value).number;
      const digits = number.replace(/\D/g, '');
      const ok = PHONE_CHARS.test(number) && (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')));
      if (!ok) return 'Please enter a 10-digit US phone number, including the area code.';
      // No US area code, and no exchange after it, starts with 0 or 1: a slip we could never call back.
      return /^[2-9]\d\d[2-9]/.test(digits.slice(-10))
        ? undefined
        : 'Please check the number: no US area code or exchange starts with 0 or 1.';
    }
    case 'email':
      return emailError(value, choices.emailCheck);
    case 'zip':
      switch (zipProblem(zipOf(value), choices.area?.zips)) {
        case 'shape':
          return 'Please enter the 5-digit ZIP code.';
        case 'outside':
          return outsideArea(zipOf(value), choices.area!);
        default:
          return undefined;
      }
    case 'date':
      if (!isIsoDate(value)) return 'Please choose a date from the calendar.';
      if (window && value < window.earliest) return 'That day has passed. Please choose today or a later date.';
      if (window && value > window.latest)
        return `Please choose a date up to ${longDay(window.lastOffered ?? window.latest)} at the latest${LATER_VISIT}`;
      return choices.availability && now ? dateUnavailable(value, choices.slotsByDay, choices.availability, now) : undefined;
    case 'state':
      return value === choices.state ? undefined : `We serve addresses in ${choices.state} only; the state is ${choices.state}.`;
    case 'time':
      return choices.timeSlots.includes(value) ? undefined : 'Please choose one of the listed times.';
    case 'serviceType':
      return choices.serviceTypes.includes(value) ? undefined : 'Please choose one of the listed services.';
    default:
      return undefined;
  }
}

/** The answer to a ZIP the company does not serve: which counties it serves, and whom to call. */
function outsideArea(zip: string, area: ServiceArea): string {
  const counties = `${listJoin(area.counties)} ${area.counties.length === 1 ? 'County' : 'counties'}`;
  return `ZIP ${zip} is outside our service area: we serve ${counties} only. Please check the ZIP code, or call us at ${area.phone} to ask about your address.`;
}

/**
 * The days a visit can be booked, seen from `now`: today to `maxDaysAhead` days later. "Today" is
 * the date in `timeZone` (the business's, on the server) or on the device's clock (in the browser).
 * `slackDays` widens both ends for a server that cannot know the visitor's clock; the message still
 * names the last day the calendar offers.
 */
export function bookingWindow(now: Date, maxDaysAhead: number, slackDays = 0, timeZone?: string): DateWindow {
  const [year, month, date] = timeZone
    ? businessClock(now, timeZone).date.split('-').map(Number)
    : [now.getFullYear(), now.getMonth() + 1, now.getDate()];
  const day = (offset: number) => isoDay(new Date(year, month - 1, date + offset));
  const window: DateWindow = { earliest: day(-slackDays), latest: day(maxDaysAhead + slackDays) };
  return slackDays ? { ...window, lastOffered: day(maxDaysAhead) } : window;
}

/** The key a page sends with a submission (one per filled form; a retry sends it again). */
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,64}$/;
export const isSubmissionKey = (key: unknown): key is string => typeof key === 'string' && SUBMISSION_KEY.test(key);

/**
 * Checks a whole submission. Unknown keys are ignored; values come back cleaned (cleanText). With
 * `now` (and choices.availability), closed days and slots that start too soon are refused too.
 */
export function validateBooking(
  input: Readonly<Record<string, string | undefined>>,
  choices: Choices,
  window?: DateWindow,
  now?: Date,
): Validation {
  const values = {} as BookingValues;
  const errors: FieldErrors = {};
  for (const key of FIELDS) {
    const raw = typeof input[key] === 'string' ? input[key] : '';
    const clean = cleanText(raw, key === 'phone');
    values[key] = key === 'zip' ? zipOf(clean) : clean;
    if (key === 'state' && !values.state) values.state = choices.state; // the one state: nothing to choose
    const err = fieldError(key, raw, choices, window, now);
    if (err) errors[key] = err;
  }
  const slot = errors.time || errors.date ? undefined : slotError(values.time, values.date, choices, now);
  if (slot) errors.time = slot;
  return Object.keys(errors).length ? { ok: false, errors, values } : { ok: true, values };
}

/**
 * A time that the chosen day's service hours do not include ("6:00 PM" on a Sunday), or with `now`
 * one that has started or starts within the same-day lead time, or undefined. Either value empty or
 * malformed is fieldError's business.
 */
export function slotError(time: string, date: string, choices: Choices, now?: Date): string | undefined {
  if (!time.trim() || !isIsoDate(date.trim()) || !choices.timeSlots.includes(time.trim())) return undefined;
  const day = weekdayOf(date.trim());
  const offered = choices.slotsByDay[day] ?? [];
  if (offered.includes(time.trim()))
    return choices.availability && now ? tooSoonError(time.trim(), date.trim(), choices.slotsByDay, choices.availability, now) : undefined;
  const name = WEEKDAYS[day];
  if (!offered.length) return `We have no service hours on ${name}s. Please choose another day.`;
  return `${time.trim()} is outside our ${name} service hours (${choices.hoursByDay[day]}). Please choose a time from ${offered[0]} to ${offered.at(-1)}, or another day.`;
}

/** yyyy-MM-dd of a Date in local time. */
export function isoDay(date: Date): string {
  const item = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${item(date.getMonth() + 1)}-${item(date.getDate())}`;
}
