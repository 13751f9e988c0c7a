import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { renderDocument } from '../app/render.server';
import { pageDataFor, shellData } from './data.server';
import { siteOf } from './site';

/**
 * `npm run dev`'s documents, drawn from fresh data on every request. The build does not come here:
 * it renders the whole site in one step (renderSite, src/app/render-site.server.tsx).
 */
export async function onRenderHtml(pageContext: PageContextServer) {
  const site = siteOf(pageContext.globalContext);
  const page = (!pageContext.is404 && pageDataFor(site, pageContext.urlPathname)) || pageDataFor(site, null)!;
  const location = pageContext.is404 ? pageContext.urlPathname : page.url;
  const { language: lang, themeColor } = site.manifest.site;
  const html = await renderDocument({ shell: shellData(site), page, location, lang, themeColor });
  return escapeInject`${dangerouslySkipEscape(html)}`;
}
