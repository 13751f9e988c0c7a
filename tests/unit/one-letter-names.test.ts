/**
 * Words (decision 070): lint refuses a one-letter name in src/, tests/, scripts/ and the top-level
 * configs, except the kept conventions.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const refused = async (code: string, file = 'src/kinds/new-file.ts') =>
  (await eslint.lintText(code, { filePath: resolve(file) }))[0].messages
    .filter((message) => message.ruleId === 'words/one-letter-names')
    .map((message) => message.message.slice(1, 2));

describe('one-letter names', () => {
  it('refuses a one-letter variable, parameter or destructured name that stands for a thing', async () => {
    expect(await refused(`export const f = (m: { business: string }) => {\n  const b = m.business;\n  return b;\n};\n`)).toEqual([
      'f',
      'm',
      'b',
    ]);
    expect(await refused(`export const names = [{ id: 'x' }].map(({ id: s }) => s);\n`)).toEqual(['s']);
    expect(await refused(`export const sorted = [3, 1].sort((x, y) => x - y);\n`)).toEqual(['x', 'y']);
  });

  it('keeps the conventions: a comparator (a, b), loop indices and counts, a caught error or an event, _ unused', async () => {
    const code = [
      `export const sorted = [3, 1].sort((a, b) => a - b);`,
      `export function count(list: string[]): number {`,
      `  let n = 0;`,
      `  for (let i = 0; i < list.length; i++) for (let j = 0; j < i; j++) n++;`,
      `  try { return n; } catch (e) { throw e; }`,
      `}`,
      `export const onClick = (e: Event) => e.preventDefault();`,
      `export const pairs = [[1, 2]].map(([_, second]) => second);`,
      '',
    ].join('\n');
    expect(await refused(code)).toEqual([]);
  });

  it('covers the tests, the scripts and the top-level configs as it covers src/', async () => {
    const files = [
      'tests/e2e/new.spec.ts',
      'tests/integration/new.test.ts',
      'tests/unit/new.test.ts',
      'tests/support/new.ts',
      'scripts/new.ts',
      'scripts/lib/new.ts',
      'scripts/new.mjs',
      'vite.config.ts',
    ];
    for (const file of files) {
      expect(await refused(`export const names = ['x'].map((s) => s);\n`, file), file).toEqual(['s']);
      expect(await refused(`export const sorted = [3, 1].sort((a, b) => a - b);\n`, file), file).toEqual([]);
    }
  });
});
