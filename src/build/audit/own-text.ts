import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OwnTextMeasure } from '../../app/render-site.server';
import type { Site } from '../../manifest/load';
import type { PageEntry } from '../../routes/table';
import { measuredPages } from '../../routes/pages';
import { SITEMAPS } from '../../seo/sitemap';
import { distribution, formatDistribution, mainText, maskedNames, measureOwnText, percent, sourcedFacts } from '../../seo/uniqueness';
import { gate, type Gate, type HtmlPage } from './files';
import { isNoindex } from './head';

/** A page's own text as measured (its main text), its sourced facts, and whether it carries noindex. */
type OwnTextRead = { text: string; facts: number; noindex: boolean };

export type OwnTextAudit = {
  errors: string[];
  table: string;
  /** each measured page: its own-text share, its distinct sourced facts (counted beside the text, not in it), noindex */
  rows: Array<{ url: string; share: number; facts: number; noindex: boolean }>;
};

/** What the own-text gate reads of a page: its main text, its sourced facts, its noindex. */
export const readOwnText = (page: HtmlPage): OwnTextRead => ({
  text: mainText(page.html),
  facts: sourcedFacts(page.html).length,
  noindex: isNoindex(page),
});

/**
 * The indexing rule, checked on the written files: every page that could be indexed is measured
 * from its `<main>`; one under the bar must carry noindex and stay out of the sitemaps, one at or
 * over the bar must not carry noindex. When the files hold exactly the texts the render measured
 * (`measuredBefore`, from the build), the render's figures stand; any difference and every page is
 * measured again, once, after the last page. `result` gives the errors with the distribution.
 */
export function ownTextGate(
  site: Site,
  dist: string,
  all: PageEntry[],
  measuredBefore?: OwnTextMeasure,
): Gate<OwnTextRead> & { result(): OwnTextAudit } {
  const bar = site.manifest.indexing.ownTextMin;
  const toMeasure = measuredPages(all);
  const wanted = new Set(toMeasure.map((pageEntry) => pageEntry.url));
  const seen = new Map<string, OwnTextRead>();
  let done: OwnTextAudit | undefined;
  const measure = (): OwnTextAudit => {
    const errors: string[] = [];
    const measured = toMeasure.flatMap((entry) => {
      const page = seen.get(entry.url);
      return page ? [{ entry, page }] : [];
    });
    // The measure is a function of the pages' texts alone: the same texts, the same figures.
    const same =
      measuredBefore &&
      measuredBefore.texts.size === measured.length &&
      measured.every((item) => measuredBefore.texts.get(item.entry.url) === item.page.text && measuredBefore.shares.has(item.entry.url));
    const shares = same
      ? new Map(measured.map((item) => [item.entry.url, { share: measuredBefore.shares.get(item.entry.url)! }]))
      : measureOwnText(
          measured.map((item) => ({ url: item.entry.url, kind: item.entry.kind, text: item.page.text })),
          maskedNames(site),
          site.manifest.indexing.shingleWords,
        );
    const rows = measured.map(({ entry, page }) => ({
      url: entry.url,
      kind: entry.kind,
      share: shares.get(entry.url)!.share,
      facts: page.facts,
      noindex: page.noindex,
    }));
    for (const row of rows) {
      if (row.share < bar && !row.noindex) errors.push(`${row.url}: ${percent(row.share)} own text (under ${percent(bar)}) and indexable`);
      if (row.share >= bar && row.noindex) errors.push(`${row.url}: noindex although ${percent(row.share)} of its text is its own`);
    }
    const share = new Map(rows.map((row) => [row.url, row]));
    const origin = site.manifest.site.url;
    for (const item of SITEMAPS) {
      let xml: string;
      try {
        xml = readFileSync(join(dist, item.file), 'utf8');
      } catch {
        continue;
      }
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const url = loc.startsWith(origin) ? loc.slice(origin.length) || '/' : loc;
        const result = share.get(url);
        if (!result) errors.push(`${item.file}: ${url} is not a page that is measured`);
        else if (result.share < bar || result.noindex)
          errors.push(`${item.file}: ${url} is listed with ${percent(result.share)} own text${result.noindex ? ' and noindex' : ''}`);
      }
    }
    return { errors, table: formatDistribution(distribution(rows, bar), bar), rows };
  };
  const result = () => (done ??= measure());
  return gate(readOwnText, (page, ownTextRead) => void (wanted.has(page.url) && seen.set(page.url, ownTextRead)), {
    errors: () => result().errors,
    result,
  });
}
