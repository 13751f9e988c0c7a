import { allRedirects } from '../../routes/redirects';
import { expandRoutes } from '../../routes/table';
import { SITEMAP_HTML, SITEMAP_XML } from '../../routes/urls';
import type { Message, MessageId, MessageParams } from '../../manifest/error-catalogue';
import { formatPath, problem, problemOf, type ManifestError } from '../../manifest/errors';
import type { Site } from '../../manifest/load';
import { readBody, type ReadBody } from '../../manifest/body';

export type Path = Array<string | number>;
type Severity = 'error' | 'warning';

/** What every rule may read (computed once) and how it reports. */
export type CheckContext = {
  site: Site;
  launch: boolean;
  /** every page the routes make, in route order */
  pages: ReturnType<typeof expandRoutes>;
  /** the address of every page */
  urls: Set<string>;
  /** every redirect (declared and derived), from -> to */
  redirects: Map<string, string>;
  /** the errors reported so far (a rule may stay silent about what an earlier one said) */
  errors: ManifestError[];
  /** an internal link reaches a page (a query or #fragment aside) */
  resolves(href: string): boolean;
  /** the line of a value in a YAML file, for messages that name both places of a duplicate */
  lineOf(file: string, path: Path): number;
  /** a page body compiled as the build will (once per file): its problems and links */
  mdx(file: string): ReadBody;
  report<Id extends MessageId>(id: Id, params: MessageParams<Id>, file: string, path: Path, severity?: Severity): void;
  /** for files that are not YAML (MDX): at a line and column */
  reportAt<Id extends MessageId>(id: Id, params: MessageParams<Id>, file: string, line: number, column: number, severity?: Severity): void;
  /** report() of a message collected first (a page body's problems): at its path, or at a line and column */
  reportMessage(message: Message, file: string, where: Path | { line: number; column: number }): void;
};

/** One named cross-check: reads the site, reports what is wrong with it. */
export type Rule = { name: string; run(ctx: CheckContext): void };

export function checkContext(site: Site, launch = false): CheckContext {
  const pages = expandRoutes(site);
  const urls = new Set(pages.map((page) => page.url));
  const redirects = new Map(allRedirects(site, [...urls]).map((redirect) => [redirect.from, redirect.to]));
  const errors: ManifestError[] = [];
  const locate = (file: string, path: Path) => site.sources.get(file)?.locate(path) ?? { line: 1, column: 1 };
  return {
    site,
    launch,
    pages,
    urls,
    redirects,
    errors,
    resolves(href) {
      const path = href.split('#')[0].split('?')[0] || '/';
      return urls.has(path) || path === SITEMAP_HTML || path === SITEMAP_XML;
    },
    lineOf: (file, path) => locate(file, path).line,
    mdx(file) {
      return readBody(site.mdx[file] ?? '');
    },
    report(id, params, file, path, severity) {
      const pos = locate(file, path);
      errors.push(problem(id, params, { file, line: pos.line, column: pos.column, path: formatPath(path), severity }));
    },
    reportAt(id, params, file, line, column, severity) {
      errors.push(problem(id, params, { file, line, column, path: '', severity }));
    },
    reportMessage(message, file, where) {
      const pos = Array.isArray(where) ? locate(file, where) : where;
      errors.push(problemOf(message, { file, line: pos.line, column: pos.column, path: Array.isArray(where) ? formatPath(where) : '' }));
    },
  };
}

/** Where an item of a collection is written. */
export const fileOf = {
  service: (id: string) => `content/services/${id}.yaml`,
  city: (id: string) => `content/cities/${id}.yaml`,
  brand: (id: string) => `content/brands/${id}.yaml`,
};
