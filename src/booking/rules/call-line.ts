import { clock } from '../../manifest/facts';
import { CALL_QUERY } from './emailed';

/**
 * The line that says when the call comes for a request sent while the office was closed, as the
 * visitor's e-mail and the confirmation page (from its query, `call=2031-12-08T08:00`) say it. Apart
 * from ./office-call.ts, which works the time out from the office's hours: the confirmation page
 * only reads it, and the booking rules those need stay out of its script.
 */

/**
 * "Monday, December 8" of a yyyy-MM-dd day: the booking rules' `longDate` (./slots.ts), written again
 * on purpose. Imported from there (or from a shared module), the confirmation page's script and the
 * booking form's share one more chunk, and the form's first load grows by 230 to 430 B (measured).
 */
const dayInWords = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** "08:00" as the line says it: "8:00 AM", held on one line (a no-break space: "8:00" and "AM" apart read badly). */
export const callTime = (hhmm: string) => clock(hhmm).replace(' ', '\u00a0');

/** The line for a call at "2031-12-08T08:00"; undefined for anything else (a query is typed by anyone). */
export function callLineAt(call: string): string | undefined {
  const at = /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))T([01]\d|2[0-3]):([0-5]\d)$/.exec(call);
  // A day the calendar has (2031-02-30 is read as March 2).
  if (!at || new Date(`${at[1]}T00:00:00Z`).toISOString().slice(0, 10) !== at[1]) return undefined;
  return `Our office was closed when your request came in: we call you on ${dayInWords(at[1])}, after ${callTime(`${at[2]}:${at[3]}`)}.`;
}

/** The confirmation page's line of when the call comes, from its query; undefined when it carries none, or not a time. */
export const callIn = (query: URLSearchParams): string | undefined => callLineAt(query.get(CALL_QUERY) ?? '');
