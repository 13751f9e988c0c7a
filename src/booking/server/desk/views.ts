import type { Lead, LeadQuery, LeadStore } from '../lead-store';
import { addDaysIso } from '../../rules/slots';

/** Where the desk lives on the owner's server (behind the editors' sign-in). */
export const DESK_PATH = '/admin/bookings';
export const EXPORT_PATH = `${DESK_PATH}/export.csv`;

/** The desk's lists: what needs an answer, today's visits, the ones to come, and the ones gone by. */
export const DESK_VIEWS = ['answer', 'today', 'upcoming', 'past'] as const;
export type DeskView = (typeof DESK_VIEWS)[number];
/** The most requests one list shows (a search finds the others). */
export const LIST_LIMIT = 200;

/**
 * Each view as a query of the lead store, with `today` in the business's time zone: a request to
 * answer (soonest visit first, those without a date among them), today's requested or confirmed
 * visits, the confirmed ones after today, and everything before today or closed (latest first).
 */
export function viewQuery(view: DeskView, today: string, limit = LIST_LIMIT + 1): LeadQuery {
  switch (view) {
    case 'answer':
      return { statuses: ['requested'], from: today, undated: true, order: 'visit', limit };
    case 'today':
      return { statuses: ['requested', 'confirmed'], from: today, to: today, order: 'visit', limit };
    case 'upcoming':
      return { statuses: ['confirmed'], from: addDaysIso(today, 1), order: 'visit', limit };
    case 'past':
      return { to: addDaysIso(today, -1), order: 'visit-desc', limit };
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
