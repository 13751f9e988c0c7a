import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleCache, inputsHash } from './bundle-cache';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(): { root: string; put(rel: string, text: string): void } {
  const root = mkdtempSync(join(tmpdir(), 'bundle-cache-'));
  dirs.push(root);
  const put = (rel: string, text: string) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  put('package.json', '{"dependencies":{"react":"19.0.0"}}');
  put('site.yaml', 'business:\n  phone: "(813) 555-0100"\n');
  put('content/cities/town.yaml', 'name: Town\n');
  put('content/pages/about.mdx', '# About\n');
  put('src/app/app.tsx', 'export const App = () => null;\n');
  put('vite.config.ts', 'export default {};\n');
  put('public/logo.svg', '<svg/>');
  return { root, put };
}

const EXTRA = ['vite.config.ts', 'public'];

describe('bundles are made again exactly when what they are made from changes', () => {
  it('an edit of site.yaml, a content YAML file or a page body (what the editing screen saves) keeps the bundle', () => {
    const { root, put } = project();
    const before = inputsHash(root, EXTRA);
    put('site.yaml', 'business:\n  phone: "(813) 555-0199"\n');
    put('content/cities/town.yaml', 'name: Other Town\n');
    put('content/cities/new.yaml', 'name: New\n');
    // A page body is page data, never bundled code (decision 045).
    put('content/pages/about.mdx', '# About us\n');
    expect(inputsHash(root, EXTRA)).toBe(before);
  });

  it.each([
    ['the code', 'src/app/app.tsx', 'export const App = () => 1;\n'],
    ['a new source file', 'src/app/New.tsx', 'export {};\n'],
    ['the installed packages', 'package.json', '{"dependencies":{"react":"19.1.0"}}'],
    ['the build config', 'vite.config.ts', 'export default { base: "/" };\n'],
    ['a public file (copied into the client build)', 'public/logo.svg', '<svg></svg>'],
  ])('a change of %s makes a new bundle', (_, rel, text) => {
    const { root, put } = project();
    const before = inputsHash(root, EXTRA);
    put(rel, text);
    expect(inputsHash(root, EXTRA)).not.toBe(before);
  });

  it('a bundle is found only once it was kept whole, and the cache keeps the three most recently used and any used within the hour', () => {
    const { root, put } = project();
    const cacheRoot = join(root, '.build/cache/bundles');
    const make = (n: number) => {
      put('src/app/app.tsx', `export const App = () => ${n};\n`);
      const cache = bundleCache(root, cacheRoot, 'server/entry.mjs', EXTRA);
      expect(cache.hit()).toBeUndefined();
      const work = join(root, `.build/work-${n}`);
      mkdirSync(join(work, 'server'), { recursive: true });
      writeFileSync(join(work, 'server/entry.mjs'), `bundle ${n}`);
      const dir = cache.keep(work);
      expect(existsSync(work)).toBe(false);
      expect(bundleCache(root, cacheRoot, 'server/entry.mjs', EXTRA).hit()).toBe(dir);
      // Last used in this order (a second apart, whatever the clock's resolution).
      utimesSync(dir, new Date(2026, 0, 1, 0, 0, n), new Date(2026, 0, 1, 0, 0, n));
      return dir;
    };
    const first = make(1);
    expect(readFileSync(join(first, 'server/entry.mjs'), 'utf8')).toBe('bundle 1');
    make(2);
    make(3);
    make(4);
    expect(existsSync(first)).toBe(false);
    // One used half an hour ago stays beyond the three newest: another build (a checkout or scratch
    // site sharing the cache) may be rendering with it.
    const at = (dir: string, ms: number) => utimesSync(dir, new Date(ms), new Date(ms));
    const inUse = make(5);
    at(inUse, Date.now() - 1800_000);
    for (const n of [6, 7, 8]) at(make(n), Date.now() + n * 1000);
    expect(existsSync(inUse)).toBe(true);
  });
});
