import { FIELDS, LABELS, MAX_LENGTH, MISSING, REQUIRED, type BookingValues, type Field } from './fields';

/**
 * The booking rules, one copy for the browser (custom validity messages) and the handler (the
 * authority). Pure functions: no DOM, no Node.
 */
export type Choices = { states: string[]; timeSlots: string[]; serviceTypes: string[] };
export type FieldErrors = Partial<Record<Field, string>>;
export type Validation = { ok: true; values: BookingValues } | { ok: false; errors: FieldErrors; values: BookingValues };

const PHONE_CHARS = /^[0-9+().\-\s]+$/;
const EMAIL = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:.]+(?:\.[^\s@<>"(),;:.]+)*\.[^\s@<>"(),;:.\d]{2,}$/;
const ZIP = /^\d{5}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TAG = /<\s*\/?\s*[a-z!?]/i;
const MULTI_LINE: readonly Field[] = ['issue'];

function hasControlChars(value: string, multiLine: boolean): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (multiLine && (ch === '\n' || ch === '\r' || ch === '\t')) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/**
 * The message for one field's value, or undefined when it is fine. `earliestDate` (yyyy-MM-dd) is
 * the first day a visit can be booked; without it the date is checked for shape only.
 */
export function fieldError(field: Field, raw: string, choices: Choices, earliestDate?: string): string | undefined {
  const value = raw.trim();
  if (!value) return REQUIRED.includes(field) ? MISSING[field] : undefined;
  const label = LABELS[field];
  if ([...value].length > MAX_LENGTH[field]) return `${label} can be at most ${MAX_LENGTH[field]} characters long.`;
  const multiLine = MULTI_LINE.includes(field);
  if (hasControlChars(value, multiLine)) return `${label} contains characters we cannot accept; please retype it.`;
  if (multiLine ? TAG.test(value) : /[<>]/.test(value)) return multiLine ? `Please describe the issue in plain words, without HTML tags.` : `Please remove the < and > characters from ${label}.`;
  switch (field) {
    case 'phone': {
      const digits = value.replace(/\D/g, '');
      const ok = PHONE_CHARS.test(value) && (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')));
      return ok ? undefined : 'Please enter a 10-digit US phone number, including the area code.';
    }
    case 'email':
      return EMAIL.test(value) ? undefined : 'Please enter an email address like name@example.com.';
    case 'zip':
      return ZIP.test(value) ? undefined : 'Please enter the 5-digit ZIP code.';
    case 'date':
      if (!isIsoDate(value)) return 'Please choose a date from the calendar.';
      return earliestDate && value < earliestDate ? 'Please choose today or a later date.' : undefined;
    case 'state':
      return choices.states.includes(value) ? undefined : `Please choose one of: ${choices.states.join(', ')}.`;
    case 'time':
      return choices.timeSlots.includes(value) ? undefined : 'Please choose one of the listed times.';
    case 'serviceType':
      return choices.serviceTypes.includes(value) ? undefined : 'Please choose one of the listed services.';
    default:
      return undefined;
  }
}

/** Checks a whole submission. Unknown keys are ignored; values come back trimmed. */
export function validateBooking(input: Readonly<Record<string, string | undefined>>, choices: Choices, earliestDate?: string): Validation {
  const values = {} as BookingValues;
  const errors: FieldErrors = {};
  for (const f of FIELDS) {
    const raw = typeof input[f] === 'string' ? input[f] : '';
    values[f] = raw.trim();
    const err = fieldError(f, raw, choices, earliestDate);
    if (err) errors[f] = err;
  }
  return Object.keys(errors).length ? { ok: false, errors, values } : { ok: true, values };
}

/** yyyy-MM-dd of a Date in local time. */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
