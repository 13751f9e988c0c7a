import { describe, expect, it } from 'vitest';
import { otherIndex } from './messages';

describe('otherIndex', () => {
  it('never returns the current message and reaches every other one', () => {
    for (let current = 0; current < 10; current++) {
      const seen = new Set<number>();
      for (const rank of [0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95, 0.9999]) {
        const i = otherIndex(current, 10, () => rank);
        expect(i).not.toBe(current);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(10);
        seen.add(i);
      }
      expect(seen.size).toBe(9);
    }
  });
});
