import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { lookupFile, urlOfHtmlFile } from '../../routes/files';

export type HtmlPage = { file: string; url: string; html: string; root: HTMLElement };

/** Every HTML file of a built site, with the URL it answers. */
export function readPages(dist: string, files = builtFiles(dist)): HtmlPage[] {
  const out: HtmlPage[] = [];
  for (const f of files) {
    const rel = relative(dist, f).split('\\').join('/');
    if (!rel.endsWith('.html') || rel.startsWith('assets/')) continue;
    const url = urlOfHtmlFile(rel);
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
 * The file a path is served from with status 200 by the host's file lookup, or undefined.
 * `files` is builtFiles(dist): one directory walk instead of a file-system lookup for every link
 * of every page.
 */
export function servedFile(dist: string, pathname: string, files: Set<string>): string | undefined {
  const found = lookupFile(decodeURIComponent(pathname), (rel) => files.has(join(dist, rel)));
  return found && 'file' in found ? join(dist, found.file) : undefined;
}
