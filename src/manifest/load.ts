import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { didYouMean, ManifestError } from './errors';
import { averageRating, derivedFacts } from './facts';
import { loadLocalCopy, type LocalCopy } from './local';
import type { Brand, City, Counties, FAQs, PageCopy, Reviews, Service, SiteManifest } from './schema.generated';
import { readYaml, type SourceFile } from './source';
import { validateSource } from './validate';

export type ServiceEntry = Service & { tier: 'main' | 'specialized' };

/** Everything the site is made of, validated, in the order the manifest gives. */
export type Site = {
  root: string;
  manifest: SiteManifest;
  services: ServiceEntry[];
  cities: City[];
  brands: Brand[];
  reviews: Reviews['reviews'];
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
  /**
   * The share of own text of every measured page, by URL (src/seo/uniqueness.ts). Set once the
   * pages are rendered and before their HTML is written; pages under indexing.ownTextMin are noindex.
   */
  ownText?: Map<string, number>;
};

export type LoadResult = { site?: Site; errors: ManifestError[] };

type Collection = { dir: string; schema: string };
const COLLECTIONS: Record<'services' | 'cities' | 'brands', Collection> = {
  services: { dir: 'content/services', schema: 'service.schema.json' },
  cities: { dir: 'content/cities', schema: 'city.schema.json' },
  brands: { dir: 'content/brands', schema: 'brand.schema.json' },
};
const SINGLE_FILES = {
  reviews: { file: 'content/reviews.yaml', schema: 'reviews.schema.json' },
  faq: { file: 'content/faq.yaml', schema: 'faq.schema.json' },
  counties: { file: 'content/counties.yaml', schema: 'counties.schema.json' },
} as const;

/** Reads and schema-validates site.yaml and content/. Cross-checks are in check.ts. */
export function loadSite(root: string, manifestFile = 'site.yaml'): LoadResult {
  const errors: ManifestError[] = [];
  const sources = new Map<string, SourceFile>();
  const schemaDir = join(root, 'schema');

  const read = (rel: string, schema: string): unknown => {
    const abs = join(root, rel);
    if (!existsSync(abs)) {
      errors.push(
        new ManifestError({ code: 'missing-file', file: rel, line: 1, column: 1, path: '', message: 'file not found', hint: `Create ${rel}.` }),
      );
      return undefined;
    }
    const { source, errors: syntax } = readYaml(rel, readFileSync(abs, 'utf8'));
    sources.set(rel, source);
    if (syntax.length) {
      errors.push(...syntax);
      return undefined;
    }
    errors.push(...validateSource(source, schema, schemaDir));
    return source.data;
  };

  const manifest = read(manifestFile, 'site.schema.json') as SiteManifest | undefined;
  if (!manifest) return { errors };
  const manifestSource = sources.get(manifestFile)!;

  const loadCollection = <T extends { id: string }>(
    name: keyof typeof COLLECTIONS,
    ids: string[],
    listPath: Array<string | number>,
    /** every id listed for this collection, when it is split across several lists */
    listed: string[] | null = ids,
  ): T[] => {
    const { dir, schema } = COLLECTIONS[name];
    const onDisk = existsSync(join(root, dir))
      ? readdirSync(join(root, dir)).filter((f) => f.endsWith('.yaml')).map((f) => basename(f, '.yaml'))
      : [];
    const items: T[] = [];
    ids.forEach((id, i) => {
      if (!onDisk.includes(id)) {
        const pos = manifestSource.locate([...listPath, i]);
        const guess = didYouMean(id, onDisk);
        errors.push(
          new ManifestError({
            code: 'unknown-id', file: manifestFile, line: pos.line, column: pos.column, path: fmt([...listPath, i]),
            message: `'${id}' is listed but ${dir}/${id}.yaml does not exist`,
            hint: guess ? `Did you mean '${guess}'?` : `Create ${dir}/${id}.yaml or remove '${id}' from the list.`,
          }),
        );
        return;
      }
      const rel = `${dir}/${id}.yaml`;
      const data = read(rel, schema) as T | undefined;
      if (!data) return;
      if (data.id !== id) {
        const pos = sources.get(rel)!.locate(['id']);
        errors.push(
          new ManifestError({
            code: 'id-mismatch', file: rel, line: pos.line, column: pos.column, path: 'id',
            message: `id '${data.id}' differs from the file name '${id}'`, hint: `Set id: ${id} (or rename the file).`,
          }),
        );
      }
      items.push(data);
    });
    for (const id of listed ? onDisk.filter((f) => !listed.includes(f)) : []) {
      errors.push(
        new ManifestError({
          code: 'unlisted-file', file: `${dir}/${id}.yaml`, line: 1, column: 1, path: '',
          message: `this ${name.replace(/s$/, '')} is not listed in ${manifestFile} collections.${name}, so no page shows it`,
          hint: `Add '${id}' to collections.${name} in ${manifestFile}, or delete the file.`,
        }),
      );
    }
    return items;
  };

  const svc = manifest.collections.services;
  const services: ServiceEntry[] = [
    ...loadCollection<Service>('services', svc.main, ['collections', 'services', 'main'], [...svc.main, ...svc.specialized]).map((s) => ({ ...s, tier: 'main' as const })),
    ...loadCollection<Service>('services', svc.specialized, ['collections', 'services', 'specialized'], null).map((s) => ({
      ...s,
      tier: 'specialized' as const,
    })),
  ];
  const cities = loadCollection<City>('cities', manifest.collections.cities, ['collections', 'cities']);
  const brands = loadCollection<Brand>('brands', manifest.collections.brands, ['collections', 'brands']);
  const reviews = (read(SINGLE_FILES.reviews.file, SINGLE_FILES.reviews.schema) as Reviews | undefined)?.reviews ?? [];
  const faq = read(SINGLE_FILES.faq.file, SINGLE_FILES.faq.schema) as FAQs | undefined;
  const counties = (read(SINGLE_FILES.counties.file, SINGLE_FILES.counties.schema) as Counties | undefined)?.counties ?? [];

  const pages: Record<string, PageCopy> = {};
  const mdx: Record<string, string> = {};
  const pagesDir = join(root, 'content/pages');
  if (existsSync(pagesDir)) {
    for (const f of readdirSync(pagesDir).sort()) {
      const rel = `content/pages/${f}`;
      if (f.endsWith('.yaml')) {
        const data = read(rel, 'page.schema.json') as PageCopy | undefined;
        if (data) pages[basename(f, '.yaml')] = data;
      } else if (f.endsWith('.mdx')) {
        mdx[rel] = readFileSync(join(pagesDir, f), 'utf8');
      }
    }
  }

  const local = loadLocalCopy(root, read, sources, services, cities);
  errors.push(...local.errors);

  const facts = {
    ...manifest.constants,
    ...derivedFacts(
      manifest,
      averageRating(reviews.map((r) => r.rating)),
      counties.map((c) => c.name),
    ),
  };
  if (!faq) return { errors };
  return {
    site: { root, manifest, services, cities, brands, reviews, faq, counties, pages, local: local.local, mdx, facts, sources },
    errors,
  };
}

function fmt(path: Array<string | number>): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${k}` : String(k)), '');
}

export function relativeTo(root: string, file: string): string {
  return relative(root, file) || file;
}
