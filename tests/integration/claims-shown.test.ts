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
const page = (url: string) => pages.find((htmlPage) => htmlPage.url === url);
/** The hero's intro: the opening lines under the page's heading. */
const heroIntro = (htmlPage: HtmlPage) => htmlPage.root.querySelector('main h1')?.parentNode?.querySelector('.intro')?.textContent ?? '';

describe('a price the owner confirms is shown where a homeowner looks', () => {
  it("a service that names a price shows it in the hero of its page and of each of its city pages; others show none of the price claims' values", () => {
    const priced = site!.services.filter((service) => service.price);
    expect(priced.length).toBeGreaterThan(0);
    for (const service of site!.services) {
      const urls = [`/services/${service.id}`, ...site!.cities.map((city) => `/services/${service.id}/${city.id}`)];
      for (const url of urls) {
        const htmlPage = page(url);
        if (!htmlPage) continue; // a service-in-city page that does not exist for this pair
        const intro = heroIntro(htmlPage);
        expect(intro, url).not.toBe('');
        if (service.price) expect(intro, url).toContain(site!.manifest.claims[service.price].value);
        else
          for (const claim of ['springReplacementRange', 'panelReplacementRange', 'newDoorRange'] as const)
            expect(intro, url).not.toContain(site!.manifest.claims[claim].value);
      }
    }
  });
});

describe('what a service costs, asked on its city pages', () => {
  it('a service that names a price answers it in the FAQ of each of its city pages, from the claim; the others name no price claim there', () => {
    const ranges = ['springReplacementRange', 'panelReplacementRange', 'newDoorRange'] as const;
    let answered = 0;
    for (const service of site!.services)
      for (const city of site!.cities) {
        const htmlPage = page(`/services/${service.id}/${city.id}`);
        if (!htmlPage) continue;
        const answers = htmlPage.root.querySelectorAll('#faq details').map((details) => ({
          question: details.querySelector('summary')?.textContent ?? '',
          answer: details.querySelector('.answer')?.textContent ?? '',
        }));
        // The shared question of what the service costs in the city, or the page's first question (the
        // service's own) when that one asks it: the shared one is then left out (asked once).
        const shared = answers
          .slice(1)
          .find((faq) => faq.question.includes(service.title) && faq.question.includes(city.name) && /\bcost\b/i.test(faq.question));
        const cost = shared ?? answers.slice(0, 1).find((faq) => /^how much\b.*\bcost\b/i.test(faq.question));
        expect(cost, htmlPage.url).toBeDefined();
        if (service.price) {
          expect(cost!.answer, htmlPage.url).toContain(site!.manifest.claims[service.price].value);
          answered++;
        } else if (shared)
          for (const range of ranges) expect(shared.answer, htmlPage.url).not.toContain(site!.manifest.claims[range].value);
        expect(cost!.answer, htmlPage.url).not.toMatch(/\{\{/);
      }
    expect(answered).toBeGreaterThan(0);
  });
});

describe('a rating counted from sample reviews is never shown as the business rating', () => {
  it('while every review is a sample, each card showing a review figure carries the sample mark, on every page', () => {
    expect(site!.reviews.length).toBeGreaterThan(0);
    expect(ratingsAreSamples(site!.reviews)).toBe(site!.reviews.every((review) => review.sample));
    expect(ratingsAreSamples(site!.reviews)).toBe(true);
    const gate = sampleGate(site!);
    for (const htmlPage of pages) gate.visit(htmlPage);
    expect(gate.errors()).toEqual([]);
    const marked = pages.flatMap((htmlPage) =>
      htmlPage.root
        .querySelectorAll('[data-sample]')
        .filter((el) => el.querySelector('[data-sample-mark]')?.textContent.includes('rating')),
    );
    expect(marked.length).toBeGreaterThan(0);
  });

  it('the same card without its mark fails the build, naming the page', () => {
    const average = site!.facts.averageRating;
    const htmlPage = pages.find(
      (candidate) => candidate.html.includes(`${average}/5`) && /data-sample-mark[^>]*>Sample (?:<!-- -->)?rating/.test(candidate.html),
    )!;
    expect(htmlPage, 'a page shows the average rating').toBeDefined();
    const html = htmlPage.html.replace(/<li data-sample="">(<span data-sample-mark=""[^>]*>[\s\S]*?<\/span>)/g, '<li>');
    const gate = sampleGate(site!);
    gate.visit({ ...htmlPage, html, root: parse(html, { comment: false }) });
    expect(
      gate.errors().some((error) => error.startsWith(`${htmlPage.url}: a rating counted from sample reviews`)),
      gate.errors().join('\n'),
    ).toBe(true);
  });
});
