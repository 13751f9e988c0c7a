import { renderPage, type RenderedPage } from '../app/render.server';
import type { Site } from '../manifest/load';
import { buildPageData } from '../kinds/data';
import { buildShell } from '../kinds/shell.data';
import { measuredPages, pageIndex } from '../routes/pages';
import { mainText, maskedNames, measureOwnText } from '../seo/uniqueness';

/** The pages rendered while measuring, kept until the prerender writes them (each is rendered once). */
const rendered = new Map<string, RenderedPage>();

/**
 * Renders every page that could be indexed, measures the own text of its `<main>`, and keeps the
 * figures on the site: pageIndex() then marks each page under the bar noindex, so page.json and
 * the sitemaps follow, and the prerender finishes each kept document with that decision.
 */
export async function measureOwnTextOfSite(site: Site): Promise<void> {
  const started = performance.now();
  rendered.clear();
  const shell = buildShell(site);
  const { language: lang, themeColor } = site.manifest.site;
  const pages = [];
  for (const entry of measuredPages(pageIndex(site).all)) {
    const page = await renderPage({ shell, page: buildPageData(site, entry), location: entry.url, lang, themeColor });
    rendered.set(entry.url, page);
    pages.push({ url: entry.url, kind: entry.kind, text: mainText(page.template) });
  }
  const renderedAt = performance.now();
  const shares = measureOwnText(pages, maskedNames(site), site.manifest.indexing.shingleWords);
  site.ownText = new Map([...shares].map(([url, m]) => [url, m.share]));
  if (process.env.BUILD_TIMING) {
    console.log(
      `  own text: ${pages.length} pages rendered in ${Math.round(renderedAt - started)} ms, measured in ${Math.round(performance.now() - renderedAt)} ms`,
    );
  }
}

/** The page rendered while measuring, handed over once to the prerender. */
export function takeRendered(url: string): RenderedPage | undefined {
  const page = rendered.get(url);
  rendered.delete(url);
  return page;
}
