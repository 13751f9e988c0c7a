import { picturesOf, type Picture } from './images';
import { ratedReviews } from './review-figures';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { repeatedKeys } from './consistency';
import { didYouMean, formatPath, ManifestError, problem, problemOf } from './errors';
import { derivedFacts } from './facts';
import { loadLocalCopy, type LocalCopy } from './local';
import { labelOf } from './plain-schema';
import type { Brand, City, Counties, FAQs, PageCopy, Projects, Reviews, Service, SiteManifest } from './schema.generated';
import { readYaml, type SourceFile } from './source';
import { validateSource } from './validate';

/** A service as pages see it (its tier, main or specialized, is a field of its file). */
export type ServiceEntry = Service;

/** Everything the site is made of, validated; services, cities and brands in their list order (inListOrder). */
export type Site = {
  root: string;
  manifest: SiteManifest;
  services: ServiceEntry[];
  cities: City[];
  brands: Brand[];
  reviews: Reviews['reviews'];
  /** jobs shown as recent work on the page of their place */
  projects: Projects['projects'];
  faq: FAQs;
  counties: Counties['counties'];
  pages: Record<string, PageCopy>;
  /** the own copy of service-in-city and neighborhood pages (content/local/), each optional */
  local: LocalCopy;
  /** MDX bodies: relative path -> source text */
  mdx: Record<string, string>;
  /** constants and derived facts, as copy sees them */
  facts: Record<string, string>;
  /** every YAML file read, by relative path, for positions */
  sources: Map<string, SourceFile>;
  /** each photo an image field names, as pages show it (its sized copies); none where the photos cannot be read */
  pictures: Record<string, Picture>;
  /**
   * The share of own text of every measured page, by URL (src/seo/uniqueness.ts). Set once the
   * pages are rendered and before their HTML is written; pages under indexing.ownTextMin are noindex.
   */
  ownText?: Map<string, number>;
};

/**
 * `references`: with the option of the same name, a neighborhood the own copy names that is not
 * in its city (taken out of it), apart from `errors`, with the site: the cross-checks still run,
 * so each other place that names it is said at once too.
 */
export type LoadResult = { site?: Site; errors: ManifestError[]; references?: ManifestError[] };

type Collection = { dir: string; schema: string };
const COLLECTIONS: Record<'services' | 'cities' | 'brands', Collection> = {
  services: { dir: 'content/services', schema: 'service.schema.json' },
  cities: { dir: 'content/cities', schema: 'city.schema.json' },
  brands: { dir: 'content/brands', schema: 'brand.schema.json' },
};
/** The counts copy may name, as {{serviceCount}} and so on; the check rejects them typed. */
export const COUNTS = (item: { services: ServiceEntry[]; cities: City[]; brands: Brand[]; reviews: unknown[]; counties: unknown[] }) => ({
  serviceCount: item.services.length,
  mainServiceCount: item.services.filter((service) => service.tier === 'main').length,
  specializedServiceCount: item.services.filter((service) => service.tier === 'specialized').length,
  cityCount: item.cities.length,
  neighborhoodCount: item.cities.reduce((n, city) => n + city.neighborhoods.length, 0),
  brandCount: item.brands.length,
  reviewCount: item.reviews.length,
  countyCount: item.counties.length,
});
const SINGLE_FILES = {
  reviews: { file: 'content/reviews.yaml', schema: 'reviews.schema.json' },
  faq: { file: 'content/faq.yaml', schema: 'faq.schema.json' },
  counties: { file: 'content/counties.yaml', schema: 'counties.schema.json' },
  projects: { file: 'content/projects.yaml', schema: 'projects.schema.json' },
} as const;

/**
 * Reads and schema-validates site.yaml and content/. Cross-checks are in check.ts. With `kinds`
 * (the page kinds, src/kinds/kinds.ts), a route's kind that is not one of them is an error too,
 * reported with the schema's errors. Stages: site.yaml, the collections (loadCollection), the
 * single files, the pages (loadPages), the own copy (loadLocalCopy), the facts. Each reads its
 * files through one reader (sourceReader) that keeps their sources and errors.
 */
export function loadSite(
  root: string,
  manifestFile = 'site.yaml',
  opts: { kinds?: string[]; copySchemas?: Record<string, { $id?: unknown }>; references?: boolean } = {},
): LoadResult {
  const errors: ManifestError[] = [];
  const sources = new Map<string, SourceFile>();
  const read = sourceReader(root, errors, sources);
  const manifest = read(manifestFile, 'site.schema.json') as SiteManifest | undefined;
  if (manifest && opts.kinds) errors.push(...unknownKinds(manifest, sources.get(manifestFile)!, manifestFile, opts.kinds));
  if (!manifest) return { errors };

  const allServices = loadCollection<Service>(root, read, sources, errors, 'services');
  const services: ServiceEntry[] = [
    ...allServices.filter((allService) => allService.tier === 'main'),
    ...allServices.filter((allService) => allService.tier === 'specialized'),
  ];
  const cities = loadCollection<City>(root, read, sources, errors, 'cities');
  const brands = loadCollection<Brand>(root, read, sources, errors, 'brands');
  const reviews = (read(SINGLE_FILES.reviews.file, SINGLE_FILES.reviews.schema) as Reviews | undefined)?.reviews ?? [];
  const faq = read(SINGLE_FILES.faq.file, SINGLE_FILES.faq.schema) as FAQs | undefined;
  const counties = (read(SINGLE_FILES.counties.file, SINGLE_FILES.counties.schema) as Counties | undefined)?.counties ?? [];
  const projects = (read(SINGLE_FILES.projects.file, SINGLE_FILES.projects.schema) as Projects | undefined)?.projects ?? [];

  const { pages, mdx } = loadPages(root, read, errors, opts.copySchemas);

  // Facts, own copy and cross-checks need data that matches its schema: with any error, stop here
  // (own copy for a city whose file did not load would only repeat that error).
  if (errors.length) return { errors };
  const local = loadLocalCopy(root, read, sources, services, cities);
  const references = opts.references ? local.references : [];
  errors.push(...local.errors.filter((error) => !references.includes(error)));
  if (errors.length) return { errors };
  // The review figures count the business's own reviews; samples only while no real review is listed.
  const rated = ratedReviews(reviews);
  const facts = {
    ...manifest.constants,
    // A claim is a fact with what backs it: copy names it the same way ({{foundedYear}}).
    ...Object.fromEntries(Object.entries(manifest.claims).map(([name, claim]) => [name, claim.value])),
    ...derivedFacts(
      manifest,
      rated.map((review) => review.rating),
      counties.map((county) => county.name),
      { ...COUNTS({ services, cities, brands, reviews, counties }), reviewCount: rated.length },
    ),
  };
  if (!faq) return { errors };
  return {
    ...(opts.references ? { references } : {}),
    site: {
      ...{ root, manifest, services, cities, brands, reviews, projects, faq, counties, pages, local: local.local, mdx, facts, sources },
      pictures: picturesOf(root, sources),
    },
    errors,
  };
}

/**
 * Reads a YAML file of the project and validates it against its schema; its source (for file:line)
 * goes into `sources` and its problems into `errors`. `id`: the id a collection's file takes from
 * its name when it names none (a file made on the editing screen).
 */
function sourceReader(root: string, errors: ManifestError[], sources: Map<string, SourceFile>) {
  const schemaDir = join(root, 'schema');
  return (rel: string, schema: string | { $id?: unknown }, id?: string): unknown => {
    const abs = join(root, rel);
    if (!existsSync(abs)) {
      errors.push(problem('file-not-found', { file: rel }, { file: rel, line: 1, column: 1, path: '' }));
      return undefined;
    }
    const text = readText(rel, abs, errors);
    if (text === undefined) return undefined;
    const { source, errors: syntax } = readYaml(rel, text);
    sources.set(rel, source);
    if (syntax.length) {
      errors.push(...syntax);
      return undefined;
    }
    if (id !== undefined && source.data && typeof source.data === 'object' && !('id' in source.data))
      (source.data as { id?: string }).id = id;
    // An id given twice is reported where it was given again, before anything is built on the
    // list (an own-copy file, a route) that would report only its consequence.
    const twice = repeatedKeys(rel, source.data, (path) => source.locate(path).line).map(({ path, ...message }) => {
      const pos = source.locate(path);
      return problemOf(message, { file: rel, line: pos.line, column: pos.column, path: formatPath(path) });
    });
    if (twice.length) {
      errors.push(...twice);
      return undefined;
    }
    errors.push(...validateSource(source, schema, schemaDir));
    return source.data;
  };
}

/** The collection stage: which services, cities and brands exist is the files of their folders (one item, one file). */
function loadCollection<T extends { id: string; order?: number }>(
  root: string,
  read: ReturnType<typeof sourceReader>,
  sources: Map<string, SourceFile>,
  errors: ManifestError[],
  name: keyof typeof COLLECTIONS,
): T[] {
  const { dir, schema } = COLLECTIONS[name];
  const items: T[] = [];
  for (const id of filesOf(root, dir)) {
    const rel = `${dir}/${id}.yaml`;
    // A file made on the editing screen is named for its title and carries no id: the name is the id.
    const data = read(rel, schema, id) as T | undefined;
    if (!data) continue;
    if (data.id !== id) {
      const pos = sources.get(rel)!.locate(['id']);
      errors.push(
        problem('id-differs-from-file', { id: data.id, file: id }, { file: rel, line: pos.line, column: pos.column, path: 'id' }),
      );
    }
    items.push(data);
  }
  return inListOrder(items);
}

type Read = (rel: string, schema: string | { $id?: unknown }) => unknown;

/**
 * The pages stage: content/pages/, each YAML file checked against its page kind's copy schema (its
 * errors in the words of that page) and each MDX body read; a page kind's copy file that is missing
 * is an error.
 */
function loadPages(
  root: string,
  read: Read,
  errors: ManifestError[],
  copySchemas: Record<string, { $id?: unknown }> = {},
): { pages: Record<string, PageCopy>; mdx: Record<string, string> } {
  const pages: Record<string, PageCopy> = {};
  const mdx: Record<string, string> = {};
  const pagesDir = join(root, 'content/pages');
  for (const file of existsSync(pagesDir) ? readdirSync(pagesDir).sort() : []) {
    const rel = `content/pages/${file}`;
    const name = basename(file, extname(file));
    if (file.endsWith('.yaml')) {
      const own = copySchemas[name];
      const before = errors.length;
      const data = read(rel, own ?? 'page.schema.json') as PageCopy | undefined;
      if (own) errors.splice(before, Infinity, ...blockErrors(errors.slice(before), name));
      if (data) pages[name] = data;
    } else if (file.endsWith('.mdx')) {
      const text = readText(rel, join(pagesDir, file), errors);
      if (text !== undefined) mdx[rel] = text;
    }
  }
  for (const kind of Object.keys(copySchemas).filter((key) => !existsSync(join(pagesDir, `${key}.yaml`))))
    errors.push(problem('copy-file-missing', { kind }, { file: `content/pages/${kind}.yaml`, line: 1, column: 1, path: '' }));
  return { pages, mdx };
}

/** A copy file's errors in the words of its page; one block missing and one unknown is one renamed block. */
function blockErrors(found: ManifestError[], kind: string): ManifestError[] {
  const errors = found.map((e) => blockError(e, kind));
  const missing = errors.filter((e) => e.code === 'missing-block' && e.path === 'blocks');
  const unknown = errors.filter((e) => e.code === 'schema' && /^blocks\.\w+$/.test(e.path) && e.message.includes('has no block'));
  if (missing.length !== 1 || unknown.length !== 1) return errors;
  const name = /'(\w+)'/.exec(missing[0].message)![1];
  const other = unknown[0].path.slice('blocks.'.length);
  const merged = problem('block-instead', { kind, block: name, other }, unknown[0]);
  return errors.flatMap((e) => (e === missing[0] ? [] : e === unknown[0] ? [merged] : [e]));
}

/**
 * A copy schema's error about a whole block in the words of a page: a block missing, renamed, or
 * without a field its page shows.
 */
function blockError(e: ManifestError, kind: string): ManifestError {
  if (e.code !== 'schema') return e;
  const missing = /^missing required key '(\w+)'$/.exec(e.message)?.[1];
  const block = e.path.slice('blocks.'.length);
  if (missing && e.path === 'blocks') return problem('block-missing', { kind, block: missing }, e);
  if (missing && /^blocks\.\w+$/.test(e.path))
    return problem('block-field-missing', { kind, block, field: missing, label: labelOf([missing]) }, e);
  const renamed = /^Did you mean '(\w+)'\?/.exec(e.hint)?.[1];
  const extra = /^unknown key '(\w+)'$/.exec(e.message)?.[1];
  if (extra && renamed && e.path === `blocks.${extra}`) return problem('block-renamed', { kind, block: renamed, other: extra }, e);
  const allowed = /allowed keys here: (.*)\.$/.exec(e.hint)?.[1] ?? 'those of the previous version of this file';
  if (extra && e.path === `blocks.${extra}`) return problem('block-unknown', { kind, block: extra, allowed }, e);
  return e;
}

/** Routes whose kind is not a page kind (a folder of src/kinds/), with the kinds listed. */
function unknownKinds(manifest: SiteManifest, source: SourceFile, file: string, kinds: string[]): ManifestError[] {
  const routes: unknown = manifest.routes;
  if (!Array.isArray(routes)) return [];
  return routes.flatMap((route: { kind?: unknown }, ri) => {
    const kind = route?.kind;
    if (typeof kind !== 'string' || !/^[a-z][a-z0-9-]*$/.test(kind) || kinds.includes(kind)) return [];
    const path = ['routes', ri, 'kind'];
    const pos = source.locate(path);
    const guess = didYouMean(kind, kinds);
    return [
      problem(
        'unknown-kind',
        { kind, kinds: kinds.join(', '), guess: guess ?? '' },
        { file, line: pos.line, column: pos.column, path: formatPath(path) },
      ),
    ];
  });
}

/** The ids of a folder's items: its YAML files' names, sorted. */
function filesOf(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .filter((text) => text.endsWith('.yaml'))
    .map((file) => basename(file, '.yaml'))
    .sort();
}

/**
 * The order of a list of items: by their `order` field, lowest first; items without one come after
 * the numbered ones; equal or missing orders by id (the file name), so that the order never depends
 * on the disk.
 */
export function inListOrder<T extends { id: string; order?: number }>(items: T[]): T[] {
  const rank = (item: T) => item.order ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A file's text; bytes that are not UTF-8 (a file saved as Latin-1) are an error at their line. */
function readText(rel: string, abs: string, errors: ManifestError[]): string | undefined {
  const bytes = readFileSync(abs);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const lossy = bytes.toString('utf8');
    const at = lossy.indexOf('\uFFFD');
    const before = lossy.slice(0, Math.max(0, at));
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    const lineText = lossy.split('\n')[line - 1]?.trim() ?? '';
    errors.push(
      problem('not-utf8', { near: lineText.slice(Math.max(0, column - 20), column + 20) }, { file: rel, line, column, path: '' }),
    );
    return undefined;
  }
}
