import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROUTES } from './routes.generated';

type RouteLike = { path: string; kind: string };
/** Each kind's route pattern, or its patterns by name when the kind has several routes. */
type LinkTable = Record<string, string | Record<string, string>>;

/** The routes of a site's site.yaml, read as they are (the full check validates them). */
export function readRoutes(root: string): RouteLike[] {
  return (parse(readFileSync(join(root, 'site.yaml'), 'utf8')) as { routes: RouteLike[] }).routes;
}

/** A route's name among the routes of its page kind: its path's last word (`/terms` -> terms). */
function routeName(path: string): string {
  const words = path.split('/').filter((text) => text && !text.startsWith(':'));
  return words.at(-1) ?? 'home';
}

/** The link table of a manifest's routes (what src/build/generated-files.ts writes to routes.generated.ts). */
export function linkTable(routes: readonly RouteLike[]): LinkTable {
  const byKind = new Map<string, RouteLike[]>();
  for (const route of routes) byKind.set(route.kind, [...(byKind.get(route.kind) ?? []), route]);
  const table: LinkTable = {};
  for (const [kind, list] of byKind) {
    if (list.length === 1) {
      table[kind] = list[0].path;
      continue;
    }
    const named: Record<string, string> = {};
    for (const routeLike of list) {
      const name = routeName(routeLike.path);
      if (named[name])
        throw new Error(`the ${kind} routes ${named[name]} and ${routeLike.path} end in the same word (${name}): links could not name one`);
      named[name] = routeLike.path;
    }
    table[kind] = named;
  }
  return table;
}

/** The generated module's text. */
export function linkTableModule(routes: readonly RouteLike[]): string {
  const lines = Object.entries(linkTable(routes)).map(([kind, value]) => {
    if (typeof value === 'string') return `  ${JSON.stringify(kind)}: ${JSON.stringify(value)},`;
    const inner = Object.entries(value).map(([text, item]) => `    ${JSON.stringify(text)}: ${JSON.stringify(item)},`);
    return [`  ${JSON.stringify(kind)}: {`, ...inner, '  },'].join('\n');
  });
  return [
    "/* Generated from site.yaml's routes (src/build/generated-files.ts). Do not edit: change site.yaml. */",
    "/** Each page kind's route pattern (by name when the kind has several): what href() fills. */",
    'export const ROUTES = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

/** How a manifest's routes differ from the generated link table: one line per kind, empty when they agree. */
export function linkTableDrift(routes: readonly RouteLike[]): Array<{ kind: string; message: string }> {
  let fresh: LinkTable;
  try {
    fresh = linkTable(routes);
  } catch (e) {
    return [{ kind: '', message: (e as Error).message }];
  }
  const known: LinkTable = ROUTES;
  const show = (item: LinkTable[string] | undefined) =>
    item === undefined ? 'no route' : typeof item === 'string' ? item : Object.values(item).join(' and ');
  const out: Array<{ kind: string; message: string }> = [];
  for (const kind of new Set([...Object.keys(known), ...Object.keys(fresh)])) {
    if (JSON.stringify(known[kind]) === JSON.stringify(fresh[kind])) continue;
    out.push({ kind, message: `the ${kind} route is ${show(fresh[kind])} here, but the site's links were made for ${show(known[kind])}` });
  }
  return out;
}
