import { describe, expect, it } from 'vitest';
import type { Lead, LeadEvent } from '../lead-store';
import { deskDecision, deskForm, type DeskForm, type DeskRules } from './rules';

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: 1,
  receivedAt: '2031-03-17T14:05:00.000Z',
  reference: 'BG-23456',
  status: 'requested',
  statusAt: '2031-03-17T14:05:00.000Z',
  outcome: '',
  name: 'Maria Gonzalez',
  phone: '(813) 555-0142',
  email: 'maria@example.com',
  street: '4102 W Bay Ave',
  city: 'Tampa',
  state: 'FL',
  zip: '33616',
  date: '',
  time: '',
  serviceType: 'Spring Replacement',
  issue: '',
  ...over,
});
const form = (over: Partial<DeskForm>): DeskForm => ({
  action: 'note',
  date: '',
  time: '',
  reason: '',
  asked: '',
  note: '',
  over: false,
  sure: false,
  seen: 0,
  fromDate: '',
  fromTime: '',
  ...over,
});
const booked = new Map<string, number>([['2031-03-20 9:00 AM', 2]]);
const rules: DeskRules = {
  today: '2031-03-18',
  capacity: 2,
  whenText: (lead) => (lead.date ? `${lead.date} ${lead.time}` : 'no date'),
  slotProblem: (date, time) =>
    date === '2031-03-25'
      ? { date: 'We are closed for Christmas Day.' }
      : time === '7:00 PM'
        ? { time: 'We do not book 7:00 PM.' }
        : undefined,
  booked: (date, time, lead) => (booked.get(`${date} ${time}`) ?? 0) - (lead.date === date && lead.time === time ? 1 : 0),
  waiting: (date, time) => waiting.get(`${date} ${time}`) ?? 0,
};
/** Of the visits in a window, the requests not yet confirmed. */
const waiting = new Map<string, number>();
const decide = (lead: Lead, partial: Partial<DeskForm>, events: LeadEvent[] = []) =>
  deskDecision(lead, events, form(partial), rules, 'Dana Office');

describe('the office’s actions follow the booking form’s rules', () => {
  it('a confirm needs a date and a window the form would offer, and room in it unless the office goes over', () => {
    expect(decide(lead(), { action: 'confirm' })).toEqual({ refuse: { field: 'date', message: 'Choose the date of the visit.' } });
    expect(decide(lead(), { action: 'confirm', date: '2031-03-25', time: '9:00 AM' })).toMatchObject({ refuse: { field: 'date' } });
    expect(decide(lead(), { action: 'confirm', date: '2031-03-20', time: '7:00 PM' })).toMatchObject({ refuse: { field: 'time' } });
    expect(decide(lead(), { action: 'confirm', date: '2031-03-20', time: '9:00 AM' })).toMatchObject({
      refuse: { field: 'time', full: { booked: 2, capacity: 2 } },
    });
    expect(decide(lead(), { action: 'confirm', date: '2031-03-20', time: '9:00 AM', over: true })).toMatchObject({
      by: 'office',
      who: 'Dana Office',
      action: 'confirmed',
      status: 'confirmed',
      date: '2031-03-20',
      time: '9:00 AM',
      detail: 'no date',
    });
  });

  it('a full window says a request not yet confirmed holds it only when one does', () => {
    const refusal = () => {
      const decided = decide(lead(), { action: 'confirm', date: '2031-03-20', time: '9:00 AM' });
      return 'refuse' in decided && 'message' in decided.refuse ? decided.refuse.message : '';
    };
    expect(refusal()).toBe(
      'That window is full: 2 others are booked in it, and the crew takes 2. Choose another, or tick “Book it over capacity”.',
    );
    waiting.set('2031-03-20 9:00 AM', 1);
    expect(refusal()).toContain('2 others are booked in it (one of them a request not yet confirmed: a request holds its window too), and');
    waiting.set('2031-03-20 9:00 AM', 2);
    expect(refusal()).toContain('(2 of them requests not yet confirmed: a request holds its window too)');
    waiting.clear();
  });

  it('a request already in a full window is not counted against itself', () => {
    const inIt = lead({ date: '2031-03-20', time: '9:00 AM' });
    expect(decide(inIt, { action: 'confirm', date: '2031-03-20', time: '9:00 AM' })).toMatchObject({ action: 'confirmed', detail: '' });
  });

  it('a move goes to another window, keeps the status, and says what it was', () => {
    const confirmed = lead({ status: 'confirmed', date: '2031-03-20', time: '9:00 AM' });
    expect(decide(confirmed, { action: 'move', date: '2031-03-20', time: '9:00 AM' })).toMatchObject({ refuse: { field: 'date' } });
    expect(decide(confirmed, { action: 'move', date: '2031-03-21', time: '10:00 AM' })).toMatchObject({
      action: 'changed',
      status: 'confirmed',
      detail: '2031-03-20 9:00 AM',
    });
    expect(decide(lead({ status: 'cancelled' }), { action: 'move', date: '2031-03-21', time: '10:00 AM' })).toMatchObject({
      refuse: { field: 'action' },
    });
  });

  it('a decline needs a short reason; a cancel is asked once more; done and no-show only on or after the day', () => {
    expect(decide(lead(), { action: 'decline', reason: '  ' })).toMatchObject({ refuse: { field: 'reason' } });
    expect(decide(lead(), { action: 'decline', reason: 'x'.repeat(301) })).toMatchObject({ refuse: { field: 'reason' } });
    expect(decide(lead(), { action: 'decline', reason: 'Outside our area.' })).toMatchObject({
      action: 'declined',
      detail: 'Outside our area.',
    });
    expect(decide(lead(), { action: 'cancel' })).toEqual({ refuse: { ask: 'cancel' } });
    expect(decide(lead(), { action: 'cancel', sure: true })).toMatchObject({ action: 'cancelled-on-request', status: 'cancelled' });
    const tomorrow = lead({ status: 'confirmed', date: '2031-03-19', time: '9:00 AM' });
    expect(decide(tomorrow, { action: 'done' })).toMatchObject({ refuse: { field: 'action' } });
    const today = lead({ status: 'confirmed', date: '2031-03-18', time: '9:00 AM' });
    expect(decide(today, { action: 'no-show' })).toMatchObject({ action: 'no-show', outcome: 'no-show', status: 'confirmed' });
    expect(decide(lead(), { action: 'done' })).toMatchObject({ refuse: { field: 'action' } });
  });

  it('a cancel says who asked for it: the customer (a request, or a visit) or the office (a confirmed visit only)', () => {
    const visit = lead({ status: 'confirmed', date: '2031-03-20', time: '9:00 AM' });
    expect(decide(visit, { action: 'cancel', sure: true })).toMatchObject({ refuse: { field: 'asked' } });
    expect(decide(visit, { action: 'cancel', asked: 'customer' })).toEqual({ refuse: { ask: 'cancel' } });
    expect(decide(visit, { action: 'cancel', asked: 'customer', sure: true, reason: ' Sold the house. ' })).toMatchObject({
      action: 'cancelled-on-request',
      status: 'cancelled',
      detail: 'Sold the house.',
    });
    expect(decide(visit, { action: 'cancel', asked: 'office', sure: true })).toMatchObject({ action: 'cancelled', status: 'cancelled' });
    // A request not confirmed yet: the customer asked (the office turns one down with Decline).
    expect(decide(lead(), { action: 'cancel', asked: 'office', sure: true })).toMatchObject({ refuse: { field: 'action' } });
    expect(
      deskForm(
        new Map([
          ['action', 'cancel'],
          ['asked', 'someone'],
        ]),
      )?.asked,
    ).toBe('');
    expect(
      deskForm(
        new Map([
          ['action', 'cancel'],
          ['asked', 'office'],
        ]),
      )?.asked,
    ).toBe('office');
  });

  it('a visit marked done or a no-show is over: it is neither moved nor cancelled (the customer was told a finished job was cancelled)', () => {
    for (const outcome of ['done', 'no-show'] as const) {
      const over = lead({ status: 'confirmed', date: '2031-03-18', time: '9:00 AM', outcome });
      const said = outcome === 'done' ? 'marked done' : 'marked a no-show';
      expect(decide(over, { action: 'cancel', sure: true })).toEqual({
        refuse: { field: 'action', message: `This request is ${said}: it cannot be cancelled.` },
      });
      expect(decide(over, { action: 'move', date: '2031-03-21', time: '10:00 AM' })).toMatchObject({ refuse: { field: 'action' } });
      // Its notes are still the office's to write.
      expect(decide(over, { action: 'note', note: 'Paid by card.' })).toMatchObject({ action: 'note' });
      // A wrong tap is taken back: the visit is open again, the history says what was taken back.
      expect(decide(over, { action: 'reopen' })).toMatchObject({ action: 'reopened', outcome: '', status: 'confirmed', detail: outcome });
    }
    expect(decide(lead({ status: 'confirmed', date: '2031-03-18', time: '9:00 AM' }), { action: 'reopen' })).toMatchObject({
      refuse: { field: 'action' },
    });
  });

  it('an action on a page older than the request’s last change is not done: the changes since are given back', () => {
    const event: LeadEvent = {
      id: 9,
      leadId: 1,
      at: '2031-03-18T10:00:00Z',
      by: 'office',
      who: 'Sam Owner',
      action: 'confirmed',
      detail: '',
    };
    expect(decide(lead(), { action: 'note', note: 'Gate code 4471', seen: 0 }, [event])).toEqual({ refuse: { changed: [event] } });
    expect(decide(lead(), { action: 'note', note: 'Gate code 4471', seen: 1 }, [event])).toMatchObject({
      action: 'note',
      detail: 'Gate code 4471',
    });
  });

  it('reads a posted form, and refuses an action it does not know', () => {
    expect(deskForm(new Map([['action', 'erase']]))).toBeUndefined();
    expect(
      deskForm(
        new Map([
          ['action', 'move'],
          ['date', ' 2031-03-21 '],
          ['over', 'yes'],
          ['seen', '3'],
        ]),
      ),
    ).toMatchObject({
      action: 'move',
      date: '2031-03-21',
      over: true,
      seen: 3,
    });
    expect(
      deskForm(
        new Map([
          ['action', 'note'],
          ['seen', 'x'],
        ]),
      )?.seen,
    ).toBe(-1);
  });
});
