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
  const byUrl = new Map(pages.map((htmlPage) => [htmlPage.url, htmlPage]));
  const entries = measuredPages(pageIndex(site!).all);
  const shares = measureOwnText(
    entries.map((entry) => ({ url: entry.url, kind: entry.kind, text: mainText(byUrl.get(entry.url)!.html) })),
    maskedNames(site!),
    site!.manifest.indexing.shingleWords,
  );
  const share = (url: string) => shares.get(url)!.share;
  const sitemapUrls = ['sitemap-pages.xml', 'sitemap-services.xml', 'sitemap-locations.xml', 'sitemap-brands.xml'].flatMap((file) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1].slice(site!.manifest.site.url.length) || '/',
    ),
  );
  const pageJson = (url: string) => JSON.parse(readFileSync(join(dist, dataUrl(url)), 'utf8'));

  it('every page in the sitemaps has at least the bar of own text and no noindex', () => {
    expect(sitemapUrls.length).toBeGreaterThan(50);
    const bad = sitemapUrls.filter((sitemapUrl) => !shares.has(sitemapUrl) || share(sitemapUrl) < bar || isNoindex(byUrl.get(sitemapUrl)!));
    expect(bad).toEqual([]);
  });

  it('every page under the bar carries noindex, follow in its HTML and its page.json, and is in no sitemap', () => {
    const under = entries.filter((entry) => share(entry.url) < bar);
    expect(under.length).toBeGreaterThan(0);
    for (const entry of under) {
      expect(byUrl.get(entry.url)!.html, entry.url).toContain('<meta name="robots" content="noindex, follow">');
      expect(pageJson(entry.url).head.noindex, entry.url).toBe(true);
      expect(sitemapUrls, entry.url).not.toContain(entry.url);
    }
    for (const entry of entries.filter((indexed) => share(indexed.url) >= bar))
      expect(pageJson(entry.url).head.noindex, entry.url).toBe(false);
  });

  it('the core pages are indexable, and so is every page an editor gave its own copy', () => {
    const core = entries.filter((entry) => !['service-city', 'neighborhood'].includes(entry.kind));
    expect(core.filter((entry) => share(entry.url) < bar).map((entry) => entry.url)).toEqual([]);
    const own = [
      ...[...site!.local.services.keys()].map((key) => `/services/${key}`),
      ...[...site!.local.neighborhoods.keys()].map((key) => `/cities/${key}`),
    ];
    expect(own.length).toBeGreaterThanOrEqual(11);
    expect(own.filter((url) => !sitemapUrls.includes(url))).toEqual([]);
  });

  it('no two indexable pages share an H1 or a title', () => {
    const indexable = pages.filter((htmlPage) => sitemapUrls.includes(htmlPage.url));
    const h1 = indexable.map((htmlPage) => htmlPage.root.querySelector('h1')!.text.trim());
    const title = indexable.map((htmlPage) => htmlPage.root.querySelector('title')!.text.trim());
    expect(h1.filter((heading, i) => h1.indexOf(heading) !== i)).toEqual([]);
    expect(title.filter((titleText, i) => title.indexOf(titleText) !== i)).toEqual([]);
    expect(byUrl.get('/cities/tampa')!.root.querySelector('h1')!.text).not.toBe(
      byUrl.get('/services/garage-door-repair/tampa')!.root.querySelector('h1')!.text,
    );
  });
});
