import { describe, expect, it } from 'vitest';
import { summaryInWords } from './summary-words';

describe("a folded entry's line says its times and dates as the fields do", () => {
  it.each([
    ['Monday · Tuesday · Wednesday · Thursday · Friday, 08:00, 17:00', 'Monday to Friday, 8:00 AM, 5:00 PM'],
    ['Monday · Wednesday · Friday, 08:00, 12:00', 'Monday, Wednesday and Friday, 8:00 AM, 12:00 PM'],
    ['Saturday · Sunday, 09:00, 13:00', 'Saturday and Sunday, 9:00 AM, 1:00 PM'],
    ['Friday · Saturday · Sunday, 10:00, 14:00', 'Friday to Sunday, 10:00 AM, 2:00 PM'],
    // Not days: named each.
    ['Hillsborough · Pasco · Pinellas', 'Hillsborough, Pasco and Pinellas'],
    ['Saturday, 09:30, 12:00', 'Saturday, 9:30 AM, 12:00 PM'],
    ['Sunday, 00:00, 23:59', 'Sunday, 12:00 AM, 11:59 PM'],
    ['Thanksgiving Day, 2026-11-26', 'Thanksgiving Day, 11/26/2026'],
    ['Christmas, 2026-12-24 to 2026-12-26', 'Christmas, 12/24/2026 to 12/26/2026'],
    // A new entry before anything is typed in it: its line would be only its separators.
    [', ', 'New entry, not filled in yet'],
    [' → ', 'New entry, not filled in yet'],
  ])('%s -> %s', (line, said) => expect(summaryInWords(line)).toBe(said));

  it('says a line once: said again (as the screen does at each change), it stays as it is', () => {
    for (const line of ['Monday, 10:00, 12:30', 'Friday, 11:59, 12:00', 'Christmas, 2026-12-24']) {
      const said = summaryInWords(line);
      expect(said).not.toBe(line);
      expect(summaryInWords(said)).toBe(said);
    }
  });

  it('leaves what is not a time of day alone', () => {
    for (const line of ['Open 24/7', 'Logic 5.0, 1:30 ratio', 'Version 10:00:00', '25:00', 'Part 2026-13-40', 'SKU 12-2026-11-26-4'])
      expect(summaryInWords(line)).toBe(line);
  });
});
