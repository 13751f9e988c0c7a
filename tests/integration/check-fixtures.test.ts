import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/checks/check';
import { CODES } from '../../src/manifest/error-catalogue';
import { scratchSite } from '../support/scratch-site';

/**
 * One folder per editor's mistake (tests/fixtures/manifests/<case>/: edits.json, files/, and
 * expected.json). Each runs `npm run check` in-process on a scratch site with the mistake
 * made, and pins the exit code, each error's file:line, name and message, and their number.
 * UPDATE_FIXTURES=1 rewrites expected.json from what the check says (read the diff!).
 */
const FIXTURES = resolve(import.meta.dirname, '../fixtures/manifests');
type Expected = { exit: number; errors: Array<{ at: string; code: string; message: string }> };

const cases = readdirSync(FIXTURES).filter((name) => existsSync(join(FIXTURES, name, 'expected.json')) || process.env.UPDATE_FIXTURES);
const scratchSites: string[] = [];
afterAll(() => {
  for (const dir of scratchSites) rmSync(dir, { recursive: true, force: true });
});

describe.each(cases)('%s', (name) => {
  it('gives one plain-words error (at most three) at the line of the mistake, with no stack trace', async () => {
    const root = scratchSite(name);
    scratchSites.push(root);
    const lines: string[] = [];
    const optionsFile = join(FIXTURES, name, 'options.json');
    const options = existsSync(optionsFile) ? (JSON.parse(readFileSync(optionsFile, 'utf8')) as { launch?: boolean }) : {};
    const exit = await runCheck({ root, launch: options.launch, print: (line) => lines.push(line) });
    const out = lines.join('\n');
    const errors = [...out.matchAll(/^(\S+:\d+):\d+.*\n {2}error \[([\w-]+)\] (.*)$/gm)].map((match) => ({
      at: match[1],
      code: match[2],
      message: match[3],
    }));
    const file = join(FIXTURES, name, 'expected.json');
    if (process.env.UPDATE_FIXTURES) writeFileSync(file, JSON.stringify({ exit, errors }, null, 2) + '\n');
    const expected = JSON.parse(readFileSync(file, 'utf8')) as Expected;
    expect({ exit, errors }, out).toEqual(expected);
    expect(out).not.toMatch(/^\s+at .*\(.*:\d+:\d+\)$/m);
    expect(out).not.toMatch(/TypeError|ReferenceError|Cannot read properties/);
    if (exit !== 0 && !options.launch) {
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.length).toBeLessThanOrEqual(3);
      // Every error says how to fix it.
      expect(out.match(/^ {2}fix: \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(errors.length);
    }
  });
});

it('every error name of the catalogue is raised by some fixture (or, for internal, by a fault)', async () => {
  const codes = Object.keys(CODES);
  const raised = new Set(
    cases.flatMap((name) =>
      (JSON.parse(readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8')) as Expected).errors.map((error) => error.code),
    ),
  );
  expect(codes.filter((code) => !raised.has(code) && code !== 'internal')).toEqual([]);
});

it('a fault inside the check is an error naming the file, not a stack trace', async () => {
  const root = scratchSite();
  scratchSites.push(root);
  // site.yaml is a folder: reading it throws inside the loader.
  rmSync(join(root, 'site.yaml'));
  mkdirSync(join(root, 'site.yaml'));
  const lines: string[] = [];
  expect(await runCheck({ root, print: (line) => lines.push(line) })).toBe(1);
  const out = lines.join('\n');
  expect(out).toMatch(/^site\.yaml:1:1\n {2}error \[internal\] the check could not read this file to the end: EISDIR/m);
  expect(out).not.toMatch(/^\s+at /m);
});
