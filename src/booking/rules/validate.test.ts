import { describe, expect, it } from 'vitest';
import { emptyValues } from './fields';
import { hoursByDay, slotLabel, slotsByDay } from './slots';
import { bookingWindow, fieldError, isIsoDate, isSubmissionKey, slotError, validateBooking, type Choices } from './validate';
import { displayText } from './text';

/** The service hours of site.yaml: weekdays 7-20, Saturday 8-17, Sunday 10-16. */
const HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '20:00' },
  { days: ['Saturday'], opens: '08:00', closes: '17:00' },
  { days: ['Sunday'], opens: '10:00', closes: '16:00' },
];
const SLOTS = ['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM'];
const choices: Choices = {
  state: 'Florida',
  timeSlots: SLOTS,
  serviceTypes: ['Garage Door Repair', 'Other'],
  slotsByDay: slotsByDay(SLOTS, HOURS, 60),
  hoursByDay: hoursByDay(HOURS),
};
const good = {
  ...emptyValues('Florida'),
  name: 'Ana Ruiz',
  phone: '+1 (813) 555-0123',
  email: 'ana@example.com',
  street: '1 Main St',
  city: 'Tampa',
  zip: '33602',
};

describe('the shared booking rules', () => {
  it('accept a complete booking, trimming values and ignoring unknown keys', () => {
    const validation = validateBooking({ ...good, name: '  Ana Ruiz ', admin: 'yes' }, choices);
    expect(validation.ok).toBe(true);
    expect(validation.values.name).toBe('Ana Ruiz');
    expect(validation.values).not.toHaveProperty('admin');
  });

  it('name every missing required field at once, and only those', () => {
    const validation = validateBooking({}, choices);
    expect(validation.ok).toBe(false);
    expect(!validation.ok && validation.errors).toEqual({
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
    ['phone', '813-555-0123 ext.', /10-digit/],
    ['phone', '555-0123 ext 4', /10-digit/],
    ['phone', '013-555-0129', /no US area code or exchange starts with 0 or 1/],
    ['phone', '+1 (813) 155-0129', /no US area code or exchange starts with 0 or 1/],
    ['email', 'ana@localhost', /name@example.com/],
    ['email', 'ana example@x.com', /name@example.com/],
    ['zip', '3360', /5-digit/],
    ['zip', '33602-12345-6789', /at most 14 characters/],
    ['state', 'Georgia', /addresses in Florida only/],
    ['state', 'Alabama', /addresses in Florida only/],
    ['time', '3:30 AM', /listed times/],
    ['serviceType', 'Roofing', /listed services/],
    ['name', 'A'.repeat(101), /at most 100 characters/],
    ['name', '<b>Ana</b>', /remove the < and >/],
    ['issue', 'see <img src=x onerror=alert(1)>', /without HTML tags/],
    ['issue', 'see </textarea\n><script>', /without HTML tags/],
    ['city', 'Tampa\u0000', /characters we cannot accept/],
    ['date', '2031-13-01', /from the calendar/],
  ] as const)('refuse %s = %j', (field, value, message) => {
    expect(fieldError(field, value, choices)).toMatch(message);
  });

  it.each([
    ['phone', '813.555.0123'],
    ['phone', '1-813-555-0123'],
    // An office's number with its extension, as offices write one.
    ['phone', '813-555-0123 ext. 4'],
    ['phone', '(813) 555-0123 x204'],
    ['phone', '813 555 0123, extension 12'],
    ['phone', '8135550123#2'],
    // Copied from a web page or a contact card: its dashes, and a link's tel:.
    ['phone', '(813) 555\u20110123'],
    ['phone', '813\u2010555\u20100123'],
    ['phone', '813\u2013555\u20130123'],
    ['phone', 'tel:+18135550123'],
    // A ZIP code as people paste one.
    ['zip', ' 33606'],
    ['zip', 'FL 33606'],
    ['zip', '33606-1234'],
    ['email', 'ana.ruiz+door@sub.example.co'],
    ['name', "Seán O'Brien-Núñez"],
    ['issue', 'Door < 1 ft from the floor\nand it squeaks'],
    ['issue', 'The door moves <a few inches then stops'],
    ['state', ''],
  ] as const)('accept %s = %j', (field, value) => {
    expect(fieldError(field, value, choices)).toBeUndefined();
  });

  it('refuse a day before the earliest bookable one', () => {
    const window = { earliest: '2031-03-17', latest: '2032-03-16' };
    expect(fieldError('date', '2031-03-16', choices, window)).toBe('That day has passed. Please choose today or a later date.');
    expect(fieldError('date', '2031-03-17', choices, window)).toBeUndefined();
    expect(isIsoDate('2031-02-29')).toBe(false);
    expect(isIsoDate('2032-02-29')).toBe(true);
  });
});

describe('the service area, the booking window and the characters a value may hold', () => {
  const area = { zips: ['33602', '33606', '34698'], counties: ['Hillsborough', 'Pasco', 'Pinellas'], phone: '(813) 555-0142' };
  const inArea: Choices = { ...choices, area };

  it.each(['99501', '00000', '10001', '33999'])('refuse ZIP %s outside the served counties, naming them and the phone number', (zip) => {
    const message = fieldError('zip', zip, inArea);
    expect(message).toBe(
      `ZIP ${zip} is outside our service area: we serve Hillsborough, Pasco and Pinellas counties only. Please check the ZIP code, or call us at (813) 555-0142 to ask about your address.`,
    );
  });
  it('accept a served ZIP', () => {
    expect(fieldError('zip', '34698', inArea)).toBeUndefined();
    expect(validateBooking({ ...good, zip: '99501' }, inArea).ok).toBe(false);
  });

  it('keep dates within today .. the last bookable day', () => {
    const dateWindow = bookingWindow(new Date(2031, 2, 17, 15, 0), 365);
    expect(dateWindow).toEqual({ earliest: '2031-03-17', latest: '2032-03-16' });
    expect(bookingWindow(new Date(2031, 2, 17), 365, 1)).toEqual({
      earliest: '2031-03-16',
      latest: '2032-03-17',
      lastOffered: '2032-03-16',
    });
    expect(fieldError('date', '9999-12-31', choices, dateWindow)).toMatch(/up to March 16, 2032 at the latest/);
    expect(fieldError('date', '2032-03-17', choices, dateWindow)).toMatch(/at the latest/);
    expect(fieldError('date', '2032-03-16', choices, dateWindow)).toBeUndefined();
  });

  it('name the last day the calendar offers, not the extra day a server allows for time zones', () => {
    const dateWindow = bookingWindow(new Date(2031, 2, 17, 12), 365, 1);
    expect(fieldError('date', '2032-03-17', choices, dateWindow)).toBeUndefined();
    expect(fieldError('date', '2032-03-18', choices, dateWindow)).toMatch(/up to March 16, 2032 at the latest/);
  });

  it("count the days from the business's date, whatever the server's clock says", () => {
    // 9 PM on March 17 in Tampa is already March 18 in UTC.
    const evening = new Date(Date.UTC(2031, 2, 18, 1, 0));
    expect(bookingWindow(evening, 30, 0, 'America/New_York')).toEqual({ earliest: '2031-03-17', latest: '2031-04-16' });
    expect(bookingWindow(evening, 30, 0, 'UTC')).toEqual({ earliest: '2031-03-18', latest: '2031-04-17' });
  });

  it.each([
    ['name', 'a right-to-left override', 'Ana\u202eziuR'],
    ['name', 'a directional isolate', 'Ana\u2066Ruiz\u2069'],
    ['email', 'a zero-width joiner', 'ana\u200d@example.com'],
    ['email', 'a zero-width non-joiner', 'ana\u200c@example.com'],
    ['city', 'a left-to-right mark', 'Tampa\u200e'],
    ['street', 'a C1 control (next line)', '1 Main St\u0085'],
    ['street', 'a line separator', '1 Main\u2028St'],
    ['issue', 'an embedding in the description', 'Stuck\u202a door'],
    ['issue', 'an escape sequence in the description', 'Stuck \u001b[2J door'],
    ['city', 'a zero-width joiner', 'Tam\u200dpa'],
    ['zip', 'a joiner inside the ZIP', '3360\u200d2'],
  ] as const)('refuse %s with %s', (field, _what, value) => {
    expect(fieldError(field, value, choices)).toMatch(/characters we cannot accept/);
  });

  it('strip zero-width spaces, word joiners and byte-order marks that come with pasted text', () => {
    const validation = validateBooking({ ...good, name: '\ufeffAna\u200b Ruiz', email: 'ana@exa\u2060mple.com' }, choices);
    expect(validation.ok).toBe(true);
    expect(validation.values.name).toBe('Ana Ruiz');
    expect(validation.values.email).toBe('ana@example.com');
  });

  it('keep the five digits of a ZIP code pasted with its state or its four more', () => {
    for (const zip of ['FL 33606', '33606-1234', ' 33606 '])
      expect(validateBooking({ ...good, zip }, choices).values.zip, JSON.stringify(zip)).toBe('33606');
    expect(fieldError('zip', 'FL 3360', choices)).toMatch(/5-digit/);
  });

  it('take a phone number copied from contacts or a chat, with the direction marks and soft hyphens no one can see', () => {
    for (const phone of ['\u202a(813) 555-0181\u202c', '\u200e813-555-0181', '\u2068813\u00ad555\u00ad0181\u2069']) {
      const validation = validateBooking({ ...good, phone }, choices);
      expect(validation.ok, JSON.stringify(phone)).toBe(true);
      expect(validation.values.phone).not.toMatch(/\p{Cf}/u);
    }
  });

  it('take an emoji made of several in the description (a zero-width joiner between them), not in a one-line field', () => {
    expect(fieldError('issue', 'Spring snapped this morning \u{1F926}\u200D\u2642\uFE0F car is stuck inside', choices)).toBeUndefined();
    expect(fieldError('issue', 'Our \u{1F468}\u200D\u{1F469}\u200D\u{1F467} cannot get the car out', choices)).toBeUndefined();
    expect(fieldError('name', 'Ana\u200dRuiz', choices)).toMatch(/characters we cannot accept/);
  });

  it('keep line breaks in the description only', () => {
    expect(fieldError('issue', 'Line one\r\nline two\tend', choices)).toBeUndefined();
    expect(fieldError('street', '1 Main\nSt', choices)).toMatch(/characters we cannot accept/);
  });

  it('show stored values without any refused character', () => {
    expect(displayText('Ana\u202e\u200dRuiz\u001b[2J')).toBe('AnaRuiz[2J');
    expect(displayText('one\ntwo\tthree')).toBe('one two three');
    expect(displayText('one\r\ntwo', true)).toBe('one\ntwo');
  });

  it('know a submission key', () => {
    expect(isSubmissionKey('2f1c0a3e-8b7d-4c55-9e21-0a1b2c3d4e5f')).toBe(true);
    expect(isSubmissionKey('short')).toBe(false);
    expect(isSubmissionKey('x'.repeat(65))).toBe(false);
    expect(isSubmissionKey(undefined)).toBe(false);
  });
});

describe("time slots inside the chosen day's service hours", () => {
  // 2031-03-15 is a Saturday, 2031-03-16 a Sunday, 2031-03-17 a Monday.
  it('offer each day only the slots whose window fits its hours', () => {
    expect(choices.slotsByDay[6]).toEqual(SLOTS.slice(0, 9)); // Saturday: 8:00 AM to 4:00 PM
    expect(choices.slotsByDay[0]).toEqual(['10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM']);
    expect(choices.slotsByDay[1]).toEqual(SLOTS);
    expect(choices.hoursByDay[0]).toBe('10:00 AM-4:00 PM');
    expect(slotsByDay(SLOTS, HOURS, 120)[0]).toEqual(['10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM']);
  });

  it('offer a slot only when its whole arrival window fits: with two-hour windows, Sunday ends at 2:00 PM', () => {
    expect(slotsByDay(SLOTS, HOURS, 120)[0]).toEqual(['10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM']);
    expect(slotsByDay(SLOTS, HOURS, 120)[6].at(-1)).toBe('3:00 PM');
  });

  it('label each slot with the days it is offered, for a form without JavaScript', () => {
    expect(SLOTS.map((text) => slotLabel(text, choices.slotsByDay))).toEqual([
      '8:00 AM (Mon-Sat)',
      '9:00 AM (Mon-Sat)',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM (Mon-Sat)',
      '5:00 PM (Mon-Fri)',
      '6:00 PM (Mon-Fri)',
    ]);
  });

  it("refuse a time outside the chosen day's hours, saying which hours and times fit, and keep every value", () => {
    const validation = validateBooking({ ...good, date: '2031-03-16', time: '5:00 PM' }, choices);
    expect(validation.ok).toBe(false);
    expect(!validation.ok && validation.errors).toEqual({
      time: '5:00 PM is outside our Sunday service hours (10:00 AM-4:00 PM). Please choose a time from 10:00 AM to 3:00 PM, or another day.',
    });
    expect(validation.values).toMatchObject({ date: '2031-03-16', time: '5:00 PM', name: 'Ana Ruiz' });
    expect(slotError('8:00 AM', '2031-03-16', choices)).toMatch(/outside our Sunday service hours/);
    expect(slotError('5:00 PM', '2031-03-15', choices)).toMatch(/outside our Saturday service hours \(8:00 AM-5:00 PM\)/);
    expect(slotError('4:00 PM', '2031-03-15', choices)).toBeUndefined();
    expect(slotError('6:00 PM', '2031-03-17', choices)).toBeUndefined();
    expect(validateBooking({ ...good, date: '2031-03-17', time: '6:00 PM' }, choices).ok).toBe(true);
  });

  it('take the one state when none is sent', () => {
    const validation = validateBooking({ ...good, state: '' }, choices);
    expect(validation.ok && validation.values.state).toBe('Florida');
  });
});
