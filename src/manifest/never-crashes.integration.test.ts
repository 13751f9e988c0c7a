import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGroup } from '../../tests/support/process-group';
import { scratchSite } from '../../tests/support/scratch-site';
import { checkProject, reportCheck } from '../checks/check';
import { readYaml } from './source';
import { SLIPS } from '../../tests/support/yaml-slips';

/**
 * The editor's gate never crashes. Each mistake of the issue, made in a scratch site,
 * is answered by the real check (`npm run check`, in-process and as the npm script) with one
 * error at file:line in plain words, never a stack trace; a duplicate is named where it was added.
 * And slips on every line of real files (every slip on a city file, two a line on site.yaml) are
 * answered by an error at a line, never a throw.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A frame of a stack trace, as Node prints it. */
const STACK_FRAME = /^ {4}at /m;

/** A scratch site with `edit` applied to the text of `file`. */
function copyWith(file: string, edit: (text: string) => string): string {
  const root = scratchSite();
  copies.push(root);
  const text = readFileSync(join(root, file), 'utf8');
  const changed = edit(text);
  expect(changed, `the edit changes ${file}`).not.toBe(text);
  writeFileSync(join(root, file), changed);
  return root;
}

/** `find` replaced by `replace` (which must match), and the 1-based line `find` starts on. */
function replaceLine(text: string, find: string, replace: string): { text: string; line: number } {
  const i = text.split('\n').indexOf(find);
  if (i < 0) throw new Error(`no line ${JSON.stringify(find)}`);
  const lines = text.split('\n');
  lines[i] = replace;
  return { text: lines.join('\n'), line: i + 1 };
}

/** The line numbers (1-based) of the lines equal to `line`. */
const linesOf = (text: string, line: string) => text.split('\n').flatMap((row, i) => (row === line ? [i + 1] : []));

/** The check as `npm run check` runs it: its printed output, exit code and errors. */
async function check(root: string) {
  const printed: string[] = [];
  const result = await reportCheck({ root, print: (text) => printed.push(text) });
  const output = printed.join('\n');
  expect(output).not.toMatch(STACK_FRAME);
  expect(result.errors.map((e) => e.code)).not.toContain('internal');
  return { ...result, output };
}

describe('each mistake of the issue: one error at the line, in plain words, no stack trace', () => {
  it('a site.yaml line indented one space too far', async () => {
    let line = 0;
    const root = copyWith('site.yaml', (text) => {
      const result = replaceLine(text, '  - { from: /contact, to: /booking }', '   - { from: /contact, to: /booking }');
      line = result.line;
      return result.text;
    });
    const { code, errors, output } = await check(root);
    expect(code).toBe(1);
    expect(errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`)).toEqual([
      `site.yaml:${line}:4 this line is indented 3 spaces, which matches no block above it`,
    ]);
    expect(errors[0].plain).toBe('This file has a typing mistake that keeps it from being read');
    expect(output).toMatch(/fix: Indent it like the line above \(2 spaces\)/);
  });

  it("a city's name followed by ': text'", async () => {
    const root = copyWith('content/cities/brandon.yaml', (text) => text.replace(/^name: Brandon$/m, 'name: Brandon: the best'));
    const line = linesOf(readFileSync(join(root, 'content/cities/brandon.yaml'), 'utf8'), 'name: Brandon: the best')[0];
    const { errors, output } = await check(root);
    expect(errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`)).toEqual([
      `content/cities/brandon.yaml:${line}:7 text containing ': ' must be quoted`,
    ]);
    expect(output).toContain('fix: Put the text in double quotes: name: "Brandon: the best"');
  });

  it('a neighborhood id used twice in one city: at the second, naming the first, and no list naming it twice', async () => {
    const root = copyWith('content/cities/brandon.yaml', (text) => text.replace('  - id: heather-lakes\n', '  - id: bloomingdale\n'));
    const [first, second] = linesOf(readFileSync(join(root, 'content/cities/brandon.yaml'), 'utf8'), '  - id: bloomingdale');
    const { errors, output } = await check(root);
    expect(errors.map((e) => `${e.file}:${e.line} ${e.path} ${e.message}`)).toEqual([
      `content/cities/brandon.yaml:${second} neighborhoods[2].id neighborhood id 'bloomingdale' appears twice (first on line ${first})`,
    ]);
    expect(errors[0].plain).toBe("Two neighborhoods have the id 'bloomingdale'");
    expect(output).not.toMatch(/bloomingdale, bloomingdale/);
  });

  it('a redirect added at the end with the source of an older one: at the one added, naming the older line', async () => {
    const root = copyWith('site.yaml', (tab) => {
      const lines = tab.split('\n');
      const last = lines.findIndex((line, i) => line.startsWith('  - { from: ') && !lines[i + 1].startsWith('  - '));
      lines.splice(last + 1, 0, '  - { from: /contact, to: /about }');
      return lines.join('\n');
    });
    const text = readFileSync(join(root, 'site.yaml'), 'utf8');
    const [older] = linesOf(text, '  - { from: /contact, to: /booking }');
    const [added] = linesOf(text, '  - { from: /contact, to: /about }');
    const { errors } = await check(root);
    expect(errors.map((e) => `${e.file}:${e.line} ${e.code}`)).toEqual([`site.yaml:${added} duplicate-redirect`]);
    expect(errors[0].message).toMatch(new RegExp(`^/contact is redirected twice \\(also by redirect \\d+, line ${older}, to /booking\\)$`));
    expect(errors[0].plain).toBe('/contact is already redirected, to /booking');
  });

  it('an FAQ category id used twice: at the second, naming the first, in plain words', async () => {
    const root = copyWith('content/faq.yaml', (text) => text.replace('  - id: repairs\n', '  - id: general\n'));
    const [first, second] = linesOf(readFileSync(join(root, 'content/faq.yaml'), 'utf8'), '  - id: general');
    const { errors } = await check(root);
    expect(errors.map((e) => `${e.file}:${e.line} ${e.message}`)).toEqual([
      `content/faq.yaml:${second} FAQ category id 'general' appears twice (first on line ${first})`,
    ]);
    expect(errors[0].plain).toBe("Two FAQ categories have the id 'general'");
  });

  it("a review's stars typed as *****: at its line, not a fault of the check", async () => {
    let line = 0;
    const root = copyWith('content/reviews.yaml', (text) => {
      const result = replaceLine(text, '    rating: 5', '    rating: *****');
      line = result.line;
      return result.text;
    });
    const { errors } = await check(root);
    expect(errors.map((e) => `${e.file}:${e.line} ${e.message}`)).toEqual([
      `content/reviews.yaml:${line} a value cannot start with '*' unquoted`,
    ]);
    expect(errors[0].hint).toBe('Put the text in double quotes: rating: "*****"');
  });
});

describe('npm run check, generated files and all', () => {
  it('answers a YAML mistake in the first city with its file:line, not the parser’s stack trace', async () => {
    // A whole project: the npm script writes the files generated from site.yaml and content/ first.
    const root = scratchSite(undefined, { buildable: true });
    copies.push(root);
    cpSync(join(ROOT, 'scripts'), join(root, 'scripts'), { recursive: true });
    const cities = join(root, 'content/cities');
    const first = join(cities, 'brandon.yaml');
    writeFileSync(first, readFileSync(first, 'utf8').replace(/^name: Brandon$/m, 'name: Brandon: the best'));
    const { code, output } = await runGroup(process.execPath, ['scripts/run.mjs', 'check'], { cwd: root });
    expect(output).not.toMatch(STACK_FRAME);
    expect(output).toMatch(/^content\/cities\/brandon\.yaml:3:7\n {2}error \[yaml-syntax\] text containing ': ' must be quoted$/m);
    expect(code).toBe(1);
  });
});

describe('slips on every line of real files', () => {
  /**
   * The check on `file` with slips on each line: a slip that breaks the YAML (one error, in this
   * file, at a line of it); one that leaves valid YAML with other data (a text cut short) on every
   * `sample`th line, as each of those runs every rule. Never a throw, never a fault of the check.
   * `perLine` slips are made on each line, taken in turn from the list (all of them when it is the
   * list's length): each line parsed once per slip is what the test's time goes to (a few
   * milliseconds a parse of site.yaml).
   */
  function slipsOn(file: string, sample: number, perLine = Object.keys(SLIPS).length): number {
    const root = scratchSite();
    copies.push(root);
    const path = join(root, file);
    const original = readFileSync(path, 'utf8');
    const lines = original.split('\n');
    const asParsed = JSON.stringify(readYaml(file, original).source.data);
    let broken = 0;
    try {
      lines.forEach((line, i) => {
        if (!line.trim()) return;
        const all = Object.entries(SLIPS);
        for (const [slip, make] of all.filter((_, slipAt) => (slipAt - i + all.length * lines.length) % all.length < perLine)) {
          const text = [...lines.slice(0, i), make(line), ...lines.slice(i + 1)].join('\n');
          const parsed = readYaml(file, text);
          const valid = !parsed.errors.length;
          if (valid && (i % sample !== 0 || JSON.stringify(parsed.source.data) === asParsed)) continue;
          writeFileSync(path, text);
          const where = `${slip} on ${file}:${i + 1} (${JSON.stringify(make(line))})`;
          let errors: ReturnType<typeof checkProject>['errors'];
          try {
            errors = checkProject({ root }).errors;
          } catch (e) {
            throw new Error(`${where}: the check threw ${String(e)}`, { cause: e });
          }
          expect(
            errors.map((e) => e.code),
            where,
          ).not.toContain('internal');
          for (const error of errors) expect(error.line >= 1 && error.plain !== '', where).toBe(true);
          if (valid) continue;
          broken++;
          expect(
            errors.map((e) => e.file),
            where,
          ).toEqual([file]);
          expect(errors[0].line, where).toBeLessThanOrEqual(lines.length);
        }
      });
    } finally {
      writeFileSync(path, original);
    }
    return broken;
  }

  // Thousands of checks each: on a machine busy with other work they take minutes, and only the answers are tested.
  const EVERY_LINE = { timeout: 900_000 };

  it('a city file: every line', EVERY_LINE, () => {
    expect(slipsOn('content/cities/brandon.yaml', 16)).toBeGreaterThan(100);
  });

  // Every slip on every line of a city file; on site.yaml's 400-odd lines two slips a line, in turn, so each slip meets every kind of line.
  it('site.yaml: every line, two slips each', EVERY_LINE, () => {
    expect(slipsOn('site.yaml', 16, 2)).toBeGreaterThan(300);
  });
});
