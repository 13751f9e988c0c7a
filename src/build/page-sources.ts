import type { Site } from '../manifest/load';
import { makeContext } from '../kinds/context';
import { pageKind } from '../kinds/kinds';
import type { PageEntry } from '../routes/table';

/** Where each object of the site was read from: a content file, relative to the project. */
type Origins = WeakMap<object, string>;

/** Each object of the site that one content file holds, with that file (the own copy by its place, as its file is named). */
function originsOf(site: Site): Origins {
  const origins: Origins = new WeakMap();
  const mark = (value: unknown, file: string) => {
    if (value && typeof value === 'object') origins.set(value, file);
  };
  for (const service of site.services) mark(service, `content/services/${service.id}.yaml`);
  for (const city of site.cities) mark(city, `content/cities/${city.id}.yaml`);
  for (const brand of site.brands) mark(brand, `content/brands/${brand.id}.yaml`);
  mark(site.reviews, 'content/reviews.yaml');
  mark(site.projects, 'content/projects.yaml');
  mark(site.faq, 'content/faq.yaml');
  mark(site.counties, 'content/counties.yaml');
  for (const [name, copy] of Object.entries(site.pages)) mark(copy, `content/pages/${name}.yaml`);
  for (const [place, copy] of site.local.services) mark(copy, `content/local/services/${place}.yaml`);
  for (const [place, copy] of site.local.neighborhoods) mark(copy, `content/local/neighborhoods/${place}.yaml`);
  return origins;
}

/** Reading an item's id (or its place in its list) finds it; only what else is read of it is shown. */
const FINDING = new Set(['id', 'order']);

/**
 * The value read through a proxy that notes, in `read`, the file of every value whose content is
 * read: its own file, or the file of what holds it. The MDX bodies are noted by their path.
 */
function tracked<T>(value: T, origins: Origins, read: Set<string>, file?: string): T {
  if (!value || typeof value !== 'object') return value;
  const own = origins.get(value) ?? file;
  if (value instanceof Map) return trackedMap(value, origins, read, own) as T;
  const plain = Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value));
  if (!plain) return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const child = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol') return child;
      if (own && !FINDING.has(key)) read.add(own);
      // A file already noted needs no more noting: what it holds is read as it is (nothing in a
      // file's tree comes from another file), which keeps the second run of the loaders cheap.
      if (own && read.has(own) && !(child && typeof child === 'object' && origins.has(child))) return child;
      const fixed = Object.getOwnPropertyDescriptor(target, key);
      // A proxy must answer a fixed property with the value itself.
      if (fixed && !fixed.configurable && !fixed.writable) return child;
      return tracked(child, origins, read, own);
    },
  }) as T;
}

/** A map (the own copy by place) whose values are read as tracked does. */
function trackedMap<K, V>(map: Map<K, V>, origins: Origins, read: Set<string>, file: string | undefined): Map<K, V> {
  const wrap = <X>(item: X) => tracked(item, origins, read, file);
  return {
    get: (key: K) => wrap(map.get(key)),
    has: (key: K) => map.has(key),
    get size() {
      return map.size;
    },
    keys: () => map.keys(),
    *values() {
      for (const item of map.values()) yield wrap(item);
    },
    *entries() {
      for (const [key, item] of map) yield [key, wrap(item)] as [K, V];
    },
    *[Symbol.iterator]() {
      for (const [key, item] of map) yield [key, wrap(item)] as [K, V];
    },
    forEach(each: (item: V, key: K, all: Map<K, V>) => void) {
      for (const [key, item] of map) each(wrap(item), key, map);
    },
  } as Map<K, V>;
}

/** The MDX bodies, each noted by its path as it is read. */
function trackedBodies(bodies: Site['mdx'], read: Set<string>): Site['mdx'] {
  return new Proxy(bodies, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
}

/**
 * The content files each page shows: those its kind's data loader reads, found by reading the site
 * for it through a proxy (src/kinds/<kind>/data.ts), so that a page a new kind adds, or a file a
 * kind starts to read, is counted without a list to keep. site.yaml is not among them: its
 * constants are on every page.
 */
export function pageSources(site: Site, pages: PageEntry[]): Map<string, Set<string>> {
  const origins = originsOf(site);
  const out = new Map<string, Set<string>>();
  for (const entry of pages) {
    if (entry.missing) continue;
    const read = new Set<string>();
    const seen = new Proxy(site, {
      get: (target, key, receiver) =>
        key === 'mdx' ? trackedBodies(target.mdx, read) : tracked(Reflect.get(target, key, receiver), origins, read),
    });
    const ctx = makeContext<never>(seen, { ...entry, vars: tracked(entry.vars, origins, read) });
    pageKind(entry.kind).data(ctx);
    out.set(entry.url, read);
  }
  return out;
}
