import { describe, expect, it } from 'vitest';
import { emptyValues } from './fields';
import {
  businessClock,
  closedOn,
  dateUnavailable,
  fullSlotError,
  nearestFree,
  openSlots,
  spansByDay,
  tooSoonError,
  zoneLabel,
  type Availability,
} from './slots';
import { validateBooking } from './validate';
import { availability, byDay, choices, SLOTS } from '../../../tests/fixtures/booking-hours';

/** An instant given as the wall clock in Tampa (EST, UTC-5, in December; EDT, UTC-4, in March). */
const tampa = (iso: string, offset = '-05:00') => new Date(`${iso}${offset}`);
const good = {
  ...emptyValues('Florida'),
  name: 'Ana Ruiz',
  phone: '+1 (813) 555-0123',
  email: 'ana@example.com',
  street: '1 Main St',
  city: 'Tampa',
  zip: '33602',
};

describe("the business's day and clock", () => {
  it("read the date and time in the business's zone, not the machine's", () => {
    // 11:30 PM in Los Angeles on December 2 is 2:30 AM on December 3 in Tampa.
    const la = new Date('2031-12-02T23:30:00-08:00');
    expect(businessClock(la, 'America/New_York')).toEqual({ date: '2031-12-03', minutes: 150 });
    expect(businessClock(tampa('2031-12-02T13:59:00'), 'America/New_York')).toEqual({ date: '2031-12-02', minutes: 13 * 60 + 59 });
  });
  it('name the zone for people, derived from its IANA name and the place', () => {
    expect(zoneLabel('America/New_York', 'Tampa')).toBe('Eastern Time (Tampa)');
    expect(zoneLabel('America/Chicago', 'Pensacola')).toBe('Central Time (Pensacola)');
  });
});

describe('the slots a day offers', () => {
  // 2031-12-02 is a Tuesday.
  it('today at 1:59 PM: none that has started, none within the lead time', () => {
    expect(openSlots('2031-12-02', byDay, availability, tampa('2031-12-02T13:59:00'))).toEqual(['4:00 PM', '5:00 PM', '6:00 PM']);
    expect(openSlots('2031-12-02', byDay, availability, tampa('2031-12-02T14:00:00'))).toEqual(['4:00 PM', '5:00 PM', '6:00 PM']);
    expect(openSlots('2031-12-02', byDay, availability, tampa('2031-12-02T14:01:00'))).toEqual(['5:00 PM', '6:00 PM']);
    expect(openSlots('2031-12-02', byDay, { ...availability, leadMinutes: 0 }, tampa('2031-12-02T08:00:00'))[0]).toBe('8:00 AM');
    expect(openSlots('2031-12-03', byDay, availability, tampa('2031-12-02T23:00:00'))).toEqual(SLOTS);
  });
  it('the lead time counts from when the office can first confirm: a request made after it closes asks for no visit before it opens again', () => {
    // The office confirms Monday to Friday, 8 AM to 5 PM; 2031-12-05 is a Friday, 2031-12-08 the Monday after it.
    const office = {
      spans: spansByDay([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }]),
      text: 'Mon-Fri 8:00 AM-5:00 PM',
    };
    const withOffice = { ...availability, office };
    // Open: the lead time from now, as before.
    expect(openSlots('2031-12-02', byDay, withOffice, tampa('2031-12-02T13:59:00'))).toEqual(['4:00 PM', '5:00 PM', '6:00 PM']);
    // Tuesday 9 PM: Wednesday from 10 AM (the office opens at 8, two hours' notice).
    expect(openSlots('2031-12-03', byDay, withOffice, tampa('2031-12-02T21:00:00'))[0]).toBe('10:00 AM');
    // Wednesday 6 AM, before it opens: the same.
    expect(openSlots('2031-12-03', byDay, withOffice, tampa('2031-12-03T06:00:00'))[0]).toBe('10:00 AM');
    // Friday 6 PM: nothing on the weekend (no one confirms it), Monday from 10 AM.
    const friday = tampa('2031-12-05T18:00:00');
    expect(openSlots('2031-12-06', byDay, withOffice, friday)).toEqual([]);
    expect(openSlots('2031-12-07', byDay, withOffice, friday)).toEqual([]);
    expect(openSlots('2031-12-08', byDay, withOffice, friday)[0]).toBe('10:00 AM');
    // Said in words: the day, the office's hours, the first time, the phone.
    expect(dateUnavailable('2031-12-06', byDay, withOffice, friday)).toBe(
      'Saturday, December 6 is too soon for us to confirm: our office confirms requests Mon-Fri 8:00 AM-5:00 PM. Please choose a later day; for an emergency, call us at (813) 555-0142.',
    );
    expect(tooSoonError('8:00 AM', '2031-12-08', byDay, withOffice, friday)).toBe(
      '8:00 AM on Monday, December 8 is too soon for us to confirm: our office confirms requests Mon-Fri 8:00 AM-5:00 PM. The first time we can book on Monday, December 8 is 10:00 AM, or choose another day. For an emergency, call us at (813) 555-0142.',
    );
    // Today, with its times still ahead but the office closed until Monday: too soon, not "no times left".
    const saturday = tampa('2031-12-06T10:05:00');
    expect(dateUnavailable('2031-12-06', byDay, withOffice, saturday)).toBe(
      'Today is too soon for us to confirm: our office confirms requests Mon-Fri 8:00 AM-5:00 PM. Please choose a later day; for an emergency, call us at (813) 555-0142.',
    );
    // Today after its last time: no times left, whatever the office's hours.
    expect(dateUnavailable('2031-12-06', byDay, withOffice, tampa('2031-12-06T23:00:00'))).toMatch(
      /^There are no times left to book today/,
    );
    // A day already past is not "too soon": the date rule says it has passed.
    expect(dateUnavailable('2031-12-01', byDay, withOffice, friday)).toBeUndefined();
    // A closed day is skipped: Christmas Eve after hours waits for Friday the 26th.
    expect(openSlots('2031-12-26', byDay, withOffice, tampa('2031-12-24T18:00:00'))[0]).toBe('10:00 AM');
    expect(openSlots('2031-12-25', byDay, withOffice, tampa('2031-12-24T18:00:00'))).toEqual([]);
    // Without office hours (the office's own desk), the lead time counts from now.
    expect(openSlots('2031-12-06', byDay, availability, friday)).toEqual(byDay[6]);
  });

  it('a day already over in the business zone offers nothing, whatever the visitor clock says', () => {
    const laEvening = new Date('2031-12-02T23:30:00-08:00');
    expect(openSlots('2031-12-02', byDay, availability, laEvening)).toEqual([]);
    expect(openSlots('2031-12-03', byDay, availability, laEvening)).toEqual(SLOTS);
  });
  it('a closed run of days offers nothing from its first day to its last, and names it with both ends', () => {
    const now = tampa('2031-12-20T09:00:00');
    const holidays: Availability = { ...availability, closedDates: [{ from: '2031-12-24', to: '2031-12-26', name: 'Holidays' }] };
    for (const day of ['2031-12-24', '2031-12-25', '2031-12-26']) {
      expect(closedOn(day, holidays)?.name, day).toBe('Holidays');
      expect(openSlots(day, byDay, holidays, now), day).toEqual([]);
    }
    for (const day of ['2031-12-23', '2031-12-27']) expect(openSlots(day, byDay, holidays, now), day).not.toEqual([]);
    expect(dateUnavailable('2031-12-25', byDay, holidays, now)).toBe(
      'We are closed for Holidays, from Wednesday, December 24 to Friday, December 26. Please choose another day; for an emergency, call us at (813) 555-0142.',
    );
  });
  it('a closed date offers nothing, and says why with the phone for emergencies', () => {
    const now = tampa('2031-12-20T09:00:00');
    expect(openSlots('2031-12-25', byDay, availability, now)).toEqual([]);
    expect(dateUnavailable('2031-12-25', byDay, availability, now)).toBe(
      'We are closed for Christmas Day (Thursday, December 25). Please choose another day; for an emergency, call us at (813) 555-0142.',
    );
    expect(dateUnavailable('2031-12-26', byDay, availability, now)).toBeUndefined();
  });
  it('today after the last bookable slot: the date itself is refused', () => {
    expect(dateUnavailable('2031-12-02', byDay, availability, tampa('2031-12-02T17:00:00'))).toMatch(
      /no times left to book today.*emergency/,
    );
  });
  it('the nearest free windows: the same day by distance, then the next days', () => {
    const free = (text: string) => (text === '2031-12-02' ? ['8:00 AM', '1:00 PM', '3:00 PM'] : text === '2031-12-03' ? ['9:00 AM'] : []);
    expect(nearestFree('2031-12-02', '2:00 PM', free)).toEqual([
      { date: '2031-12-02', time: '1:00 PM' },
      { date: '2031-12-02', time: '3:00 PM' },
      { date: '2031-12-02', time: '8:00 AM' },
    ]);
    const few = nearestFree('2031-12-02', '2:00 PM', (text) => (text === '2031-12-03' ? ['9:00 AM', '10:00 AM'] : []));
    expect(fullSlotError('2:00 PM', '2031-12-02', few, '(813) 555-0142')).toBe(
      'The 2:00 PM window on Tuesday, December 2 is fully booked. The nearest free times: 9:00 AM or 10:00 AM on Wednesday, December 3. Please choose one of them, or call us at (813) 555-0142.',
    );
  });
});

describe('a submission checked against availability', () => {
  it('refuse a slot that has started or starts within the lead time, naming the next one and the phone', () => {
    const now = tampa('2031-12-02T13:59:00');
    const validation = validateBooking({ ...good, date: '2031-12-02', time: '8:00 AM' }, choices, undefined, now);
    expect(!validation.ok && validation.errors.time).toMatch(
      /^8:00 AM today is too soon for us to book\. The next time we can book today is 4:00 PM.*\(813\) 555-0142/,
    );
    expect(!validation.ok && validation.values).toMatchObject({ name: 'Ana Ruiz', date: '2031-12-02', time: '8:00 AM' });
    expect(validateBooking({ ...good, date: '2031-12-02', time: '4:00 PM' }, choices, undefined, now).ok).toBe(true);
    expect(validateBooking({ ...good, date: '2031-12-03', time: '8:00 AM' }, choices, undefined, now).ok).toBe(true);
  });
  it('refuse a closed date, with or without a time', () => {
    const now = tampa('2031-12-20T09:00:00');
    for (const time of ['', '10:00 AM']) {
      const validation = validateBooking({ ...good, date: '2031-12-25', time }, choices, undefined, now);
      expect(!validation.ok && validation.errors.date).toMatch(/closed for Christmas Day/);
    }
  });
  it('without a clock the rules are those of the service hours only (a page that cannot know the time)', () => {
    expect(validateBooking({ ...good, date: '2031-12-25', time: '10:00 AM' }, choices).ok).toBe(true);
  });
});
