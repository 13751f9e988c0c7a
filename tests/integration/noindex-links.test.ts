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
const robots = (p: (typeof pages)[number]) => p.root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
const noindex = new Set(pages.filter((p) => /noindex/.test(robots(p))).map((p) => p.url));
const path = (href: string) => new URL(href, 'http://site/').pathname.replace(/\/+$/, '') || '/';

describe('indexable pages do not lean on noindex pages', () => {
  it('no indexable page links more than a third of its main-content links to noindex pages', () => {
    expect(noindex.size).toBeGreaterThan(10);
    const over: string[] = [];
    let counted = 0;
    for (const p of pages) {
      if (noindex.has(p.url) || p.html.includes('http-equiv="refresh"')) continue;
      const targets = p.root
        .querySelectorAll('main a[href]')
        .map((a) => a.getAttribute('href')!)
        .filter((h) => h.startsWith('/') && !h.startsWith('//'))
        .map(path)
        .filter((t) => t !== p.url);
      const low = targets.filter((t) => noindex.has(t)).length;
      counted += targets.length;
      if (low * 3 > targets.length) over.push(`${p.url}: ${low} of ${targets.length}`);
    }
    expect(counted).toBeGreaterThan(1000);
    expect(over).toEqual([]);
  });

  it("keeps every city of a service page's lists: each goes to the service's page there when it is indexable, else to the city's page", () => {
    const entries = expandRoutes(site!);
    const byUrl = new Map(pages.map((p) => [p.url, p]));
    for (const s of site!.services) {
      const page = byUrl.get(entries.find((e) => e.kind === 'service' && e.params.serviceId === s.id)!.url)!;
      const hrefs = page.root.querySelectorAll('main a[href]').map((a) => path(a.getAttribute('href')!));
      for (const c of site!.cities) {
        const pair = entries.find((e) => e.kind === 'service-city' && e.params.serviceId === s.id && e.params.cityId === c.id)!.url;
        const city = entries.find((e) => e.kind === 'city' && e.params.cityId === c.id)!.url;
        expect(hrefs, `${page.url} -> ${c.name}`).toContain(noindex.has(pair) ? city : pair);
        if (noindex.has(pair)) expect(hrefs, page.url).not.toContain(pair);
      }
    }
  });
});
