import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYaml } from './source';
import { misindented, unclosedBracket } from './yaml-errors';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const FILES = [
  'site.yaml',
  'content/pages/home.yaml',
  'content/services/garage-door-repair.yaml',
  'content/cities/tampa.yaml',
  'content/brands/liftmaster.yaml',
  'content/reviews.yaml',
];

describe('one YAML mistake, one error at the line the editor changed', () => {
  it.each(FILES)('%s: one space more or less on lines across the file', (file) => {
    const lines = readFileSync(join(FIXTURE_SITE, file), 'utf8').split('\n');
    expect(misindented(lines), 'the real file follows the 2-space rule').toBeUndefined();
    const misplaced: string[] = [];
    let broken = 0;
    // Every line of small files; an even spread of lines in large ones (each try parses the file).
    const stride = Math.max(1, Math.round(lines.length / 30));
    lines.forEach((line, i) => {
      if (i % stride !== 0 || !line.trim() || line.trim().startsWith('#')) return;
      for (const edited of [` ${line}`, line.startsWith(' ') ? line.slice(1) : undefined]) {
        if (edited === undefined) continue;
        const { errors } = readYaml(file, [...lines.slice(0, i), edited, ...lines.slice(i + 1)].join('\n'));
        if (!errors.length) continue; // still valid YAML (the schema or the check has its say)
        broken++;
        expect(errors).toHaveLength(1);
        if (errors[0].line !== i + 1) misplaced.push(`line ${i + 1} edited, error on ${errors[0].line}: ${errors[0].message}`);
      }
    });
    expect(broken).toBeGreaterThan(5);
    expect(misplaced).toEqual([]);
  });
});

describe('an unclosed bracket', () => {
  it.each(FILES)('%s: each [ or { left open is reported at the bracket', (file) => {
    const lines = readFileSync(join(FIXTURE_SITE, file), 'utf8').split('\n');
    // A flow value written on one line: `key: [a, b]`, `- { days: [Monday], opens: "09:00" }`.
    const flow = /^(\s*(?:- +)?(?:[\w-]+:\s+)?)([[{]).*[\]}]\s*$/;
    const flows = lines.map((l, i) => ({ m: flow.exec(l), i })).filter(({ m }) => m);
    for (const { m, i } of flows.slice(0, 20)) {
      const edited = m![0].replace(/[\]}]\s*$/, '');
      const { errors } = readYaml(file, [...lines.slice(0, i), edited, ...lines.slice(i + 1)].join('\n'));
      if (!errors.length) continue; // a line of a long text (`>-`) that happens to look like one: still valid
      expect(errors.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual([
        `${i + 1}:${m![1].length + 1} a '${m![2]}' is opened and not closed`,
      ]);
      expect(errors[0].plain).toBe(`A '${m![2]}' is opened and not closed`);
    }
  });
});

describe('an apostrophe in an unquoted flow value', () => {
  const lines = ['closedDates:', '  - { date: "2027-01-01", name: New Year\'s Day }', '  - { date: "2027-07-04", name: Independence Day'];

  it('is a letter of the text, not a quote that leaves the line open', () => {
    expect(unclosedBracket(lines.slice(0, 2))).toBeUndefined();
  });

  it('does not hide a bracket left open below it', () => {
    expect(unclosedBracket(lines)).toMatchObject({ line: 3, column: 5, open: '{' });
  });
});
