import { matchesPattern, normalizePath, patternParams, standInUrl } from './urls';

/** A route as the unknown-id rule reads it (site.yaml's routes, or the shell's in the browser). */
type RouteWithMissing = { path: string; onMissing?: string };

/**
 * What a path of a pattern's form gets when the site has no page for it (an unknown id): a 301 to
 * the route's `redirect:` target, or the pattern's not-found stand-in (`/cities/_missing`) with 404.
 */
type UnknownIdRule = { pattern: string; status: 301; to: string } | { pattern: string; status: 404; standIn: string };

/**
 * The unknown-id rule of every pattern route that declares one (`onMissing`), most specific first:
 * literal segments beat parameters, longer patterns first. The build writes them to the host's
 * `_redirects` (which `npm start` reads too) and the browser applies them to the shell's routes.
 */
export function unknownIdRules(routes: readonly RouteWithMissing[]): UnknownIdRule[] {
  const rules: UnknownIdRule[] = [];
  for (const r of routes) {
    if (!r.onMissing || patternParams(r.path).length === 0) continue;
    if (r.onMissing === 'not-found') rules.push({ pattern: r.path, status: 404, standIn: standInUrl(r.path) });
    else rules.push({ pattern: r.path, status: 301, to: r.onMissing.slice('redirect:'.length) });
  }
  const score = (p: string) => p.split('/').length * 100 + p.split('/').filter((s) => s && !s.startsWith(':')).length;
  return rules.sort((a, b) => score(b.pattern) - score(a.pattern));
}

/** The rule for a path the site has no page for; undefined when no pattern has its form (the plain not-found page). */
export function unknownIdRule(routes: readonly RouteWithMissing[], pathname: string): UnknownIdRule | undefined {
  const path = normalizePath(pathname);
  return unknownIdRules(routes).find((r) => matchesPattern(r.pattern, path));
}
