import { describe, expect, it } from 'vitest';
import { pastClosedDates } from './past-closed-dates';

const site = (...closed: string[]) =>
  `business:\n  timeZone: America/New_York\nbooking:\n  closedDates:\n${closed.map((entry) => `    - ${entry}\n`).join('')}`;
// 10:00 PM on November 29 in Tampa is already November 30 in UTC.
const now = new Date('2026-11-30T03:00:00Z');

describe('a closed date added whose day has passed', () => {
  it('is refused at its field, with the day a year on as what was likely meant', () => {
    const before = site('{ date: "2026-12-25", name: Christmas }');
    const after = site('{ date: "2026-12-25", name: Christmas }', '{ date: "2026-11-15", name: Staff training day }');
    expect(pastClosedDates(before, after, now)).toEqual([
      {
        code: 'closed-date-past',
        file: 'site.yaml',
        field: ['booking', 'closedDates', 1, 'date'],
        label: 'date',
        message: 'November 15, 2026 has already passed, so closing it changes nothing.',
        hint: 'Did you mean November 15, 2027? Closed dates are for days to come.',
      },
    ]);
  });

  it("a run of days is judged by its last day; today, in the business's time zone, has not passed", () => {
    const after = site('{ from: "2026-11-20", to: "2026-11-22", name: Trade show }', '{ date: "2026-11-29", name: Today }');
    expect(pastClosedDates(site(), after, now).map((problem) => problem.field)).toEqual([['booking', 'closedDates', 0, 'to']]);
  });

  it("entries already in the file are left alone (last year's holidays never block a save)", () => {
    const old = site('{ date: "2025-11-27", name: Thanksgiving Day }');
    expect(pastClosedDates(old, old, now)).toEqual([]);
  });
});
