/**
 * File names are kebab-case (issue 43): one spelling to type and to find. Vike's own file names
 * (+Page.ts, +config.ts, _error/) keep the names Vike requires.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const VIKE = /^(?:\+[a-zA-Z]+(?:\.[a-z]+)*|_error)$/;

describe('file names', () => {
  it("are kebab-case in src/, scripts/ and tests/ (Vike's +files excepted)", () => {
    const files = ['src', 'scripts', 'tests'].flatMap((dir) =>
      readdirSync(dir, { recursive: true })
        .map((entry) => `${dir}/${String(entry)}`)
        .filter((file) => !file.startsWith('tests/fixtures/site/')),
    );
    const parts = new Set(files.map((file) => file.split('/').at(-1)!));
    expect([...parts].filter((name) => !KEBAB.test(name) && !VIKE.test(name))).toEqual([]);
  });
});
