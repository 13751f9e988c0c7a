import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProject } from '../../checks/check';
import { fieldProblems } from './field-problems';
import { removedFactsStillUsed } from './removed-facts';
import { projectFiles } from '../server/project';
import { scratchSite } from '../../../tests/support/scratch-site';

/** The editing screen's problems for a save of site.yaml as `edit` changes it, from the project's own check. */
function problemsOfSave(edit: (text: string) => string) {
  const root = scratchSite();
  try {
    const before = readFileSync(join(root, 'site.yaml'), 'utf8');
    const after = edit(before);
    writeFileSync(join(root, 'site.yaml'), after);
    const { errors } = checkProject({ root });
    return removedFactsStillUsed(fieldProblems(errors, root), projectFiles(root), before);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('a save of site.yaml that removes a fact the copy still names', () => {
  it('is said once, at the business facts, as what happened and which texts use it (not "There is no business fact" in each text)', () => {
    const problems = problemsOfSave((text) => text.replace(/^ {2}warranty: .*\n/m, ''));
    const [first] = problems;
    expect(first).toMatchObject({ file: 'site.yaml', field: ['constants'], hint: 'Put the fact back, or change those texts first.' });
    // The texts by their names, as the screen lists them ("Amarr (brand)"), not by their files ("brands › amarr").
    expect(first.message).toMatch(
      /^You removed the fact warranty \(\{\{warranty\}\}\), but \d+ texts still use it: [A-Z][^,›]+ \((brand|city|service)\), /,
    );
    expect(first.message).not.toMatch(/›|-/);
    expect(first.message).toMatch(/, \d+ more\.$/);
    expect(problems.filter((problem) => /There is no business fact \{\{warranty\}\}/.test(problem.message))).toEqual([]);
  });

  it('leaves a misspelt fact in a text as the check says it (nothing was removed)', () => {
    const problems = problemsOfSave((text) => text.replace(/^( {2}warranty: .*)$/m, '$1\n  extraFact: yes'));
    expect(problems.some((problem) => problem.message.startsWith('You removed'))).toBe(false);
  });
});
