import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { endAllGroups, runGroup } from '../support/process-group';

/**
 * A newcomer's changes, made the README's way on a copy of the project: a city, a service and a
 * brand added (one file each), a page's address renamed (the route, a redirect from the old
 * address, the links), and an office manager's everyday edits (prices, headings, a review removed). The unit suite and the check must stay green: an editor's valid change
 * never fails a test.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'tests/fixtures/additions');
/** Not copied: installed packages (linked instead), output, local state, and the generated files (a fresh clone has none). */
const SKIP = new Set(['node_modules', '.git', 'dist', '.build', 'data', 'test-results', 'playwright-report', 'editor', 'settings.json']);

const dir = mkdtempSync(join(tmpdir(), 'house-copy-'));
const copy = join(dir, 'project');
afterAll(() => {
  endAllGroups();
  rmSync(dir, { recursive: true, force: true });
});

function copyProject() {
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (src) => {
      const rel = relative(ROOT, src);
      const name = rel.split('/').at(-1)!;
      return !rel || (!SKIP.has(rel.split('/')[0]) && !SKIP.has(name) && !name.includes('.generated.') && !name.startsWith('dist-'));
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
}

const read = (rel: string) => readFileSync(join(copy, rel), 'utf8');
const ids = (folder: string) =>
  readdirSync(join(copy, folder))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length));

/** Adds a file to content/<folder>/, named for its id; `fields` replaces some of its fields. */
function addFile(folder: string, fixture: string, fields: Record<string, unknown> = {}): string {
  const doc = parseDocument(readFileSync(join(FIXTURES, fixture), 'utf8'));
  for (const [key, value] of Object.entries(fields)) doc.set(key, value);
  const id = String(doc.get('id'));
  writeFileSync(join(copy, 'content', folder, `${id}.yaml`), doc.toString({ lineWidth: 0 }));
  return id;
}

/** Renames the address of the page of a kind: its route, a redirect from the old address, every link to it. */
function renameRoute(kind: string, to: string): string {
  const site = parseDocument(read('site.yaml'));
  const routes = site.toJS().routes as Array<{ path: string; kind: string }>;
  const from = routes.find((r) => r.kind === kind)!.path;
  const links = new RegExp(`(?<=[\\s(:"'])${from.replace(/[/-]/g, '\\$&')}(?=[\\s)"'#?,}]|$)`, 'gm');
  const files = ['site.yaml', ...readdirSync(join(copy, 'content'), { recursive: true }).map((f) => `content/${String(f)}`)];
  for (const rel of files.filter((f) => /\.(ya?ml|mdx)$/.test(f))) writeFileSync(join(copy, rel), read(rel).replace(links, to));
  // The redirect goes at the end of the list of redirects.
  const site2 = read('site.yaml').replace(
    /^redirects:\n((?: .*\n)*)/m,
    (_, items: string) => `redirects:\n${items}  - { from: ${from}, to: ${to} }\n`,
  );
  writeFileSync(join(copy, 'site.yaml'), site2);
  return from;
}

/** An office manager's everyday edits: a new price, headings reworded, a review taken down. */
function everydayEdits() {
  const site = parseDocument(read('site.yaml'));
  for (const pair of (site.get('constants') as { items: Array<{ value: { value: unknown } }> }).items) {
    const price = /^\$(\d+)$/.exec(String(pair.value.value));
    if (price) pair.value.value = `$${Number(price[1]) + 10}`;
  }
  writeFileSync(join(copy, 'site.yaml'), site.toString({ lineWidth: 0 }));
  for (const rel of ['content/pages/home.yaml', 'content/pages/booking.yaml'])
    writeFileSync(join(copy, rel), read(rel).replace(/^(\s+heading: )(.+)$/gm, '$1$2 (new)'));
  const reviews = parseDocument(read('content/reviews.yaml'));
  // Not the featured one: the check asks for exactly one, and names it when it is gone.
  const list = reviews.toJS().reviews as Array<{ featured?: boolean }>;
  reviews.deleteIn(['reviews', list.findIndex((r) => !r.featured)]);
  writeFileSync(join(copy, 'content/reviews.yaml'), reviews.toString({ lineWidth: 0 }));
}

it('adding a city, a service and a brand, renaming a URL and everyday edits keep the unit suite and the check green', async () => {
  copyProject();
  everydayEdits();
  const bookingTypes = (parseDocument(read('site.yaml')).toJS().booking as { serviceTypes: string[] }).serviceTypes;
  const [services, brands] = [ids('content/services'), ids('content/brands')];
  const city = addFile('cities', 'city.yaml');
  const service = addFile('services', 'service.yaml', {
    bookingType: bookingTypes[0],
    relatedServices: services.slice(0, 3),
    commonBrands: brands.slice(0, 2),
  });
  const brand = addFile('brands', 'brand.yaml');
  const from = renameRoute('service-areas', '/areas-we-serve');
  expect(read('site.yaml')).not.toMatch(new RegExp(`href: ${from}$`, 'm'));

  const check = await runGroup(process.execPath, ['scripts/run.mjs', 'check'], { cwd: copy });
  expect(check.code, check.output).toBe(0);
  // The new items are the copy's: the check loaded them (the generated editor schemas offer them).
  const offered = read('schema/editor/local-service.schema.json') + read('schema/editor/service.schema.json');
  for (const id of [city, service, brand]) expect(offered, id).toContain(`"${id}"`);
  expect(read('src/routes/routes.generated.ts')).toContain('"/areas-we-serve"');

  const unit = await runGroup(join(copy, 'node_modules/.bin/vitest'), ['run', '--reporter=dot'], {
    cwd: copy,
    env: { ...process.env, CI: '1' },
  });
  const failed = unit.output.split('\n').filter((l) => / FAIL | × /.test(l));
  expect(unit.code, [...new Set(failed)].join('\n') || unit.output.slice(-4000)).toBe(0);
}, 900_000);
