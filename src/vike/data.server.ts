import type { Site } from '../manifest/load';
import { buildNotFoundData, buildPageData } from '../kinds/data';
import { buildShell } from '../kinds/shell.data';
import { pageIndex } from '../routes/pages';
import { NOT_FOUND_DATA, pathOfDataUrl, SHELL_URL } from '../routes/urls';

/**
 * `npm run dev` builds a page's data when it is asked for (the build renders from the data its check
 * built: src/app/render-site.server.tsx). The JSON the dev server answers at <path>/page.json;
 * undefined for a path the site does not have, the not-found page's data for null.
 */
export function pageDataFor(site: Site, urlPathname: string | null) {
  if (urlPathname === null) return buildNotFoundData(site);
  const entry = pageIndex(site).byUrl.get(urlPathname);
  return entry ? buildPageData(site, entry) : undefined;
}

/** The JSON the dev server answers at /shell.json. */
export function shellData(site: Site) {
  return buildShell(site);
}

/**
 * What the dev server answers at a data URL (/shell.json, <path>/page.json, the not-found page's):
 * undefined when `url` is none of them, null for the data of a page the site does not have (404).
 */
export function dataAt(site: Site, url: string): unknown {
  if (url === SHELL_URL) return shellData(site);
  const path = pathOfDataUrl(url);
  if (path === undefined) return undefined;
  return pageDataFor(site, path === NOT_FOUND_DATA ? null : path) ?? null;
}
