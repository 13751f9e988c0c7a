import { describe, expect, it } from 'vitest';
import { summaryInWords } from './summary-times';

describe("a folded entry's line says its times as the fields do", () => {
  it.each([
    ['Monday and more, 08:00, 17:00', 'Monday and more, 8:00 AM, 5:00 PM'],
    ['Saturday, 09:30, 12:00', 'Saturday, 9:30 AM, 12:00 PM'],
    ['Sunday, 00:00, 23:59', 'Sunday, 12:00 AM, 11:59 PM'],
  ])('%s -> %s', (line, said) => expect(summaryInWords(line)).toBe(said));

  it('says a line once: said again (as the screen does at each change), it stays as it is', () => {
    for (const line of ['Monday, 10:00, 12:30', 'Friday, 11:59, 12:00']) {
      const said = summaryInWords(line);
      expect(said).toMatch(/AM|PM/);
      expect(summaryInWords(said)).toBe(said);
    }
  });

  it('leaves what is not a time of day alone', () => {
    for (const line of ['Thanksgiving Day, 2026-11-26', 'Open 24/7', 'Logic 5.0, 1:30 ratio', 'Version 10:00:00', '25:00'])
      expect(summaryInWords(line)).toBe(line);
  });
});
