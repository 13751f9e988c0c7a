import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const FROZEN = join(ROOT, 'tests/fixtures/site');
const CONTENT = ['site.yaml', 'content', 'public/images'];
/** The routes the real site.yaml renamed, worked out once (renamedRoutes). */
let renames: Array<[string, string]> | undefined | null = null;

/**
 * The site the tests read their facts from: a frozen copy of site.yaml, content/ and the photos
 * (tests/fixtures/site; its schema/ is a link to the project's). Editors change the real content
 * every day and a valid change must never fail a test, so a test that needs a count, an id, a text
 * or a path of the content reads this copy, and a test of the real content states a rule. A change
 * of the content's shape (a schema change) updates the frozen copy with the real one.
 *
 * The one thing the copy takes from the real site is its addresses: the code's links are made
 * from site.yaml's routes (src/routes/routes.generated.ts), so a route renamed there is renamed in
 * the copy too, with its links (followRoutes). With no route renamed this is the frozen folder.
 */
export const FIXTURE_SITE = renamedRoutes() ? prepared() : FROZEN;

/**
 * Copies the fixture site's content (site.yaml, content/, the photos) and the project's schema/
 * into `dir`; `edit` changes the frozen text first (a scenario's edits match it), then the copy
 * follows the real site's routes.
 */
export function placeFixtureSite(dir: string, edit?: (dir: string) => void): string {
  for (const part of CONTENT) cpSync(join(FROZEN, part), join(dir, part), { recursive: true });
  cpSync(join(ROOT, 'schema'), join(dir, 'schema'), { recursive: true });
  edit?.(dir);
  followRoutes(dir);
  return dir;
}

function prepared(): string {
  mkdirSync(join(ROOT, '.build', 'scratch'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.build', 'scratch', 'fixture-'));
  for (const part of CONTENT) cpSync(join(FROZEN, part), join(dir, part), { recursive: true });
  symlinkSync(join(ROOT, 'schema'), join(dir, 'schema'));
  followRoutes(dir);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Each route's path by its page kind and its place among that page kind's routes (`legal#1`). */
function routePaths(siteYaml: string): Map<string, string> {
  const routes = (parse(readFileSync(siteYaml, 'utf8')) as { routes?: Array<{ path: string; kind: string }> }).routes ?? [];
  const seen = new Map<string, number>();
  return new Map(
    routes.map((r) => {
      const n = seen.get(r.kind) ?? 0;
      seen.set(r.kind, n + 1);
      return [`${r.kind}#${n}`, r.path] as const;
    }),
  );
}

/**
 * The routes of the frozen site.yaml that the real site.yaml gives another path: [old, new]. (Not of
 * a copy: a scenario may change a route or break the file's YAML on purpose.)
 */
function renamedRoutes(): Array<[string, string]> | undefined {
  if (renames !== null) return renames;
  const real = routePaths(join(ROOT, 'site.yaml'));
  const renamed = [...routePaths(join(FROZEN, 'site.yaml'))].flatMap(([key, path]) => {
    const to = real.get(key);
    return to && to !== path ? [[path, to] as [string, string]] : [];
  });
  renames = renamed.length ? renamed : undefined;
  return renames;
}

/** The part of a route's path before its first parameter: `/services/:serviceId` -> `/services/`. */
function fixedPart(path: string): string {
  return path.split(':')[0];
}
function escape(s: string): string {
  return s.replace(/[/.\\-]/g, '\\$&');
}

/**
 * Renames in the folder each route the real site.yaml gives another path, the way the README's
 * "Rename a URL" does by hand: the route and every link to it in site.yaml and content/.
 */
function followRoutes(dir: string): void {
  const renamed = renamedRoutes();
  if (!renamed) return;
  const rules = renamed.map(([from, to]) => {
    const [a, b] = [fixedPart(from), fixedPart(to)];
    // A whole path stands alone; the fixed part of a pattern is followed by its parameter's value.
    const end = a === from ? `(?=[\\s)"'#?,}\\]]|$)` : '(?=[\\w:-])';
    return [new RegExp(`(?<=[\\s(:"'\\[])${escape(a)}${end}`, 'gm'), b] as const;
  });
  const files = ['site.yaml', ...walk(join(dir, 'content')).map((f) => f.slice(dir.length + 1))];
  for (const rel of files.filter((f) => /\.(ya?ml|mdx)$/.test(f))) {
    const text = readFileSync(join(dir, rel), 'utf8');
    const next = rules.reduce((t, [rx, to]) => t.replace(rx, to), text);
    if (next !== text) writeFileSync(join(dir, rel), next);
  }
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}
