import { describe, expect, it } from 'vitest';
import { callLineAt } from './call-line';
import { callAt, officeCallLine, officeCallNote } from './office-call';
import { availability, withOffice } from '../../../tests/fixtures/booking-hours';

/** An instant given as the wall clock in Tampa (EST, UTC-5, in December). */
const tampa = (iso: string) => new Date(`${iso}-05:00`);
// The office confirms Monday to Friday, 8 AM to 5 PM; 2031-12-02 is a Tuesday, 2031-12-05 a Friday.

describe('when a request sent while the office is closed gets its call', () => {
  it('is said only while the office is closed', () => {
    expect(officeCallNote(withOffice, tampa('2031-12-02T13:59:00'))).toBeUndefined();
    // Without office hours (no time the office keeps), nothing is promised.
    expect(officeCallNote(availability, tampa('2031-12-02T23:00:00'))).toBeUndefined();
  });
  it('names the day as the visitor says it: today, tomorrow, or the day itself after a weekend or a closed day', () => {
    expect(officeCallNote(withOffice, tampa('2031-12-02T06:30:00'))).toBe(
      'Our office is closed now: we call you today after 8:00\u00a0AM.',
    );
    expect(officeCallNote(withOffice, tampa('2031-12-02T21:00:00'))).toBe(
      'Our office is closed now: we call you tomorrow after 8:00\u00a0AM.',
    );
    expect(officeCallNote(withOffice, tampa('2031-12-05T17:00:00'))).toBe(
      'Our office is closed now: we call you on Monday, December 8, after 8:00\u00a0AM.',
    );
    const holiday = { ...withOffice, closedDates: [{ date: '2031-12-03', name: 'Staff training' }] };
    expect(officeCallNote(holiday, tampa('2031-12-02T21:00:00'))).toBe(
      'Our office is closed now: we call you on Thursday, December 4, after 8:00\u00a0AM.',
    );
  });
});

describe('the call as a confirmation page carries it', () => {
  it('is the day and time the office first calls, and reads back as the e-mail says it', () => {
    const friday = tampa('2031-12-05T17:00:00');
    expect(callAt(withOffice, friday)).toBe('2031-12-08T08:00');
    expect(callAt(withOffice, tampa('2031-12-05T13:00:00'))).toBeUndefined();
    expect(callLineAt('2031-12-08T08:00')).toBe(officeCallLine(withOffice, friday));
    expect(callLineAt('2031-12-08T08:00')).toBe(
      'Our office was closed when your request came in: we call you on Monday, December 8, after 8:00\u00a0AM.',
    );
  });
  it('says nothing for a query that is not such a time (anyone can type one)', () => {
    for (const typed of ['', '2031-12-08', '2031-02-30T08:00', '2031-13-01T08:00', '2031-12-08T24:00', '<b>x</b>', '2031-12-08T08:00x'])
      expect(callLineAt(typed), typed).toBeUndefined();
  });
});
