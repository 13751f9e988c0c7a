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
    // The rest counted by the list each is in, so that the office knows where to look.
    expect(first.message).toMatch(/, and \d+ more \(\d+ texts for a service in a city, \d+ [a-z]+.*\)\.$/);
    expect(problems.filter((problem) => /There is no business fact \{\{warranty\}\}/.test(problem.message))).toEqual([]);
  });

  it('leaves a misspelt fact in a text as the check says it (nothing was removed)', () => {
    const problems = problemsOfSave((text) => text.replace(/^( {2}warranty: .*)$/m, '$1\n  extraFact: yes'));
    expect(problems.some((problem) => problem.message.startsWith('You removed'))).toBe(false);
  });
});

describe('the texts a removed fact still has, named as the office knows them', () => {
  it("names a page's own text by its service's title and its place's names, read from their files", () => {
    const files = {
      'site.yaml': 'constants:\n  phone: x\n',
      'content/services/garage-door-repair.yaml': 'id: garage-door-repair\ntitle: Garage Door Repair\n',
      'content/cities/st-petersburg.yaml':
        'id: st-petersburg\nname: St. Petersburg\nneighborhoods:\n  - id: old-northeast\n    name: Old Northeast\n',
      'content/local/services/garage-door-repair/st-petersburg.yaml': 'intro: Our {{warranty}} covers it.\n',
      'content/local/neighborhoods/st-petersburg/old-northeast.yaml': 'intro: A {{warranty}} on every job.\n',
      'content/local/neighborhoods/st-petersburg/snell-isle.yaml': 'intro: The {{warranty}} again.\n',
    };
    const [said] = removedFactsStillUsed([], files, 'constants:\n  phone: x\n  warranty: 1 year\n');
    expect(said.message).toBe(
      'You removed the fact warranty ({{warranty}}), but 3 texts still use it: Garage Door Repair in St. Petersburg, ' +
        'Old Northeast, St. Petersburg (neighborhood), Snell isle, St. Petersburg (neighborhood).',
    );
  });
});
