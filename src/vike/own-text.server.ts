import { renderMain } from '../app/render.server';
import type { Site } from '../manifest/load';
import { buildPageData } from '../renderers/data';
import { buildShell } from '../renderers/shell.data';
import { measuredPages, pageIndex } from '../routes/pages';
import { htmlText, maskedNames, measureOwnText } from '../seo/uniqueness';

/**
 * Measures the own text of every page that could be indexed, from its rendered `<main>`, and keeps
 * the figures on the site: pageIndex() then marks each page under the bar noindex, so the HTML the
 * prerender writes next, its page.json and the sitemaps agree from the start.
 */
export async function measureOwnTextOfSite(site: Site): Promise<void> {
  const started = performance.now();
  const shell = buildShell(site);
  const pages = [];
  for (const entry of measuredPages(pageIndex(site).all)) {
    const html = await renderMain(shell, buildPageData(site, entry));
    pages.push({ url: entry.url, kind: entry.kind, text: htmlText(html) });
  }
  const rendered = performance.now();
  const shares = measureOwnText(pages, maskedNames(site), site.manifest.indexing.shingleWords);
  site.ownText = new Map([...shares].map(([url, m]) => [url, m.share]));
  if (process.env.BUILD_TIMING) {
    console.log(`  own text: ${pages.length} pages' <main> rendered in ${Math.round(rendered - started)} ms, measured in ${Math.round(performance.now() - rendered)} ms`);
  }
}
