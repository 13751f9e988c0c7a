import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../manifest/load';
import type { PageEntry } from '../../routes/table';
import { measuredPages } from '../../routes/pages';
import { SITEMAPS } from '../../seo/sitemap';
import { distribution, formatDistribution, mainText, maskedNames, measureOwnText, percent } from '../../seo/uniqueness';
import type { HtmlPage } from './files';
import { isNoindex } from './head';

export type OwnTextAudit = { errors: string[]; table: string; rows: Array<{ url: string; share: number; noindex: boolean }> };

/**
 * The indexing rule, measured again on the written files: every page that could be indexed is
 * measured from its `<main>`; one under the bar must carry noindex and stay out of the sitemaps,
 * one at or over the bar must not carry noindex.
 */
export function checkOwnText(site: Site, dist: string, pages: HtmlPage[], all: PageEntry[]): OwnTextAudit {
  const bar = site.manifest.indexing.ownTextMin;
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const errors: string[] = [];
  const measured = measuredPages(all).flatMap((e) => {
    const page = byUrl.get(e.url);
    return page ? [{ entry: e, page, text: mainText(page.html) }] : [];
  });
  const shares = measureOwnText(
    measured.map((m) => ({ url: m.entry.url, kind: m.entry.kind, text: m.text })),
    maskedNames(site),
    site.manifest.indexing.shingleWords,
  );
  const rows = measured.map(({ entry, page }) => ({
    url: entry.url,
    kind: entry.kind,
    share: shares.get(entry.url)!.share,
    noindex: isNoindex(page),
  }));
  for (const r of rows) {
    if (r.share < bar && !r.noindex) errors.push(`${r.url}: ${percent(r.share)} own text (under ${percent(bar)}) and indexable`);
    if (r.share >= bar && r.noindex) errors.push(`${r.url}: noindex although ${percent(r.share)} of its text is its own`);
  }
  const share = new Map(rows.map((r) => [r.url, r]));
  const origin = site.manifest.site.url;
  for (const s of SITEMAPS) {
    let xml: string;
    try {
      xml = readFileSync(join(dist, s.file), 'utf8');
    } catch {
      continue;
    }
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = loc.startsWith(origin) ? loc.slice(origin.length) || '/' : loc;
      const r = share.get(url);
      if (!r) errors.push(`${s.file}: ${url} is not a page that is measured`);
      else if (r.share < bar || r.noindex)
        errors.push(`${s.file}: ${url} is listed with ${percent(r.share)} own text${r.noindex ? ' and noindex' : ''}`);
    }
  }
  return { errors, table: formatDistribution(distribution(rows, bar), bar), rows };
}
