import { linkTableDrift } from '../../routes/link-table';
import { ADMIN_PATH } from '../../routes/urls';
import type { CheckContext, Rule } from './context';

/** /admin: the host sends every path that starts with it the editing screen's headers (never indexed). */
export const SCREEN = ADMIN_PATH.slice(0, -1);

/**
 * Every page has one route, outside the editing screen's addresses; a route's body file and parent
 * exist. A route giving the same page twice means an id listed twice in the data, and two routes
 * with one path a path given twice, which unique-ids reports where it was typed: only two
 * different routes making one page are a route error here.
 */
export const routes: Rule = {
  name: 'routes',
  run(ctx) {
    const { site, pages } = ctx;
    const routes = site.manifest.routes;
    const indexOf = (pattern: string) => routes.findIndex((route) => route.path === pattern);
    const idTwice = ctx.errors.some((e) => e.code === 'duplicate-id' || e.code === 'duplicate-route');
    const patternOf = new Map<string, string>();
    for (const page of pages) {
      const first = patternOf.get(page.url);
      if (first === undefined) patternOf.set(page.url, page.pattern);
      else if (first !== page.pattern || !idTwice) {
        const otherLine = ctx.lineOf('site.yaml', ['routes', indexOf(first), 'path']);
        ctx.report('duplicate-route', { url: page.url, otherLine }, 'site.yaml', ['routes', indexOf(page.pattern), 'path']);
      }
    }
    const reserved = new Set<string>();
    for (const page of pages) {
      if (!page.url.startsWith(SCREEN) || reserved.has(page.pattern)) continue;
      reserved.add(page.pattern);
      ctx.report('reserved-route', { url: page.url, screen: SCREEN }, 'site.yaml', ['routes', indexOf(page.pattern), 'path']);
    }
    routes.forEach((route, i) => {
      if (route.body && !site.mdx[route.body]) ctx.report('missing-body', { body: route.body }, 'site.yaml', ['routes', i, 'body']);
      if (route.parent && !routes.some((item) => item.path === route.parent))
        ctx.report('unknown-parent', { parent: route.parent }, 'site.yaml', ['routes', i, 'parent']);
    });
    shorterAddresses(ctx);
  },
};

/**
 * Each address with its last part taken off (/cities for /cities/tampa, as a visitor shortens it)
 * is a page or a redirect's start. Said once per shorter address, at the first route it shortens.
 * A shorter address with a parameter in it (/cities/:cityId/near) is left alone: a redirect of
 * site.yaml starts at one address, and no one entry could serve every city.
 */
function shorterAddresses(ctx: CheckContext): void {
  const routes = ctx.site.manifest.routes;
  // A route renamed or added since the code's links were made is said first, as such (check.ts).
  if (linkTableDrift(routes).length) return;
  const froms = ctx.site.manifest.redirects.map((redirect) => redirect.from);
  for (const { parent, at } of missingShorterAddresses(routes, froms))
    ctx.report('address-without-parent', { parent, path: routes[at].path, to: routes[at].parent ?? '/' }, 'site.yaml', [
      'routes',
      at,
      'path',
    ]);
}

/** The shorter addresses (without a parameter) that are neither a route nor a redirect's start, each with the first route (its place) it shortens. */
export function missingShorterAddresses(
  routes: ReadonlyArray<{ path: string }>,
  redirectFroms: string[],
): Array<{ parent: string; at: number }> {
  const starts = new Set([...routes.map((route) => route.path), ...redirectFroms]);
  const out: Array<{ parent: string; at: number }> = [];
  routes.forEach((route, at) => {
    const parts = route.path.split('/').filter(Boolean);
    for (let end = parts.length - 1; end >= 1; end--) {
      const parent = `/${parts.slice(0, end).join('/')}`;
      if (!starts.has(parent) && !parent.includes(':') && !out.some((item) => item.parent === parent)) out.push({ parent, at });
    }
  });
  return out;
}
