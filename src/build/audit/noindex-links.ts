import { gate, type Gate, type HtmlPage } from './files';
import { isNoindex } from './head';

/** The most of an indexable page's main-content links that may point at noindex pages. */
export const NOINDEX_LINK_SHARE_MAX = 1 / 3;

/** An indexable page's main-content links to other pages of the site, and how many of them point at noindex pages. */
type LinkShare = { url: string; low: number; links: number };

/** What the gate measured: every indexable page with a link to a noindex page, the highest share first. */
export type NoindexLinks = { pages: LinkShare[]; links: number };

/**
 * Indexable pages send visitors and crawlers mostly to pages worth indexing: no indexable page has
 * more than a third of its main-content links (every `<a href>` inside `<main>` to another page of
 * the site) pointing at pages marked noindex. The header and footer are left out: the same on every
 * page, they would hide what a page's own content leans on. The noindex pages are known once every
 * page is read.
 */
export function noindexLinkGate(): Gate<string[] | undefined> & { result(): NoindexLinks } {
  const noindex = new Set<string>();
  const linksOf = new Map<string, string[]>();
  const result = (): NoindexLinks => {
    const pages = [...linksOf]
      .map(([url, targets]) => ({ url, low: targets.filter((target) => noindex.has(target)).length, links: targets.length }))
      .filter((item) => item.low > 0)
      .sort((a, b) => b.low / b.links - a.low / a.links || a.url.localeCompare(b.url));
    return { pages, links: pages.reduce((n, item) => n + item.low, 0) };
  };
  const errors = () =>
    result()
      .pages.filter((page) => page.low / page.links > NOINDEX_LINK_SHARE_MAX)
      .map((page) => `${page.url}: ${page.low} of its ${page.links} main-content links point at noindex pages (at most a third may)`);
  return gate(readMainLinks, (pageAt, links) => void (links ? linksOf.set(pageAt.url, links) : noindex.add(pageAt.url)), {
    errors,
    result,
  });
}

/** An indexable page's main-content links; undefined for a noindex page. */
export const readMainLinks = (htmlPage: HtmlPage) => (isNoindex(htmlPage) ? undefined : mainLinks(htmlPage));

/** The pages of the site the links inside a page's `<main>` point at (one entry per link, the page itself left out). */
export function mainLinks(htmlPage: HtmlPage): string[] {
  const main = htmlPage.root.querySelector('main');
  if (!main) return [];
  const targets: string[] = [];
  for (const element of main.querySelectorAll('a[href]')) {
    const raw = element.getAttribute('href') ?? '';
    if (!raw.startsWith('/') || raw.startsWith('//')) continue;
    const target = new URL(raw, 'http://site/').pathname.replace(/\/+$/, '') || '/';
    if (target !== htmlPage.url) targets.push(target);
  }
  return targets;
}

/** The gate's figures in one line, for the build's and the audit's output. */
export function formatNoindexLinks(noindexLinks: NoindexLinks): string {
  const top = noindexLinks.pages[0];
  const most = top ? `; highest share ${top.low} of ${top.links} (${top.url})` : '';
  return `${noindexLinks.links} main-content link(s) of indexable pages point at noindex pages, from ${noindexLinks.pages.length} page(s)${most}; at most a third of a page's may`;
}
