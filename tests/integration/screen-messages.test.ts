import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkProject } from '../../src/checks/check';
import { fieldProblems } from '../../src/editing/shared/field-problems';
import { scratchSite } from '../support/scratch-site';

/**
 * What the editing screen says about an editor's mistake: each fixture of tests/fixtures/manifests/
 * with a screen.json is checked on a scratch site, and the check's errors, as the screen gets
 * them, must name the field of the mistake and say it in plain words: at most three messages, no
 * key path, no pattern, no command, no "see another file". UPDATE_FIXTURES=1 rewrites screen.json
 * from what the check says (read the diff!).
 */
const FIXTURES = resolve(import.meta.dirname, '../fixtures/manifests');
type Expected = { problems: Array<{ file: string; field: Array<string | number>; message: string; hint: string }> };

const cases = readdirSync(FIXTURES).filter((name) => existsSync(join(FIXTURES, name, 'screen.json')));
const scratchSites: string[] = [];
afterAll(() => {
  for (const dir of scratchSites) rmSync(dir, { recursive: true, force: true });
});

/** What an office manager must never be shown. */
const DEVELOPER = [/npm run/, /see another file/i, /[\^\\[\]{}]/, /\w\[\d+\]/, /\b[a-z]\w*\.[a-z]\w*\.[a-z]/, /\.ya?ml\b/, /\bcheck\b/];

describe.each(cases)('%s', (name) => {
  it('is one message at the field of the mistake, in plain words', () => {
    const root = scratchSite(name);
    scratchSites.push(root);
    const { errors } = checkProject({ root });
    const problems = fieldProblems(errors, root);
    const shown = problems.map(({ file, field, message, hint }) => ({ file, field, message, hint }));
    const file = join(FIXTURES, name, 'screen.json');
    if (process.env.UPDATE_FIXTURES) writeFileSync(file, JSON.stringify({ problems: shown }, null, 2) + '\n');
    const expected = JSON.parse(readFileSync(file, 'utf8')) as Expected;
    expect(problems.length).toBeLessThanOrEqual(3);
    expect(shown).toEqual(expected.problems);
    for (const problem of problems) for (const words of DEVELOPER) expect(`${problem.message} ${problem.hint}`).not.toMatch(words);
  });
});
