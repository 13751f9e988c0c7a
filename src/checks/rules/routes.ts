import { ADMIN_PATH } from '../../routes/urls';
import type { Rule } from './context';

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
    const indexOf = (pattern: string) => routes.findIndex((r) => r.path === pattern);
    const idTwice = ctx.errors.some((e) => e.code === 'duplicate-id' || e.code === 'duplicate-route');
    const patternOf = new Map<string, string>();
    for (const p of pages) {
      const first = patternOf.get(p.url);
      if (first === undefined) patternOf.set(p.url, p.pattern);
      else if (first !== p.pattern || !idTwice) {
        const otherLine = ctx.lineOf('site.yaml', ['routes', indexOf(first), 'path']);
        ctx.report('duplicate-route', { url: p.url, otherLine }, 'site.yaml', ['routes', indexOf(p.pattern), 'path']);
      }
    }
    const reserved = new Set<string>();
    for (const p of pages) {
      if (!p.url.startsWith(SCREEN) || reserved.has(p.pattern)) continue;
      reserved.add(p.pattern);
      ctx.report('reserved-route', { url: p.url, screen: SCREEN }, 'site.yaml', ['routes', indexOf(p.pattern), 'path']);
    }
    routes.forEach((r, i) => {
      if (r.body && !site.mdx[r.body]) ctx.report('missing-body', { body: r.body }, 'site.yaml', ['routes', i, 'body']);
      if (r.parent && !routes.some((o) => o.path === r.parent))
        ctx.report('unknown-parent', { parent: r.parent }, 'site.yaml', ['routes', i, 'parent']);
    });
  },
};
