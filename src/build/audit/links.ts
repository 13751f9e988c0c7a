import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { servedFile, type HtmlPage } from './files';
import { isStandIn } from '../../routes/urls';

export type LinkReport = { broken: string[]; orphans: string[] };

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
  const isFallbackPage = (p: HtmlPage) => p.html.includes('http-equiv="refresh"');

  for (const page of pages) {
    if (isFallbackPage(page)) continue;
    for (const [tag, attr] of ATTRS) {
      for (const el of page.root.querySelectorAll(`${tag}[${attr}]`)) {
        const values =
          attr === 'srcset' ? (el.getAttribute(attr) ?? '').split(',').map((s) => s.trim().split(/\s+/)[0]) : [el.getAttribute(attr) ?? ''];
        for (const raw of values) {
          if (!raw || /^(?:[a-z]+:|\/\/)/i.test(raw)) continue;
          const url = new URL(raw, `http://site${page.url.endsWith('/') ? page.url : page.url + '/'}`);
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
          const file = servedFile(dist, target, files);
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
