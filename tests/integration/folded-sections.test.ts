/**
 * A section folded on a phone ("Read more") shows words before its fold: its heading never stands over
 * nothing but the fold's label. Every page of the built fixture site (tests/support/fixture-build.ts).
 */
import { describe, expect, it } from 'vitest';
import { readPages } from '../../src/build/audit/files';
import { fixtureBuild } from '../support/fixture-build';

const { dist } = fixtureBuild();

describe('folded text', () => {
  it('a "Read more" of every page follows words of its own section', () => {
    const bare: string[] = [];
    let folds = 0;
    for (const page of readPages(dist))
      for (const details of page.root.querySelectorAll('main details')) {
        if (!/^Read more/.test(details.querySelector('summary')?.textContent.trim() ?? '')) continue;
        folds++;
        // What stands before the fold in its own section (or block), headings left out.
        const section = details.closest('section') ?? details.parentNode!;
        const before = section.innerHTML.slice(0, section.innerHTML.indexOf(details.outerHTML));
        const words = before
          .replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/g, '')
          .replace(/<[^>]+>/g, ' ')
          .trim();
        if (!words) bare.push(`${page.url}: ${section.querySelector('h2, h3')?.textContent.trim() ?? section.id}`);
      }
    expect(folds).toBeGreaterThan(0);
    expect(bare).toEqual([]);
  });
});
