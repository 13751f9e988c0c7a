import { bookingWindow, LATER_VISIT, validateBooking, type Choices } from '../../rules/validate';
import { FIELDS, type BookingValues } from '../../rules/fields';
import { insideNotice } from '../../rules/notice';
import { fullSlotError, nearestFree, openSlots } from '../../rules/slots';
import { WAS_CONFIRMED, type Lead, type LeadChange, type LeadStatus } from '../lead-store';
import { startsWithin, visitStart, visitWindow } from '../mail/visit';

/**
 * What each link may do to a request, by its status: requested -> confirmed | declined (the
 * office) | cancelled (the visitor); the visitor may also move a requested or confirmed visit to
 * another slot, which makes it a request again. Doing what is already done changes nothing (a link
 * used twice shows the same page); anything else is refused with the status that stands in the way.
 */
export type Refusal = { status: LeadStatus } | { needsDate: true } | { full: WindowFill } | { why: string };
/** How many other standing requests an arrival window holds, and how many it can. */
export type WindowFill = { booked: number; capacity: number };
export type Decision = LeadChange | { refuse: Refusal } | { already: true };

/**
 * The office's confirm or decline link; a request without a date is confirmed only with one (on the
 * desk), never "for no date"; nor is one whose window the others already fill (`fill`, from
 * fillOf): the desk confirms it there only when the office says to go over capacity, and so the
 * link sends the office to the desk.
 */
export function officeDecision(lead: Lead, action: 'confirm' | 'decline', fill?: WindowFill, reason = '', asked?: string): Decision {
  const target: LeadStatus = action === 'confirm' ? 'confirmed' : 'declined';
  if (lead.status === target) return { already: true };
  if (lead.status !== 'requested') return { refuse: { status: lead.status } };
  if (target === 'confirmed' && !lead.date) return { refuse: { needsDate: true } };
  // What the booking rules now say of the day and window asked (askedSlotProblem), as the desk says it.
  if (target === 'confirmed' && asked) return { refuse: { why: asked } };
  if (target === 'confirmed' && fill && fill.booked >= fill.capacity) return { refuse: { full: fill } };
  // A decline's reason, when the office gives one, is the customer's to read (the e-mail's "Our note").
  const detail = target === 'declined' ? reason.trim().slice(0, MAX_OFFICE_REASON) : '';
  return { by: 'office', action: target, status: target, ...(detail ? { detail } : {}) };
}

/** The longest reason of a decline or a cancel the office gives (from its e-mail's link, or the desk): the customer reads it in an e-mail. */
export const MAX_OFFICE_REASON = 300;

/**
 * What stands against a decline's reason, from the desk or from the e-mail's link alike: a customer
 * turned down is told why (the e-mail's "Our note"), so the office writes a short one.
 */
export function declineReasonProblem(reason: string): string | undefined {
  const said = reason.trim();
  if (!said) return 'Write a short reason: the customer reads it in the e-mail.';
  if (said.length > MAX_OFFICE_REASON) return `Keep the reason under ${MAX_OFFICE_REASON} characters.`;
  return undefined;
}

/** The fill of the lead's own window: the other standing requests in it, and its capacity. */
export function fillOf(lead: Lead, capacity: number, countsOf: (date: string) => Record<string, number>): WindowFill | undefined {
  if (!lead.date || !lead.time) return undefined;
  return { booked: othersInWindow(lead, lead.date, lead.time, countsOf(lead.date)), capacity };
}

export function cancelDecision(lead: Lead): Decision {
  if (lead.status === 'cancelled') return { already: true };
  if (lead.status === 'declined') return { refuse: { status: lead.status } };
  return { by: 'visitor', action: 'cancelled', status: 'cancelled', ...(lead.status === 'confirmed' ? { detail: WAS_CONFIRMED } : {}) };
}

/** Moving the visit to `date` at `time`, already checked with slotProblem; `before` says what it was (and that it was confirmed). */
export function changeDecision(lead: Lead, date: string, time: string, before: string): Decision {
  if (lead.status === 'cancelled' || lead.status === 'declined') return { refuse: { status: lead.status } };
  if (lead.date === date && lead.time === time) return { already: true };
  const detail = lead.status === 'confirmed' ? `${before}, ${WAS_CONFIRMED}` : before;
  return { by: 'visitor', action: 'changed', status: 'requested', date, time, detail };
}

/** Whether the visitor may still move or cancel the request: it stands, and its day (yyyy-MM-dd, `today` in the business's zone) has not passed. */
export const canChange = (lead: Lead, today: string) =>
  (lead.status === 'requested' || lead.status === 'confirmed') && !(lead.date && lead.date < today);

/** What the visitor's rules read from site.yaml: the booking window, the time zone, a window's length and capacity, the notice, the phone. */
export type VisitorRules = {
  maxDaysAhead: number;
  timeZone: string;
  slotMinutes: number;
  /** how many visits one arrival window holds (booking.slotCapacity) */
  capacity: number;
  /** the notice the pages promise for a change, as they say it ("24 hours") and in minutes */
  notice: { text: string; minutes: number };
  phone: string;
};

/**
 * Why the visitor can no longer move or cancel their visit online at `now`, or undefined: the
 * visit (its window, or its day when it has no window) starts less than the notice the pages
 * promise ("at least 24 hours ahead") from now. A request without a date has no such time.
 */
export function noticeProblem(lead: Lead, now: Date, rules: VisitorRules): string | undefined {
  if (lead.status !== 'requested' && lead.status !== 'confirmed') return undefined;
  const start = visitStart(lead, rules.timeZone, rules.slotMinutes);
  if (start === undefined || !insideNotice(start, now.getTime(), rules.notice.minutes)) return undefined;
  const visit = visitWindow(lead, rules.timeZone, rules.slotMinutes)!;
  const when = visit.allDay ? visit.dateText : `${visit.dateText} at ${lead.time}`;
  const passed = start <= now.getTime();
  return passed
    ? `Your visit on ${when} has already begun or passed, so it can no longer be changed or cancelled here. Please call us at ${rules.phone} and we will help you.`
    : `Your visit on ${when} is less than ${rules.notice.text} away, so it can no longer be changed or cancelled here. Please call us at ${rules.phone} and we will help you.`;
}

/** How many other standing requests hold `date` at `time` (`counts` from the lead store's slotCounts): never the lead itself. */
export function othersInWindow(lead: Lead, date: string, time: string, counts: Record<string, number>): number {
  const self = lead.date === date && lead.time === time && (lead.status === 'requested' || lead.status === 'confirmed') ? 1 : 0;
  return Math.max(0, (counts[time] ?? 0) - self);
}

/** The windows of `date` that other standing requests fill, each with how many they are (`counts`: slotCounts of that date). */
export function filledWindows(
  lead: Lead,
  date: string,
  timeSlots: readonly string[],
  capacity: number,
  counts: Record<string, number>,
): Array<[string, number]> {
  return timeSlots
    .map((time): [string, number] => [time, othersInWindow(lead, date, time, counts)])
    .filter(([, booked]) => booked >= capacity);
}

/**
 * Why a visit cannot move to `date` at `time`, or undefined when the booking rules allow it: the
 * same rules as a new request (src/booking/rules/: the days that can be booked, each day's slots,
 * closed days, the same-day lead time, nothing past), applied to the request's own details with the
 * new date and time at `now`; then the window's capacity, counting the other standing requests in
 * it (`countsOf`: the lead store's slotCounts), with the nearest free windows named.
 */
export function slotProblem(
  lead: Lead,
  date: string,
  time: string,
  choices: Choices,
  now: Date,
  rules: VisitorRules,
  countsOf: (date: string) => Record<string, number>,
): { date?: string; time?: string } | undefined {
  if (!date) return { date: 'Please choose a date.' };
  if (!time) return { time: 'Please choose an arrival window.' };
  const values = Object.fromEntries(FIELDS.map((key) => [key, lead[key]])) as BookingValues;
  const check = validateBooking({ ...values, date, time }, choices, bookingWindow(now, rules.maxDaysAhead, 0, rules.timeZone), now);
  // A request's page moves a visit to a day, never to none: a later one is arranged by phone.
  const dateError = check.ok
    ? undefined
    : check.errors.date?.replace(LATER_VISIT, `; for a later visit, please call us at ${rules.phone}.`);
  if (!check.ok && (dateError || check.errors.time)) return { date: dateError, time: check.errors.time };
  // The page could not change the visit again once it is inside the notice: a move never lands there.
  const tooSoon = (text: string, tab: string) =>
    startsWithin({ date: text, time: tab }, now.getTime(), rules.notice.minutes, rules.timeZone, rules.slotMinutes);
  if (tooSoon(date, time))
    return {
      time: `${time} on that day is less than ${rules.notice.text} away: a visit that soon is arranged by phone. Please choose a later time, or call us at ${rules.phone}.`,
    };
  if (othersInWindow(lead, date, time, countsOf(date)) < rules.capacity) return undefined;
  const free = (text: string) => {
    const open = choices.availability ? openSlots(text, choices.slotsByDay, choices.availability, now) : [];
    const counts = open.length ? countsOf(text) : {};
    return open.filter(
      (tab) => othersInWindow(lead, text, tab, counts) < rules.capacity && !(text === date && tab === time) && !tooSoon(text, tab),
    );
  };
  return { time: fullSlotError(time, date, nearestFree(date, time, free), rules.phone) };
}

/** The booking form's message as the office reads it: without the customer's "call us" or "choose another day" line. */
export const forTheOffice = (message: string | undefined) =>
  message
    // The visitor's "send it without a date" is not the office's: the office's setting sets the limit.
    ?.replace(
      LATER_VISIT,
      ': visits are booked that far ahead at most (“Days ahead a visit can be booked”, Business facts › Booking form).',
    )
    .replace(/;?\s*for an emergency, call us at [^.]*\./i, '.')
    .replace(/\s*For an emergency, call us at [^.]*\./, '')
    .replace(/\s*Please (?:choose|pick) another (?:day|date|time)[^.]*\./g, '')
    .replace(/\.\./g, '.');

/**
 * What the booking form's rules now say of a day and window (a day closed since, hours changed since,
 * a time gone by), each in the office's words; undefined when they allow it. The desk and the
 * office's e-mail links read it alike.
 */
export function officeSlotProblem(
  date: string,
  time: string,
  choices: Choices,
  now: Date,
  maxDaysAhead: number,
  timeZone: string,
): { date?: string; time?: string } | undefined {
  // The office books what it agreed on the phone: any window not yet begun. The visitor's lead time
  // (the office's time to confirm a request, from when it next opens) is not the office's own: a
  // visit agreed for this afternoon was refused with "There are no times left to book today".
  const office = choices.availability
    ? { ...choices, availability: { ...choices.availability, leadMinutes: 0, office: undefined } }
    : choices;
  const check = validateBooking({ date, time }, office, bookingWindow(now, maxDaysAhead, 0, timeZone), now);
  if (check.ok || (!check.errors.date && !check.errors.time)) return undefined;
  return { date: forTheOffice(check.errors.date), time: forTheOffice(check.errors.time) };
}

/** Why a request cannot be confirmed for the day and window it asks (officeSlotProblem), in one sentence; undefined when it can, or asks for none. */
export function askedSlotProblem(
  lead: Pick<Lead, 'date' | 'time'>,
  choices: Choices,
  now: Date,
  maxDaysAhead: number,
  timeZone: string,
): string | undefined {
  const problem = lead.date && lead.time ? officeSlotProblem(lead.date, lead.time, choices, now, maxDaysAhead, timeZone) : undefined;
  return problem ? [problem.date, problem.time].filter(Boolean).join(' ') : undefined;
}
