/**
 * Short functions: lint refuses a function over 80 lines in src/, scripts/ and tests/support/,
 * unless its disable comment says why.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const RULE = 'max-lines-per-function';
const lengthErrors = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: resolve(file) }))[0].messages.filter(
    (message) => message.ruleId === RULE || /Unused eslint-disable/.test(message.message),
  );
const fn = (lines: number, before = '') => `${before}export function long(): number {\n${'  void 0;\n'.repeat(lines - 3)}  return 1;\n}\n`;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('function length', () => {
  it('refuses a function over 80 lines, in code and in test helpers', async () => {
    expect(await lengthErrors('src/server/new-file.ts', fn(80))).toEqual([]);
    for (const file of ['src/server/new-file.ts', 'src/kinds/home/New.tsx', 'scripts/lib/new.ts', 'tests/support/new.ts'])
      expect((await lengthErrors(file, fn(81))).map((message) => message.message).join('\n'), file).toMatch(/too many lines \(81\)/);
  });

  it('allows a longer one with its reason, and refuses a reason left on a function that is short again', async () => {
    const reason = `// eslint-disable-next-line ${RULE} -- one table of answers, an entry each\n`;
    expect(await lengthErrors('src/server/new-file.ts', fn(120, reason))).toEqual([]);
    expect((await lengthErrors('src/server/new-file.ts', fn(20, reason))).length).toBe(1);
  });

  it('every exception in the project says why (a reason of a few words after --)', () => {
    const bare: string[] = [];
    for (const file of ['src', 'scripts', 'tests/support'].flatMap(sources)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!line.includes(RULE)) return;
          const why = line.split(' -- ')[1]?.trim() ?? '';
          if (why.split(/\s+/).length < 4) bare.push(`${file}:${i + 1}`);
        });
    }
    expect(bare).toEqual([]);
  });
});
