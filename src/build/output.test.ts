import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Staging, swapIn } from './output';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'staging-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

/** Every file and directory under dir, relative, directories with a trailing /. */
function tree(dir: string): string[] {
  const out: string[] = [];
  const walk = (text: string) => {
    for (const name of readdirSync(text)) {
      const file = join(text, name);
      const rel = relative(dir, file);
      if (statSync(file).isDirectory()) {
        out.push(`${rel}/`);
        walk(file);
      } else out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

describe('the staging directory (the build before last, recycled)', () => {
  it('links in files another step keeps (the editing screen in its cache): no copy, the same link kept, a changed source linked anew', () => {
    const root = scratch({ 'cache/a/index.html': 'screen', 'cache/a/assets/x.js': 'code', 'cache/b/index.html': 'screen 2' });
    const stage = new Staging(join(root, 'stage'));
    stage.plan('admin/index.html');
    stage.plan('admin/assets/x.js');
    stage.prune();
    stage.linkIn(join(root, 'cache/a'), ['index.html', 'assets/x.js'], 'admin');
    const ino = (rel: string) => statSync(join(root, rel)).ino;
    expect(ino('stage/admin/index.html')).toBe(ino('cache/a/index.html'));
    expect(ino('stage/admin/assets/x.js')).toBe(ino('cache/a/assets/x.js'));
    // The next build, with the same cache entry: the links stay.
    stage.linkIn(join(root, 'cache/a'), ['index.html', 'assets/x.js'], 'admin');
    expect(ino('stage/admin/index.html')).toBe(ino('cache/a/index.html'));
    // A new bundle: its file replaces the link, and the old cache entry is untouched.
    stage.linkIn(join(root, 'cache/b'), ['index.html'], 'admin');
    expect(readFileSync(join(root, 'stage/admin/index.html'), 'utf8')).toBe('screen 2');
    expect(readFileSync(join(root, 'cache/a/index.html'), 'utf8')).toBe('screen');
    expect(() => stage.linkIn(join(root, 'cache/a'), ['unplanned.html'], 'admin')).toThrow(/not planned/);
  });

  it('keeps only what the plan names: stale files, stale directories and a file or directory in the way of the other all go', async () => {
    const root = scratch({
      'stage/index.html': 'old home',
      'stage/cities/gone.html': 'a removed city',
      'stage/cities/gone/hood.html': 'its neighborhood',
      'stage/cities/gone/hood.html.br': 'stale',
      'stage/services.html': 'old services',
      'stage/services.html.br': 'stale compressed services',
      'stage/faq': 'a file where the plan has a directory',
      'stage/about.html/x': 'a directory where the plan has a file',
    });
    const stage = new Staging(join(root, 'stage'));
    for (const rel of ['index.html', 'services.html', 'faq/page.json', 'about.html', 'cities/tampa.html']) stage.plan(rel);
    stage.prune();
    expect(tree(stage.dir)).toEqual(['index.html', 'services.html']);
    await stage.writeAll(
      ['index.html', 'services.html', 'faq/page.json', 'about.html', 'cities/tampa.html'].map((rel) => [rel, `new ${rel}`]),
    );
    expect(tree(stage.dir)).toEqual(['about.html', 'cities/', 'cities/tampa.html', 'faq/', 'faq/page.json', 'index.html', 'services.html']);
    expect(readFileSync(join(stage.dir, 'index.html'), 'utf8')).toBe('new index.html');
  });

  it('refuses to write or link in a file that was not planned (it would survive the next prune unseen)', () => {
    const root = scratch({ 'from/assets/a.js': 'js' });
    const stage = new Staging(join(root, 'stage'));
    stage.prune();
    expect(() => stage.writeAll([['x.html', 'x']])).toThrow(/x\.html is written but was not planned/);
    expect(() => stage.linkIn(join(root, 'from'), ['assets/a.js'])).toThrow(/was not planned/);
    stage.plan('assets/a.js');
    stage.linkIn(join(root, 'from'), Staging.filesOf(join(root, 'from')));
    expect(tree(stage.dir)).toEqual(['assets/', 'assets/a.js']);
  });

  it('never writes into a cached file: a page written where a linked-in file was is a file of its own', async () => {
    const root = scratch({ 'cache/robots.txt': 'cached' });
    const stage = new Staging(join(root, 'stage'));
    stage.plan('robots.txt');
    stage.prune();
    stage.linkIn(join(root, 'cache'), ['robots.txt']);
    await stage.writeAll([['robots.txt', 'written']]);
    expect(readFileSync(join(root, 'stage/robots.txt'), 'utf8')).toBe('written');
    expect(readFileSync(join(root, 'cache/robots.txt'), 'utf8')).toBe('cached');
  });

  it('starts from nothing when there is no previous output', async () => {
    const root = scratch({});
    const stage = new Staging(join(root, 'stage'));
    stage.plan('index.html');
    expect(stage.prune()).toBe(0);
    await stage.writeAll([['index.html', 'home']]);
    expect(tree(stage.dir)).toEqual(['index.html']);
  });

  it('the swap puts the new output live and keeps the old one as the next staging directory', () => {
    const root = scratch({ 'stage/index.html': 'new', 'dist/index.html': 'old' });
    swapIn(join(root, 'stage'), join(root, 'dist'));
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(root, 'stage/index.html'), 'utf8')).toBe('old');
    const first = scratch({ 'stage/index.html': 'first' });
    swapIn(join(first, 'stage'), join(first, 'dist'));
    expect(tree(first)).toEqual(['dist/', 'dist/index.html']);
  });
});
