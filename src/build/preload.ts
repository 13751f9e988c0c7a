import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kindPageModule } from '../kinds/files';
import { pageFile } from '../routes/files';
import type { PageEntry } from '../routes/table';

type Chunk = { file: string; module: string; imports: string[]; isEntry: boolean };

/** The entry script tag Vike writes into every page. */
const ENTRY_SCRIPT = /<script([^>]+src="\/assets\/entries\/[^"]+"[^>]*)><\/script>/;

/**
 * Lists on the entry's script tag (`data-modules`) every module the page needs to hydrate: the
 * page kind's renderer chunk and the hydrate chunk, with their imports, dependencies first. The
 * entry preloads them all at once after first paint and runs them in that order, one task each
 * (src/vike/+client.ts); without the list the browser would discover the renderer only after the
 * hydrate chunk ran: a request waterfall.
 *
 * They are not `<link rel="modulepreload">` tags in the HTML: those would be fetched during the
 * first paint and compete with the document and its images on a slow connection. The entry
 * script itself is fetched at low priority for the same reason
 * (docs/decisions/011-hydrate-after-first-paint.md).
 */
export function addModuleLists(dist: string, pages: Array<Pick<PageEntry, 'url' | 'kind'>>, graphFile: string): void {
  const graphPath = join(dist, graphFile);
  if (!existsSync(graphPath)) throw new Error(`${graphFile} is missing: the site-content Vite plugin did not run`);
  const chunks = JSON.parse(readFileSync(graphPath, 'utf8')) as Chunk[];
  rmSync(graphPath);
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  /** A chunk and everything it imports, dependencies first (the order they can run in). */
  const closure = (file: string, out = new Set<string>()) => {
    if (out.has(file)) return out;
    for (const i of byFile.get(file)?.imports ?? []) closure(i, out);
    out.add(file);
    return out;
  };
  const chunkOf = (pattern: RegExp) => chunks.find((c) => pattern.test(c.module));
  const entry = chunks.find((c) => c.isEntry && /[\\/]src[\\/]vike[\\/]\+client\.ts$/.test(c.module));
  const hydrate = chunkOf(/[\\/]src[\\/]vike[\\/]hydrate\.tsx$/);
  if (!entry || !hydrate) throw new Error('client entry or hydrate chunk not found in the client build');
  const base = closure(hydrate.file);
  base.delete(hydrate.file);
  if (entry.imports.length)
    throw new Error(
      `the client entry imports ${entry.imports.join(', ')}: it must import nothing before first paint (src/vike/+client.ts)`,
    );
  const files = [...pages.map((p) => ({ url: p.url, kind: p.kind as string })), { url: '/404.html', kind: 'not-found' }];
  for (const { url, kind } of files) {
    const html = url === '/404.html' ? join(dist, '404.html') : join(dist, pageFile(url));
    if (!existsSync(html)) continue;
    const chunk = chunks.find((c) => c.module.replace(/\\/g, '/').endsWith(`/${kindPageModule(kind)}`));
    if (!chunk) throw new Error(`${url}: the client build has no chunk of ${kindPageModule(kind)}, the page of its kind '${kind}'`);
    // Dependencies first and the hydrate chunk last: the entry runs them in this order.
    const needed = new Set([...base, ...closure(chunk.file), hydrate.file]);
    const list = [...needed].map((f) => `/${f}`).join(' ');
    const text = readFileSync(html, 'utf8');
    if (!ENTRY_SCRIPT.test(text)) throw new Error(`${html}: no entry script to annotate`);
    writeFileSync(html, text.replace(ENTRY_SCRIPT, `<script$1 fetchpriority="low" data-modules="${list}"></script>`));
  }
}
