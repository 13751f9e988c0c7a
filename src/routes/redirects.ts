import type { Site } from '../manifest/load';
import { pageFilePath } from './files';
import type { RouteDef } from './table';
import { unknownIdRules } from './unknown-id';
import { isStandIn } from './urls';

export type Redirect = { from: string; to: string; status: 301; declared: boolean };
/** A rule a static host applies only when no file answers the path. */
export type FallbackRule = { from: string; to: string; status: 301 | 404 };

function capitalized(text: string): string {
  return text.replace(/(^|[-/])([a-z])/g, (_, sep: string, counter: string) => sep + counter.toUpperCase());
}

/**
 * Case variants of a path's last segment: Capitalized (each word) and UPPER-case, and as the item is
 * named when its name is its id in other letters (/brands/LiftMaster, as the menu writes the brand).
 */
export function caseVariants(path: string, name?: string): string[] {
  const i = path.lastIndexOf('/');
  const head = path.slice(0, i + 1);
  const last = path.slice(i + 1);
  const upperFirst = last.charAt(0).toUpperCase() + last.slice(1);
  const named = name?.trim().replace(/\s+/g, '-');
  const asNamed = named && named.toLowerCase() === last ? [head + named] : [];
  return [...new Set([head + upperFirst, head + capitalized(last), head + last.toUpperCase(), ...asNamed])].filter((text) => text !== path);
}

/** The names of a collection's items by id (brands, cities and services have one; other collections none). */
function namesOf(site: Site, collection: string | undefined): Map<string, string> {
  const items: Array<{ id: string; name?: string; title?: string }> =
    collection === 'brands' ? site.brands : collection === 'cities' ? site.cities : collection === 'services' ? site.services : [];
  return new Map(items.map((item) => [item.id, item.name ?? item.title ?? '']));
}

/** Every exact redirect: the declared ones, their case variants and the route table's case variants. */
export function allRedirects(site: Site, pageUrls: string[]): Redirect[] {
  const out: Redirect[] = [];
  for (const redirect of site.manifest.redirects) {
    out.push({ from: redirect.from, to: redirect.to, status: 301, declared: true });
    if (redirect.caseVariants)
      for (const text of caseVariants(redirect.from)) out.push({ from: text, to: redirect.to, status: 301, declared: false });
  }
  for (const route of site.manifest.routes.filter((item) => item.caseVariants)) {
    const prefix = route.path.replace(/:[a-zA-Z]+$/, '');
    const names = namesOf(site, route.collection);
    for (const url of pageUrls.filter(
      (pageUrl) => pageUrl.startsWith(prefix) && !pageUrl.slice(prefix.length).includes('/') && !isStandIn(pageUrl),
    )) {
      const id = url.slice(url.lastIndexOf('/') + 1);
      for (const text of caseVariants(url, names.get(id))) out.push({ from: text, to: url, status: 301, declared: false });
    }
  }
  return out;
}

/** The unknown-id rules as the static host's pattern rules (src/routes/unknown-id.ts): a stand-in by its file. */
export function fallbackRules(routes: RouteDef[]): FallbackRule[] {
  return unknownIdRules(routes).map((unknownIdRule) =>
    unknownIdRule.status === 404
      ? // The stand-in's file, named as it is written: the host serves it with status 404.
        { from: unknownIdRule.pattern, to: pageFilePath(unknownIdRule.standIn), status: 404 }
      : { from: unknownIdRule.pattern, to: unknownIdRule.to, status: 301 },
  );
}
