import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { servedFile, type HtmlPage } from './files';
import { isStandIn } from '../../routes/urls';

type LinkReport = { broken: string[]; orphans: string[] };

const ATTRS: Array<[string, string]> = [
  ['a', 'href'],
  ['link', 'href'],
  ['img', 'src'],
  ['script', 'src'],
  ['source', 'srcset'],
  ['img', 'srcset'],
  ['iframe', 'src'],
];

/**
 * Every internal href/src of every page must reach a file served with 200 (not a redirect source,
 * not a 404 rule), and every #hash must name an element of its page. Lists all, as "page -> target".
 */
export function checkLinks(
  dist: string,
  files: Set<string>,
  pages: HtmlPage[],
  redirectSources: Set<string>,
  indexable: Set<string>,
): LinkReport {
  const broken: string[] = [];
  const linked = new Set<string>();
  // The pages are parsed once (readPages); a #hash is checked against the parsed target.
  const parsed = new Map(pages.map((p) => [join(dist, p.file), p.root]));
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idCache.get(file);
    if (!ids) {
      const root = parsed.get(file) ?? parse(readFileSync(file, 'utf8'));
      ids = new Set(root.querySelectorAll('[id]').map((e) => e.id));
      idCache.set(file, ids);
    }
    return ids;
  };
  // Most links point at the same few hundred paths: each is parsed and looked up once.
  const urls = new Map<string, URL>();
  const absolute = (raw: string) => {
    let url = urls.get(raw);
    if (!url) urls.set(raw, (url = new URL(raw, 'http://site/')));
    return url;
  };
  const served = new Map<string, string | undefined>();
  const fileOf = (target: string) => {
    if (!served.has(target)) served.set(target, servedFile(dist, target, files));
    return served.get(target);
  };
  const isFallbackPage = (p: HtmlPage) => p.html.includes('http-equiv="refresh"');

  for (const page of pages) {
    if (isFallbackPage(page)) continue;
    const found = linkingElements(page.root);
    for (const [i, [tag, attr]] of ATTRS.entries()) {
      for (const el of found[i]) {
        const values =
          attr === 'srcset' ? (el.getAttribute(attr) ?? '').split(',').map((s) => s.trim().split(/\s+/)[0]) : [el.getAttribute(attr) ?? ''];
        for (const raw of values) {
          if (!raw || /^(?:[a-z]+:|\/\/)/i.test(raw)) continue;
          const url = raw.startsWith('/')
            ? absolute(raw)
            : new URL(raw, `http://site${page.url.endsWith('/') ? page.url : page.url + '/'}`);
          if (!raw.startsWith('/') && !raw.startsWith('#')) {
            broken.push(`${page.url} -> ${raw} (relative link; use a path starting with /)`);
            continue;
          }
          const path = raw.startsWith('#') ? page.url : url.pathname;
          const target = path.replace(/\/+$/, '') || '/';
          if (target !== page.url && tag === 'a') linked.add(target);
          if (redirectSources.has(target)) {
            broken.push(`${page.url} -> ${raw} (a redirect; link to its target)`);
            continue;
          }
          const file = fileOf(target);
          if (!file || (target !== page.url && isStandIn(target))) {
            broken.push(`${page.url} -> ${raw} (no such page)`);
            continue;
          }
          if (url.hash && file.endsWith('.html') && !idsOf(file).has(decodeURIComponent(url.hash.slice(1)))) {
            broken.push(`${page.url} -> ${raw} (no element with id "${url.hash.slice(1)}")`);
          }
        }
      }
    }
  }
  const orphans = [...indexable].filter((u) => u !== '/' && !linked.has(u)).sort();
  return { broken: [...new Set(broken)], orphans };
}

/**
 * The elements of a page that carry each of ATTRS, in document order: one walk over the tree (a
 * selector query per attribute walked it seven times).
 */
function linkingElements(root: HTMLElement): HTMLElement[][] {
  const found: HTMLElement[][] = ATTRS.map(() => []);
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      const el = child as HTMLElement;
      const tag = el.rawTagName?.toLowerCase();
      for (const [i, [t, attr]] of ATTRS.entries()) if (t === tag && el.hasAttribute(attr)) found[i].push(el);
      walk(el);
    }
  };
  walk(root);
  return found;
}
