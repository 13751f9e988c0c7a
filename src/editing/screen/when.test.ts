import { describe, expect, it } from 'vitest';
import { readDate, readTime } from './when';

describe('a time as people type it', () => {
  it.each([
    ['9', '09:00'],
    ['9 am', '09:00'],
    ['9am', '09:00'],
    ['9:00 AM', '09:00'],
    ['9:00 a.m.', '09:00'],
    ['09:00', '09:00'],
    ['9.30 pm', '21:30'],
    ['5:30 PM', '17:30'],
    ['17:30', '17:30'],
    ['12 pm', '12:00'],
    ['12 am', '00:00'],
    ['noon', '12:00'],
    ['  8  ', '08:00'],
  ])('%s is written %s', (typed, written) => expect(readTime(typed)).toBe(written));

  it.each(['', 'nine', '25:00', '9:75', '13 pm', '0 am', '9:0', 'soon'])('%s is not a time', (typed) =>
    expect(readTime(typed)).toBeUndefined(),
  );
});

describe('a date as people type it', () => {
  it.each([
    ['2026-03-14', '2026-03-14'],
    ['3/14/2026', '2026-03-14'],
    ['03-14-2026', '2026-03-14'],
    ['March 14, 2026', '2026-03-14'],
    ['Mar 14 2026', '2026-03-14'],
    ['14 March 2026', '2026-03-14'],
    ['2028-02-29', '2028-02-29'],
  ])('%s is written %s', (typed, written) => expect(readDate(typed)).toBe(written));

  it.each(['', '14/3/2026', '2026-02-30', '2027-02-29', '2026-13-01', 'tomorrow', '3/14'])('%s is not a date', (typed) =>
    expect(readDate(typed)).toBeUndefined(),
  );
});
