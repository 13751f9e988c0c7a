import type { LeadEvent } from './lead-store';

/**
 * What happened to a request, in the office's words: the desk shows it under each request and the
 * CSV export (`npm run leads -- --csv`, the desk's download) carries it in its history column.
 */
/** An event in the office's words. */
export function eventText(e: LeadEvent): string {
  const who = e.by === 'visitor' ? 'The customer' : e.who || 'The office';
  switch (e.action) {
    case 'confirmed':
      return `${who} confirmed the visit${e.detail ? ` (it was ${e.detail})` : ''}.`;
    case 'declined':
      return `${who} declined it: “${e.detail}”.`;
    case 'changed':
      return `${who} moved the visit${e.detail ? ` (it was ${e.detail})` : ''}.`;
    case 'cancelled':
      return `${who} cancelled the visit${e.detail && e.by === 'office' ? `: “${e.detail}”` : ''}.`;
    case 'done':
      return `${who} marked the visit done.`;
    case 'no-show':
      return `${who} marked the visit a no-show.`;
    case 'note':
      return `${who} noted: “${e.detail}”.`;
  }
}
