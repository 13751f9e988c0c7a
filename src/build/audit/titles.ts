import type { Site } from '../../manifest/load';
import { competingTitles, titleVocabulary } from '../../seo/title-target';
import { gate, type Gate, type HtmlPage } from './files';
import { isNoindex } from './head';

/** No two indexable pages' titles target the same service and place (src/seo/title-target.ts). */
export function titleTargetGate(site: Site): Gate<string | undefined> {
  const pages: Array<{ url: string; title: string }> = [];
  return gate(readTitle, (pageAt, title) => void (title !== undefined && pages.push({ url: pageAt.url, title })), {
    errors: () => competingTitles(pages, titleVocabulary(site)),
  });
}

/** An indexable page's title (undefined for a noindex page, or one whose canonical is another page). */
export function readTitle(htmlPage: HtmlPage): string | undefined {
  if (isNoindex(htmlPage)) return undefined;
  const canonical = htmlPage.root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  // A page whose canonical is another page repeats that page's title on purpose.
  if (canonical && !canonical.endsWith(htmlPage.url === '/' ? '/' : htmlPage.url)) return undefined;
  return htmlPage.root.querySelector('title')?.text.trim() ?? '';
}
