import { describe, expect, it } from 'vitest';
import { dayRange, hoursLine } from './facts';

describe('the days of a row of hours, as people write them', () => {
  it('a run of three or more days is a range; a week with a gap is never one', () => {
    expect(dayRange(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], true)).toBe('Mon-Fri');
    expect(dayRange(['Monday', 'Tuesday', 'Thursday', 'Friday'], true)).toBe('Mon, Tue, Thu & Fri');
    expect(dayRange(['Monday', 'Tuesday', 'Wednesday', 'Friday'], true)).toBe('Mon-Wed & Fri');
    expect(dayRange(['Saturday', 'Sunday'])).toBe('Saturday & Sunday');
    expect(dayRange(['Sunday'])).toBe('Sunday');
  });

  it("in the week's order, whatever order the editor added them in", () => {
    expect(dayRange(['Friday', 'Monday', 'Wednesday', 'Tuesday', 'Thursday'], true)).toBe('Mon-Fri');
    expect(hoursLine({ days: ['Thursday', 'Monday', 'Tuesday'], opens: '07:00', closes: '20:00' }, true)).toBe(
      'Mon, Tue & Thu 7:00 AM-8:00 PM',
    );
  });
});
