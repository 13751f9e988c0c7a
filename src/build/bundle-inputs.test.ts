import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsHash, notScreenCode, notSiteCode } from './bundle-cache';

const ROOT = resolve(import.meta.dirname, '../..');

/** The project's files an entry imports, followed through our own modules (the packages left out). */
async function importedBy(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'neutral',
    format: 'esm',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    absWorkingDir: ROOT,
  });
  return Object.keys(metafile.inputs).map((file) => relative(ROOT, resolve(ROOT, file)));
}

describe('what a bundle is made from, and what it is not', () => {
  it("the site's build config reaches no file of the editing feature, and the editing screen's code not the configuration made from the content", async () => {
    const site = await importedBy('vite.config.ts');
    expect(site.length).toBeGreaterThan(3);
    expect(site.filter(notSiteCode)).toEqual([]);
    const screen = [...(await importedBy('src/editing/screen/main.ts')), ...(await importedBy('src/editing/screen/cms.tsx'))];
    expect(screen).toContain('src/editing/screen/config.ts');
    expect(screen.filter(notScreenCode)).toEqual([]);
  });

  const scratch = mkdtempSync(join(tmpdir(), 'bundle-inputs-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const put = (rel: string, text: string) => {
    mkdirSync(dirname(join(scratch, rel)), { recursive: true });
    writeFileSync(join(scratch, rel), text);
  };
  cpSync(join(ROOT, 'package.json'), join(scratch, 'package.json'));
  put('src/kinds/home/page.tsx', 'export default () => null;\n');
  put('src/editing/screen/cms.tsx', 'export {};\n');
  put('src/editing/shared/config.generated.json', '{"collections":[]}\n');
  const hashes = () => ({ site: inputsHash(scratch, [], notSiteCode), screen: inputsHash(scratch, [], notScreenCode) });

  it('a city added (the screen configuration changes) keeps both bundles; the screen’s code changes its bundle only; a page’s code, both', () => {
    const before = hashes();
    put('src/editing/shared/config.generated.json', '{"collections":[{"name":"cities"}]}\n');
    expect(hashes()).toEqual(before);
    put('src/editing/screen/cms.tsx', 'export const screen = 1;\n');
    const screenChanged = hashes();
    expect(screenChanged.site).toBe(before.site);
    expect(screenChanged.screen).not.toBe(before.screen);
    put('src/kinds/home/page.tsx', 'export default () => 1;\n');
    expect(hashes().site).not.toBe(before.site);
    expect(hashes().screen).not.toBe(screenChanged.screen);
  });
});
