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
  const all = [...expandRoutes(site), ...missingPages(site)].map((pageEntry) => {
    const share = site.ownText?.get(pageEntry.url);
    return share !== undefined && share < bar ? { ...pageEntry, noindex: true } : pageEntry;
  });
  index = { site, ownText: site.ownText, all, byUrl: new Map(all.map((pageEntry) => [pageEntry.url, pageEntry])) };
  return index;
}

/** The pages whose own text is measured: those that would be indexed, each at its own URL. */
export function measuredPages(all: PageEntry[]): PageEntry[] {
  return all.filter((pageEntry) => pageEntry.sitemap && pageEntry.canonical === pageEntry.url);
}
