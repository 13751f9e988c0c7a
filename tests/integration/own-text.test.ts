import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataUrl } from '../../src/app/page-store';
import { readPages } from '../../src/build/audit/files';
import { isNoindex } from '../../src/build/audit/head';
import { loadSite } from '../../src/manifest/load';
import { measuredPages, pageIndex } from '../../src/routes/pages';
import { mainText, maskedNames, measureOwnText } from '../../src/seo/uniqueness';
import { fixtureBuild } from '../support/fixture-build';

/**
 * The indexing rule on the built site, measured from the written files: what the sitemaps list is
 * at or over the bar, what is under it says noindex (in its HTML and its page.json).
 */
const { root, dist } = fixtureBuild();
const { site } = loadSite(root);

describe('own text on the built site', () => {
  const bar = site!.manifest.indexing.ownTextMin;
  const pages = readPages(dist);
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const entries = measuredPages(pageIndex(site!).all);
  const shares = measureOwnText(
    entries.map((e) => ({ url: e.url, kind: e.kind, text: mainText(byUrl.get(e.url)!.html) })),
    maskedNames(site!),
    site!.manifest.indexing.shingleWords,
  );
  const share = (url: string) => shares.get(url)!.share;
  const sitemapUrls = ['sitemap-pages.xml', 'sitemap-services.xml', 'sitemap-locations.xml', 'sitemap-brands.xml'].flatMap((f) =>
    [...readFileSync(join(dist, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].slice(site!.manifest.site.url.length) || '/'),
  );
  const pageJson = (url: string) => JSON.parse(readFileSync(join(dist, dataUrl(url)), 'utf8'));

  it('every page in the sitemaps has at least the bar of own text and no noindex', () => {
    expect(sitemapUrls.length).toBeGreaterThan(50);
    const bad = sitemapUrls.filter((u) => !shares.has(u) || share(u) < bar || isNoindex(byUrl.get(u)!));
    expect(bad).toEqual([]);
  });

  it('every page under the bar carries noindex, follow in its HTML and its page.json, and is in no sitemap', () => {
    const under = entries.filter((e) => share(e.url) < bar);
    expect(under.length).toBeGreaterThan(0);
    for (const e of under) {
      expect(byUrl.get(e.url)!.html, e.url).toContain('<meta name="robots" content="noindex, follow">');
      expect(pageJson(e.url).head.noindex, e.url).toBe(true);
      expect(sitemapUrls, e.url).not.toContain(e.url);
    }
    for (const e of entries.filter((x) => share(x.url) >= bar)) expect(pageJson(e.url).head.noindex, e.url).toBe(false);
  });

  it('the core pages are indexable, and so is every page an editor gave its own copy', () => {
    const core = entries.filter((e) => !['service-city', 'neighborhood'].includes(e.kind));
    expect(core.filter((e) => share(e.url) < bar).map((e) => e.url)).toEqual([]);
    const own = [
      ...[...site!.local.services.keys()].map((k) => `/services/${k}`),
      ...[...site!.local.neighborhoods.keys()].map((k) => `/cities/${k}`),
    ];
    expect(own.length).toBeGreaterThanOrEqual(11);
    expect(own.filter((u) => !sitemapUrls.includes(u))).toEqual([]);
  });

  it('no two indexable pages share an H1 or a title', () => {
    const indexable = pages.filter((p) => sitemapUrls.includes(p.url));
    const h1 = indexable.map((p) => p.root.querySelector('h1')!.text.trim());
    const title = indexable.map((p) => p.root.querySelector('title')!.text.trim());
    expect(h1.filter((h, i) => h1.indexOf(h) !== i)).toEqual([]);
    expect(title.filter((t, i) => title.indexOf(t) !== i)).toEqual([]);
    expect(byUrl.get('/cities/tampa')!.root.querySelector('h1')!.text).not.toBe(
      byUrl.get('/services/garage-door-repair/tampa')!.root.querySelector('h1')!.text,
    );
  });
});
