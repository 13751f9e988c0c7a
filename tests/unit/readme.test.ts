import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The lines of a Markdown text outside its fenced code blocks, with their numbers. */
function proseLines(text: string): Array<[number, string]> {
  let inCode = false;
  return text.split('\n').flatMap((line, i): Array<[number, string]> => {
    if (/^\s*```/.test(line)) {
      inCode = !inCode;
      return [];
    }
    return inCode ? [] : [[i + 1, line]];
  });
}

it('the README fits a newcomer: under 200 lines, none outside code blocks wider than 120 characters', () => {
  expect(README.split('\n').length).toBeLessThan(200);
  expect(proseLines(README).filter(([, line]) => line.length > 120)).toEqual([]);
});

it('every relative link of the README and of docs/ leads to a file that exists', () => {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file));
  const broken: string[] = [];
  for (const file of ['README.md', ...docs]) {
    for (const [, target] of readFileSync(join(ROOT, file), 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      if (!existsSync(resolve(ROOT, dirname(file), target))) broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

it('every decision record says its status and date', () => {
  const dir = join(ROOT, 'docs/decisions');
  for (const file of readdirSync(dir).filter((name) => /^\d{3}-.*\.md$/.test(name))) {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text, file).toMatch(/^Status: \S/m);
    expect(text, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
  }
});
