import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGroup } from '../support/process-group';
import { scratchSite } from '../support/scratch-site';

const ROOT = resolve(import.meta.dirname, '../..');
const root = scratchSite(undefined, { buildable: true });
const aboutSource = readFileSync(join(root, 'src/kinds/about/page.tsx'), 'utf8');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (script: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(ROOT, 'scripts/run.mjs'), script], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });

/** A previous, deployable output: a failed build must leave exactly this. */
function previousDist(): string {
  const dist = join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>previous build</title>');
  return dist;
}

/**
 * The about page of the scratch site with two faults of code, neither of which the content check can
 * see: a link to a page that does not exist (only the audit of the built site finds it), and a throw
 * at render when ABOUT_PAGE_THROWS is set. One change of code: the first failing build bundles it
 * (and keeps the bundle, as its pages rendered), the second takes the bundle up.
 */
function faultyAboutPage(): void {
  const start = 'export default function AboutPage({ page }: { page: PageData<AboutProps> }) {';
  const section = '<Section id="story" heading={storyHeading}>';
  expect(aboutSource).toContain(start);
  expect(aboutSource).toContain(section);
  const source = aboutSource
    .replace(start, `${start}\n  if (page && globalThis.process?.env.ABOUT_PAGE_THROWS) throw new Error('the about page cannot render');`)
    .replace(section, `${section}\n        <a href="/no-such-page">a page that does not exist</a>`);
  writeFileSync(join(root, 'src/kinds/about/page.tsx'), source);
}

describe('a build that fails', () => {
  faultyAboutPage();

  it('exits non-zero when the built site fails its quality gates, and leaves the previous dist/ untouched', () => {
    const dist = previousDist();
    const result = run('build');
    const out = result.stdout + result.stderr;
    expect(result.status, out).toBe(1);
    expect(out).toContain('/no-such-page');
    expect(readdirSync(dist)).toEqual(['index.html']);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('previous build');
  });

  it('exits non-zero when a page throws while prerendering, and leaves the previous dist/ untouched', () => {
    const dist = previousDist();
    const result = run('build', { ABOUT_PAGE_THROWS: '1' });
    const out = result.stdout + result.stderr;
    expect(result.status, out).toBe(1);
    expect(out).toContain('the about page cannot render');
    expect(out).toContain('✖ The build failed; dist/ was not changed.');
    // The error, without a stack trace into the server bundle, and without the bundler's file lists.
    expect(out).not.toMatch(/^\s+at /m);
    expect(out).not.toMatch(/\.html\s*$/m);
    expect(readdirSync(dist)).toEqual(['index.html']);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('previous build');
  });

  it('npm start exits non-zero when its port is taken, naming the port', async () => {
    const dist = previousDist();
    // dist/ newer than every source: npm start serves it without building.
    const future = new Date(Date.now() + 3_600_000);
    utimesSync(join(dist, 'index.html'), future, future);
    const blocker = createServer();
    const port = await new Promise<number>((ok) => blocker.listen(0, '127.0.0.1', () => ok((blocker.address() as { port: number }).port)));
    try {
      const { code, output } = await runGroup(process.execPath, [join(ROOT, 'scripts/run.mjs'), 'start'], {
        cwd: root,
        env: { ...process.env, PORT: String(port), LEADS_DB: join(root, 'leads.sqlite') },
      });
      expect(code, output).toBe(1);
      expect(output).toContain(`port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
