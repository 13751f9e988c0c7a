import type { Lead, LeadQuery, LeadStore } from '../lead-store';
import { addDaysIso } from '../../rules/slots';

/** Where the desk lives on the owner's server (behind the editors' sign-in). */
export const DESK_PATH = '/admin/bookings';

/** A request's own page on the desk, by its reference: where its links lead and its forms post. */
export const requestPath = (reference: string): string => `${DESK_PATH}/${encodeURIComponent(reference)}`;
export const EXPORT_PATH = `${DESK_PATH}/export.csv`;
/** The confirmed visits a closed day or the service hours now stand against, as JSON: the editing screen says them after a save. */
export const STANDING_PATH = `${DESK_PATH}/standing.json`;

/** The desk's lists: what needs an answer, today's and tomorrow's visits, the ones to come, the ones gone by, and the ones called off. */
export const DESK_VIEWS = ['answer', 'today', 'tomorrow', 'upcoming', 'past', 'closed'] as const;
export type DeskView = (typeof DESK_VIEWS)[number];
/** The most requests one list shows (a search finds the others). */
export const LIST_LIMIT = 200;

/**
 * Each view as a query of the lead store, with `today` in the business's time zone: a request to
 * answer (soonest visit first, those without a date among them), today's and tomorrow's requested
 * or confirmed visits (the day the office prepares for), the confirmed ones after today, everything before today (latest first), and every request
 * cancelled or declined, whatever its day (newest first: a cancel of next week's visit is in no other list).
 */
export function viewQuery(view: DeskView, today: string, limit = LIST_LIMIT + 1): LeadQuery {
  switch (view) {
    case 'answer':
      return { statuses: ['requested'], from: today, undated: true, order: 'visit', limit };
    case 'today':
      return { statuses: ['requested', 'confirmed'], from: today, to: today, order: 'visit', limit };
    case 'tomorrow':
      return { statuses: ['requested', 'confirmed'], from: addDaysIso(today, 1), to: addDaysIso(today, 1), order: 'visit', limit };
    case 'upcoming':
      return { statuses: ['confirmed'], from: addDaysIso(today, 1), order: 'visit', limit };
    case 'past':
      return { to: addDaysIso(today, -1), order: 'visit-desc', limit };
    case 'closed':
      return { statuses: ['cancelled', 'declined'], order: 'received', limit };
  }
}

/** How many requests each view holds. */
export function viewCounts(store: LeadStore, today: string): Record<DeskView, number> {
  return Object.fromEntries(DESK_VIEWS.map((text) => [text, store.count(viewQuery(text, today, -1))])) as Record<DeskView, number>;
}

/** A search by reference, name or phone: newest first. */
export const searchQuery = (text: string): LeadQuery => ({ text, order: 'received', limit: LIST_LIMIT + 1 });

export const isView = (item: string | null): item is DeskView => (DESK_VIEWS as readonly string[]).includes(item ?? '');
export type { Lead };
