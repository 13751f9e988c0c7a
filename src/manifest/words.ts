/**
 * How the site writes a list and a day in a sentence, one copy for the build (facts), the booking
 * rules (their messages) and the form.
 */

/** ["A", "B", "C"] -> "A, B and C" (or "A, B or C"). */
export function listJoin(items: readonly string[], conjunction = 'and'): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}` : items.join('');
}

let longDays: Intl.DateTimeFormat | undefined;

/** yyyy-MM-dd -> "March 16, 2032", in no time zone (the day as written, on any device). */
export function longDay(iso: string): string {
  longDays ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return longDays.format(new Date(`${iso}T00:00:00Z`));
}
