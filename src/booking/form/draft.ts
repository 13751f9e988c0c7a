/** Where the form keeps its draft (localStorage): read by the form, and by its island to know whether to load at once. */
export const DRAFT_KEY = 'booking-form-draft';
/**
 * This tab's attempt (sessionStorage): its submission key, and whether it was sent. A tab keeps
 * its own across a reload; another tab, or the next booking, is another attempt with another key.
 */
export const ATTEMPT_KEY = 'booking-form-attempt';

/** Whether this browser keeps a draft of the form, or this tab a sent request to show (false when storage is blocked). */
export function hasDraft(): boolean {
  try {
    return localStorage.getItem(DRAFT_KEY) !== null || /"sent":true/.test(sessionStorage.getItem(ATTEMPT_KEY) ?? '');
  } catch {
    return false;
  }
}
