/**
 * One offer, a constant (decisions, section 10): every page that shows an offer shows the same one,
 * `offer` in site.yaml, and no page names another discount of its own.
 */
import { describe, expect, it } from 'vitest';
import { readPages } from '../../src/build/audit/files';
import { loadSite } from '../../src/manifest/load';
import { fixtureBuild } from '../support/fixture-build';

const { dist, root } = fixtureBuild();

describe('one offer', () => {
  it('every offer box says the one offer, and no page offers another "% off" or "$ off"', () => {
    const { site } = loadSite(root);
    const offer = String(site!.facts.offer);
    expect(offer).toMatch(/off/);
    const discount = String(site!.facts.discount ?? '');
    let boxes = 0;
    const other: string[] = [];
    for (const htmlPage of readPages(dist)) {
      const box = htmlPage.root.querySelector('[aria-labelledby$="offer-heading"], #offer, section.offer');
      if (box) {
        boxes++;
        if (!box.textContent.includes(offer)) other.push(`${htmlPage.url}: offer box without the offer`);
      }
      const text = htmlPage.root.querySelector('main')?.textContent ?? '';
      for (const match of text.matchAll(/(\$\d[\d,]*|\d+%) off[^.]*/g))
        if (!match[0].startsWith(offer.split(' ')[0]) && !match[0].startsWith(`${discount} off`))
          other.push(`${htmlPage.url}: ${match[0]}`);
    }
    expect(boxes).toBeGreaterThan(10);
    expect(other).toEqual([]);
  });
});
