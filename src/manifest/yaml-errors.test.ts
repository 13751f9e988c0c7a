import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYaml } from './source';
import { misindented, unclosedBracket } from './yaml-errors';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';
import { SLIPS } from '../../tests/support/yaml-slips';

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
    const flows = lines.map((line, i) => ({ m: flow.exec(line), i })).filter(({ m: match }) => match);
    for (const { m: match, i } of flows.slice(0, 20)) {
      const edited = match![0].replace(/[\]}]\s*$/, '');
      const { errors } = readYaml(file, [...lines.slice(0, i), edited, ...lines.slice(i + 1)].join('\n'));
      if (!errors.length) continue; // a line of a long text (`>-`) that happens to look like one: still valid
      expect(errors.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual([
        `${i + 1}:${match![1].length + 1} a '${match![2]}' is opened and not closed`,
      ]);
      expect(errors[0].plain).toBe(`A '${match![2]}' is opened and not closed`);
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

/** A fixture file with the first line equal to `find` replaced: the file's name, its text, and the line's number. */
function edited(file: string, find: string, replace: string): { text: string; line: number } {
  const lines = readFileSync(join(FIXTURE_SITE, file), 'utf8').split('\n');
  const i = lines.indexOf(find);
  if (i < 0) throw new Error(`${file} has no line ${JSON.stringify(find)}`);
  return { text: [...lines.slice(0, i), ...replace.split('\n'), ...lines.slice(i + 1)].join('\n'), line: i + 1 };
}

describe('each kind of mistake, in words, at the line it was made', () => {
  it.each([
    ['site.yaml', 'site:', 'site:: text', "'site' has a value on its line and indented lines under it"],
    ['site.yaml', '  license:', '  lic', "'lic' has indented lines under it but no ':' after it"],
    ['site.yaml', '  license:', '  "license:', 'a quote is opened and not closed'],
    ['site.yaml', '    e164: "+18135550142"', '    e164: ""+18135550142"', 'the text goes on after its closing quote'],
    [
      'site.yaml',
      '    e164: "+18135550142"',
      '    e164: "\\+18135550142"',
      "'\\+' is not something a backslash can write in double quotes",
    ],
    [
      'site.yaml',
      '  - path: /about',
      '  - [path]: /about',
      "a list in [ ] or a block in { } is followed by ': ', which would make it a key",
    ],
    ['site.yaml', '  name: Baywise Garage Door Co.', '---', "a line '---' starts a second document, and a file holds one"],
    [
      'content/brands/liftmaster.yaml',
      'description: >-',
      'description: >-: text',
      "'>-' must end its line: the text it starts goes on the lines below",
    ],
    [
      'content/brands/liftmaster.yaml',
      'description: >-',
      'description: *****',
      "'description' has a value on its line and indented lines under it",
    ],
    ['content/brands/liftmaster.yaml', 'name: LiftMaster', 'name: *LiftMaster*', "a value cannot start with '*' unquoted"],
    ['content/brands/liftmaster.yaml', 'name: LiftMaster', 'name: &Co LiftMaster', "a value cannot start with '&' unquoted"],
    ['content/brands/liftmaster.yaml', 'name: LiftMaster', 'name: !important LiftMaster', "a value cannot start with '!' unquoted"],
  ])('%s: %j made %j', (file, find, replace, message) => {
    const { text, line } = edited(file, find, replace);
    const { errors } = readYaml(file, text);
    expect(errors.map((e) => `${e.line} ${e.message}`)).toEqual([`${line} ${message}`]);
    expect(errors[0].code).toBe('yaml-syntax');
    expect(errors[0].hint).not.toBe('');
  });

  it('a file saved with Windows line ends is read the same, and its mistakes are found at the same line', () => {
    const { text, line } = edited('site.yaml', '  shortName: Baywise Garage Doors', '   shortName: Baywise Garage Doors');
    const crlf = readYaml('site.yaml', text.replace(/\n/g, '\r\n')).errors;
    expect(crlf.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual([
      `${line}:4 this line is indented 3 spaces, which matches no block above it`,
    ]);
    const valid = readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8');
    expect(readYaml('site.yaml', valid.replace(/\n/g, '\r\n')).source.data).toEqual(readYaml('site.yaml', valid).source.data);
  });
});

describe('the YAML reader never throws', () => {
  it.each([
    ['a list nested 20,000 deep', `a: ${'['.repeat(20000)}${']'.repeat(20000)}`],
    ['a block nested 1,500 deep', `${Array.from({ length: 1500 }, (_, i) => `${' '.repeat(i * 2)}k:`).join('\n')} v`],
    ['directives', '%YAML 1.2\n%FOO bar\n---\na: 1'],
  ])('%s: its data, or an error at a line of the file', (_what, text) => {
    const { source, errors } = readYaml('content/x.yaml', text);
    if (!errors.length) return expect(source.data).toBeDefined();
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBeGreaterThanOrEqual(1);
    expect(errors[0].line).toBeLessThanOrEqual(text.split('\n').length);
  });

  it.each([
    [
      'an alias that expands a billion times',
      [
        'a: &a [x,x,x,x,x,x,x,x,x]',
        ...'bcdefg'.split('').map((counter, i) => `${counter}: &${counter} [${`*${'abcdefg'[i]},`.repeat(9)}]`),
      ].join('\n'),
    ],
    ['an alias to nothing', 'comment: *****'],
    ['a key over 1024 characters', `${'k'.repeat(1100)}: 1`],
    ['a tag the site does not know', 'a: !!binary "@@@"'],
    ['a merge key', 'base: &b {x: 1}\nother:\n  <<: *b'],
  ])('%s: an error at a line of the file', (_what, text) => {
    const { errors } = readYaml('content/x.yaml', text);
    expect(errors).toHaveLength(1);
    expect(errors[0].file).toBe('content/x.yaml');
    expect(errors[0].line).toBeGreaterThanOrEqual(1);
    expect(errors[0].line).toBeLessThanOrEqual(text.split('\n').length);
    expect(errors[0].plain).not.toBe('');
  });
});

describe('every slip on a line is answered by one error at a line, never a throw', () => {
  it.each(FILES)('%s', (file) => {
    const lines = readFileSync(join(FIXTURE_SITE, file), 'utf8').split('\n');
    // An even spread of lines (each try parses the file): never-crashes.integration.test.ts runs the check on every line.
    const stride = Math.max(1, Math.round(lines.length / 12));
    const misplaced: string[] = [];
    let broken = 0;
    lines.forEach((line, i) => {
      if (i % stride !== 0 || !line.trim()) return;
      for (const [slip, make] of Object.entries(SLIPS)) {
        const text = [...lines.slice(0, i), make(line), ...lines.slice(i + 1)].join('\n');
        const { errors } = readYaml(file, text);
        if (!errors.length) continue;
        broken++;
        expect(errors).toHaveLength(1);
        expect(errors[0].line).toBeGreaterThanOrEqual(1);
        expect(errors[0].line).toBeLessThanOrEqual(lines.length);
        // An extra space, a colon or a tab is found at its line, or at the line above that it makes wrong.
        if (!['cut in half', 'an unclosed quote'].includes(slip) && errors[0].line !== i + 1 && errors[0].line !== i)
          misplaced.push(`${slip} on line ${i + 1}, error on ${errors[0].line}: ${errors[0].message}`);
      }
    });
    expect(broken).toBeGreaterThan(5);
    expect(misplaced).toEqual([]);
  });
});
