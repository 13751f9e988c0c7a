import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { dataUrl } from '../../src/app/page-store';
import { pageFile } from '../../src/routes/files';
import { addPageKind } from '../support/new-page-kind';
import { scratchSite } from '../support/scratch-site';

const ROOT = resolve(import.meta.dirname, '../..');
const root = scratchSite(undefined, { buildable: true });
// The scratch site's own scripts: they bundle its src/, where the new kind's folder is.
cpSync(join(ROOT, 'scripts'), join(root, 'scripts'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('a new page kind is one folder under src/kinds/ plus its route (and its copy): checked, prerendered, preloaded, in page.json and the sitemap', () => {
  addPageKind(root);
  const result = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), 'build'], { cwd: root, encoding: 'utf8' });
  const out = result.stdout + result.stderr;
  expect(result.status, out).toBe(0);
  // The links of the code (href) are generated before the build from the routes: they know the
  // new kind at once, and nobody is asked to regenerate anything.
  expect(out).not.toMatch(/route-changed/);
  // The types of its copy too (blocks('promise') is typed by its copy.json).
  expect(readFileSync(join(root, 'src/kinds/copy.generated.ts'), 'utf8')).toContain('  "promise": {\n    "hero": "heading" | "intro";');

  const dist = join(root, 'dist');
  const htmlFile = join(dist, pageFile('/our-promise'));
  expect(existsSync(htmlFile), out).toBe(true);
  const html = readFileSync(htmlFile, 'utf8');
  expect(html).toMatch(/<h1[^>]*>What We Promise Every Homeowner<\/h1>/);
  expect(html).toContain('<title>Our Promise to Homeowners');

  const data = JSON.parse(readFileSync(join(dist, dataUrl('/our-promise')), 'utf8'));
  expect(data.kind).toBe('promise');
  expect(data.props.terms.paragraphs).toHaveLength(3);

  // Its own chunk, listed for preloading on its page and on no other kind's page.
  const modules = (file: string) => /data-modules="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1].split(' ') ?? [];
  const own = modules(htmlFile).filter((file) => !modules(join(dist, pageFile('/faq'))).includes(file));
  const chunk = own.find((file) => readFileSync(join(dist, file), 'utf8').includes('promise-terms'));
  expect(chunk, `modules: ${own.join(' ')}`).toBeDefined();
  expect(modules(join(dist, pageFile('/about')))).not.toContain(chunk);

  expect(readFileSync(join(dist, 'sitemap-pages.xml'), 'utf8')).toContain('<loc>https://www.example.com/our-promise</loc>');
  expect(html).not.toContain('noindex');
});

it('a route naming a kind that has no folder is an error that lists the kinds', () => {
  const site = readFileSync(join(root, 'site.yaml'), 'utf8');
  writeFileSync(join(root, 'site.yaml'), site.replace('    kind: promise\n', '    kind: promis\n'));
  const result = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), 'check'], { cwd: root, encoding: 'utf8' });
  const out = result.stdout + result.stderr;
  expect(result.status, out).toBe(1);
  expect(out).toMatch(
    /error \[unknown-kind\] there is no page kind 'promis'\n {2}fix: Did you mean 'promise'\? The page kinds are: .*\bpromise\b/,
  );
});
