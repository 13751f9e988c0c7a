import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { scratchSite } from '../../tests/support/scratch-site';
import { writeGeneratedFiles } from './generated-files';

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

it('writes every generated file where none exists, then nothing while its sources stay the same', async () => {
  const root = scratchSite();
  copies.push(root);
  const written = await writeGeneratedFiles(root);
  for (const file of [
    'src/manifest/schema.generated.ts',
    'src/routes/routes.generated.ts',
    'src/editing/shared/config.generated.json',
    '.vscode/settings.json',
  ])
    expect(written, file).toContain(file);
  expect(written.some((text) => text.startsWith('schema/editor/'))).toBe(true);
  for (const file of written) expect(existsSync(join(root, file)), file).toBe(true);
  expect(await writeGeneratedFiles(root)).toEqual([]);
});

it('follows an edit: a new city is offered to editors, a renamed route is in the link table, a stale editor schema goes', async () => {
  const root = scratchSite();
  copies.push(root);
  await writeGeneratedFiles(root);
  const city = readFileSync(join(root, 'content/cities', 'tampa.yaml'), 'utf8').replace(/^id: tampa$/m, 'id: new-town');
  writeFileSync(join(root, 'content/cities/new-town.yaml'), city);
  const site = readFileSync(join(root, 'site.yaml'), 'utf8');
  const [, from] = /^ {2}- path: (\/[a-z-]+)\n {4}kind: about$/m.exec(site) ?? [];
  expect(from, 'a route of kind about in site.yaml').toBeDefined();
  writeFileSync(join(root, 'site.yaml'), site.replace(`- path: ${from}\n`, `- path: ${from}-us\n`));
  writeFileSync(join(root, 'schema/editor/page-gone.schema.json'), '{}');

  const written = await writeGeneratedFiles(root);
  expect(written).toEqual(expect.arrayContaining(['src/routes/routes.generated.ts', 'schema/editor/page-gone.schema.json']));
  expect(existsSync(join(root, 'schema/editor/page-gone.schema.json'))).toBe(false);
  // A service-in-city page's own copy names its city: the new one is offered.
  expect(readFileSync(join(root, 'schema/editor/local-service.schema.json'), 'utf8')).toContain('"new-town"');
  expect(readFileSync(join(root, 'src/routes/routes.generated.ts'), 'utf8')).toContain(`"about": "${from}-us"`);
});
