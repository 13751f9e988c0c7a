/**
 * Indexable pages do not lean on noindex pages (decision 062): on the built fixture site
 * (tests/support/fixture-build.ts), no indexable page sends more than a third of the links of its
 * main content to pages marked noindex, and the links that moved still lead to the place they named.
 */
import { describe, expect, it } from 'vitest';
import { readPages } from '../../src/build/audit/files';
import { loadSite } from '../../src/manifest/load';
import { expandRoutes } from '../../src/routes/table';
import { fixtureBuild } from '../support/fixture-build';

const { root, dist } = fixtureBuild();
const { site } = loadSite(root);
const pages = readPages(dist);
const robots = (page: (typeof pages)[number]) => page.root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
const noindex = new Set(pages.filter((page) => /noindex/.test(robots(page))).map((page) => page.url));
const path = (href: string) => new URL(href, 'http://site/').pathname.replace(/\/+$/, '') || '/';

describe('indexable pages do not lean on noindex pages', () => {
  it('no indexable page links more than a third of its main-content links to noindex pages', () => {
    expect(noindex.size).toBeGreaterThan(10);
    const over: string[] = [];
    let counted = 0;
    for (const page of pages) {
      if (noindex.has(page.url) || page.html.includes('http-equiv="refresh"')) continue;
      const targets = page.root
        .querySelectorAll('main a[href]')
        .map((link) => link.getAttribute('href')!)
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .map(path)
        .filter((target) => target !== page.url);
      const low = targets.filter((target) => noindex.has(target)).length;
      counted += targets.length;
      if (low * 3 > targets.length) over.push(`${page.url}: ${low} of ${targets.length}`);
    }
    expect(counted).toBeGreaterThan(1000);
    expect(over).toEqual([]);
  });

  it("keeps every city of a service page's lists: each goes to the service's page there when it is indexable, else to the city's page", () => {
    const entries = expandRoutes(site!);
    const byUrl = new Map(pages.map((page) => [page.url, page]));
    for (const service of site!.services) {
      const page = byUrl.get(entries.find((entry) => entry.kind === 'service' && entry.params.serviceId === service.id)!.url)!;
      const hrefs = page.root.querySelectorAll('main a[href]').map((link) => path(link.getAttribute('href')!));
      for (const city of site!.cities) {
        const pair = entries.find(
          (entry) => entry.kind === 'service-city' && entry.params.serviceId === service.id && entry.params.cityId === city.id,
        )!.url;
        const cityUrl = entries.find((entry) => entry.kind === 'city' && entry.params.cityId === city.id)!.url;
        expect(hrefs, `${page.url} -> ${city.name}`).toContain(noindex.has(pair) ? cityUrl : pair);
        if (noindex.has(pair)) expect(hrefs, page.url).not.toContain(pair);
      }
    }
  });
});
