import { describe, expect, it } from 'vitest';
import { linkTable, linkTableDrift, readRoutes } from './link-table';
import { dataUrl, href, pathOfDataUrl, routePattern, standInUrl } from './urls';

describe('href', () => {
  it("fills a kind's route pattern with its parameters", () => {
    expect(href('home')).toBe('/');
    expect(href('services-index')).toBe('/services');
    expect(href('service', { serviceId: 'spring-replacement' })).toBe('/services/spring-replacement');
    expect(href('service-city', { serviceId: 'spring-replacement', cityId: 'brandon' })).toBe('/services/spring-replacement/brandon');
    expect(href('neighborhood', { cityId: 'tampa', neighborhoodId: 'ybor-city' })).toBe('/cities/tampa/ybor-city');
    expect(href('booking-result')).toBe('/booking/thanks');
  });

  it('names one route of a kind that has several by the last word of its path', () => {
    expect(href('legal', 'terms')).toBe('/terms');
    expect(href('legal', 'privacy')).toBe('/privacy');
    expect(routePattern('legal', 'privacy')).toBe('/privacy');
    expect(routePattern('city')).toBe('/cities/:cityId');
  });

  it('refuses, as a type error, a kind or a parameter the routes do not have', () => {
    // @ts-expect-error a kind without a route
    expect(() => href('blog')).toThrow();
    // @ts-expect-error a parameter the pattern does not name (cityId is missing)
    expect(() => href('service-city', { serviceId: 'x' })).toThrow(/needs its parameter cityId/);
    // @ts-expect-error a route of legal that does not exist
    expect(() => href('legal', 'cookies')).toThrow();
    // @ts-expect-error a kind with parameters needs them
    expect(() => href('brand')).toThrow(/brandId/);
  });
});

describe('the link table', () => {
  const routes = readRoutes(process.cwd());

  it("agrees with today's site.yaml", () => {
    expect(linkTableDrift(routes)).toEqual([]);
  });

  it('names each kind whose route moved, was renamed or is new since it was generated', () => {
    const moved = routes.map((route) => (route.kind === 'brand' ? { ...route, path: '/garage-door-brands/:brandId' } : route));
    expect(linkTableDrift(moved)).toEqual([
      {
        kind: 'brand',
        message: "the brand route is /garage-door-brands/:brandId here, but the site's links were made for /brands/:brandId",
      },
    ]);
    const renamed = routes.map((route) => (route.kind === 'city' ? { ...route, path: '/cities/:city' } : route));
    expect(linkTableDrift(renamed).map((item) => item.kind)).toEqual(['city']);
    expect(linkTableDrift([...routes, { path: '/gallery', kind: 'gallery' }]).map((item) => item.message)).toEqual([
      "the gallery route is /gallery here, but the site's links were made for no route",
    ]);
  });

  it('cannot name two routes of one kind that end in the same word', () => {
    expect(() => linkTable([...routes, { path: '/old/terms', kind: 'legal' }])).toThrow(/\/terms and \/old\/terms end in the same word/);
  });
});

it('page data and stand-ins follow one convention', () => {
  expect(dataUrl('/')).toBe('/page.json');
  expect(dataUrl('/cities/tampa/')).toBe('/cities/tampa/page.json');
  expect(pathOfDataUrl(dataUrl('/cities/tampa'))).toBe('/cities/tampa');
  expect(pathOfDataUrl(dataUrl('/'))).toBe('/');
  expect(pathOfDataUrl('/cities/tampa')).toBeUndefined();
  expect(standInUrl('/services/:serviceId/:cityId')).toBe('/services/_missing/_missing');
});
