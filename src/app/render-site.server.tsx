import type { Site } from '../manifest/load';
import { measuredPages, pageIndex } from '../routes/pages';
import { NOT_FOUND_HTML } from '../routes/urls';
import { mainText, maskedNames, measureOwnText } from '../seo/uniqueness';
import { renderMemo, type RenderMemo } from './render-memo';
import { loadRenderer } from './kind-pages';
import type { DrawnIslands } from './islands';
import { documentHtml, renderPage, type PageScripts, type RenderedPage } from './render.server';
import type { PageData, ShellData } from './types';

/** The data every page is drawn from, built once (by `npm run check`, which the build runs first). */
export type SiteData = { shell: ShellData; notFound: PageData; pages: Map<string, PageData> };

/** One page of the built site: its URL, the data it was drawn from (its page.json, and that as JSON), and its document. */
type SitePage = { url: string; data: PageData; json: string; html: string };

/** The own text of every page that could be indexed, as measured on its markup: url -> text and share. */
export type OwnTextMeasure = { texts: Map<string, string>; shares: Map<string, number> };

export type RenderedSite = { shell: ShellData; pages: SitePage[]; notFound: SitePage; ownText: OwnTextMeasure };

/** The scripts of a page of a kind that draws these islands (the build's client modules); none in `npm run dev`. */
export type ScriptsOf = ((kind: string, islands: DrawnIslands) => PageScripts) | undefined;

/**
 * Renders every page of the site from the data given, once: each page's markup is rendered, the own
 * text of every page that could be indexed is measured on it (it decides noindex: pageIndex() then
 * marks each page under the bar, and the sitemaps follow), and each document is finished with that
 * decision. The page data and the HTML of a page come from the same object: what page.json says is
 * what the document was drawn from. No page data is built here. With a `memo` of the last render,
 * only pages whose data (or the shell's) changed are rendered again; the result is the same.
 */
export async function renderSite(site: Site, data: SiteData, scriptsOf: ScriptsOf, memo: RenderMemo = renderMemo()): Promise<RenderedSite> {
  const started = performance.now();
  const { language: lang, themeColor } = site.manifest.site;
  const shell = JSON.stringify(data.shell);
  if (memo.shell !== shell) Object.assign(memo, { shell, pages: new Map() });
  const render = async (page: PageData, location: string): Promise<RenderedPage> => {
    try {
      return await renderPage({
        shell: data.shell,
        page,
        location,
        lang,
        themeColor,
        scripts: scriptsOf && ((islands) => scriptsOf(page.kind, islands)),
      });
    } catch (e) {
      throw new Error(`${location} could not be rendered: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  };
  const { all } = pageIndex(site);
  // Every kind's code is loaded first, in the order of the pages, as a render of every page loads it:
  // styled-components numbers its components in the order they are made, and the class names come
  // from those numbers, so a render of a few pages (the memo's) must make them in the same order.
  for (const kind of new Set(all.map((entry) => data.pages.get(entry.url)?.kind ?? ''))) if (kind) await loadRenderer(kind);
  const drafts = [];
  let drawn = 0;
  for (const entry of all) {
    const page = data.pages.get(entry.url);
    if (!page) throw new Error(`${entry.url}: the check built no data for this page`);
    const json = JSON.stringify(page);
    const kept = memo.pages.get(entry.url);
    if (kept?.data === json) {
      drafts.push({ entry, page, json, kept, text: kept.text });
      continue;
    }
    const rendered = await render(page, entry.url);
    drawn++;
    drafts.push({ entry, page, json, rendered, text: mainText(rendered.template) });
  }
  const renderedAt = performance.now();
  const measured = new Set(measuredPages(all).map((pageEntry) => pageEntry.url));
  const texts = drafts
    .filter((draft) => measured.has(draft.entry.url))
    .map((draft) => ({ url: draft.entry.url, kind: draft.entry.kind, text: draft.text }));
  const shares = measureOwnText(texts, maskedNames(site), site.manifest.indexing.shingleWords, memo.shingles);
  site.ownText = new Map([...shares].map(([url, ownText]) => [url, ownText.share]));
  if (process.env.BUILD_TIMING) {
    console.log(
      `  render: ${drawn} of ${drafts.length} pages in ${Math.round(renderedAt - started)} ms, own text of ${texts.length} measured in ${Math.round(performance.now() - renderedAt)} ms`,
    );
  }
  const decided = pageIndex(site).byUrl;
  const pages: SitePage[] = [];
  const urls = new Set<string>();
  for (const { entry, page, json, kept, rendered, text } of drafts) {
    const noindex = decided.get(entry.url)?.noindex ?? page.head.noindex;
    const final = noindex === page.head.noindex ? page : { ...page, head: { ...page.head, noindex } };
    const html = kept?.noindex === noindex ? kept.html : await documentHtml(rendered ?? (await render(page, entry.url)), noindex);
    memo.pages.set(entry.url, { data: json, text, noindex, html });
    urls.add(entry.url);
    pages.push({ url: entry.url, data: final, json: final === page ? json : JSON.stringify(final), html });
  }
  for (const url of memo.pages.keys()) if (!urls.has(url)) memo.pages.delete(url);
  const notFound = data.notFound;
  const html = await documentHtml(await render(notFound, NOT_FOUND_HTML), notFound.head.noindex);
  return {
    shell: data.shell,
    pages,
    notFound: { url: notFound.url, data: notFound, json: JSON.stringify(notFound), html },
    ownText: { texts: new Map(texts.map((item) => [item.url, item.text])), shares: site.ownText },
  };
}
