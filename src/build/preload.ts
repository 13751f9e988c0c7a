import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageEntry } from '../routes/table';

type Chunk = { file: string; module: string; imports: string[]; isEntry: boolean };

/**
 * Adds <link rel="modulepreload"> for every module a page needs at start: the client entry's
 * imports and the page kind's renderer chunk with its imports. Without them the browser would
 * discover the renderer only after the entry ran: a request waterfall.
 */
export function addModulePreloads(dist: string, pages: Array<Pick<PageEntry, 'url' | 'kind'>>, graphFile: string): void {
  const graphPath = join(dist, graphFile);
  if (!existsSync(graphPath)) throw new Error(`${graphFile} is missing: the site-content Vite plugin did not run`);
  const chunks = JSON.parse(readFileSync(graphPath, 'utf8')) as Chunk[];
  rmSync(graphPath);
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const closure = (file: string, out = new Set<string>()) => {
    if (out.has(file)) return out;
    out.add(file);
    for (const i of byFile.get(file)?.imports ?? []) closure(i, out);
    return out;
  };
  const entry = chunks.find((c) => c.isEntry && /[\\/]src[\\/]vike[\\/]\+client\.tsx$/.test(c.module));
  if (!entry) throw new Error('client entry chunk not found');
  const base = closure(entry.file);
  base.delete(entry.file);
  const kindChunk = (kind: string) => chunks.find((c) => new RegExp(`[\\\\/]src[\\\\/]renderers[\\\\/]${kind}[\\\\/][^\\\\/]+Page\\.tsx$`).test(c.module));
  const files = [...pages.map((p) => ({ url: p.url, kind: p.kind as string })), { url: '/404.html', kind: 'not-found' }];
  for (const { url, kind } of files) {
    const html = url === '/404.html' ? join(dist, '404.html') : join(dist, url === '/' ? '' : url.slice(1), 'index.html');
    if (!existsSync(html)) continue;
    const chunk = kindChunk(kind);
    const needed = new Set([...base, ...(chunk ? closure(chunk.file) : [])]);
    const links = [...needed].map((f) => `<link rel="modulepreload" href="/${f}">`).join('\n');
    const text = readFileSync(html, 'utf8');
    writeFileSync(html, text.replace(/(<script[^>]+src="\/assets\/entries\/[^"]+"[^>]*><\/script>)/, `${links}\n$1`));
  }
}
