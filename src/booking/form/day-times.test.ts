import { describe, expect, it } from 'vitest';
import { dayTimes } from './day-times';
import { availability, byDay, SLOTS } from '../../../tests/fixtures/booking-hours';

const MONDAY = '2031-12-01';
const SUNDAY = '2031-12-07';
/** 1:30 PM in Tampa (EST) on that Monday. */
const now = new Date(`${MONDAY}T13:30:00-05:00`);
const times = (date: string, time = '', taken?: { date: string; full: string[] }) =>
  dayTimes({ date, time, timeSlots: SLOTS, slotsByDay: byDay, availability, now, taken });
const values = (item: { options: Array<{ value: string }> }) => item.options.map((option) => option.value);

describe('the time choices of a chosen day', () => {
  it('without a day: every time, named with the days it is offered when not every day', () => {
    const dayTimes = times('');
    expect(dayTimes.chosenDay).toBeUndefined();
    expect(values(dayTimes)).toEqual(SLOTS);
    expect(dayTimes.options.find((option) => option.value === '10:00 AM')?.label).toBe('10:00 AM');
    expect(dayTimes.options.find((option) => option.value === '6:00 PM')?.label).toBe('6:00 PM (Mon-Fri)');
    expect(dayTimes.noTimeLeft).toBe(false);
  });

  it("a later day offers its service hours' times, and a chosen time outside them says so", () => {
    expect(values(times(SUNDAY))).toEqual(byDay[0]);
    const dayTimes = times(SUNDAY, '8:00 AM');
    expect(dayTimes.chosenDay).toBe(SUNDAY);
    expect(dayTimes.options[0]).toEqual({ value: '8:00 AM', label: '8:00 AM (not on Sundays)' });
    expect(dayTimes.options.slice(1).every((option) => option.label === option.value)).toBe(true);
  });

  it('today offers only times that start after the lead time; an earlier chosen time is not available', () => {
    const dayTimes = times(MONDAY, '2:00 PM');
    expect(values(dayTimes)).toEqual(['2:00 PM', '4:00 PM', '5:00 PM', '6:00 PM']);
    expect(dayTimes.options[0].label).toBe('2:00 PM (not available)');
    expect(dayTimes.noTimeLeft).toBe(false);
  });

  it('a window the server says is full on that day is listed as full, not offered, and a chosen one gets its message', () => {
    const taken = { date: SUNDAY, full: ['11:00 AM'] };
    // Listed in its place, so that the visitor sees why it cannot be chosen (it was left out, unsaid).
    expect(values(times(SUNDAY, '', taken))).toEqual(byDay[0]);
    expect(times(SUNDAY, '', taken).options.find((option) => option.value === '11:00 AM')).toEqual({
      value: '11:00 AM',
      label: '11:00 AM (full)',
      disabled: true,
    });
    expect(times(SUNDAY, '', taken).options.filter((option) => option.disabled)).toHaveLength(1);
    const dayTimes = times(SUNDAY, '11:00 AM', taken);
    // As the server says it (a visitor without JavaScript reads the same), with the day's nearest free windows.
    expect(dayTimes.fullError).toBe(
      `The 11:00 AM window on Sunday, December 7 is fully booked. The nearest free times: 10:00 AM, 12:00 PM or 1:00 PM on Sunday, December 7. Please choose one of them, or call us at ${availability.phone}.`,
    );
    expect(dayTimes.options.find((option) => option.value === '11:00 AM')).toEqual({ value: '11:00 AM', label: '11:00 AM (full)' });
    // Every window full: no time is left, each one listed as full.
    const allFull = times(SUNDAY, '', { date: SUNDAY, full: byDay[0] });
    expect(allFull.noTimeLeft).toBe(true);
    expect(allFull.options.every((option) => option.disabled && option.label.endsWith('(full)'))).toBe(true);
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
