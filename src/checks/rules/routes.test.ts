import { describe, expect, it } from 'vitest';
import { missingShorterAddresses, routes, SCREEN } from './routes';
import { realSite, run, withManifest } from './test-site';

describe('routes', () => {
  it("the real site's routes each make their own pages", () => expect(run(routes)).toEqual([]));

  it('two routes with one path name the other line; a page under the screen address is refused', () => {
    const rs = realSite().manifest.routes;
    // Routes of one page that no other route names as its parent: changing their path breaks nothing else.
    const leaves = rs.flatMap((route, i) =>
      !route.path.includes(':') && route.path !== '/' && !rs.some((item) => item.parent === route.path) ? [i] : [],
    );
    const [single, other] = leaves;
    const changedRoutes = rs.map((route, i) => (i === other ? { ...route, path: rs[single].path } : route));
    const dup = run(routes, withManifest({ routes: changedRoutes }));
    expect(dup.map((e) => e.code)).toEqual(['duplicate-route']);
    expect(dup[0].message).toMatch(/the other is line \d+/);
    const reserved = run(
      routes,
      withManifest({ routes: rs.map((route, i) => (i === single ? { ...route, path: `${SCREEN}-page` } : route)) }),
    );
    expect(reserved.map((e) => e.code)).toEqual(['reserved-path']);
  });

  it('an address with its last part taken off (as a visitor shortens it) is a page or a redirect: else said once, with the redirect to add', () => {
    const real = realSite().manifest;
    const redirects = real.redirects.filter((redirect) => redirect.from !== '/cities');
    const found = run(routes, withManifest({ redirects }));
    expect(found.map((e) => [e.code, e.message])).toEqual([
      ['address-without-parent', "/cities, the address of /cities/:cityId without its last part, is neither a page nor a redirect's start"],
    ]);
    const parentOfCities = real.routes.find((route) => route.path === '/cities/:cityId')!.parent;
    expect(found[0].hint).toContain(`- { from: /cities, to: ${parentOfCities} }`);
    // A shorter address with a parameter (a route moved under /cities/:cityId/near) has no one redirect to add: left alone.
    const froms = real.redirects.map((redirect) => redirect.from);
    const moved = real.routes.map((route) =>
      route.path === '/cities/:cityId/:neighborhoodId' ? { ...route, path: '/cities/:cityId/near/:neighborhoodId' } : route,
    );
    expect(missingShorterAddresses(moved, froms)).toEqual([]);
    const atAreas = real.routes.map((route) => (route.path === '/cities/:cityId' ? { ...route, path: '/areas/:cityId' } : route));
    expect(missingShorterAddresses(atAreas, froms).map((item) => item.parent)).toEqual(['/areas']);
  });
});
