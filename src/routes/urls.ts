/**
 * The site's URLs, in one place: links to pages by kind (`href`), and the conventions of the
 * files beside the pages (the not-found stand-ins, the not-found data, `page.json`, `shell.json`).
 * No other module types an internal path (a test scans src/ for one).
 */
import { ROUTES } from './routes.generated';

type Routes = typeof ROUTES;
/** A page kind that has a route. */
type LinkKind = keyof Routes;

type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
type PatternArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: { [N in ParamNames<P>]: string }];
type KindArgs<R> = R extends string
  ? PatternArgs<R>
  : { [V in keyof R & string]: [route: V, ...PatternArgs<R[V] & string>] }[keyof R & string];
/** What `href(kind, ...)` takes after the kind: the route's name when the kind has several, then its parameters. */
type HrefArgs<K extends LinkKind> = KindArgs<Routes[K]>;

/**
 * The URL of a page: `href('home')`, `href('service', { serviceId })`, `href('legal', 'privacy')`
 * (a kind with several routes names one by its path's last word). The patterns are site.yaml's,
 * generated before every script and test run (src/build/generated-files.ts).
 */
export function href<K extends LinkKind>(kind: K, ...args: HrefArgs<K>): string {
  const route: string | Record<string, string> | undefined = ROUTES[kind];
  const [first, second] = args as unknown[];
  const named = typeof route === 'string' || route === undefined;
  const pattern = named ? route : route[first as string];
  if (pattern === undefined) throw new Error(`no route of kind ${kind}${named ? '' : ` named ${String(first)}`}`);
  return fillPattern(pattern, ((named ? first : second) as Params | undefined) ?? {}, true);
}

/** The pattern of a kind's route, e.g. `/cities/:cityId` (for code that matches paths). */
export function routePattern<K extends LinkKind>(kind: K, ...route: Routes[K] extends string ? [] : [keyof Routes[K] & string]): string {
  const result: string | Record<string, string> = ROUTES[kind];
  return typeof result === 'string' ? result : result[route[0] as string];
}

type Params = Record<string, string>;

/** The names of a pattern's parameters, in order: `/services/:serviceId/:cityId` -> serviceId, cityId. */
export function patternParams(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((text) => text.startsWith(':'))
    .map((text) => text.slice(1));
}

/** A pattern with its parameters filled in (a missing one stays `:name`, or throws when `strict`). */
export function fillPattern(pattern: string, params: Params, strict = false): string {
  return pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value !== undefined) return value;
    if (strict) throw new Error(`a link to ${pattern} needs its parameter ${name}`);
    return `:${name}`;
  });
}

/** True when a concrete path has the form of a pattern (`:name` matches one segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  const item = pattern.split('/');
  const part = path.split('/');
  return item.length === part.length && item.every((seg, i) => (seg.startsWith(':') ? part[i].length > 0 : seg === part[i]));
}

/** The segment of a not-found stand-in: `/cities/_missing` is prerendered for every unknown city. */
export const MISSING = '_missing';

/** The stand-in page of a pattern whose unknown ids show a not-found view. */
export function standInUrl(pattern: string): string {
  return fillPattern(pattern, Object.fromEntries(patternParams(pattern).map((text) => [text, MISSING])));
}

/** A not-found stand-in: an internal page no visitor can mistype, never a redirect or link target. */
export function isStandIn(url: string): boolean {
  return url.split('/').includes(MISSING);
}

/** The path whose `page.json` holds the not-found page's data (there is no page at this path). */
export const NOT_FOUND_DATA = '/_not-found';
/** The not-found page's file: the host serves it, with status 404, for any path it has nothing for. */
export const NOT_FOUND_HTML = '/404.html';
/** The sitemaps a visitor and a crawler read. */
export const SITEMAP_HTML = '/sitemap.html';
export const SITEMAP_XML = '/sitemap.xml';

/** The site-wide data of the header, footer and router (written by the build, served by npm run dev). */
export const SHELL_URL = '/shell.json';
/** The editing screen (Decap CMS) on the built site: not a page of the site, never indexed. */
export const ADMIN_PATH = '/admin/';
/** The editing screen's configuration (its lists and forms, made from the site's files), beside its page. */
export const SCREEN_CONFIG_PATH = `${ADMIN_PATH}config.json`;

/**
 * The pages of one booking request on `npm start`, reached only through the signed links of its
 * e-mails (src/booking/server/manage/): the visitor's (see, change, cancel) and the office's (confirm,
 * decline), each followed by the link's token. Never pages of the built site, never indexed.
 */
export const BOOKING_REQUEST_PATH = '/booking/request/';
export const BOOKING_OFFICE_PATH = '/booking/office/';

/** A path without its trailing slash (the home page stays `/`). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Where a page's data is: `<path>/page.json`, the home page's at `/page.json`. */
export function dataUrl(pathname: string): string {
  const text = normalizePath(pathname);
  return text === '/' ? '/page.json' : `${text}/page.json`;
}

/** The path of a page whose data is at `url` (the inverse of dataUrl); undefined for other files. */
export function pathOfDataUrl(url: string): string | undefined {
  if (!url.endsWith('/page.json')) return undefined;
  return url.slice(0, -'/page.json'.length) || '/';
}
