import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { dataUrl } from '../../src/app/page-store';
import { pageFile } from '../../src/routes/files';
import { addPageKind, NEW_KIND } from '../support/new-page-kind';
import { endAllGroups, runGroup } from '../support/process-group';

/**
 * The README's checklists, walked step by step on a scratch project (the project's files in a
 * folder of their own, the packages linked): a city, a service and a brand added (one file each), a
 * page's address renamed ("Rename a URL"), a page kind added ("Add a page kind"), and an office
 * manager's everyday edits (prices, headings, a review removed). Then what the checklists promise:
 * the check and the build of the scratch project pass, and so do its unit suite and its integration
 * suite's fixture build with the check's scenarios. The tests read a frozen fixture site, which
 * follows the project's routes by itself (tests/support/fixture-site.ts): neither a renamed address
 * nor a new page kind, nor an editor's valid change, fails a test.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'tests/fixtures/additions');
/** Not copied: installed packages (linked instead), output, local state, and the generated files (a fresh clone has none). */
const SKIP = new Set(['node_modules', '.git', 'dist', '.build', 'data', 'test-results', 'playwright-report', 'editor', 'settings.json']);

const scratch = mkdtempSync(join(tmpdir(), 'scratch-project-'));
const project = join(scratch, 'project');
afterAll(() => {
  endAllGroups();
  rmSync(scratch, { recursive: true, force: true });
});

function makeScratchProject() {
  cpSync(ROOT, project, {
    recursive: true,
    filter: (src) => {
      const rel = relative(ROOT, src);
      const name = rel.split('/').at(-1)!;
      return !rel || (!SKIP.has(rel.split('/')[0]) && !SKIP.has(name) && !name.includes('.generated.') && !name.startsWith('dist-'));
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
}

const read = (rel: string) => readFileSync(join(project, rel), 'utf8');
const ids = (folder: string) =>
  readdirSync(join(project, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length));

/** Adds a file to content/<folder>/, named for its id; `fields` replaces some of its fields. */
function addFile(folder: string, fixture: string, fields: Record<string, unknown> = {}): string {
  const doc = parseDocument(readFileSync(join(FIXTURES, fixture), 'utf8'));
  for (const [key, value] of Object.entries(fields)) doc.set(key, value);
  const id = String(doc.get('id'));
  writeFileSync(join(project, 'content', folder, `${id}.yaml`), doc.toString({ lineWidth: 0 }));
  return id;
}

/**
 * "Rename a URL", step by step, for the page of a kind: (1) its route's path, (2) a redirect from the
 * old address at the end of `redirects:`, (3) every link to the old address, in site.yaml
 * (`navigation:`, `parent:`) and in content/ (`href:`, links in the long texts). Step 4 is the check.
 */
function renameUrl(kind: string, to: string): string {
  const routes = parseDocument(read('site.yaml')).toJS().routes as Array<{ path: string; kind: string }>;
  const from = routes.find((route) => route.kind === kind)!.path;
  // Steps 1 and 3: the address wherever it stands alone (the route's path is one of them).
  const links = new RegExp(`(?<=[\\s(:"'])${from.replace(/[/-]/g, '\\$&')}(?=[\\s)"'#?,}]|$)`, 'gm');
  const files = ['site.yaml', ...readdirSync(join(project, 'content'), { recursive: true }).map((entry) => `content/${String(entry)}`)];
  for (const rel of files.filter((file) => /\.(ya?ml|mdx)$/.test(file))) writeFileSync(join(project, rel), read(rel).replace(links, to));
  // Step 2.
  const redirected = read('site.yaml').replace(
    /^redirects:\n((?: .*\n)*)/m,
    (_, items: string) => `redirects:\n${items}  - { from: ${from}, to: ${to} }\n`,
  );
  writeFileSync(join(project, 'site.yaml'), redirected);
  return from;
}

/** "Add a page kind", step 4: a link to it from the header menu. */
function linkFromMenu(label: string, href: string) {
  const site = parseDocument(read('site.yaml'));
  site.addIn(['navigation', 'header'], site.createNode({ label, href }, { flow: true }));
  writeFileSync(join(project, 'site.yaml'), site.toString({ lineWidth: 0 }));
}

/** An office manager's everyday edits: a new price, headings reworded, a review taken down. */
function everydayEdits() {
  const site = parseDocument(read('site.yaml'));
  for (const pair of (site.get('constants') as { items: Array<{ value: { value: unknown } }> }).items) {
    const price = /^\$(\d+)$/.exec(String(pair.value.value));
    if (price) pair.value.value = `$${Number(price[1]) + 10}`;
  }
  writeFileSync(join(project, 'site.yaml'), site.toString({ lineWidth: 0 }));
  for (const rel of ['content/pages/home.yaml', 'content/pages/booking.yaml'])
    writeFileSync(join(project, rel), read(rel).replace(/^(\s+heading: )(.+)$/gm, '$1$2 (new)'));
  const reviews = parseDocument(read('content/reviews.yaml'));
  // Not the featured one: the check asks for exactly one, and names it when it is gone.
  const list = reviews.toJS().reviews as Array<{ featured?: boolean }>;
  reviews.deleteIn(['reviews', list.findIndex((review) => !review.featured)]);
  writeFileSync(join(project, 'content/reviews.yaml'), reviews.toString({ lineWidth: 0 }));
}

it('the checklists, walked on a scratch project: the check passes and the build has the new and renamed pages', async () => {
  makeScratchProject();
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
  const from = renameUrl('service-areas', '/areas-we-serve');
  expect(read('site.yaml')).not.toMatch(new RegExp(`href: ${from}$`, 'm'));
  addPageKind(project);
  linkFromMenu('Our Promise', NEW_KIND.path);

  const check = await runGroup(process.execPath, ['scripts/run.mjs', 'check'], { cwd: project });
  expect(check.code, check.output).toBe(0);
  // The new items are the scratch project's: the check loaded them (the generated editor schemas offer them).
  const offered = read('schema/editor/local-service.schema.json') + read('schema/editor/service.schema.json');
  for (const id of [city, service, brand]) expect(offered, id).toContain(`"${id}"`);
  // The code's links follow the routes by themselves (README: "Links the code makes (`href()`) follow").
  expect(read('src/routes/routes.generated.ts')).toContain('"/areas-we-serve"');
  expect(read('src/routes/routes.generated.ts')).toContain(`"${NEW_KIND.path}"`);

  const build = await runGroup(process.execPath, ['scripts/run.mjs', 'build'], {
    cwd: project,
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: 'dist' },
  });
  expect(build.code, build.output.slice(-4000)).toBe(0);
  // The links of the code (href) were generated before the build from the routes: nobody is asked to regenerate anything.
  expect(build.output).not.toMatch(/route-changed/);
  const html = (path: string) => readFileSync(join(project, 'dist', pageFile(path)), 'utf8');
  expect(html('/areas-we-serve')).toMatch(/<h1[^>]*>/);
  // The old address leads to the new one (step 2): a redirect on the host.
  expect(read('dist/_redirects')).toMatch(new RegExp(`^${from}\\s+/areas-we-serve\\s+301`, 'm'));
  // The menu link reaches every page, the new kind's own included.
  expect(html('/')).toContain(`href="${NEW_KIND.path}"`);
  newKindBuilt(html);
}, 900_000);

/**
 * "Add a page kind": one folder under src/kinds/ plus its route and its copy, and the build has it:
 * its copy typed, its page prerendered, in page.json and the sitemap, its code preloaded on its page only.
 */
function newKindBuilt(html: (path: string) => string) {
  // The types of its copy (blocks('promise') is typed by its copy.json).
  expect(read('src/kinds/copy.generated.ts')).toContain('  "promise": {\n    "hero": "heading" | "intro";');
  const page = html(NEW_KIND.path);
  expect(page).toMatch(new RegExp(`<h1[^>]*>${NEW_KIND.heading}</h1>`));
  expect(page).toContain('<title>Our Promise to Homeowners');
  expect(page).not.toContain('noindex');
  const data = JSON.parse(read(join('dist', dataUrl(NEW_KIND.path))));
  expect(data.kind).toBe(NEW_KIND.kind);
  expect(data.props.terms.paragraphs).toHaveLength(3);
  // Its own chunk, listed for preloading on its page and on no other kind's page.
  const modules = (path: string) => /data-modules="([^"]+)"/.exec(html(path))?.[1].split(' ') ?? [];
  const own = modules(NEW_KIND.path).filter((file) => !modules('/faq').includes(file));
  const chunk = own.find((file) => read(join('dist', file)).includes('promise-terms'));
  expect(chunk, `modules: ${own.join(' ')}`).toBeDefined();
  expect(modules('/about')).not.toContain(chunk);
  expect(read('dist/sitemap-pages.xml')).toContain(`<loc>https://www.example.com${NEW_KIND.path}</loc>`);
}

/** Which test files failed, from a Vitest run's output (or its end). */
function failures(output: string): string {
  const failed = output.split('\n').filter((line) => / FAIL | × /.test(line));
  return [...new Set(failed)].join('\n') || output.slice(-4000);
}

it("the scratch project's unit suite passes: the tests' fixture site follows the renamed address and the new kind", async () => {
  const unit = await runGroup(join(project, 'node_modules/.bin/vitest'), ['run', '--reporter=dot'], {
    cwd: project,
    env: { ...process.env, CI: '1' },
  });
  expect(unit.code, failures(unit.output)).toBe(0);
}, 900_000);

it("the scratch project's integration setup builds its fixture site, and the check's scenarios pass on it", async () => {
  const vitest = join(project, 'node_modules/.bin/vitest');
  const args = ['run', '-c', 'vitest.integration.config.ts', '--reporter=dot', 'tests/integration/check-fixtures.test.ts'];
  const run = await runGroup(vitest, args, { cwd: project, env: { ...process.env, CI: '1' } });
  expect(run.code, failures(run.output)).toBe(0);
}, 900_000);

it('a route naming a kind that has no folder is an error that lists the kinds', async () => {
  writeFileSync(join(project, 'site.yaml'), read('site.yaml').replace(`    kind: ${NEW_KIND.kind}\n`, '    kind: promis\n'));
  const check = await runGroup(process.execPath, ['scripts/run.mjs', 'check'], { cwd: project });
  expect(check.code, check.output).toBe(1);
  expect(check.output).toMatch(
    /error \[unknown-kind\] there is no page kind 'promis'\n {2}fix: Did you mean 'promise'\? The page kinds are: .*\bpromise\b/,
  );
});
