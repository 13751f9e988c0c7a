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
  const wanted = new Set(toMeasure.map((e) => e.url));
  const seen = new Map<string, OwnTextRead>();
  const read = (page: HtmlPage): OwnTextRead => ({
    text: mainText(page.html),
    facts: sourcedFacts(page.html).length,
    noindex: isNoindex(page),
  });
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
      measured.every((m) => measuredBefore.texts.get(m.entry.url) === m.page.text && measuredBefore.shares.has(m.entry.url));
    const shares = same
      ? new Map(measured.map((m) => [m.entry.url, { share: measuredBefore.shares.get(m.entry.url)! }]))
      : measureOwnText(
          measured.map((m) => ({ url: m.entry.url, kind: m.entry.kind, text: m.page.text })),
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
  };
  const result = () => (done ??= measure());
  return gate(read, (page, r) => void (wanted.has(page.url) && seen.set(page.url, r)), { errors: () => result().errors, result });
}
