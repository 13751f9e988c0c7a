import { describe, expect, it } from 'vitest';
import { closedDates } from './closed-dates';
import { realSite, run, withManifest } from './test-site';

const booking = realSite().manifest.booking;
const withClosed = (entries: typeof booking.closedDates, cancelNotice?: string) =>
  withManifest({
    booking: { ...booking, closedDates: entries },
    ...(cancelNotice ? { constants: { ...realSite().manifest.constants, cancelNotice } } : {}),
  });

describe('closed dates and the notice for changes', () => {
  it("the real site's closed days and notice are readable", () => expect(run(closedDates)).toEqual([]));

  it('a single day and a run of days in order are both fine', () => {
    const entries = [
      { date: '2026-12-25', name: 'Christmas Day' },
      { from: '2026-12-24', to: '2026-12-26', name: 'Christmas' },
      { from: '2027-07-04', to: '2027-07-04', name: 'Independence Day' },
    ];
    expect(run(closedDates, withClosed(entries))).toEqual([]);
  });

  it('a run of days that ends before it starts is refused in plain words', () => {
    const errors = run(closedDates, withClosed([{ from: '2026-12-26', to: '2026-12-24', name: 'Christmas' }]));
    expect(errors.map((e) => [e.code, e.plain])).toEqual([
      ['booking-dates', "'Christmas' ends before it starts (2026-12-26 to 2026-12-24)"],
    ]);
    expect(errors[0].path).toBe('booking.closedDates[1].to');
  });

  it('an entry with both forms, half a run, or nothing, says which, at the date it is about', () => {
    const errors = run(
      closedDates,
      withClosed([
        { date: '2026-12-25', from: '2026-12-24', to: '2026-12-26', name: 'Both' },
        { from: '2026-12-24', name: 'No end' },
        { to: '2026-12-26', name: 'No start' },
        { name: 'Nothing' },
      ]),
    );
    expect(errors.map((e) => e.message)).toEqual([
      "the closed entry 'Both' has both a date and a from/to range",
      "the closed days 'No end' have from: but no to:",
      "the closed days 'No start' have to: but no from:",
      "the closed entry 'Nothing' has no date",
    ]);
    // She gave the first day: she is asked for the last, under its box (it said the entry "does not say which days are closed").
    expect(errors.map((e) => `${e.path}: ${e.plain}. ${e.plainHint}`)).toEqual([
      "booking.closedDates[1].date: 'Both' has both a single day and a run of days. Keep either the one day, or the first and last day.",
      "booking.closedDates[2].to: 'No end' gives the first day of its run but not the last. Give the last day too, or make it one day.",
      "booking.closedDates[3].from: 'No start' gives the last day of its run but not the first. Give the first day too, or make it one day.",
      "booking.closedDates[4].date: 'Nothing' does not say which days are closed. Give the one day, or the first and the last day.",
    ]);
  });

  it('a notice the request pages cannot read as a length of time is refused', () => {
    const errors = run(closedDates, withClosed(booking.closedDates, 'a day or so'));
    expect(errors.map((e) => e.plain)).toEqual(["The notice for changes, 'a day or so', is not a length of time"]);
  });
});
