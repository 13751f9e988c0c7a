import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { gate, servedFile, type Gate, type HtmlPage, type PageAt } from './files';
import { isStandIn } from '../../routes/urls';

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
 * not a 404 rule), and every #hash must name an element of its page. Lists all, as "page -> target";
 * `orphans` lists the indexable pages no page links to.
 */
export function linkGate(
  dist: string,
  files: Set<string>,
  redirectSources: Set<string>,
  indexable: Set<string>,
): Gate<LinksRead> & { orphans(): string[] } {
  const broken: string[] = [];
  const linked = new Set<string>();
  // The ids of each page, collected as it is visited; a #hash is checked once every page is in.
  const idsByFile = new Map<string, Set<string>>();
  const hashes: Array<{ from: string; raw: string; file: string; hash: string }> = [];
  const idsOf = (file: string) => {
    let ids = idsByFile.get(file);
    if (!ids) idsByFile.set(file, (ids = linkingElements(parse(readFileSync(file, 'utf8'))).ids));
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

  const take = (page: PageAt, read: LinksRead) => {
    idsByFile.set(join(dist, page.file), read.ids);
    for (const [i, [tag]] of ATTRS.entries()) {
      for (const values of read.values[i]) {
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
          if (url.hash && file.endsWith('.html')) hashes.push({ from: page.url, raw, file, hash: url.hash.slice(1) });
        }
      }
    }
  };
  return gate(readLinks, take, {
    errors() {
      for (const hash of hashes) {
        if (!idsOf(hash.file).has(decodeURIComponent(hash.hash)))
          broken.push(`${hash.from} -> ${hash.raw} (no element with id "${hash.hash}")`);
      }
      return [...new Set(broken)];
    },
    orphans: () => [...indexable].filter((text) => text !== '/' && !linked.has(text)).sort(),
  });
}

/**
 * A page's ids, and for each of ATTRS the values of each element that carries it (a srcset's URLs),
 * in document order; none for a redirect's fallback page (its one link is its target).
 */
type LinksRead = { ids: Set<string>; values: string[][][] };

export function readLinks(page: HtmlPage): LinksRead {
  const found = linkingElements(page.root);
  if (page.html.includes('http-equiv="refresh"')) return { ids: found.ids, values: ATTRS.map(() => []) };
  const values = ATTRS.map(([, attr], i) =>
    found.elements[i].map((el) =>
      attr === 'srcset'
        ? (el.getAttribute(attr) ?? '').split(',').map((text) => text.trim().split(/\s+/)[0])
        : [el.getAttribute(attr) ?? ''],
    ),
  );
  return { ids: found.ids, values };
}

/**
 * The elements of a page that carry each of ATTRS, in document order, and the ids of its elements:
 * one walk over the tree (a selector query per attribute walked it seven times).
 */
function linkingElements(root: HTMLElement): { elements: HTMLElement[][]; ids: Set<string> } {
  const elements: HTMLElement[][] = ATTRS.map(() => []);
  const ids = new Set<string>();
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      const el = child as HTMLElement;
      const tag = el.rawTagName?.toLowerCase();
      for (const [i, [text, attr]] of ATTRS.entries()) if (text === tag && el.hasAttribute(attr)) elements[i].push(el);
      if (el.id) ids.add(el.id);
      walk(el);
    }
  };
  walk(root);
  return { elements, ids };
}
