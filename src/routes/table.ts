import type { Site } from '../manifest/load';
import type { SiteManifest } from '../manifest/schema.generated';
import { fill, type TemplateVars } from '../manifest/template';
import { bindingsOf } from './collections';
import { fillPattern, MISSING, patternParams } from './urls';

export type RouteDef = SiteManifest['routes'][number];
export type RouteKind = RouteDef['kind'];
export type SitemapName = 'pages' | 'services' | 'locations' | 'brands';

export type Crumb = { name: string; url: string };

/** One concrete page: a route pattern with its parameters bound to one item of a collection. */
export type PageEntry = {
  url: string;
  pattern: string;
  kind: RouteKind;
  params: Record<string, string>;
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  sitemap?: SitemapName;
  noindex: boolean;
  breadcrumbs: Crumb[];
  body?: string;
  /** the template variables of this page (service, city, neighborhood, brand) plus the facts */
  vars: TemplateVars;
  /** true for the prerendered page shown for an unknown id of a pattern */
  missing: boolean;
};

type Binding = Record<string, unknown>;

function paramsFor(pattern: string, binding: Binding): Record<string, string> {
  const names = patternParams(pattern);
  const ids = Object.values(binding).map((e) => (e as { id: string }).id);
  return Object.fromEntries(names.map((name, i) => [name, ids[i]]));
}

/** The manifest's routes expanded to every concrete page, in manifest order. */
export function expandRoutes(site: Site): PageEntry[] {
  const routes = site.manifest.routes;
  const pages: PageEntry[] = [];
  for (const route of routes) {
    for (const binding of bindingsOf(site, route.collection)) {
      pages.push(makeEntry(site, route, paramsFor(route.path, binding), binding as TemplateVars, false));
    }
  }
  return pages;
}

/** One prerendered stand-in page per pattern whose unknown ids show a not-found view. */
export function missingPages(site: Site): PageEntry[] {
  return site.manifest.routes
    .filter((route) => route.onMissing === 'not-found')
    .map((route) => {
      const params = Object.fromEntries(patternParams(route.path).map((text) => [text, MISSING]));
      return makeEntry(site, route, params, {}, true);
    });
}

function makeEntry(site: Site, route: RouteDef, params: Record<string, string>, binding: TemplateVars, missing: boolean): PageEntry {
  const vars: TemplateVars = { ...site.facts, ...binding };
  const url = fillPattern(route.path, params);
  return {
    url,
    pattern: route.path,
    kind: route.kind,
    params,
    title: missing ? `Not Found | ${site.manifest.business.name}` : pickTitle(route.title, vars),
    // Twice: an entity field such as {{service.metaDescription}} may itself use {{facts}}.
    description: missing ? '' : fill(fill(route.description, vars), vars),
    keywords: missing ? [] : (route.keywords ?? []).map((text) => fill(text, vars)),
    canonical: fillPattern(route.canonical ?? route.path, params),
    sitemap: missing || route.noindex || route.sitemap === 'none' ? undefined : (route.sitemap as SitemapName | undefined),
    noindex: missing || Boolean(route.noindex),
    breadcrumbs: missing ? [] : breadcrumbs(site.manifest.routes, route, params, vars),
    body: route.body,
    vars: binding,
    missing,
  };
}

function breadcrumbs(routes: RouteDef[], route: RouteDef, params: Record<string, string>, vars: TemplateVars): Crumb[] {
  const chain: Crumb[] = [];
  let cur: RouteDef | undefined = route;
  const seen = new Set<string>();
  while (cur && !seen.has(cur.path)) {
    seen.add(cur.path);
    chain.unshift({ name: fill(cur.breadcrumb ?? [cur.title].flat()[0], vars), url: fillPattern(cur.path, params) });
    const parentPath: string | undefined = cur.parent;
    cur = parentPath ? routes.find((item) => item.path === parentPath) : undefined;
  }
  return chain;
}

export const TITLE_MAX = 60;
/** A description's length in characters: long enough to say something, short enough to be shown whole. */
export const DESC_MIN = 50;
export const DESC_MAX = 160;

/**
 * The first title template that fits TITLE_MAX once filled (else the last, shortest one). A template
 * with a field its item does not have ({{service.cityTitle}} on a service without one) is skipped.
 */
function pickTitle(templates: string | string[], vars: TemplateVars): string {
  const all = (Array.isArray(templates) ? templates : [templates]).map((text) => fill(fill(text, vars), vars));
  const list = all.filter((text) => !text.includes('{{'));
  return list.find((text) => text.length <= TITLE_MAX) ?? list[list.length - 1] ?? all[all.length - 1];
}
