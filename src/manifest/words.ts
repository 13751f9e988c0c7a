/**
 * How the site writes a list, a day and a moment in a sentence, one copy for the build (facts), the
 * booking rules (their messages), the form and the office's screens.
 */

/** A text as a regular expression that matches it as written ("St. Petersburg", "a.m."). */
export const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** ["A", "B", "C"] -> "A, B and C" (or "A, B or C"). */
export function listJoin(items: readonly string[], conjunction = 'and'): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}` : items.join('');
}

/** A moment as the office reads it, named with its zone: "Mar 17, 2031, 10:06 AM EDT" (in `timeZone`, else the device's). */
export const shortMoment = (ms: number, timeZone?: string): string =>
  new Date(ms).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A month as written in the files, "2026-11", as people say it: "November 2026"; any other text as it is. */
export function monthInWords(value: string): string {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return month ? `${MONTH_NAMES[Number(month[2]) - 1]} ${month[1]}` : value;
}

let longDays: Intl.DateTimeFormat | undefined;

/** yyyy-MM-dd -> "March 16, 2032", in no time zone (the day as written, on any device). */
export function longDay(iso: string): string {
  longDays ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return longDays.format(new Date(`${iso}T00:00:00Z`));
}

/** Words ending in a full stop that end no sentence ("St. Petersburg", "U.S. Census"). */
const ABBREVIATIONS = /(?:^|\s)(?:St|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|Sr|No|vs|e\.g|i\.e|[A-Z](?:\.[A-Z])*)\.$/;

/**
 * A text's first sentence and the rest ("" when it is one sentence): a paragraph led by its first
 * sentence, the rest folded on a phone, never a heading over nothing but "Read more".
 */
export function firstSentence(text: string): [string, string] {
  const ends = /[.!?]["”’)]?\s+(?=["“(]?[A-Z0-9])/g;
  for (let match = ends.exec(text); match; match = ends.exec(text)) {
    const lead = text.slice(0, match.index + match[0].trimEnd().length);
    if (!ABBREVIATIONS.test(lead)) return [lead, text.slice(match.index + match[0].length).trim()];
  }
  return [text.trim(), ''];
}
