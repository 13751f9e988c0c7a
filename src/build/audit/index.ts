import type { OwnTextMeasure } from '../../app/render-site.server';
import type { Site } from '../../manifest/load';
import { pageIndex } from '../../routes/pages';
import { allRedirects } from '../../routes/redirects';
import { copyGate } from './copy';
import { factsGate } from './facts';
import { builtFiles, eachPage } from './files';
import { headGate, structuredDataGate } from './head';
import { linkGate } from './links';
import { ownTextGate, type OwnTextAudit } from './own-text';
import { noindexLinkGate, type NoindexLinks } from './noindex-links';
import { sampleGate } from './samples';
import { socialGate } from './social';
import { titleTargetGate } from './titles';

/** What the gates found, and the HTML files they read (for further checks: npm run audit's validators). */
type AuditResult = { errors: string[]; warnings: string[]; files: string[]; ownText: OwnTextAudit; noindexLinks: NoindexLinks };

/**
 * The quality gates over the whole built site; the build fails on any error. The pages are read and
 * parsed one at a time and every gate sees each before the next is read, so a page's tree dies
 * young (holding all 283 trees at once cost the build half a second of garbage collection).
 * `measured` is the own text the render measured (the build passes it): when every page's text in
 * the files is that text, its figures are used rather than measured again.
 */
export function auditSite(site: Site, dist: string, opts: { measured?: OwnTextMeasure } = {}): AuditResult {
  const files = builtFiles(dist);
  const { all } = pageIndex(site);
  const redirectSources = new Set(
    allRedirects(
      site,
      all.map((p) => p.url),
    ).map((r) => r.from),
  );
  const indexable = new Set(all.filter((p) => p.sitemap && !p.noindex).map((p) => p.url));
  const links = linkGate(dist, files, redirectSources, indexable);
  const ownText = ownTextGate(site, dist, all, opts.measured);
  const noindexLinks = noindexLinkGate();
  const gates = [
    { name: 'broken link', gate: links },
    { name: 'head', gate: headGate() },
    { name: 'title target', gate: titleTargetGate(site) },
    { name: 'links to noindex', gate: noindexLinks },
    { name: 'structured data', gate: structuredDataGate(site) },
    { name: 'copy', gate: copyGate() },
    { name: 'sample', gate: sampleGate(site) },
    { name: 'place facts', gate: factsGate(site) },
    { name: 'social', gate: socialGate(site, dist, files) },
    { name: 'own text', gate: ownText },
  ];
  const read: string[] = [];
  for (const page of eachPage(dist, files)) {
    for (const { gate } of gates) gate.visit(page);
    read.push(page.file);
  }
  return {
    errors: gates.flatMap(({ name, gate }) => gate.errors().map((e) => `${name}: ${e}`)),
    warnings: links.orphans().map((u) => `orphan page (indexable, linked from no page): ${u}`),
    files: read,
    ownText: ownText.result(),
    noindexLinks: noindexLinks.result(),
  };
}
