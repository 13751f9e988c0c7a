import type { Lead, LeadChange, LeadEvent } from '../lead-store';
import { declineReasonProblem, MAX_OFFICE_REASON, type WindowFill } from '../manage/rules';

/** What the office can do to a request from the desk. */
export const DESK_ACTIONS = ['confirm', 'decline', 'move', 'cancel', 'done', 'no-show', 'reopen', 'note'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** The desk's form as sent: the action, its fields, and how many changes the request had when the page was shown. */
export type DeskForm = {
  action: DeskAction;
  date: string;
  time: string;
  /** a decline's reason (the visitor reads it) or a cancel's */
  reason: string;
  /** who asked for a cancel: the customer (they read that it is cancelled as they asked) or the office (they read our apology) */
  asked: 'customer' | 'office' | '';
  note: string;
  /** the office chose to book a window that is already full */
  over: boolean;
  /** a cancel asked a second time and answered yes */
  sure: boolean;
  /** the number of the request's changes the page showed */
  seen: number;
  /** the date and window the form held when the page was shown (a field still holding it was not touched) */
  fromDate: string;
  fromTime: string;
};

/**
 * Why an action is not done: a field's problem (the form comes back with what was typed), the
 * request changed since the page was shown (`changed`: the changes made since, so the office sees
 * them, and what it typed is kept), or a cancel that must be asked once more.
 */
export type DeskRefusal =
  | { field: 'date' | 'time' | 'reason' | 'asked' | 'note' | 'action'; message: string; full?: WindowFill }
  | { changed: LeadEvent[] }
  | { ask: 'cancel' };

/** What the rules need to know of the day: today, the windows the form would offer, and who is booked where. */
export type DeskRules = {
  /** today in the business's time zone (yyyy-MM-dd) */
  today: string;
  /** why the booking form would not offer `time` on `date` now, or undefined when it would */
  slotProblem(date: string, time: string): { date?: string; time?: string } | undefined;
  /** visits in that window, the request itself not counted */
  booked(date: string, time: string, lead: Lead): number;
  /** Of those, the requests not yet confirmed (they hold their window too, as the booking form counts them). */
  waiting(date: string, time: string, lead: Lead): number;
  capacity: number;
  /** when the request is now, in words ("Tuesday, December 8, 2026, 9:00 AM"; "no date") */
  whenText(lead: Lead): string;
};

/** The longest reason or note the desk keeps (a visitor reads a decline's reason in an e-mail). */
export const MAX_REASON = MAX_OFFICE_REASON;
export const MAX_NOTE = 2000;

/**
 * The change an office action makes to a request as it is stored now, under the booking form's
 * rules (the window must be one the form would offer; a full one only when the office says so), or
 * why not. `events` are the request's changes so far: when there are more than the page showed,
 * someone else acted meanwhile and nothing is done.
 */
export function deskDecision(
  lead: Lead,
  events: LeadEvent[],
  form: DeskForm,
  rules: DeskRules,
  who: string,
): LeadChange | { refuse: DeskRefusal } {
  if (events.length !== form.seen) return { refuse: { changed: events.slice(form.seen) } };
  const office = { by: 'office' as const, who };
  // A visit marked done or a no-show is over: it is neither moved nor cancelled (its customer was
  // e-mailed that a finished job was cancelled).
  const open = (lead.status === 'requested' || lead.status === 'confirmed') && !lead.outcome;
  const state = lead.outcome ? `marked ${lead.outcome === 'done' ? 'done' : 'a no-show'}` : lead.status;
  const notOpen = (what: string) => ({
    refuse: { field: 'action' as const, message: `This request is ${state}: it cannot be ${what}.` },
  });
  switch (form.action) {
    case 'confirm': {
      if (lead.status !== 'requested') return notOpen('confirmed');
      const window = windowProblem(lead, form, rules);
      if (window) return { refuse: window };
      const moved = form.date !== lead.date || form.time !== lead.time;
      return {
        ...office,
        action: 'confirmed',
        status: 'confirmed',
        date: form.date,
        time: form.time,
        detail: moved ? rules.whenText(lead) : '',
        ...overCapacity(lead, form, rules),
      };
    }
    case 'move': {
      if (!open) return notOpen('moved');
      if (form.date === lead.date && form.time === lead.time)
        return { refuse: { field: 'date', message: 'This is the date and window it already has: choose another.' } };
      const window = windowProblem(lead, form, rules);
      if (window) return { refuse: window };
      const when = { date: form.date, time: form.time, detail: rules.whenText(lead) };
      return { ...office, action: 'changed', status: lead.status, ...when, ...overCapacity(lead, form, rules) };
    }
    case 'decline': {
      if (lead.status !== 'requested') return notOpen('declined');
      const problem = declineReasonProblem(form.reason);
      if (problem) return { refuse: { field: 'reason', message: problem } };
      return { ...office, action: 'declined', status: 'declined', detail: form.reason.trim() };
    }
    case 'cancel': {
      if (!open) return notOpen('cancelled');
      // A request not yet confirmed is cancelled when its customer asks; the office turns one down with Decline.
      const asked = form.asked || (lead.status === 'requested' ? 'customer' : '');
      if (!asked) return { refuse: { field: 'asked', message: 'Choose who asked to cancel: the customer’s e-mail says it differently.' } };
      if (asked === 'office' && lead.status === 'requested')
        return { refuse: { field: 'action', message: 'To turn down a request that is not confirmed yet, use Decline.' } };
      if (!form.sure) return { refuse: { ask: 'cancel' } };
      const action = asked === 'customer' ? 'cancelled-on-request' : 'cancelled';
      return { ...office, action, status: 'cancelled', detail: form.reason.trim().slice(0, MAX_REASON) };
    }
    case 'done':
    case 'no-show':
      if (lead.status !== 'confirmed')
        return notOpen(`marked ${form.action === 'done' ? 'done' : 'a no-show'} (only a confirmed visit can)`);
      if (!lead.date || lead.date > rules.today)
        return { refuse: { field: 'action', message: 'A visit can be marked done or a no-show on its day or after it.' } };
      return { ...office, action: form.action, status: lead.status, outcome: form.action };
    case 'reopen':
      // A wrong tap on "Mark done" or "Mark no-show" is taken back; the history keeps both.
      if (!lead.outcome) return notOpen('taken back: it is not marked done or a no-show');
      return { ...office, action: 'reopened', status: lead.status, outcome: '', detail: lead.outcome };
    case 'note': {
      const note = form.note.trim();
      if (!note) return { refuse: { field: 'note', message: 'Write the note first.' } };
      if (note.length > MAX_NOTE) return { refuse: { field: 'note', message: `Keep a note under ${MAX_NOTE} characters.` } };
      return { ...office, action: 'note', status: lead.status, detail: note };
    }
  }
}

/** A window the booking form would offer now, with room in it unless the office chose to go over. */
function windowProblem(lead: Lead, form: DeskForm, rules: DeskRules): DeskRefusal | undefined {
  if (!form.date) return { field: 'date', message: 'Choose the date of the visit.' };
  if (!form.time) return { field: 'time', message: 'Choose the arrival window.' };
  const problem = rules.slotProblem(form.date, form.time);
  if (problem?.date) return { field: 'date', message: problem.date };
  if (problem?.time) return { field: 'time', message: problem.time };
  const booked = rules.booked(form.date, form.time, lead);
  if (booked >= rules.capacity && !form.over)
    return {
      field: 'time',
      message: `That window is full: ${booked === 1 ? 'one other is' : `${booked} others are`} booked in it${waitingWords(rules.waiting(form.date, form.time, lead), booked)}, and the crew takes ${rules.capacity}. Choose another, or tick “Book it over capacity”.`,
      full: { booked, capacity: rules.capacity },
    };
  return undefined;
}

/** Why a window counts a request the office has not confirmed, said only when it holds one: " (one of them a request not yet confirmed: …)". */
function waitingWords(waiting: number, booked: number): string {
  if (!waiting) return '';
  const which = booked === 1 ? 'a request' : waiting === 1 ? 'one of them a request' : `${waiting} of them requests`;
  return ` (${which} not yet confirmed: a request holds its window too)`;
}

/** A window booked past the crew's capacity (the office ticked "Book it over capacity"): the history says so. */
function overCapacity(lead: Lead, form: DeskForm, rules: DeskRules): { overCapacity?: true } {
  return rules.booked(form.date, form.time, lead) >= rules.capacity ? { overCapacity: true } : {};
}

/** The desk's form from a posted body. */
export function deskForm(fields: Map<string, string>): DeskForm | undefined {
  const action = fields.get('action') ?? '';
  if (!(DESK_ACTIONS as readonly string[]).includes(action)) return undefined;
  const seen = Number(fields.get('seen'));
  return {
    action: action as DeskAction,
    date: (fields.get('date') ?? '').trim(),
    time: (fields.get('time') ?? '').trim(),
    reason: fields.get('reason') ?? '',
    asked: askedBy(fields.get('asked')),
    note: fields.get('note') ?? '',
    over: fields.get('over') === 'yes',
    sure: fields.get('sure') === 'yes',
    seen: Number.isInteger(seen) && seen >= 0 ? seen : -1,
    fromDate: (fields.get('from_date') ?? '').trim(),
    fromTime: (fields.get('from_time') ?? '').trim(),
  };
}

/** Who asked for a cancel, as the form sent it ('' when it sent neither answer). */
function askedBy(value: string | undefined): DeskForm['asked'] {
  return value === 'customer' || value === 'office' ? value : '';
}
