import { describe, expect, it } from 'vitest';
import type { Choices } from '../../rules/validate';
import { availability, choices as hours } from '../../../../tests/fixtures/booking-hours';
import { sampleLead } from '../../../../tests/support/sample-lead';
import type { Lead } from '../lead-store';
import { cancelDecision, noticeProblem, officeDecision, officeSlotProblem, othersInWindow, slotProblem, type VisitorRules } from './rules';
import { bookingWindow, validateBooking } from '../../rules/validate';

const choices: Choices = {
  ...hours,
  availability: { ...availability, closedDates: [...availability.closedDates, { from: '2031-12-29', to: '2031-12-31', name: 'Year end' }] },
};
const rules: VisitorRules = {
  maxDaysAhead: 365,
  timeZone: 'America/New_York',
  slotMinutes: 60,
  capacity: 2,
  notice: { text: '24 hours', minutes: 24 * 60 },
  phone: '(813) 555-0142',
};
/** An instant given as the wall clock in Tampa (EST in December). */
const tampa = (iso: string) => new Date(`${iso}-05:00`);
/** A confirmed visit on Tuesday, December 9, 2031 at 9:00 AM. */
const lead = (over: Partial<Lead> = {}) => sampleLead({ status: 'confirmed', ...over });
const none = () => ({});

describe('the notice the pages promise for a change', () => {
  it('a visit less than the notice away can no longer be moved or cancelled here, with the reason and the phone', () => {
    const why = noticeProblem(lead(), tampa('2031-12-08T16:00:00'), rules);
    expect(why).toBe(
      'Your visit on Tuesday, December 9, 2031 at 9:00 AM is less than 24 hours away, so it can no longer be changed or cancelled here. Please call us at (813) 555-0142 and we will help you.',
    );
  });
  it('a visit the notice or more away, a request without a date, or one no longer standing, can', () => {
    expect(noticeProblem(lead(), tampa('2031-12-08T09:00:00'), rules)).toBeUndefined();
    expect(noticeProblem(lead({ date: '', time: '' }), tampa('2031-12-08T16:00:00'), rules)).toBeUndefined();
    expect(noticeProblem(lead({ status: 'cancelled' }), tampa('2031-12-08T16:00:00'), rules)).toBeUndefined();
  });
  it('follows the notice site.yaml sets, not a fixed 24 hours', () => {
    const twoDays = { ...rules, notice: { text: '2 days', minutes: 2 * 24 * 60 } };
    expect(noticeProblem(lead(), tampa('2031-12-07T10:00:00'), twoDays)).toMatch(/less than 2 days away/);
    expect(noticeProblem(lead(), tampa('2031-12-07T10:00:00'), rules)).toBeUndefined();
  });
  it('a visit that has begun says so', () => {
    expect(noticeProblem(lead(), tampa('2031-12-09T09:30:00'), rules)).toMatch(/has already begun or passed/);
  });
});

describe('a new time obeys the rules of a new request', () => {
  const now = tampa('2031-12-01T10:48:00');
  it('a closed day, a day in a closed run of days, a past day and a time too soon today are refused, each with its reason', () => {
    expect(slotProblem(lead(), '2031-12-25', '10:00 AM', choices, now, rules, none)?.date).toMatch(/closed for Christmas Day/);
    expect(slotProblem(lead(), '2031-12-30', '10:00 AM', choices, now, rules, none)?.date).toMatch(/closed for Year end/);
    expect(slotProblem(lead(), '2031-11-30', '10:00 AM', choices, now, rules, none)?.date).toBe(
      'That day has passed. Please choose today or a later date.',
    );
    expect(slotProblem(lead(), '2031-12-01', '9:00 AM', choices, now, rules, none)?.time).toMatch(/9:00 AM today is too soon/);
    expect(slotProblem(lead(), '2031-12-03', '10:00 AM', choices, now, rules, none)).toBeUndefined();
  });
  it('a time inside the notice is refused too: the page could not change the visit again', () => {
    expect(slotProblem(lead(), '2031-12-02', '10:00 AM', choices, now, rules, none)?.time).toBe(
      '10:00 AM on that day is less than 24 hours away: a visit that soon is arranged by phone. Please choose a later time, or call us at (813) 555-0142.',
    );
    expect(slotProblem(lead(), '2031-12-02', '11:00 AM', choices, now, rules, none)).toBeUndefined();
  });
  it('a full window is refused with the nearest free ones; the lead itself never counts against its own window', () => {
    const now = tampa('2031-11-29T10:48:00');
    const counts = (text: string): Record<string, number> => (text === '2031-12-02' ? { '10:00 AM': 2, '11:00 AM': 1 } : {});
    const full = slotProblem(lead(), '2031-12-02', '10:00 AM', choices, now, rules, counts)?.time;
    expect(full).toMatch(/^The 10:00 AM window on Tuesday, December 2 is fully booked\. The nearest free times: 9:00 AM, 11:00 AM or/);
    expect(full).toContain('(813) 555-0142');
    const mine = lead({ date: '2031-12-02', time: '10:00 AM' });
    expect(othersInWindow(mine, '2031-12-02', '10:00 AM', { '10:00 AM': 2 })).toBe(1);
    expect(slotProblem(mine, '2031-12-02', '10:00 AM', choices, now, rules, counts)).toBeUndefined();
    expect(
      othersInWindow(lead({ status: 'cancelled', date: '2031-12-02', time: '10:00 AM' }), '2031-12-02', '10:00 AM', { '10:00 AM': 2 }),
    ).toBe(2);
  });
});

describe('the links of a request', () => {
  it('a request without a date is never confirmed "for no date"', () => {
    expect(officeDecision(lead({ status: 'requested', date: '', time: '' }), 'confirm')).toEqual({ refuse: { needsDate: true } });
    expect(officeDecision(lead({ status: 'requested', date: '', time: '' }), 'decline')).toMatchObject({ action: 'declined' });
  });
  it('a cancel of a standing request is the visitor’s; of a declined one, refused', () => {
    expect(cancelDecision(lead())).toMatchObject({ by: 'visitor', status: 'cancelled' });
    expect(cancelDecision(lead({ status: 'declined' }))).toEqual({ refuse: { status: 'declined' } });
  });
});

describe('the office books what it agreed on the phone', () => {
  const now = tampa('2031-12-09T10:30:00'); // Tuesday, 10:30 AM: the form's two hours of notice start at 12:30 PM
  const office = (time: string, date = '2031-12-09') => officeSlotProblem(date, time, choices, now, 365, 'America/New_York');
  const visitor = (time: string) =>
    validateBooking({ date: '2031-12-09', time }, choices, bookingWindow(now, 365, 0, 'America/New_York'), now);

  it('any window of today not yet begun, inside the visitor’s notice too', () => {
    expect(visitor('11:00 AM').ok).toBe(false);
    expect(office('11:00 AM')).toBeUndefined();
  });

  it('never a window begun, a closed day, or a time outside the hours', () => {
    expect(office('10:00 AM')?.time ?? office('10:00 AM')?.date).toBeTruthy();
    expect(office('9:00 AM', '2031-12-25')?.date).toMatch(/closed for Christmas Day/);
    expect(office('7:00 AM')?.time).toBeTruthy();
  });
});
