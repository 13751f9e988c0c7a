import { describe, expect, it } from 'vitest';
import { emptyValues } from './fields';
import { fieldError, isIsoDate, validateBooking, type Choices } from './validate';

const choices: Choices = { states: ['Alabama', 'Florida', 'Georgia'], timeSlots: ['8:00 AM', '9:00 AM'], serviceTypes: ['Garage Door Repair', 'Other'] };
const good = { ...emptyValues('Florida'), name: 'Ana Ruiz', phone: '+1 (813) 555-0123', email: 'ana@example.com', street: '1 Main St', city: 'Tampa', zip: '33602' };

describe('the shared booking rules', () => {
  it('accept a complete booking, trimming values and ignoring unknown keys', () => {
    const r = validateBooking({ ...good, name: '  Ana Ruiz ', admin: 'yes' }, choices);
    expect(r.ok).toBe(true);
    expect(r.values.name).toBe('Ana Ruiz');
    expect(r.values).not.toHaveProperty('admin');
  });

  it('name every missing required field at once, and only those', () => {
    const r = validateBooking({}, choices);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter a phone number we can call.',
      email: 'Please enter your email address.',
      street: 'Please enter the street address of the job.',
      city: 'Please enter the city.',
      zip: 'Please enter the 5-digit ZIP code.',
    });
  });

  it.each([
    ['phone', '555-0123', /10-digit/],
    ['phone', '2 813 555 0123', /10-digit/],
    ['phone', '813-555-0123 ext. 4', /10-digit/],
    ['email', 'ana@localhost', /name@example.com/],
    ['email', 'ana example@x.com', /name@example.com/],
    ['zip', '3360', /5-digit/],
    ['zip', '33602-1234', /at most 5 characters/],
    ['state', 'Texas', /one of: Alabama, Florida, Georgia/],
    ['time', '3:30 AM', /listed times/],
    ['serviceType', 'Roofing', /listed services/],
    ['name', 'A'.repeat(101), /at most 100 characters/],
    ['name', '<b>Ana</b>', /remove the < and >/],
    ['issue', 'see <img src=x onerror=alert(1)>', /without HTML tags/],
    ['city', 'Tampa\u0000', /characters we cannot accept/],
    ['date', '2031-13-01', /from the calendar/],
  ] as const)('refuse %s = %j', (field, value, message) => {
    expect(fieldError(field, value, choices)).toMatch(message);
  });

  it.each([
    ['phone', '813.555.0123'],
    ['phone', '1-813-555-0123'],
    ['email', 'ana.ruiz+door@sub.example.co'],
    ['name', "Seán O'Brien-Núñez"],
    ['issue', 'Door < 1 ft from the floor\nand it squeaks'],
    ['state', ''],
  ] as const)('accept %s = %j', (field, value) => {
    expect(fieldError(field, value, choices)).toBeUndefined();
  });

  it('refuse a day before the earliest bookable one', () => {
    expect(fieldError('date', '2031-03-16', choices, '2031-03-17')).toBe('Please choose today or a later date.');
    expect(fieldError('date', '2031-03-17', choices, '2031-03-17')).toBeUndefined();
    expect(isIsoDate('2031-02-29')).toBe(false);
    expect(isIsoDate('2032-02-29')).toBe(true);
  });
});
