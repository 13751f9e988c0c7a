import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Site } from '../manifest/load';
import { ownTextReport } from '../seo/uniqueness';

/** Prints the own-text distribution the prerender measured and lists every page with its figure. */
export function reportOwnText(site: Site, all: Parameters<typeof ownTextReport>[1], root: string, log: (text: string) => void): boolean {
  const report = ownTextReport(site, all);
  if (!report) {
    console.error("✖ the render did not measure the pages' own text (renderSite, src/app/render-site.server.tsx).");
    return false;
  }
  const under = report.rows.filter((row) => !row.indexable);
  const list = join(root, '.build', 'own-text.tsv');
  writeFileSync(
    list,
    [
      'url\tkind\town text\tindexable',
      ...report.rows.map((row) => `${row.url}\t${row.kind}\t${(row.share * 100).toFixed(1)}%\t${row.indexable ? 'yes' : 'no'}`),
    ].join('\n') + '\n',
  );
  log(`own text per page kind (under the bar: noindex, out of the sitemaps):\n${report.table}`);
  log(`${under.length} of ${report.rows.length} measured pages are noindex; every page with its figure: ${relative(root, list)}`);
  return true;
}
