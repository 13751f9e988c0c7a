/**
 * File names are kebab-case (issue 43): one spelling to type and to find. Vike's own file names
 * (+Page.ts, +config.ts, _error/) keep the names Vike requires.
 */
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const VIKE = /^(?:\+[a-zA-Z]+(?:\.[a-z]+)*|_error)$/;

describe('file names', () => {
  it("are kebab-case in src/, scripts/ and tests/ (Vike's +files excepted)", () => {
    const files = execFileSync('git', ['ls-files', 'src', 'scripts', 'tests'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && !f.startsWith('tests/fixtures/site/'));
    const parts = new Set(files.flatMap((f) => f.split('/').slice(1, -1).concat(basename(f))));
    expect([...parts].filter((name) => !KEBAB.test(name) && !VIKE.test(name))).toEqual([]);
  });
});
