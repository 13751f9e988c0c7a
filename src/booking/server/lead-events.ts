import { NO_DATE, WAS_CONFIRMED, type LeadEvent } from './lead-store';

/**
 * What happened to a request, in the office's words: the desk shows it under each request and the
 * CSV export (`npm run leads -- --csv`, the desk's download) carries it in its history column.
 */
/** An event in the office's words. */
export function eventText(e: LeadEvent): string {
  const who = e.by === 'visitor' ? 'The customer' : e.who || 'The office';
  switch (e.action) {
    case 'confirmed':
      return `${who} confirmed the visit${over(e)}${before(e.detail)}.`;
    case 'declined':
      return `${who} declined it${quoted(e.detail)}`;
    case 'changed':
      return `${who} moved the visit${over(e)}${before(e.detail)}.`;
    case 'cancelled':
      // The visitor's own cancel records whether the office had confirmed the visit; the office's
      // detail is its reason (it cancels requests and confirmed visits alike).
      if (e.by === 'visitor') return `${who} cancelled the ${e.detail === WAS_CONFIRMED ? 'confirmed visit' : 'request'}.`;
      return `${who} cancelled it${quoted(e.detail)}`;
    case 'cancelled-on-request':
      return `${who} cancelled it at the customer’s request${quoted(e.detail)}`;
    case 'done':
      return `${who} marked the visit done.`;
    case 'no-show':
      return `${who} marked the visit a no-show.`;
    case 'reopened':
      return `${who} took back how the visit went${quoted(e.detail)}`;
    case 'note':
      return `${who} noted${quoted(e.detail)}`;
  }
}

/** A window booked past the crew's capacity, said where the office reads back what happened. */
const over = (e: LeadEvent) => (e.overCapacity ? ' over the crew’s capacity' : '');

/** The time a visit had before a change: " (it was Tuesday, …)", " (it had no date)", or nothing. */
const before = (detail?: string) => (!detail ? '' : detail === NO_DATE ? ' (it had no date)' : ` (it was ${detail})`);

/** Words the office wrote, quoted, and the sentence's end: no empty quotes, no full stop after one. */
const quoted = (detail?: string) => {
  const words = detail?.trim();
  if (!words) return '.';
  return `: “${words}”${/[.!?]$/.test(words) ? '' : '.'}`;
};
