import type { Site } from '../../manifest/load';
import { competingTitles, titleVocabulary } from '../../seo/title-target';
import type { Gate, HtmlPage } from './files';
import { isNoindex } from './head';

/** No two indexable pages' titles target the same service and place (src/seo/title-target.ts). */
export function titleTargetGate(site: Site): Gate {
  const pages: Array<{ url: string; title: string }> = [];
  const visit = (p: HtmlPage) => {
    if (isNoindex(p)) return;
    const canonical = p.root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    // A page whose canonical is another page repeats that page's title on purpose.
    if (canonical && !canonical.endsWith(p.url === '/' ? '/' : p.url)) return;
    pages.push({ url: p.url, title: p.root.querySelector('title')?.text.trim() ?? '' });
  };
  return { visit, errors: () => competingTitles(pages, titleVocabulary(site)) };
}
