import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { lookupFile, urlOfHtmlFile } from '../../routes/files';
import { ADMIN_PATH } from '../../routes/urls';

export type HtmlPage = { file: string; url: string; html: string; root: HTMLElement };

/** Where a page is: its file in the built site and the URL it answers. */
export type PageAt = { file: string; url: string };

/**
 * One of the audit's gates. It sees the pages one at a time, in URL order, in two steps: `read`
 * takes what the gate needs of a page, a function of the page's HTML alone (so a page whose HTML is
 * unchanged since the last audit need not be parsed again: its readings are kept, src/build/audit/
 * readings.ts), and `take` judges it, with what the gate knows of the site and of the pages before
 * it. A page's parsed tree is dropped as soon as every gate has read it; `errors` is called once,
 * after the last page. `visit` is both steps.
 */
export type Gate<R = unknown> = {
  read(page: HtmlPage): R;
  take(page: PageAt, read: R): void;
  visit(page: HtmlPage): void;
  errors(): string[];
};

/** A gate from its two steps (read, take) and its verdict (`rest`: errors, and what else the gate tells). */
export function gate<R, X extends { errors(): string[] }>(
  read: (page: HtmlPage) => R,
  take: (page: PageAt, read: R) => void,
  rest: NoInfer<X> & X,
): Gate<R> & X {
  return { ...rest, read, take, visit: (page: HtmlPage) => take(page, read(page)) };
}

/** The HTML files of a built site (relative to it) with the URL each answers, in URL order. */
export function htmlFiles(dist: string, files: Iterable<string>): Array<{ file: string; url: string }> {
  const out: Array<{ file: string; url: string }> = [];
  for (const file of files) {
    const rel = relative(dist, file).split('\\').join('/');
    // Not pages of the site: the bundler's assets and the editing screen.
    if (!rel.endsWith('.html') || rel.startsWith('assets/') || `/${rel}`.startsWith(ADMIN_PATH)) continue;
    out.push({ file: rel, url: urlOfHtmlFile(rel) });
  }
  return out.sort((a, b) => a.url.localeCompare(b.url));
}

/** Every HTML page of a built site, read and parsed one at a time, in URL order. */
export function* eachPage(dist: string, files = builtFiles(dist)): Generator<HtmlPage> {
  for (const { file, url } of htmlFiles(dist, files)) {
    const html = readFileSync(join(dist, file), 'utf8');
    yield { file, url, html, root: parse(html, { comment: false }) };
  }
}

/** Every HTML page of a built site, all parsed at once (for tests that look across pages). */
export function readPages(dist: string, files = builtFiles(dist)): HtmlPage[] {
  return [...eachPage(dist, files)];
}

/** Every file of a built site, as absolute paths. */
export function builtFiles(dist: string): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const text = join(dir, entry.name);
      if (entry.isDirectory()) walk(text);
      else out.add(text);
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
