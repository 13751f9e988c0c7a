import type { Site } from '../../manifest/load';
import { pageIndex } from '../../routes/pages';
import { allRedirects } from '../../routes/redirects';
import { checkCopy } from './copy';
import { builtFiles, readPages, type HtmlPage } from './files';
import { checkHead, checkStructuredData } from './head';
import { checkLinks } from './links';
import { checkOwnText, type OwnTextAudit } from './own-text';
import { checkSocial } from './social';

/** What the gates found, and the pages they read (for further checks without reading them again). */
type AuditResult = { errors: string[]; warnings: string[]; pages: HtmlPage[]; ownText: OwnTextAudit };

/** The quality gates over the whole built site; the build fails on any error. */
export function auditSite(site: Site, dist: string): AuditResult {
  const files = builtFiles(dist);
  const pages = readPages(dist, files);
  const { all } = pageIndex(site);
  const redirectSources = new Set(
    allRedirects(
      site,
      all.map((p) => p.url),
    ).map((r) => r.from),
  );
  const indexable = new Set(all.filter((p) => p.sitemap && !p.noindex).map((p) => p.url));
  const links = checkLinks(dist, files, pages, redirectSources, indexable);
  const ownText = checkOwnText(site, dist, pages, all);
  const errors = [
    ...links.broken.map((l) => `broken link: ${l}`),
    ...checkHead(pages).map((e) => `head: ${e}`),
    ...checkStructuredData(site, pages).map((e) => `structured data: ${e}`),
    ...checkCopy(pages).map((e) => `copy: ${e}`),
    ...ownText.errors.map((e) => `own text: ${e}`),
    ...checkSocial(site, dist, files, pages).map((e) => `social: ${e}`),
  ];
  return { errors, warnings: links.orphans.map((u) => `orphan page (indexable, linked from no page): ${u}`), pages, ownText };
}
