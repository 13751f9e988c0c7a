import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { documentHtml, renderDocument } from '../app/render.server';
import type { PageData, ShellData } from '../app/types';
import { takeRendered } from './own-text.server';

export async function onRenderHtml(pageContext: PageContextServer) {
  const { shell, page, lang, themeColor } = pageContext.data as { shell: ShellData; page: PageData; lang: string; themeColor: string };
  const location = pageContext.is404 ? pageContext.urlPathname : page.url;
  // A page already rendered to measure its own text is not rendered again.
  const measured = pageContext.is404 ? undefined : takeRendered(page.url);
  const html = measured
    ? await documentHtml(measured, page.head.noindex)
    : await renderDocument({ shell, page, location, lang, themeColor });
  return escapeInject`${dangerouslySkipEscape(html)}`;
}
