import { createHead, UnheadProvider, transformHtmlTemplate } from '@unhead/react/server';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { App } from './App';
import { HeadContext } from './head-context';
import { UnheadHead } from './UnheadHead';
import { dataUrl, seedPage, SHELL_URL } from './page-store';
import { ICON_LINKS } from './icons';
import { preloadIslands } from './islands';
import { RENDER_LATER_ID, renderLaterCss } from '../vike/render-later';
import { loadRenderer } from './registry';
import { ShellContext } from './shell-context';
import type { PageData, ShellData } from './types';

type Input = { shell: ShellData; page: PageData; location: string; lang: string; themeColor: string };

/**
 * Renders one page to a complete HTML document: markup, head tags and inlined styles. The data the
 * page was rendered from is not embedded: the root names its page.json, which the browser fetches
 * with /shell.json when it hydrates, after first paint (src/vike/hydrate.tsx).
 */
export async function renderDocument({ shell, page, location, lang, themeColor }: Input): Promise<string> {
  seedPage(location, page);
  await loadRenderer(page.kind);
  await preloadIslands();
  const head = createHead();
  const sheet = new ServerStyleSheet();
  let body: string;
  let styles: string;
  try {
    body = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <UnheadProvider value={head}>
          <HeadContext.Provider value={UnheadHead}>
            <StaticRouter location={location}>
              <App shell={shell} />
            </StaticRouter>
          </HeadContext.Provider>
        </UnheadProvider>
      </StyleSheetManager>,
    );
    styles = sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
  const template = `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${themeColor}">
${ICON_LINKS}
${styles}
<style id="${RENDER_LATER_ID}">${renderLaterCss(2)}</style>
</head>
<body>
<div id="root" data-shell="${SHELL_URL}" data-page="${dataUrl(page.url)}">${body}</div>
</body>
</html>`;
  const html = await transformHtmlTemplate(head, template);
  // After unhead: it would move the noscript. Without JavaScript every tab panel shows.
  return html.replace('</head>', `${NOSCRIPT}\n</head>`);
}

/**
 * The markup of a page's `<main>` only, without head or shell: what the build measures before
 * the documents are rendered (a page's own text decides whether the document is noindex).
 */
export async function renderMain(shell: ShellData, page: PageData): Promise<string> {
  const Comp = await loadRenderer(page.kind);
  await preloadIslands();
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <ShellContext.Provider value={shell}>
          <StaticRouter location={page.url}>
            <Comp page={page} />
          </StaticRouter>
        </ShellContext.Provider>
      </StyleSheetManager>,
    );
  } finally {
    sheet.seal();
  }
}

const NOSCRIPT = '<noscript><style>[role=tabpanel][hidden]{display:block!important}.js-only{display:none!important}</style></noscript>';
