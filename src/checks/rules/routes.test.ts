import { describe, expect, it } from 'vitest';
import { routes, SCREEN } from './routes';
import { realSite, run, withManifest } from './test-site';

describe('routes', () => {
  it("the real site's routes each make their own pages", () => expect(run(routes)).toEqual([]));

  it('two routes with one path name the other line; a page under the screen address is refused', () => {
    const rs = realSite().manifest.routes;
    // Routes of one page that no other route names as its parent: changing their path breaks nothing else.
    const leaves = rs.flatMap((r, i) => (!r.path.includes(':') && r.path !== '/' && !rs.some((o) => o.parent === r.path) ? [i] : []));
    const [single, other] = leaves;
    const changedRoutes = rs.map((r, i) => (i === other ? { ...r, path: rs[single].path } : r));
    const dup = run(routes, withManifest({ routes: changedRoutes }));
    expect(dup.map((e) => e.code)).toEqual(['duplicate-route']);
    expect(dup[0].message).toMatch(/the other is line \d+/);
    const reserved = run(routes, withManifest({ routes: rs.map((r, i) => (i === single ? { ...r, path: `${SCREEN}-page` } : r)) }));
    expect(reserved.map((e) => e.code)).toEqual(['reserved-path']);
  });
});
