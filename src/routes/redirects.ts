import type { Site } from '../manifest/load';
import { pageFilePath } from './files';
import type { RouteDef } from './table';
import { unknownIdRules } from './unknown-id';
import { isStandIn } from './urls';

export type Redirect = { from: string; to: string; status: 301; declared: boolean };
/** A rule a static host applies only when no file answers the path. */
export type FallbackRule = { from: string; to: string; status: 301 | 404 };

function capitalized(s: string): string {
  return s.replace(/(^|[-/])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** Case variants of a path's last segment: Capitalized (each word) and UPPER-case. */
export function caseVariants(path: string): string[] {
  const i = path.lastIndexOf('/');
  const head = path.slice(0, i + 1);
  const last = path.slice(i + 1);
  const upperFirst = last.charAt(0).toUpperCase() + last.slice(1);
  return [...new Set([head + upperFirst, head + capitalized(last), head + last.toUpperCase()])].filter((v) => v !== path);
}

/** Every exact redirect: the declared ones, their case variants and the route table's case variants. */
export function allRedirects(site: Site, pageUrls: string[]): Redirect[] {
  const out: Redirect[] = [];
  for (const r of site.manifest.redirects) {
    out.push({ from: r.from, to: r.to, status: 301, declared: true });
    if (r.caseVariants) for (const v of caseVariants(r.from)) out.push({ from: v, to: r.to, status: 301, declared: false });
  }
  for (const route of site.manifest.routes.filter((r) => r.caseVariants)) {
    const prefix = route.path.replace(/:[a-zA-Z]+$/, '');
    for (const url of pageUrls.filter((u) => u.startsWith(prefix) && !u.slice(prefix.length).includes('/') && !isStandIn(u))) {
      for (const v of caseVariants(url)) out.push({ from: v, to: url, status: 301, declared: false });
    }
  }
  return out;
}

/** The unknown-id rules as the static host's pattern rules (src/routes/unknown-id.ts): a stand-in by its file. */
export function fallbackRules(routes: RouteDef[]): FallbackRule[] {
  return unknownIdRules(routes).map((r) =>
    r.status === 404
      ? // The stand-in's file, named as it is written: the host serves it with status 404.
        { from: r.pattern, to: pageFilePath(r.standIn), status: 404 }
      : { from: r.pattern, to: r.to, status: 301 },
  );
}
