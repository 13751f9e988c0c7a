import type { OwnTextMeasure } from '../../app/render-site.server';
import type { Site } from '../../manifest/load';
import { pageIndex } from '../../routes/pages';
import { allRedirects } from '../../routes/redirects';
import { copyGate } from './copy';
import { factsGate } from './facts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtFiles, htmlFiles, type Gate } from './files';
import { READERS, readPage } from './readers';
import type { ReadThread } from './read-thread';
import { headGate, structuredDataGate } from './head';
import { linkGate } from './links';
import { ownTextGate, type OwnTextAudit } from './own-text';
import { noindexLinkGate, type NoindexLinks } from './noindex-links';
import { sampleGate } from './samples';
import { socialGate } from './social';
import { titleTargetGate } from './titles';

/** What the gates found, and the HTML files they read (for further checks: npm run audit's validators). */
/**
 * What the gates read of each page at the last audit, with the HTML they read it from: a page whose
 * HTML is the same is not parsed or read again (each gate's reading is a function of the HTML
 * alone), and every page is still judged, in the same order, so the verdict is the one a full audit
 * gives. Kept by whoever audits the same site again (the owner's server after each save).
 */
export type AuditReadings = Map<string, { html: string; reads: unknown[] }>;

type AuditResult = { errors: string[]; warnings: string[]; files: string[]; ownText: OwnTextAudit; noindexLinks: NoindexLinks };

/**
 * The quality gates over the whole built site; the build fails on any error. The pages are read and
 * parsed one at a time and every gate sees each before the next is read, so a page's tree dies
 * young (holding all 283 trees at once cost the build half a second of garbage collection).
 * `measured` is the own text the render measured (the build passes it): when every page's text in
 * the files is that text, its figures are used rather than measured again. `readings` (kept by a
 * builder that audits the same site again) spares the reading of pages whose HTML is unchanged.
 * `texts` are the files the build has just written, by path; `files` is builtFiles(dist) when the
 * caller has walked it already.
 */
export function auditSite(
  site: Site,
  dist: string,
  opts: { measured?: OwnTextMeasure; readings?: AuditReadings; texts?: Map<string, string>; files?: Set<string> } = {},
): AuditResult {
  const files = opts.files ?? builtFiles(dist);
  const { all } = pageIndex(site);
  const redirectSources = new Set(
    allRedirects(
      site,
      all.map((pageEntry) => pageEntry.url),
    ).map((redirect) => redirect.from),
  );
  const indexable = new Set(all.filter((pageEntry) => pageEntry.sitemap && !pageEntry.noindex).map((pageEntry) => pageEntry.url));
  const links = linkGate(dist, files, redirectSources, indexable);
  const ownText = ownTextGate(site, dist, all, opts.measured);
  const noindexLinks = noindexLinkGate();
  const gates: Array<{ name: string; gate: Gate<any> }> = [
    { name: 'broken link', gate: links },
    { name: 'head', gate: headGate() },
    { name: 'title target', gate: titleTargetGate(site) },
    { name: 'links to noindex', gate: noindexLinks },
    { name: 'structured data', gate: structuredDataGate(site) },
    { name: 'copy', gate: copyGate(site) },
    { name: 'sample', gate: sampleGate(site) },
    { name: 'place facts', gate: factsGate(site) },
    { name: 'social', gate: socialGate(site, dist, files) },
    { name: 'own text', gate: ownText },
  ];
  if (gates.some(({ gate }, i) => gate.read !== READERS[i]))
    throw new Error("the audit's readers (src/build/audit/readers.ts) are not its gates' readers, in their order");
  const read: string[] = [];
  // Kept only for a builder that audits again: a one-off audit drops each page once judged.
  const readings = opts.readings ?? new Map();
  const keep = Boolean(opts.readings);
  const urls = new Set<string>();
  for (const at of htmlFiles(dist, files)) {
    const html = htmlOf(dist, at.file, opts.texts);
    let kept = readings.get(at.url);
    if (kept?.html !== html) {
      kept = { html, reads: readPage({ ...at, html }) };
      if (keep) readings.set(at.url, kept);
    }
    gates.forEach(({ gate }, i) => gate.take(at, kept.reads[i]));
    urls.add(at.url);
    read.push(at.file);
  }
  for (const url of readings.keys()) if (!urls.has(url)) readings.delete(url);
  return {
    errors: gates.flatMap(({ name, gate }) => gate.errors().map((text) => `${name}: ${text}`)),
    warnings: links.orphans().map((text) => `orphan page (indexable, linked from no page): ${text}`),
    files: read,
    ownText: ownText.result(),
    noindexLinks: noindexLinks.result(),
  };
}

/** Fewer changed pages than this are read on the build's thread alone: the round trip would cost more. */
const READ_AWAY_FROM = 16;

/**
 * Begins reading, for auditSite, the pages whose HTML differs from their kept `readings`: two of
 * every three go to `reader`'s thread at once (a build calls this as soon as it knows its pages'
 * texts, and has the output to write meanwhile); the function returned reads the others on this
 * thread and waits for the thread's, so that auditSite then only judges. The readings are the ones
 * auditSite would make (the same readers: src/build/audit/readers.ts). `texts` and `files` as for
 * auditSite.
 */
export function readAhead(
  dist: string,
  readings: AuditReadings,
  reader: ReadThread,
  opts: { texts?: Map<string, string>; files?: Iterable<string> } = {},
): () => Promise<void> {
  const pages = htmlFiles(dist, opts.files ?? builtFiles(dist)).map((at) => ({ ...at, html: htmlOf(dist, at.file, opts.texts) }));
  const toRead = pages.filter((page) => readings.get(page.url)?.html !== page.html);
  if (toRead.length < READ_AWAY_FROM) return async () => undefined;
  const away = toRead.filter((_, i) => i % 3 !== 0);
  const awayReads = reader.read(away);
  // Settled when this thread fails too: its error is the one thrown, and no rejection is left unhandled.
  awayReads.catch(() => undefined);
  return async () => {
    for (let i = 0; i < toRead.length; i += 3) readings.set(toRead[i].url, { html: toRead[i].html, reads: readPage(toRead[i]) });
    (await awayReads).forEach((reads, i) => readings.set(away[i].url, { html: away[i].html, reads }));
  };
}

/** A page's HTML: from the texts the build has just written (by path: the same bytes, not read again), or the file. */
function htmlOf(dist: string, file: string, texts?: Map<string, string>): string {
  return texts?.get(file) ?? readFileSync(join(dist, file), 'utf8');
}
