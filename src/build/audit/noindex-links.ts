import type { Gate, HtmlPage } from './files';
import { isNoindex } from './head';

/** The most of an indexable page's internal links that may point at noindex pages. */
export const NOINDEX_LINK_SHARE_MAX = 1 / 3;

/**
 * Indexable pages send visitors and crawlers mostly to pages worth indexing: no indexable page has
 * more than a third of its internal links (every `<a href>` to another page of the site) pointing at
 * pages marked noindex. The noindex pages are known once every page is read.
 */
export function noindexLinkGate(): Gate {
  const noindex = new Set<string>();
  const linksOf = new Map<string, string[]>();
  const visit = (p: HtmlPage) => {
    if (isNoindex(p)) {
      noindex.add(p.url);
      return;
    }
    const targets: string[] = [];
    for (const a of p.root.querySelectorAll('a[href]')) {
      const raw = a.getAttribute('href') ?? '';
      if (!raw.startsWith('/') || raw.startsWith('//')) continue;
      const target = new URL(raw, 'http://site/').pathname.replace(/\/+$/, '') || '/';
      if (target !== p.url) targets.push(target);
    }
    linksOf.set(p.url, targets);
  };
  const errors = () =>
    [...linksOf].flatMap(([url, targets]) => {
      const low = targets.filter((t) => noindex.has(t)).length;
      return targets.length && low / targets.length > NOINDEX_LINK_SHARE_MAX
        ? [`${url}: ${low} of its ${targets.length} internal links point at noindex pages (at most a third may)`]
        : [];
    });
  return { visit, errors };
}
