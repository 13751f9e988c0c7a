import { describe, expect, it } from 'vitest';
import { dayTimes } from './day-times';
import { availability, byDay, SLOTS } from '../../../tests/fixtures/booking-hours';

const MONDAY = '2031-12-01';
const SUNDAY = '2031-12-07';
/** 1:30 PM in Tampa (EST) on that Monday. */
const now = new Date(`${MONDAY}T13:30:00-05:00`);
const times = (date: string, time = '', taken?: { date: string; full: string[] }) =>
  dayTimes({ date, time, timeSlots: SLOTS, slotsByDay: byDay, availability, now, taken });
const values = (d: { options: Array<{ value: string }> }) => d.options.map((o) => o.value);

describe('the time choices of a chosen day', () => {
  it('without a day: every time, named with the days it is offered when not every day', () => {
    const d = times('');
    expect(d.chosenDay).toBeUndefined();
    expect(values(d)).toEqual(SLOTS);
    expect(d.options.find((o) => o.value === '10:00 AM')?.label).toBe('10:00 AM');
    expect(d.options.find((o) => o.value === '6:00 PM')?.label).toBe('6:00 PM (Mon-Fri)');
    expect(d.noTimeLeft).toBe(false);
  });

  it("a later day offers its service hours' times, and a chosen time outside them says so", () => {
    expect(values(times(SUNDAY))).toEqual(byDay[0]);
    const d = times(SUNDAY, '8:00 AM');
    expect(d.chosenDay).toBe(SUNDAY);
    expect(d.options[0]).toEqual({ value: '8:00 AM', label: '8:00 AM (not on Sundays)' });
    expect(d.options.slice(1).every((o) => o.label === o.value)).toBe(true);
  });

  it('today offers only times that start after the lead time; an earlier chosen time is not available', () => {
    const d = times(MONDAY, '2:00 PM');
    expect(values(d)).toEqual(['2:00 PM', '4:00 PM', '5:00 PM', '6:00 PM']);
    expect(d.options[0].label).toBe('2:00 PM (not available)');
    expect(d.noTimeLeft).toBe(false);
  });

  it('a window the server says is full on that day is not offered, and a chosen one gets its message', () => {
    const taken = { date: SUNDAY, full: ['11:00 AM'] };
    expect(values(times(SUNDAY, '', taken))).not.toContain('11:00 AM');
    const d = times(SUNDAY, '11:00 AM', taken);
    expect(d.fullError).toMatch(/11:00 AM.*fully booked/);
    expect(d.options.find((o) => o.value === '11:00 AM')?.label).toBe('11:00 AM (not available)');
    // what the server said of another day counts for nothing here
    expect(times('2031-12-08', '11:00 AM', taken).fullError).toBeUndefined();
  });

  it('a closed day, or today after its last time, has no time left', () => {
    expect(times('2031-12-25').noTimeLeft).toBe(true);
    expect(times('2031-12-25').options).toEqual([]);
    const late = dayTimes({
      date: MONDAY,
      time: '',
      timeSlots: SLOTS,
      slotsByDay: byDay,
      availability,
      now: new Date(`${MONDAY}T19:00:00-05:00`),
    });
    expect(late.noTimeLeft).toBe(true);
    expect(times('2031-12-08').noTimeLeft).toBe(false);
  });
});
