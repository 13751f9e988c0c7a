import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isMap, isSeq, parseDocument, stringify } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const FROZEN = join(ROOT, 'tests/fixtures/site');
const CONTENT = ['site.yaml', 'content', 'public/images'];

type Route = { path: string; kind: string; body?: string; [key: string]: unknown };
/** How the real site.yaml's routes differ from the frozen ones, by page kind and place (`legal#1`). */
type RouteDrift = {
  /** [old path, new path] of a route the real site gives another address. */
  renamed: Array<[string, string]>;
  /** The real site's routes the frozen site has not (a new page kind, or one more route of a kind). */
  added: Route[];
  /** The places (in the frozen list) of the frozen routes the real site has no more. */
  removed: number[];
};
let drift: RouteDrift | null | undefined;

/**
 * The site the tests read their facts from: a frozen copy of site.yaml, content/ and the photos
 * (tests/fixtures/site; its schema/ is a link to the project's). Editors change the real content
 * every day and a valid change must never fail a test, so a test that needs a count, an id, a text
 * or a path of the content reads this frozen site, and a test of the real content states a rule. A
 * change of the content's shape (a schema change) updates the frozen site with the real one.
 *
 * Which pages exist and at which address is the code's business, not the fixture's: the code's
 * links are made from the real site.yaml's routes (src/routes/routes.generated.ts) and its page
 * kinds are the folders of src/kinds/. So the fixture takes them from the real site.yaml
 * (followRealRoutes): a route renamed there is renamed here with every link to it, a route added
 * there (a new page kind) is added here with its page copy, and a route removed there is removed
 * here. The frozen routes keep their own titles and descriptions (an editor's, read by tests).
 * With the routes as the real site has them, this is the frozen folder itself.
 */
export const FIXTURE_SITE = routeDrift() ? prepared() : FROZEN;

/**
 * Puts the fixture site's content (site.yaml, content/, the photos) and the project's schema/ into
 * `dir`; `edit` changes the frozen text first (a scenario's edits match it), then the site follows
 * the real site's routes.
 */
export function placeFixtureSite(dir: string, edit?: (dir: string) => void): string {
  for (const part of CONTENT) cpSync(join(FROZEN, part), join(dir, part), { recursive: true });
  cpSync(join(ROOT, 'schema'), join(dir, 'schema'), { recursive: true });
  edit?.(dir);
  followRealRoutes(dir);
  return dir;
}

function prepared(): string {
  mkdirSync(join(ROOT, '.build', 'scratch'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.build', 'scratch', 'fixture-'));
  for (const part of CONTENT) cpSync(join(FROZEN, part), join(dir, part), { recursive: true });
  symlinkSync(join(ROOT, 'schema'), join(dir, 'schema'));
  followRealRoutes(dir);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function readRoutes(siteYaml: string): Route[] {
  return (parseDocument(readFileSync(siteYaml, 'utf8')).toJS() as { routes?: Route[] }).routes ?? [];
}

/** Each route by its page kind and its place among that page kind's routes (`legal#1`). */
function byKindAndPlace(routes: Route[]): Map<string, Route> {
  const seen = new Map<string, number>();
  return new Map(
    routes.map((route) => {
      const n = seen.get(route.kind) ?? 0;
      seen.set(route.kind, n + 1);
      return [`${route.kind}#${n}`, route] as const;
    }),
  );
}

/**
 * How the real site.yaml's routes differ from the frozen site.yaml's (not a scratch site's: a
 * scenario may change a route or break the file's YAML on purpose); undefined when they agree.
 */
function routeDrift(): RouteDrift | undefined {
  if (drift !== undefined) return drift ?? undefined;
  const real = byKindAndPlace(readRoutes(join(ROOT, 'site.yaml')));
  const frozen = byKindAndPlace(readRoutes(join(FROZEN, 'site.yaml')));
  const keys = [...frozen.keys()];
  const found: RouteDrift = {
    renamed: keys.flatMap((key) => {
      const [from, to] = [frozen.get(key)!.path, real.get(key)?.path];
      return to && to !== from ? [[from, to] as [string, string]] : [];
    }),
    added: [...real].filter(([key]) => !frozen.has(key)).map(([, route]) => route),
    removed: keys.flatMap((key, i) => (real.has(key) ? [] : [i])),
  };
  drift = found.renamed.length + found.added.length + found.removed.length ? found : null;
  return drift ?? undefined;
}

/** Makes the site folder's routes the real site's, the way the README's checklists do by hand. */
function followRealRoutes(dir: string): void {
  const found = routeDrift();
  if (!found) return;
  removeRoutes(dir, found.removed);
  renameRoutes(dir, found.renamed);
  addRoutes(dir, found.added);
}

/**
 * Removes the frozen routes at those places. The routes are the last part of the fixture's
 * site.yaml, so no line after them moves.
 */
function removeRoutes(dir: string, places: number[]): void {
  if (!places.length) return;
  const file = join(dir, 'site.yaml');
  const text = readFileSync(file, 'utf8');
  const routes = parseDocument(text).get('routes', true);
  if (!isSeq(routes)) return;
  // Each item's text runs from its line's start to the next item's line (or the end of the file).
  const lineStart = (offset: number) => text.lastIndexOf('\n', offset) + 1;
  const starts = routes.items.map((item) => lineStart(isMap(item) && item.range ? item.range[0] : 0));
  const cut = new Set(places);
  let next = '';
  starts.forEach((start, i) => {
    if (i === 0) next += text.slice(0, start);
    if (!cut.has(i)) next += text.slice(start, starts[i + 1] ?? text.length);
  });
  writeFileSync(file, next);
}

/** The part of a route's path before its first parameter: `/services/:serviceId` -> `/services/`. */
function fixedPart(path: string): string {
  return path.split(':')[0];
}
function escape(text: string): string {
  return text.replace(/[/.\\-]/g, '\\$&');
}

/**
 * Renames in the folder each route the real site.yaml gives another path, the way the README's
 * "Rename a URL" does by hand: the route and every link to it in site.yaml and content/.
 */
function renameRoutes(dir: string, renamed: Array<[string, string]>): void {
  if (!renamed.length) return;
  const rules = renamed.map(([from, to]) => {
    const [oldStart, newStart] = [fixedPart(from), fixedPart(to)];
    // A whole path stands alone; the fixed part of a pattern is followed by its parameter's value.
    const end = oldStart === from ? `(?=[\\s)"'#?,}\\]]|$)` : '(?=[\\w:-])';
    return [new RegExp(`(?<=[\\s(:"'\\[])${escape(oldStart)}${end}`, 'gm'), newStart] as const;
  });
  const files = ['site.yaml', ...walk(join(dir, 'content')).map((file) => file.slice(dir.length + 1))];
  for (const rel of files.filter((file) => /\.(ya?ml|mdx)$/.test(file))) {
    const text = readFileSync(join(dir, rel), 'utf8');
    const next = rules.reduce((edited, [rx, to]) => edited.replace(rx, to), text);
    if (next !== text) writeFileSync(join(dir, rel), next);
  }
}

/**
 * Appends the real site's routes the frozen one has not, with what they need from the real
 * content/ that the frozen one lacks: the page kind's copy (content/pages/<kind>.yaml), the route's
 * body and the photos these name. Its title and texts are the real site's: no test of the frozen
 * site knows them.
 */
function addRoutes(dir: string, added: Route[]): void {
  if (!added.length) return;
  const file = join(dir, 'site.yaml');
  const text = readFileSync(file, 'utf8');
  if (Object.keys(parseDocument(text).toJS() as object).at(-1) !== 'routes')
    throw new Error('tests/fixtures/site/site.yaml must end with its routes: the routes of the real site are appended to them');
  const items = stringify(added, { lineWidth: 0 }).replace(/^(?=.)/gm, '  ');
  writeFileSync(file, `${text.replace(/\n*$/, '\n')}${items}`);
  const needed = added.flatMap((route) => [`content/pages/${route.kind}.yaml`, ...(route.body ? [route.body] : [])]);
  for (const rel of needed) {
    if (existsSync(join(dir, rel)) || !existsSync(join(ROOT, rel))) continue;
    cpSync(join(ROOT, rel), join(dir, rel));
    for (const [, photo] of readFileSync(join(ROOT, rel), 'utf8').matchAll(/(?<=[\s("'])\/(images\/[^\s)"'#?]+)/g))
      if (!existsSync(join(dir, 'public', photo)) && existsSync(join(ROOT, 'public', photo))) {
        mkdirSync(dirname(join(dir, 'public', photo)), { recursive: true });
        cpSync(join(ROOT, 'public', photo), join(dir, 'public', photo));
      }
  }
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
