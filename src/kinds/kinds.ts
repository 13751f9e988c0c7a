import { didYouMean } from '../manifest/errors';
import { SITE_SOCIAL } from '../seo/social';
import { kindModuleFile } from './files';
import { copySchema, copySpec, type CopySpec, type JsonSchema } from './copy-schema';
import type { KindDef, PageKind } from './kind';

/** Every page kind, found by its folder: src/kinds/<kind>/index.ts (Vite, Vitest, and scripts/run.mjs's esbuild plugin expand the glob). */
const found = import.meta.glob<{ default: KindDef }>('./*/index.ts', { eager: true });

/** What each kind's copy (content/pages/<kind>.yaml) must hold: src/kinds/<kind>/copy.json, if the kind has copy. */
const copyFiles = import.meta.glob<{ default: unknown }>('./*/copy.json', { eager: true });
const copySpecsByKind = new Map(
  Object.entries(copyFiles).map(([path, mod]) => {
    const name = path.split('/')[1];
    return [name, copySpec(name, mod.default)] as const;
  }),
);

const kinds = new Map<string, PageKind>(
  Object.entries(found).map(([path, mod]) => {
    const name = path.split('/')[1];
    if (!mod.default?.data) throw new Error(`${kindModuleFile(name)} must export default defineKind({ data, ... })`);
    const spec = copySpecsByKind.get(name);
    return [name, { ...mod.default, name, ...(spec ? { copy: copySchema(name, spec) } : {}) }];
  }),
);
for (const name of copySpecsByKind.keys())
  if (!kinds.has(name)) throw new Error(`src/kinds/${name}/copy.json has no page kind: ${kindModuleFile(name)} does not exist`);

/** The names of every page kind, sorted. */
export function kindNames(): string[] {
  return [...kinds.keys()].sort();
}

export function hasKind(name: string): boolean {
  return kinds.has(name);
}

/** A page kind by name; an unknown name is an error that lists the kinds. */
export function pageKind(name: string): PageKind {
  const kind = kinds.get(name);
  if (kind) return kind;
  const guess = didYouMean(name, kindNames());
  throw new Error(
    `no page kind '${name}' (${kindModuleFile(name)} does not exist)${guess ? `: did you mean '${guess}'?` : ''} The kinds are: ${kindNames().join(', ')}.`,
  );
}

/** The social image a kind's pages show: its own, the one of the kind it names, or the site's. */
export function socialCard(name: string): { name: string; title: string } {
  const social = pageKind(name).social;
  if (social && 'title' in social) return { name, title: social.title };
  if (social && 'sameAs' in social) return socialCard(social.sameAs);
  return SITE_SOCIAL;
}

/** Every social image to draw: the site's and each kind's own. */
export function socialCards(): Array<{ name: string; title: string }> {
  return [SITE_SOCIAL, ...kindNames().flatMap((name) => (socialOf(name) ? [{ name, title: socialOf(name)! }] : []))];
}

function socialOf(name: string): string | undefined {
  const social = pageKind(name).social;
  return social && 'title' in social ? social.title : undefined;
}

/** The copy.json of each page kind that has copy, by kind. */
export function copySpecs(): Record<string, CopySpec> {
  return Object.fromEntries([...copySpecsByKind].sort(([text], [second]) => text.localeCompare(second)));
}

/** The copy schema of each page kind that has copy, by the name of its file (content/pages/<kind>.yaml). */
export function copySchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(kindNames().flatMap((name) => (kinds.get(name)!.copy ? [[name, kinds.get(name)!.copy!]] : [])));
}
