import { describe, expect, it } from 'vitest';
import { placeholders } from './placeholders';
import { realSite, run } from './test-site';

describe('placeholders', () => {
  it('sample items are warnings, and errors for launch', () => {
    const samples = (launch: boolean) => run(placeholders, realSite(), launch).filter((e) => e.message.startsWith('sample '));
    const count = realSite().reviews.filter((review) => review.sample).length;
    expect(samples(false).length).toBeGreaterThanOrEqual(count);
    expect(samples(false).every((e) => e.severity === 'warning')).toBe(true);
    expect(samples(true).every((e) => e.severity === 'error')).toBe(true);
  });
});
