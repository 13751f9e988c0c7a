import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditSite } from '../../src/build/audit';
import { readPages } from '../../src/build/audit/files';
import { loadSite } from '../../src/manifest/load';
import { pageFile } from '../../src/routes/files';
import { expandRoutes } from '../../src/routes/table';
import { sourcedFacts } from '../../src/seo/uniqueness';
import { fixtureBuild } from '../support/fixture-build';

/**
 * The local-page gates of the audit: sourced facts on every place page and no neighborhood against
 * its city, samples only with their mark, one page per search in the titles, and indexable pages
 * that send most of their links to indexable pages. Each is broken once in a scratch folder holding the
 * built fixture site (tests/support/fixture-build.ts), and the gate names the page; pages and places are taken from
 * the loaded site, never typed.
 */
const { root, dist } = fixtureBuild();
const { site } = loadSite(root);
const pages = expandRoutes(site!);
const cityPage = pages.find((pageEntry) => pageEntry.kind === 'city')!;
const hoodPage = pages.find((pageEntry) => pageEntry.kind === 'neighborhood' && pageEntry.url.startsWith(`${cityPage.url}/`))!;

describe('local-page gates on the built site, broken in a scratch folder', () => {
  mkdirSync('.build/scratch', { recursive: true });
  const broken = mkdtempSync(resolve('.build/scratch/local-'));
  cpSync(dist, broken, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  afterAll(() => rmSync(broken, { recursive: true, force: true }));
  const rewrite = (url: string, change: (html: string) => string) => {
    const file = join(broken, pageFile(url));
    const before = readFileSync(file, 'utf8');
    const after = change(before);
    expect(after, `${url} changed`).not.toBe(before);
    writeFileSync(file, after);
  };
  const baseline = new Set(auditSite(site!, dist).errors);
  const fresh = () => auditSite(site!, broken).errors.filter((error) => !baseline.has(error));

  it('every place page of the real build shows at least three sourced facts, the same as its city but for its ZIP codes', () => {
    const html = new Map(readPages(dist).map((htmlPage) => [htmlPage.url, htmlPage.html]));
    for (const place of pages.filter((pageEntry) => pageEntry.kind === 'city' || pageEntry.kind === 'neighborhood'))
      expect(sourcedFacts(html.get(place.url)!).length, place.url).toBeGreaterThanOrEqual(3);
    expect(
      [...baseline].filter((error) => error.startsWith('place facts') || error.startsWith('sample') || error.startsWith('title target')),
    ).toEqual([]);
  });

  it('a place page without its sources, a neighborhood whose county differs from its city, an unmarked sample, a second title for one search and a page linking mostly to noindex pages: each fails, naming the page', () => {
    // The facts' source links dropped from the city page; the neighborhood's county changed.
    rewrite(cityPage.url, (html) => html.replace(/\sdata-source=""/g, ''));
    rewrite(hoodPage.url, (html) => html.replace(/(data-fact="county"[\s\S]*?class="value">)[^<]*/, '$1Elsewhere County'));
    // A sample review shown without its mark.
    rewrite('/reviews', (html) => html.replace(/<span[^>]*data-sample-mark[^>]*>Sample (?:<!-- -->)?review<\/span>/, ''));
    // The FAQ page titled for the city page's search.
    const cityTitle = /<title>([^<]*)<\/title>/.exec(readFileSync(join(dist, pageFile(cityPage.url)), 'utf8'))![1];
    rewrite('/faq', (html) => html.replace(/<title>[^<]*<\/title>/, `<title>${cityTitle.split('|')[0].trim()} Questions</title>`));
    // The about page's links, mostly to noindex pages.
    const noindex = readPages(dist)
      .filter(
        (htmlPage) =>
          /noindex/.test(htmlPage.root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '') &&
          !htmlPage.html.includes('http-equiv'),
      )
      .slice(0, 200)
      .map((htmlPage) => `<a href="${htmlPage.url}">x</a>`)
      .join('');
    rewrite('/about', (html) => html.replace('</main>', `${noindex}</main>`));

    const errors = fresh();
    expect(errors.some((error) => error.startsWith(`place facts: ${cityPage.url}: 0 sourced facts`))).toBe(true);
    expect(errors.some((error) => error.startsWith(`place facts: ${hoodPage.url}: its county fact ("Elsewhere County") contradicts`))).toBe(
      true,
    );
    expect(errors.some((error) => /^sample: \/reviews: sample review \S+ is shown without its "sample" mark$/.test(error))).toBe(true);
    expect(errors.some((error) => error.startsWith('title target: ') && error.includes('/faq') && error.includes(cityPage.url))).toBe(true);
    expect(errors.some((error) => /^links to noindex: \/about: \d+ of its \d+ main-content links point at noindex pages/.test(error))).toBe(
      true,
    );
  });
});
