import { describe, expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import { allRedirects, caseVariants, fallbackRules } from './redirects';
import { pageIndex } from './pages';
import { expandRoutes, missingPages } from './table';
import { matchesPattern } from './urls';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const { site } = loadSite(FIXTURE_SITE);
const pages = expandRoutes(site!);
const byUrl = new Map(pages.map((page) => [page.url, page]));

describe('route expansion', () => {
  it('expands every collection into concrete pages', () => {
    const count = (kind: string) => pages.filter((page) => page.kind === kind).length;
    const item = site!;
    expect(count('service')).toBe(item.services.length);
    expect(count('service-category')).toBe(item.services.length);
    expect(count('service-city')).toBe(item.services.length * item.cities.length);
    expect(count('city')).toBe(item.cities.length);
    expect(count('neighborhood')).toBe(item.cities.reduce((n, city) => n + city.neighborhoods.length, 0));
    expect(count('brand')).toBe(item.brands.length);
    expect(new Set(pages.map((page) => page.url)).size).toBe(pages.length);
  });

  it('fills titles, canonical and breadcrumbs from the bound items', () => {
    const pageEntry = byUrl.get('/services/spring-replacement/brandon')!;
    expect(pageEntry.title).toMatch(/^Spring Replacement in Brandon, FL \| /);
    expect(pageEntry.breadcrumbs.map((breadcrumb) => breadcrumb.url)).toEqual([
      '/',
      '/services',
      '/services/spring-replacement',
      '/services/spring-replacement/brandon',
    ]);
    expect(pageEntry.breadcrumbs.at(-1)!.name).toBe('Brandon');
    const cat = byUrl.get('/services/categories/spring-replacement')!;
    expect(cat.canonical).toBe('/services/spring-replacement');
    expect(cat.sitemap).toBeUndefined();
    expect(byUrl.get('/cities/tampa/ybor-city')!.breadcrumbs.map((breadcrumb) => breadcrumb.name)).toEqual([
      'Home',
      'Service Areas',
      'Tampa',
      'Ybor City',
    ]);
    for (const page of pages) expect(page.title, page.url).not.toMatch(/\{\{/);
  });

  it('makes one not-found stand-in per pattern that shows a not-found view', () => {
    expect(missingPages(site!).map((pageEntry) => pageEntry.url)).toEqual([
      '/services/_missing/_missing',
      '/brands/_missing',
      '/cities/_missing',
      '/cities/_missing/_missing',
    ]);
    expect(missingPages(site!).every((pageEntry) => pageEntry.noindex && !pageEntry.sitemap)).toBe(true);
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
    // As the item is named, when the name is the id in other letters; a name that is not the id adds nothing.
    expect(caseVariants('/brands/liftmaster', 'LiftMaster')).toEqual(['/brands/Liftmaster', '/brands/LIFTMASTER', '/brands/LiftMaster']);
    expect(caseVariants('/cities/st-petersburg', 'St. Petersburg')).toEqual([
      '/cities/St-petersburg',
      '/cities/St-Petersburg',
      '/cities/ST-PETERSBURG',
    ]);
  });

  /** Every redirect of a site, and where one from a path goes. */
  const redirectsOf = (of: NonNullable<typeof site>) => {
    const redirects = allRedirects(
      of,
      pages.map((page) => page.url),
    );
    return { redirects, to: (from: string) => redirects.find((redirect) => redirect.from === from)?.to };
  };

  it('declared redirects, their variants and the city route variants', () => {
    const { redirects, to } = redirectsOf(site!);
    expect(to('/tampa')).toBe('/cities/tampa');
    expect(to('/TAMPA')).toBe('/cities/tampa');
    expect(to('/cities/Clearwater')).toBe('/cities/clearwater');
    expect(to('/cities/ST-PETERSBURG')).toBe('/cities/st-petersburg');
    expect(to('/contact')).toBe('/booking');
    expect(redirects.every((redirect) => byUrl.has(redirect.to))).toBe(true);
  });

  it("every route that asks for case variants gets them: a page without parameters, each item's page, a brand as it is named", () => {
    const asking = ['/faq', '/services', '/services/:serviceId', '/brands/:brandId'];
    const routes = site!.manifest.routes.map((route) => (asking.includes(route.path) ? { ...route, caseVariants: true } : route));
    const { redirects, to } = redirectsOf({ ...site!, manifest: { ...site!.manifest, routes } });
    expect(to('/FAQ')).toBe('/faq');
    expect(to('/Services')).toBe('/services');
    expect(to('/services/SPRING-REPLACEMENT')).toBe('/services/spring-replacement');
    expect(to('/brands/LiftMaster')).toBe('/brands/liftmaster');
    // A route that does not ask has none.
    expect(to('/About')).toBeUndefined();
    expect(redirects.every((redirect) => byUrl.has(redirect.to))).toBe(true);
  });

  it('no redirect to or from a not-found stand-in: the stand-ins are not pages a visitor mistypes', () => {
    const redirects = allRedirects(
      site!,
      pageIndex(site!).all.map((pageEntry) => pageEntry.url),
    );
    expect(redirects.filter((redirect) => /_missing/i.test(redirect.from + redirect.to))).toEqual([]);
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
