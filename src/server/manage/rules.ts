import { bookingWindow, validateBooking, type Choices } from '../../booking-rules/validate';
import { FIELDS, type BookingValues } from '../../booking-rules/fields';
import type { Lead, LeadChange, LeadStatus } from '../lead-store';

/**
 * What each link may do to a request, by its status: requested -> confirmed | declined (the
 * office) | cancelled (the visitor); the visitor may also move a requested or confirmed visit to
 * another slot, which makes it a request again. Doing what is already done changes nothing (a link
 * used twice shows the same page); anything else is refused with the status that stands in the way.
 */
export type Refusal = { status: LeadStatus };
export type Decision = LeadChange | { refuse: Refusal } | { already: true };

export function officeDecision(lead: Lead, action: 'confirm' | 'decline'): Decision {
  const target: LeadStatus = action === 'confirm' ? 'confirmed' : 'declined';
  if (lead.status === target) return { already: true };
  if (lead.status !== 'requested') return { refuse: { status: lead.status } };
  return { by: 'office', action: target, status: target };
}

export function cancelDecision(lead: Lead): Decision {
  if (lead.status === 'cancelled') return { already: true };
  if (lead.status === 'declined') return { refuse: { status: lead.status } };
  return { by: 'visitor', action: 'cancelled', status: 'cancelled' };
}

/** Moving the visit to `date` at `time`, already checked with slotProblem; `before` says what it was. */
export function changeDecision(lead: Lead, date: string, time: string, before: string): Decision {
  if (lead.status === 'cancelled' || lead.status === 'declined') return { refuse: { status: lead.status } };
  if (lead.date === date && lead.time === time) return { already: true };
  return { by: 'visitor', action: 'changed', status: 'requested', date, time, detail: before };
}

/** Whether the visitor may still move or cancel the request: it stands, and its day (yyyy-MM-dd, `today` in the business's zone) has not passed. */
export const canChange = (lead: Lead, today: string) =>
  (lead.status === 'requested' || lead.status === 'confirmed') && !(lead.date && lead.date < today);

/**
 * Why a visit cannot move to `date` at `time`, or undefined when the booking rules allow it: the
 * same rules as a new request (src/booking-rules/: the days that can be booked, each day's slots,
 * and whatever else they refuse), applied to the request's own details with the new date and time.
 */
export function slotProblem(
  lead: Lead,
  date: string,
  time: string,
  choices: Choices,
  now: Date,
  rules: { maxDaysAhead: number; timeZone: string },
): { date?: string; time?: string } | undefined {
  if (!date) return { date: 'Please choose a date.' };
  if (!time) return { time: 'Please choose an arrival window.' };
  const values = Object.fromEntries(FIELDS.map((f) => [f, lead[f]])) as BookingValues;
  const check = validateBooking({ ...values, date, time }, choices, bookingWindow(now, rules.maxDaysAhead, 0, rules.timeZone));
  if (check.ok || (!check.errors.date && !check.errors.time)) return undefined;
  return { date: check.errors.date, time: check.errors.time };
}
