import { createHead, UnheadProvider, transformHtmlTemplate } from '@unhead/react/server';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { App } from './app';
import { HeadContext } from './head-context';
import { UnheadHead } from './unhead-head';
import { dataUrl, seedPage, SHELL_URL } from './page-store';
import { ICON_LINKS } from '../seo/icons';
import { ROBOTS_NOINDEX } from './head-tags';
import { drawnIslands, IslandsDrawn, preloadIslands, type DrawnIslands, type IslandLoad } from './islands';
import { RENDER_LATER_ID, renderLaterCss } from './render-later';
import { loadRenderer } from './kind-pages';
import type { PageData, ShellData } from './types';

/**
 * The script a built page loads: the client entry, fetched at low priority, and the modules it
 * hydrates with, listed for the entry to fetch after first paint (src/vike/+client.ts). `npm run dev`
 * has none: Vike's dev server adds its own scripts.
 */
export type PageScripts = { entry: string; modules: string[]; islands?: string[]; onIntent?: string[] };

type Input = {
  shell: ShellData;
  page: PageData;
  location: string;
  lang: string;
  themeColor: string;
  /** The page's scripts, given the islands it drew (the build's; none in `npm run dev`). */
  scripts?: (islands: DrawnIslands) => PageScripts;
};

/** A page rendered once: the document's markup and styles, and the head tags unhead collected for it. */
export type RenderedPage = { template: string; head: ReturnType<typeof newHead>; noindex: boolean };
const newHead = () => createHead();

/**
 * Renders one page to a complete HTML document: markup, head tags and inlined styles. The data the
 * page was rendered from is not embedded: the root names its page.json, which the browser fetches
 * with /shell.json when it hydrates, after first paint (src/vike/hydrate.tsx).
 */
export async function renderDocument(input: Input): Promise<string> {
  return documentHtml(await renderPage(input), input.page.head.noindex);
}

/**
 * The document of a rendered page, with its head. `noindex` may have been decided after the page
 * was rendered (the build measures every rendered page first): unhead then adds the same robots tag
 * that head-tags.ts writes, so the document is final before it is written.
 */
export async function documentHtml(rendered: RenderedPage, noindex: boolean): Promise<string> {
  if (noindex && !rendered.noindex) rendered.head.push({ meta: [{ name: 'robots', content: ROBOTS_NOINDEX }] });
  const html = await transformHtmlTemplate(rendered.head, rendered.template);
  // After unhead: it would move the noscript. Without JavaScript every tab panel shows.
  return html.replace('</head>', `${NOSCRIPT}\n</head>`);
}

/** Renders a page's markup and collects its head and styles, without assembling the document yet. */
export async function renderPage({ shell, page, location, lang, themeColor, scripts }: Input): Promise<RenderedPage> {
  seedPage(location, page);
  await loadRenderer(page.kind);
  await preloadIslands();
  const head = newHead();
  const sheet = new ServerStyleSheet();
  const islands = new Map<string, IslandLoad>();
  let body: string;
  let styles: string;
  try {
    body = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <UnheadProvider value={head}>
          <HeadContext.Provider value={UnheadHead}>
            <StaticRouter location={location}>
              <IslandsDrawn.Provider value={islands}>
                <App shell={shell} />
              </IslandsDrawn.Provider>
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
${scripts ? entryScript(scripts(drawnIslands(islands))) : ''}</body>
</html>`;
  return { template, head, noindex: page.head.noindex };
}

/**
 * The entry's script tag. `data-islands` lists the chunks the page's islands load right after it
 * hydrates (src/app/islands.ts): the entry does not load them, the measure counts them with the
 * page's first visit. `data-islands-on-intent` lists those that load only when the visitor reaches
 * for their island. The modules are not `<link rel="modulepreload">` tags: those would be
 * fetched during the first paint and compete with the document and its images on a slow
 * connection; the entry itself is fetched at low priority for the same reason
 * (docs/decisions/011-hydrate-after-first-paint.md).
 */
function entryScript({ entry, modules, islands = [], onIntent = [] }: PageScripts): string {
  const list = (name: string, files: string[]) => (files.length ? ` ${name}="${files.join(' ')}"` : '');
  return `<script src="${entry}" type="module" async fetchpriority="low" data-modules="${modules.join(' ')}"${list('data-islands', islands)}${list('data-islands-on-intent', onIntent)}></script>`;
}

const NOSCRIPT =
  '<noscript><style>[role=tabpanel][hidden]{display:block!important}.js-only{display:none!important}.no-js-only{display:block!important}</style></noscript>';
