import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export type HtmlPage = { file: string; url: string; html: string; root: HTMLElement };

/** Every HTML file of a built site, with the URL it answers. */
export function readPages(dist: string, files = builtFiles(dist)): HtmlPage[] {
  const out: HtmlPage[] = [];
  for (const f of files) {
    const rel = relative(dist, f).split('\\').join('/');
    if (!rel.endsWith('.html') || rel.startsWith('assets/')) continue;
    const url = rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : `/${rel}`;
    const html = readFileSync(f, 'utf8');
    out.push({ file: rel, url, html, root: parse(html, { comment: false }) });
  }
  return out.sort((a, b) => a.url.localeCompare(b.url));
}

/** Every file of a built site, as absolute paths. */
export function builtFiles(dist: string): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const f = join(dir, e.name);
      if (e.isDirectory()) walk(f);
      else out.add(f);
    }
  };
  walk(dist);
  return out;
}

/**
 * The file a path is served from with status 200, or undefined. `files` is builtFiles(dist): one
 * directory walk instead of a file-system lookup for every link of every page.
 */
export function servedFile(dist: string, pathname: string, files: Set<string>): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  const base = join(dist, clean);
  for (const f of clean === '/' ? [join(dist, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')]) {
    if (files.has(f)) return f;
  }
  return undefined;
}
