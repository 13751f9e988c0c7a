import { describe, expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import { allRedirects, caseVariants, fallbackRules } from './redirects';
import { pageIndex } from './pages';
import { expandRoutes, missingPages } from './table';
import { matchesPattern } from './urls';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const { site } = loadSite(FIXTURE_SITE);
const pages = expandRoutes(site!);
const byUrl = new Map(pages.map((p) => [p.url, p]));

describe('route expansion', () => {
  it('expands every collection into concrete pages', () => {
    const count = (kind: string) => pages.filter((p) => p.kind === kind).length;
    const s = site!;
    expect(count('service')).toBe(s.services.length);
    expect(count('service-category')).toBe(s.services.length);
    expect(count('service-city')).toBe(s.services.length * s.cities.length);
    expect(count('city')).toBe(s.cities.length);
    expect(count('neighborhood')).toBe(s.cities.reduce((n, c) => n + c.neighborhoods.length, 0));
    expect(count('brand')).toBe(s.brands.length);
    expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
  });

  it('fills titles, canonical and breadcrumbs from the bound items', () => {
    const p = byUrl.get('/services/spring-replacement/brandon')!;
    expect(p.title).toMatch(/^Spring Replacement in Brandon, FL \| /);
    expect(p.breadcrumbs.map((c) => c.url)).toEqual([
      '/',
      '/services',
      '/services/spring-replacement',
      '/services/spring-replacement/brandon',
    ]);
    expect(p.breadcrumbs.at(-1)!.name).toBe('Brandon');
    const cat = byUrl.get('/services/categories/spring-replacement')!;
    expect(cat.canonical).toBe('/services/spring-replacement');
    expect(cat.sitemap).toBeUndefined();
    expect(byUrl.get('/cities/tampa/ybor-city')!.breadcrumbs.map((c) => c.name)).toEqual(['Home', 'Service Areas', 'Tampa', 'Ybor City']);
    for (const p of pages) expect(p.title, p.url).not.toMatch(/\{\{/);
  });

  it('makes one not-found stand-in per pattern that shows a not-found view', () => {
    expect(missingPages(site!).map((p) => p.url)).toEqual([
      '/services/_missing/_missing',
      '/brands/_missing',
      '/cities/_missing',
      '/cities/_missing/_missing',
    ]);
    expect(missingPages(site!).every((p) => p.noindex && !p.sitemap)).toBe(true);
  });

  it('matches patterns segment by segment', () => {
    expect(matchesPattern('/cities/:cityId', '/cities/tampa')).toBe(true);
    expect(matchesPattern('/cities/:cityId', '/cities/tampa/x')).toBe(false);
    expect(matchesPattern('/cities/:cityId', '/cities/')).toBe(false);
  });
});

describe('redirects', () => {
  it('case variants of a path', () => {
    expect(caseVariants('/wesley-chapel')).toEqual(['/Wesley-chapel', '/Wesley-Chapel', '/WESLEY-CHAPEL']);
    expect(caseVariants('/cities/tampa')).toEqual(['/cities/Tampa', '/cities/TAMPA']);
  });

  it('declared redirects, their variants and the city route variants', () => {
    const r = allRedirects(
      site!,
      pages.map((p) => p.url),
    );
    const to = (from: string) => r.find((x) => x.from === from)?.to;
    expect(to('/tampa')).toBe('/cities/tampa');
    expect(to('/TAMPA')).toBe('/cities/tampa');
    expect(to('/cities/Clearwater')).toBe('/cities/clearwater');
    expect(to('/cities/ST-PETERSBURG')).toBe('/cities/st-petersburg');
    expect(to('/contact')).toBe('/booking');
    expect(r.every((x) => byUrl.has(x.to))).toBe(true);
  });

  it('no redirect to or from a not-found stand-in: the stand-ins are not pages a visitor mistypes', () => {
    const r = allRedirects(
      site!,
      pageIndex(site!).all.map((p) => p.url),
    );
    expect(r.filter((x) => /_missing/i.test(x.from + x.to))).toEqual([]);
  });

  it('unknown-id rules: literal segments before parameters, as the host applies them', () => {
    expect(fallbackRules(site!.manifest.routes)).toEqual([
      { from: '/services/categories/:serviceId', to: '/services', status: 301 },
      { from: '/services/:serviceId/:cityId', to: '/services/_missing/_missing.html', status: 404 },
      { from: '/cities/:cityId/:neighborhoodId', to: '/cities/_missing/_missing.html', status: 404 },
      { from: '/services/:serviceId', to: '/services', status: 301 },
      { from: '/brands/:brandId', to: '/brands/_missing.html', status: 404 },
      { from: '/cities/:cityId', to: '/cities/_missing.html', status: 404 },
    ]);
  });
});
