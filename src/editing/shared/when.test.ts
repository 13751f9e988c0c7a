import { describe, expect, it } from 'vitest';
import { morningOrAfternoon, readDate, readMonth, readTime, showMonth, showTime } from './when';
import { halfUnsaid } from '../../manifest/plain-schema';

describe('a time as people type it', () => {
  it.each([
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
    ['  08:00  ', '08:00'],
    ['12', '12:00'],
    ['4:30 pm', '16:30'],
    ['04:30', '04:30'],
    ['16:30', '16:30'],
  ])('%s is written %s', (typed, written) => expect(readTime(typed)).toBe(written));

  it.each(['', 'nine', '25:00', '9:75', '13 pm', '0 am', '9:0', 'soon'])('%s is not a time', (typed) =>
    expect(readTime(typed)).toBeUndefined(),
  );

  it.each([
    ['4:30', 'Is "4:30" in the morning or the afternoon? Write 4:30 AM or 4:30 PM.'],
    ['5', 'Is "5" in the morning or the afternoon? Write 5:00 AM or 5:00 PM.'],
    [' 1.15 ', 'Is "1.15" in the morning or the afternoon? Write 1:15 AM or 1:15 PM.'],
    ['630', 'Is "630" in the morning or the afternoon? Write 6:30 AM or 6:30 PM.'],
    // A closing time typed "9" after an opening at 5 PM was read as 9:00 AM.
    ['9', 'Is "9" in the morning or the afternoon? Write 9:00 AM or 9:00 PM.'],
    ['7:30', 'Is "7:30" in the morning or the afternoon? Write 7:30 AM or 7:30 PM.'],
    ['1015', 'Is "1015" in the morning or the afternoon? Write 10:15 AM or 10:15 PM.'],
    ['11', 'Is "11" in the morning or the afternoon? Write 11:00 AM or 11:00 PM.'],
  ])('%s, an hour as likely an afternoon as a morning, is asked about, never guessed', (typed, asked) => {
    expect(halfUnsaid(typed)).toBe(true);
    expect(readTime(typed)).toBeUndefined();
    expect(morningOrAfternoon(typed)).toBe(asked);
  });
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
    ['3/14/26', '2026-03-14'],
  ])('%s is written %s', (typed, written) => expect(readDate(typed)).toBe(written));

  it.each(['', '14/3/2026', '2026-02-30', '2027-02-29', '2026-13-01', 'tomorrow', '3/14', '3/14/126', '2/30/26'])(
    '%s is not a date',
    (typed) => expect(readDate(typed)).toBeUndefined(),
  );
});

describe("a file's time as the office reads it", () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['17:30', '5:30 PM'],
    ['12:00', '12:00 PM'],
    ['00:00', '12:00 AM'],
    ['23:59', '11:59 PM'],
    // Not a time of the file's form: shown as it is (the field says how to write it).
    ['25:00', '25:00'],
    ['', ''],
  ])('%s is shown %s', (value, shown) => expect(showTime(value)).toBe(shown));

  it('reads back what it shows', () => {
    for (const value of ['00:00', '07:05', '12:00', '12:30', '18:45']) expect(readTime(showTime(value))).toBe(value);
  });
});

describe('a month as the office writes it', () => {
  it('reads "November 2026", "Nov 2026", "11/2026", "11/26" and the file\'s "2026-11" as 2026-11', () => {
    for (const text of ['November 2026', 'nov 2026', 'Nov. 2026', '11/2026', '11/26', '2026-11', ' November, 2026 '])
      expect(readMonth(text), text).toBe('2026-11');
  });

  it('reads no other text: a thirteenth month, a date, a word', () => {
    for (const text of ['13/2026', '2026-00', 'Smarch 2026', 'November 14, 2026', 'last month', ''])
      expect(readMonth(text), text).toBeUndefined();
  });

  it("shows the file's month as the office says it, and any other text as it is", () => {
    expect(showMonth('2026-11')).toBe('November 2026');
    expect(showMonth('2026-01')).toBe('January 2026');
    expect(showMonth('someday')).toBe('someday');
  });
});
