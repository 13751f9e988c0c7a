import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { renderDocument } from '../app/render.server';
import type { PageData, ShellData } from '../app/types';

export async function onRenderHtml(pageContext: PageContextServer) {
  const { shell, page, lang, themeColor } = pageContext.data as { shell: ShellData; page: PageData; lang: string; themeColor: string };
  const location = pageContext.is404 ? pageContext.urlPathname : page.url;
  const html = await renderDocument({ shell, page, location, lang, themeColor });
  return escapeInject`${dangerouslySkipEscape(html)}`;
}
