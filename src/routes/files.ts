/**
 * Where the build writes a URL's HTML: `<path>.html`, the home page as `index.html`. The static
 * host (Netlify, pretty URLs) serves `<path>.html` at `<path>` with status 200 and redirects
 * `<path>/` to it; a `<path>/index.html` would make it redirect `<path>` to `<path>/` instead
 * (`lookupFile` below). Vike's `prerender.noExtraDir` writes the pages so.
 * A page's data lives beside it at `<path>/page.json` (src/app/page-store.ts, `dataUrl`).
 */
export function pageFile(url: string): string {
  const path = url.length > 1 ? url.replace(/\/+$/, '') : url;
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The file a page is written to, as a path the host serves it by (for rewrite targets). */
export function pageFilePath(url: string): string {
  return `/${pageFile(url)}`;
}

/** HTML files the site links by their own name, not as pages (their URL ends in .html). */
const NAMED_HTML = new Set(['404.html', 'sitemap.html']);

/** The URL an HTML file of the built site answers (the inverse of pageFile). */
export function urlOfHtmlFile(rel: string): string {
  if (rel === 'index.html') return '/';
  if (NAMED_HTML.has(rel)) return `/${rel}`;
  return `/${rel.replace(/\.html$/, '')}`;
}

/** What the host's files answer for a path: a file (200), a redirect (301), or nothing. */
type FileAnswer = { file: string } | { redirect: string } | undefined;

/**
 * Netlify's file lookup with pretty URLs (its default): `/x` is served from `x`, else `x.html`,
 * and redirected to `/x/` when only `x/index.html` exists; `/x/` is redirected to `/x` when
 * `x.html` exists (a folder `x/` beside it does not matter), else served from `x/index.html`.
 * `isFile` is asked about paths relative to the site's root.
 */
export function lookupFile(pathname: string, isFile: (rel: string) => boolean): FileAnswer {
  const rel = pathname.replace(/^\/+/, '');
  if (rel === '' || rel.endsWith('/')) {
    const base = rel.replace(/\/+$/, '');
    if (base && isFile(`${base}.html`)) return { redirect: `/${base}` };
    return isFile(`${rel}index.html`) ? { file: `${rel}index.html` } : undefined;
  }
  if (isFile(rel)) return { file: rel };
  if (isFile(`${rel}.html`)) return { file: `${rel}.html` };
  if (isFile(`${rel}/index.html`)) return { redirect: `/${rel}/` };
  return undefined;
}
