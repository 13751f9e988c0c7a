import type { Site } from '../manifest/load';
import type { PageEntry, SitemapName } from '../routes/table';
import { SITE_SOCIAL, SOCIAL_IMAGE, socialImageAlt, socialImagePath } from './social';
import { ICON_LINKS } from './icons';
import { href, SITEMAP_HTML, SITEMAP_XML } from '../routes/urls';

export const SITEMAPS: Array<{ name: SitemapName; file: string; title: string }> = [
  { name: 'pages', file: 'sitemap-pages.xml', title: 'Pages' },
  { name: 'services', file: 'sitemap-services.xml', title: 'Services' },
  { name: 'locations', file: 'sitemap-locations.xml', title: 'Service Areas' },
  { name: 'brands', file: 'sitemap-brands.xml', title: 'Brands' },
];

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function abs(site: Site, path: string): string {
  return site.manifest.site.url + (path === '/' ? '/' : path);
}

/**
 * Only indexable pages: no redirect, no 404, no category view, no noindex (by its route, or because
 * too little of its text is its own: src/seo/uniqueness.ts).
 */
export function sitemapEntries(pages: PageEntry[], name: SitemapName): PageEntry[] {
  return pages.filter((page) => page.sitemap === name && !page.noindex && !page.missing && page.canonical === page.url);
}

/** One urlset. lastmod comes from content (a per-page date) or is left out: never the build time. */
export function urlset(site: Site, pages: PageEntry[], lastmod: (pageEntry: PageEntry) => string | undefined): string {
  const rows = pages.map((page) => {
    const mod = lastmod(page);
    return `  <url><loc>${esc(abs(site, page.url))}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(site: Site, lastmods: Record<string, string | undefined>): string {
  const rows = SITEMAPS.map(
    (item) =>
      `  <sitemap><loc>${esc(abs(site, `/${item.file}`))}</loc>${lastmods[item.file] ? `<lastmod>${lastmods[item.file]}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</sitemapindex>\n`;
}

/**
 * Blocks nothing: a page kept out of search results says so itself (robots noindex, or
 * X-Robots-Tag for data files), and a crawler reads that only on a page robots.txt lets it fetch.
 */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${abs(site, SITEMAP_XML)}\n`;
}

/** The social card tags of a page built outside the app (the site image). */
function socialMeta(site: Site, title: string): string {
  const image = abs(site, socialImagePath(SITE_SOCIAL.name));
  return [
    `<meta property="og:title" content="${esc(title)} | ${esc(site.manifest.business.name)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:image" content="${esc(image)}">`,
    `<meta property="og:image:width" content="${SOCIAL_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SOCIAL_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${esc(socialImageAlt(SITE_SOCIAL.title, site.manifest.business.name))}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('\n');
}

/**
 * A plain HTML sitemap for people: every indexable page, grouped like the XML sitemaps. Pages that
 * repeat shared copy (noindex) are left out here too: each is linked from its service, city and
 * neighborhood pages, and listing some 200 of them would bury the pages a visitor looks for.
 */
export function sitemapHtml(site: Site, pages: PageEntry[], css: string): string {
  const groups = SITEMAPS.map((item) => {
    const items = sitemapEntries(pages, item.name)
      .map(
        (pageEntry) =>
          `<li><a href="${esc(pageEntry.url)}">${esc(pageEntry.breadcrumbs.at(-1)?.name ?? pageEntry.title)}</a>${
            pageEntry.breadcrumbs.length > 2
              ? ` <small>${esc(
                  pageEntry.breadcrumbs
                    .slice(1, -1)
                    .map((breadcrumb) => breadcrumb.name)
                    .join(' / '),
                )}</small>`
              : ''
          }</li>`,
      )
      .join('\n');
    return `<section><h2>${item.title}</h2><ul>\n${items}\n</ul></section>`;
  }).join('\n');
  const name = esc(site.manifest.business.name);
  return `<!DOCTYPE html>
<html lang="${site.manifest.site.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sitemap | ${name}</title>
<meta name="description" content="Every page of the ${name} website: services, service areas, brands and company pages.">
<link rel="canonical" href="${abs(site, SITEMAP_HTML)}">
${socialMeta(site, 'Sitemap')}
${ICON_LINKS}
<style>${css}</style>
</head>
<body>
<header><p><a href="${href('home')}">${name}</a> · <a href="tel:${esc(site.manifest.business.phone.e164)}">${esc(site.manifest.business.phone.display)}</a></p></header>
<main>
<h1>Sitemap</h1>
${groups}
</main>
<footer><p>${name}, ${esc(site.manifest.business.address.street)}, ${esc(site.manifest.business.address.city)}, ${esc(site.manifest.business.address.region)} ${esc(site.manifest.business.address.postalCode)}</p></footer>
</body>
</html>
`;
}
