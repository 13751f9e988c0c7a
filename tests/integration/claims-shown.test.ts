/**
 * Claims the owner confirms (decisions, section 10; decision 061), on the built fixture site: a
 * service that names a price shows it in the opening lines of its pages, and a rating counted from
 * sample reviews is never shown as the business's.
 */
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { readPages, type HtmlPage } from '../../src/build/audit/files';
import { sampleGate } from '../../src/build/audit/samples';
import { loadSite } from '../../src/manifest/load';
import { ratingsAreSamples } from '../../src/manifest/review-figures';
import { fixtureBuild } from '../support/fixture-build';

const { dist, root } = fixtureBuild();
const { site } = loadSite(root);
const pages = readPages(dist);
const page = (url: string) => pages.find((p) => p.url === url);
/** The hero's intro: the opening lines under the page's heading. */
const heroIntro = (p: HtmlPage) => p.root.querySelector('main h1')?.parentNode?.querySelector('.intro')?.textContent ?? '';

describe('a price the owner confirms is shown where a homeowner looks', () => {
  it("a service that names a price shows it in the hero of its page and of each of its city pages; others show none of the price claims' values", () => {
    const priced = site!.services.filter((s) => s.price);
    expect(priced.length).toBeGreaterThan(0);
    for (const s of site!.services) {
      const urls = [`/services/${s.id}`, ...site!.cities.map((c) => `/services/${s.id}/${c.id}`)];
      for (const url of urls) {
        const p = page(url);
        if (!p) continue; // a service-in-city page that does not exist for this pair
        const intro = heroIntro(p);
        expect(intro, url).not.toBe('');
        if (s.price) expect(intro, url).toContain(site!.manifest.claims[s.price].value);
        else
          for (const c of ['springReplacementRange', 'panelReplacementRange', 'newDoorRange'] as const)
            expect(intro, url).not.toContain(site!.manifest.claims[c].value);
      }
    }
  });
});

describe('what a service costs, asked on its city pages', () => {
  it('a service that names a price answers it in the FAQ of each of its city pages, from the claim; the others name no price claim there', () => {
    const ranges = ['springReplacementRange', 'panelReplacementRange', 'newDoorRange'] as const;
    let answered = 0;
    for (const s of site!.services)
      for (const c of site!.cities) {
        const p = page(`/services/${s.id}/${c.id}`);
        if (!p) continue;
        const answers = p.root.querySelectorAll('#faq details').map((d) => ({
          question: d.querySelector('summary')?.textContent ?? '',
          answer: d.querySelector('.answer')?.textContent ?? '',
        }));
        // The shared question of what the service costs in the city (the page's first question is the service's own).
        const cost = answers
          .slice(1)
          .find((a) => a.question.includes(s.title) && a.question.includes(c.name) && /\bcost\b/i.test(a.question));
        expect(cost, p.url).toBeDefined();
        if (s.price) {
          expect(cost!.answer, p.url).toContain(site!.manifest.claims[s.price].value);
          answered++;
        } else for (const r of ranges) expect(cost!.answer, p.url).not.toContain(site!.manifest.claims[r].value);
        expect(cost!.answer, p.url).not.toMatch(/\{\{/);
      }
    expect(answered).toBeGreaterThan(0);
  });
});

describe('a rating counted from sample reviews is never shown as the business rating', () => {
  it('while every review is a sample, each card showing a review figure carries the sample mark, on every page', () => {
    expect(site!.reviews.length).toBeGreaterThan(0);
    expect(ratingsAreSamples(site!.reviews)).toBe(site!.reviews.every((r) => r.sample));
    expect(ratingsAreSamples(site!.reviews)).toBe(true);
    const gate = sampleGate(site!);
    for (const p of pages) gate.visit(p);
    expect(gate.errors()).toEqual([]);
    const marked = pages.flatMap((p) =>
      p.root.querySelectorAll('[data-sample]').filter((el) => el.querySelector('[data-sample-mark]')?.textContent.includes('rating')),
    );
    expect(marked.length).toBeGreaterThan(0);
  });

  it('the same card without its mark fails the build, naming the page', () => {
    const average = site!.facts.averageRating;
    const p = pages.find((x) => x.html.includes(`${average}/5`) && /data-sample-mark[^>]*>Sample (?:<!-- -->)?rating/.test(x.html))!;
    expect(p, 'a page shows the average rating').toBeDefined();
    const html = p.html.replace(/<li data-sample="">(<span data-sample-mark=""[^>]*>[\s\S]*?<\/span>)/g, '<li>');
    const gate = sampleGate(site!);
    gate.visit({ ...p, html, root: parse(html, { comment: false }) });
    expect(
      gate.errors().some((e) => e.startsWith(`${p.url}: a rating counted from sample reviews`)),
      gate.errors().join('\n'),
    ).toBe(true);
  });
});
