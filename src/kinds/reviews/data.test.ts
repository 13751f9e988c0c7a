import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../manifest/load';
import { expandRoutes } from '../../routes/table';
import { buildPageData } from '../data';
import type { ReviewsProps } from './data';
import { scratchSite } from '../../../tests/support/scratch-site';

/** The reviews page's figures with the first `real` reviews of the fixture made the business's own. */
function statsWith(real: number): ReviewsProps['stats'] {
  const root = scratchSite();
  try {
    const file = join(root, 'content/reviews.yaml');
    let text = readFileSync(file, 'utf8');
    for (let i = 0; i < real; i++) text = text.replace('    sample: true\n', '    sample: false\n');
    writeFileSync(file, text);
    const site = loadSite(root).site!;
    const entry = expandRoutes(site).find((page) => page.kind === 'reviews')!;
    return (buildPageData(site, entry).props as ReviewsProps).stats;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("the reviews page's figures beside its list", () => {
  it('with real reviews and samples listed together, say that they count the real ones only, and a count of one is singular', () => {
    const one = statsWith(1);
    expect(one.intro).toMatch(
      /^Counted from the one review from a customer; the \d+ sample reviews below are examples and are not counted\.$/,
    );
    const count = one.items.find((item) => item.value === '1')!;
    expect(count.title).not.toMatch(/Reviews/);
    expect(count.title).toMatch(/Review\b/);
    expect(statsWith(2).intro).toMatch(/^Counted from the 2 reviews from customers;/);
  });

  it('say nothing of it while every review is a sample (the figures carry the sample mark)', () => {
    const samples = statsWith(0);
    expect(samples.intro).toBeUndefined();
    expect(samples.items.some((item) => item.sample)).toBe(true);
  });
});
