import { getSite } from '../../manifest/site';
import { pageIndex } from '../../routes/pages';
import { measureOwnTextOfSite } from '../own-text.server';

/** Measures every page's own text first (it decides noindex), then lists the URLs to prerender. */
export async function onBeforePrerenderStart() {
  const site = getSite();
  if (!site.ownText) await measureOwnTextOfSite(site);
  return pageIndex(site).all.map((p) => p.url);
}
