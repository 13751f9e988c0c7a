import type { Site } from '../manifest/load';
import { measuredPages, pageIndex } from '../routes/pages';
import { NOT_FOUND_HTML } from '../routes/urls';
import { mainText, maskedNames, measureOwnText } from '../seo/uniqueness';
import type { DrawnIslands } from './islands';
import { documentHtml, renderPage, type PageScripts } from './render.server';
import type { PageData, ShellData } from './types';

/** The data every page is drawn from, built once (by `npm run check`, which the build runs first). */
export type SiteData = { shell: ShellData; notFound: PageData; pages: Map<string, PageData> };

/** One page of the built site: its URL, the data it was drawn from (its page.json), and its document. */
type SitePage = { url: string; data: PageData; html: string };

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
 * what the document was drawn from. No page data is built here.
 */
export async function renderSite(site: Site, data: SiteData, scriptsOf: ScriptsOf): Promise<RenderedSite> {
  const started = performance.now();
  const { language: lang, themeColor } = site.manifest.site;
  const { all } = pageIndex(site);
  const drafts = [];
  for (const entry of all) {
    const page = data.pages.get(entry.url);
    if (!page) throw new Error(`${entry.url}: the check built no data for this page`);
    let rendered;
    try {
      rendered = await renderPage({
        shell: data.shell,
        page,
        location: entry.url,
        lang,
        themeColor,
        scripts: scriptsOf && ((islands) => scriptsOf(page.kind, islands)),
      });
    } catch (e) {
      throw new Error(`${entry.url} could not be rendered: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    drafts.push({ entry, page, rendered });
  }
  const renderedAt = performance.now();
  const measured = new Set(measuredPages(all).map((p) => p.url));
  const texts = drafts
    .filter((d) => measured.has(d.entry.url))
    .map((d) => ({ url: d.entry.url, kind: d.entry.kind, text: mainText(d.rendered.template) }));
  const shares = measureOwnText(texts, maskedNames(site), site.manifest.indexing.shingleWords);
  site.ownText = new Map([...shares].map(([url, m]) => [url, m.share]));
  if (process.env.BUILD_TIMING) {
    console.log(
      `  render: ${drafts.length} pages in ${Math.round(renderedAt - started)} ms, own text of ${texts.length} measured in ${Math.round(performance.now() - renderedAt)} ms`,
    );
  }
  const decided = pageIndex(site).byUrl;
  const pages: SitePage[] = [];
  for (const { entry, page, rendered } of drafts) {
    const noindex = decided.get(entry.url)?.noindex ?? page.head.noindex;
    const final = noindex === page.head.noindex ? page : { ...page, head: { ...page.head, noindex } };
    pages.push({ url: entry.url, data: final, html: await documentHtml(rendered, noindex) });
  }
  const notFound = data.notFound;
  const html = await documentHtml(
    await renderPage({
      shell: data.shell,
      page: notFound,
      location: NOT_FOUND_HTML,
      lang,
      themeColor,
      scripts: scriptsOf && ((islands) => scriptsOf(notFound.kind, islands)),
    }),
    notFound.head.noindex,
  );
  return {
    shell: data.shell,
    pages,
    notFound: { url: notFound.url, data: notFound, html },
    ownText: { texts: new Map(texts.map((t) => [t.url, t.text])), shares: site.ownText },
  };
}
