import type { Site } from '../manifest/load';
import { expandRoutes, missingPages, type PageEntry } from './table';

type Index = { site: Site; ownText: Site['ownText']; all: PageEntry[]; byUrl: Map<string, PageEntry> };
let index: Index | undefined;

/**
 * Every prerendered page (the route table plus the not-found stand-ins), indexed by URL. Once the
 * pages' own text is measured, a page under the bar is noindex (its route and links stay).
 */
export function pageIndex(site: Site): Index {
  if (index?.site === site && index.ownText === site.ownText) return index;
  const bar = site.manifest.indexing.ownTextMin;
  const all = [...expandRoutes(site), ...missingPages(site)].map((p) => {
    const share = site.ownText?.get(p.url);
    return share !== undefined && share < bar ? { ...p, noindex: true } : p;
  });
  index = { site, ownText: site.ownText, all, byUrl: new Map(all.map((p) => [p.url, p])) };
  return index;
}

/** The pages whose own text is measured: those that would be indexed, each at its own URL. */
export function measuredPages(all: PageEntry[]): PageEntry[] {
  return all.filter((p) => p.sitemap && p.canonical === p.url);
}
