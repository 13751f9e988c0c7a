/**
 * The schema's value forms in an editor's words: every `pattern` and `format` of schema/ has a
 * human name and an example here, so that no message shows a regular expression. A pattern not
 * listed (a new one) falls back to its schema description, and a test lists every pattern of
 * schema/ that has no name here.
 */
export type Form = { what: string; example: string };

/** How a date is written in the files (the check says it so). */
export const DATE_EXAMPLE = 'Write the date as 2026-03-14 (year, month, day), or pick it from the calendar.';
/** How the editing screen's date field takes a date: as people write it (it writes the file's form itself). */
export const SCREEN_DATE_EXAMPLE = 'Write it like 3/14/2026 or March 14, 2026, or pick it from the calendar.';
/** How a time is written in the files; the screen's time field also takes 9 am, 9:00 AM or 9. */
export const TIME_EXAMPLE = 'Write the time like 09:00, or 17:30 for 5:30 PM.';
/** How the editing screen's time field takes a time: as the office reads one (it writes the file's form itself). */
export const SCREEN_TIME_EXAMPLE = 'Write it like 9:00 AM or 5:30 PM.';

/** How a month is written in the files. */
export const MONTH_EXAMPLE = 'Write the month like 2026-03 (year, then month).';
/** How the editing screen's month field takes a month (it writes the file's 2026-11 itself). */
export const SCREEN_MONTH_EXAMPLE = 'Write it like November 2026.';

/**
 * A time typed without AM or PM whose hour, 1 to 11, may be a morning's or an afternoon's or
 * evening's ("4:30", "5", "9"): a closing time typed "5" was read as 5:00 AM, and one typed "9"
 * after an opening at 5 PM as 9:00 AM. Such a time is asked about, never guessed; "06:00" (two
 * digits) is the 24-hour clock's, and "12" noon.
 */
export function halfUnsaid(text: string): boolean {
  return HALF_UNSAID.test(text.trim());
}
const HALF_UNSAID = /^([1-9]|1[01])(?:[:.h ]?(\d{2}))?$/;

/** The time a `halfUnsaid` text names, either half of the day: "4.30" -> "4:30", "5" -> "5:00". */
export function halfDayTime(text: string): string {
  const [, hour, minutes = '00'] = HALF_UNSAID.exec(text.trim()) ?? [];
  return `${hour}:${minutes}`;
}

export const FORMATS: Record<string, Form> = {
  date: { what: 'a date', example: DATE_EXAMPLE },
  email: {
    what: 'a complete e-mail address',
    example: 'It needs a name, @ and a domain, like office@example.com.',
  },
  uri: { what: 'a web address', example: 'Write the whole address, starting with https://.' },
};

export const PATTERNS: Record<string, Form> = {
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': { what: 'a time of day', example: TIME_EXAMPLE },
  '^[a-z0-9]+(-[a-z0-9]+)*$': {
    what: 'a short name for the address',
    example: 'Use lower-case words joined by hyphens, like garage-door-repair.',
  },
  '^[0-9]{5}$': { what: 'a ZIP code', example: 'Write the 5 digits of the ZIP code, like 33602.' },
  '^\\d{5}$': { what: 'a ZIP code', example: 'Write the 5 digits of the ZIP code, like 33602.' },
  '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$': { what: 'a date', example: DATE_EXAMPLE },
  '^[0-9]{4}-(0[1-9]|1[0-2])$': { what: 'a month', example: MONTH_EXAMPLE },
  '^\\(\\d{3}\\) \\d{3}-\\d{4}$': { what: 'a phone number as shown', example: 'Write the phone number like (727) 555-2368.' },
  '^\\+1\\d{10}$': { what: 'a phone number as dialled', example: 'Write +1 and the ten digits, like +18135550123.' },
  '^https://': { what: 'a secure web address', example: 'Write the whole address, starting with https://.' },
  '^https?://[^/]+$': { what: "the site's web address", example: 'Write it like https://www.example.com, without a slash at the end.' },
  '^/[^\\s]*$': { what: 'an address on this site', example: 'Write the address starting with /, like /services, without spaces.' },
  '^/': { what: 'an address on this site', example: 'Write the address starting with /, like /services.' },
  '^[a-z]{2}(-[A-Z]{2})?$': { what: 'a language code', example: 'Write a language code like en or en-US.' },
  '^#[0-9a-fA-F]{6}$': { what: 'a colour', example: 'Write the colour like #1a73e8 (# and six digits or letters a-f).' },
  '^[A-Z]{2}$': { what: 'a two-letter code', example: 'Write two capital letters, like FL or US.' },
  '^\\$+$': { what: 'a price range', example: 'Write one to four $ signs, like $$.' },
  '^(UTC|[A-Z][A-Za-z_-]+(/[A-Za-z0-9_+-]+)+)$': { what: 'a time zone', example: 'Write a time zone like America/New_York.' },
  '^/([a-z0-9-]+|:[a-zA-Z]+)?(/([a-z0-9-]+|:[a-zA-Z]+))*$': {
    what: 'a page address',
    example: 'Write the address with lower-case words and hyphens between slashes, like /services/:serviceId.',
  },
  '^[a-z][a-z0-9-]*$': { what: 'a name', example: 'Use lower-case words joined by hyphens.' },
  '^content/.+\\.mdx$': { what: 'a long text of the site', example: 'Choose one of the long texts of the site.' },
  '^(redirect:/.*|not-found)$': {
    what: 'a choice of what happens',
    example: 'Write not-found, or redirect: and an address, like redirect:/services.',
  },
  '^[a-zA-Z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)*$': { what: 'the name of a setting', example: 'Write the setting name, like business.email.' },
};

/**
 * The form a value must have, in plain words: the check's message and the editing screen's field
 * (a pattern's message under the field) both read it. A description that spells out a pattern is
 * never shown as the example.
 */
export function formOf(pattern: string | undefined, format: string | undefined, description: string | undefined): Form {
  return (
    (format && FORMATS[format]) ||
    (pattern && PATTERNS[pattern]) || {
      what: 'in the form this field needs',
      example:
        description && !/[\^$\\[\]]/.test(description)
          ? `${description.replace(/\.$/, '')}.`
          : 'Change it to the kind of value the field asks for.',
    }
  );
}

/** Names of fields an editor would not guess from the key. */
const LABELS: Record<string, string> = {
  e164: 'phone number as dialled',
  display: 'phone number',
  opens: 'opening time',
  closes: 'closing time',
  url: 'web address',
  href: 'link',
  metaTitle: 'title in search results',
  metaDescription: 'search summary',
  zipCodes: 'ZIP codes',
  zip: 'ZIP code',
  faq: 'questions',
  // A menu's links and a page's name in the trail above its heading (Home › Services › …).
  children: 'links under it',
  breadcrumb: 'short name in the trail above the heading',
  whyProfessional: 'why call a professional',
  seoKeywords: 'search keywords',
  // Page sections named in the web's jargon.
  hero: 'top of the page',
  cta: 'call-to-action band',
  bookingType: 'booking type',
  workType: 'type of work',
  workTypes: 'copy for one type of work',
  // The booking form's settings, as the office would say them.
  action: 'address the form sends to',
  slotMinutes: 'minutes in an arrival window',
  timeSlots: 'arrival windows (their start times)',
  zipSuggestMinLength: 'digits typed before ZIP codes are suggested',
  zipSuggestMax: 'ZIP codes suggested at most',
  zipNoteCloseMs: 'ZIP note stays open (milliseconds)',
  maxDaysAhead: 'days ahead a visit can be booked',
  reminderAt: 'time the day-before reminder goes',
  sameDayLeadMinutes: 'minutes of notice for a visit today',
  slotCapacity: 'visits the crew takes per arrival window',
  draftDays: 'days the form keeps what a visitor typed',
};

/** The field an error is about, as the editing screen labels it: "name", "opening time", "key services". */
export function labelOf(path: ReadonlyArray<string | number>): string {
  const keys = path.filter((item): item is string => typeof item === 'string');
  const key = keys[keys.length - 1];
  if (key === undefined) return 'entry';
  const label =
    LABELS[key] ??
    key
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase();
  // One entry of a list of texts is named in the singular ("The landmark still holds…", not "The landmarks still holds…").
  return typeof path[path.length - 1] === 'number' ? singular(label) : label;
}

/**
 * One of a plural, a label's or a key's: "Closed dates" -> "Closed date", "Counties" -> "County",
 * "FAQs" -> "FAQ", "Rows of service hours" -> "Row of service hours", `addresses` -> `address`,
 * `landmarks` -> `landmark`; a word with no plural stays.
 */
export function singular(label: string): string {
  if (/\brows of /i.test(label)) return label.replace(/\b(r)ows of /i, '$1ow of ');
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/sses$/.test(label)) return label.slice(0, -2);
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return label;
}

/** A field's label as a title: labelOf with a capital ("Service call fee", "Opening time"). */
export function labelTitle(path: ReadonlyArray<string | number>): string {
  const words = labelOf(path);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The comparison of a minimum or maximum, in words. */
export const COMPARISONS: Record<string, string> = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' };

/** A whole number among a few (a rating's 1 to 5): the editing screen offers it as stars to choose from, not a box to type in. */
export const fewWholeNumbers = (schema: { type?: unknown; minimum?: number; maximum?: number }): boolean =>
  schema.type === 'integer' &&
  schema.minimum !== undefined &&
  schema.maximum !== undefined &&
  schema.maximum > schema.minimum &&
  schema.maximum - schema.minimum < 10;
