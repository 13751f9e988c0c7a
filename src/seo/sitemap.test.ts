import { describe, expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import { expandRoutes, missingPages } from '../routes/table';
import { robotsTxt, sitemapEntries, sitemapIndex, urlset } from './sitemap';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const { site } = loadSite(FIXTURE_SITE);
const pages = [...expandRoutes(site!), ...missingPages(site!)];

describe('sitemaps', () => {
  it('hold only indexable canonical pages, with absolute URLs', () => {
    const all = (['pages', 'services', 'locations', 'brands'] as const).flatMap((text) =>
      sitemapEntries(pages, text).map((pageEntry) => pageEntry.url),
    );
    expect(all).toContain('/');
    expect(all).toContain('/services/garage-door-repair/tampa');
    expect(all).toContain('/cities/st-petersburg/snell-isle');
    expect(all.some((text) => text.includes('/categories/'))).toBe(false);
    expect(all.some((text) => text.includes('_missing'))).toBe(false);
    expect(all).not.toContain('/booking/thanks');
    expect(new Set(all).size).toBe(all.length);
    const xml = urlset(site!, sitemapEntries(pages, 'brands'), () => '2026-11-01');
    expect(xml).toContain('<loc>https://www.example.com/brands/clopay</loc><lastmod>2026-11-01</lastmod>');
  });

  it('leave lastmod out when content has no date', () => {
    const xml = urlset(site!, sitemapEntries(pages, 'pages'), () => undefined);
    expect(xml).not.toContain('<lastmod>');
  });

  it('the index lists the four sitemaps; robots.txt points at it', () => {
    const idx = sitemapIndex(site!, {});
    for (const text of ['sitemap-pages.xml', 'sitemap-services.xml', 'sitemap-locations.xml', 'sitemap-brands.xml'])
      expect(idx).toContain(`https://www.example.com/${text}`);
    expect(robotsTxt(site!)).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('robots.txt blocks no page that asks not to be indexed: a crawler reads noindex only where it may fetch', () => {
    const disallowed = robotsTxt(site!)
      .split('\n')
      .filter((text) => /^disallow:/i.test(text))
      .map((text) => text.slice(text.indexOf(':') + 1).trim())
      .filter(Boolean);
    const noindex = pages.filter((page) => page.noindex || page.missing).map((page) => page.url);
    expect(noindex).toContain('/booking/thanks');
    expect(noindex.filter((text) => disallowed.some((doc) => text.startsWith(doc)))).toEqual([]);
  });
});
