import { getSite } from '../manifest/site';
import { buildNotFoundData, buildPageData } from '../kinds/data';
import { buildShell } from '../kinds/shell.data';
import { pageIndex } from '../routes/pages';

/** Page data for a URL, or the not-found page's data. Shared by the app page and the error page. */
export function dataFor(urlPathname: string | null) {
  const site = getSite();
  const entry = urlPathname ? pageIndex(site).byUrl.get(urlPathname) : undefined;
  return {
    shell: buildShell(site),
    page: entry ? buildPageData(site, entry) : buildNotFoundData(site),
    lang: site.manifest.site.language,
    themeColor: site.manifest.site.themeColor,
  };
}

/** The JSON the build writes to <path>/page.json; undefined for a path the site does not have. */
export function pageDataFor(urlPathname: string | null) {
  const site = getSite();
  if (urlPathname === null) return buildNotFoundData(site);
  const entry = pageIndex(site).byUrl.get(urlPathname);
  return entry ? buildPageData(site, entry) : undefined;
}

/** The JSON the build writes to /shell.json. */
export function shellData() {
  return buildShell(getSite());
}
