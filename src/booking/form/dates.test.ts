import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { displayDate, DISPLAY_FORMAT } from './dates';

describe('the date display', () => {
  it("is exactly date-fns' 'MMMM d, yyyy' for every day over years", () => {
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2036, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      const [year, month, date] = iso.split('-').map(Number);
      expect(displayDate(iso)).toBe(format(new Date(year, month - 1, date), DISPLAY_FORMAT));
    }
    expect(displayDate('2031-03-05')).toBe('March 5, 2031');
  });
});
