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
  for (const route of routes) {
    if (!route.onMissing || patternParams(route.path).length === 0) continue;
    if (route.onMissing === 'not-found') rules.push({ pattern: route.path, status: 404, standIn: standInUrl(route.path) });
    else rules.push({ pattern: route.path, status: 301, to: route.onMissing.slice('redirect:'.length) });
  }
  const score = (text: string) => text.split('/').length * 100 + text.split('/').filter((item) => item && !item.startsWith(':')).length;
  return rules.sort((a, b) => score(b.pattern) - score(a.pattern));
}

/** The rule for a path the site has no page for; undefined when no pattern has its form (the plain not-found page). */
export function unknownIdRule(routes: readonly RouteWithMissing[], pathname: string): UnknownIdRule | undefined {
  const path = normalizePath(pathname);
  return unknownIdRules(routes).find((item) => matchesPattern(item.pattern, path));
}
