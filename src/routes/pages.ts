import type { Site } from '../manifest/load';
import { expandRoutes, missingPages, type PageEntry } from './table';

type Index = { site: Site; all: PageEntry[]; byUrl: Map<string, PageEntry> };
let index: Index | undefined;

/** Every prerendered page (the route table plus the not-found stand-ins), indexed by URL. */
export function pageIndex(site: Site): Index {
  if (index?.site === site) return index;
  const all = [...expandRoutes(site), ...missingPages(site)];
  index = { site, all, byUrl: new Map(all.map((p) => [p.url, p])) };
  return index;
}
