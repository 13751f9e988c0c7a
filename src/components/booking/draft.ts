/** Where the form keeps its draft (localStorage): read by the form, and by its island to know whether to load at once. */
export const DRAFT_KEY = 'booking-form-draft';

/** Whether this browser keeps a draft of the form (false when storage is blocked). */
export function hasDraft(): boolean {
  try {
    return localStorage.getItem(DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}
