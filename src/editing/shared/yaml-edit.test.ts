import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { applyEdits } from './yaml-edit';

const root = join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** A file of the fixture site (tests/support/fixture-site.ts): the tests below name its entries. */
const fixture = (file: string) => readFileSync(join(FIXTURE_SITE, file), 'utf8');

/** The lines a change touched, as git's own diff counts them. */
function changedLines(before: string, after: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'yaml-edit-'));
  writeFileSync(join(dir, 'a'), before);
  writeFileSync(join(dir, 'b'), after);
  let out = '';
  try {
    execFileSync('git', ['diff', '--no-index', '--unified=0', '--no-color', join(dir, 'a'), join(dir, 'b')], { encoding: 'utf8' });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  return out.split('\n').filter((text) => /^[-+](?![-+]{2} )/.test(text));
}

const allYaml = (): string[] => {
  const out = ['site.yaml'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else if (entry.name.endsWith('.yaml')) out.push(`${dir}/${entry.name}`);
    }
  };
  walk('content');
  return out;
};

describe('applyEdits', () => {
  it('leaves every file of the project byte for byte as it was when nothing changed', () => {
    for (const file of allYaml()) {
      const text = read(file);
      expect(applyEdits(text, parse(text)), file).toBe(text);
    }
  });

  it('a one-field edit of a city is a one-line diff', () => {
    const text = fixture('content/cities/brandon.yaml');
    const data = parse(text);
    data.name = 'Brandon and Valrico';
    const out = applyEdits(text, data);
    expect(changedLines(text, out)).toEqual(['-name: Brandon', '+name: Brandon and Valrico']);
    expect(parse(out)).toEqual(data);
  });

  it('a changed folded text keeps its style and only its own lines change', () => {
    const text = fixture('content/cities/brandon.yaml');
    const data = parse(text);
    data.metaDescription = 'Garage door repair in Brandon, FL: springs, openers and new doors for every subdivision.';
    const out = applyEdits(text, data);
    expect(parse(out)).toEqual(data);
    const lines = changedLines(text, out);
    expect(lines.filter((line) => line.startsWith('-'))).toEqual([
      '-  Garage door repair in Brandon, FL: springs, openers, keypads and HOA-approved',
      '-  new doors for Bloomingdale, Heather Lakes, Providence Lakes and Limona.',
    ]);
    expect(out).toContain('metaDescription: >-\n  Garage door repair in Brandon, FL');
  });

  it('edits a service inside lists and objects, keeping comments and the schema line', () => {
    const text = fixture('content/faq.yaml');
    const data = parse(text);
    const [first] = Object.keys(data);
    const list = data[first] as Array<{ question: string }>;
    const old = list[0].question;
    list[0].question = 'How soon can you come out?';
    const out = applyEdits(text, data);
    expect(out.split('\n')[0]).toBe(text.split('\n')[0]);
    expect(out.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=/);
    expect(changedLines(text, out)).toHaveLength(2);
    expect(changedLines(text, out)[0]).toContain(old.slice(0, 20));
    expect(parse(out)).toEqual(data);
  });

  it('adds, removes and appends where the data says; a field the entry no longer has is removed', () => {
    const text = '# top comment\nid: a\nname: A # trailing\nlist:\n  - one\n  - two\n  - three\nkeep: 1\n';
    const out = applyEdits(text, { id: 'a', name: 'B', list: ['one', 'two', 'four', 'five'], extra: 'new: value' });
    expect(out).toBe('# top comment\nid: a\nname: B # trailing\nlist:\n  - one\n  - two\n  - four\n  - five\nextra: "new: value"\n');
    const removed = applyEdits(text, { id: 'a', name: 'A', list: ['one'], keep: null });
    expect(removed).toBe('# top comment\nid: a\nname: A # trailing\nlist:\n  - one\n');
  });

  it('a folded text inside a list item keeps its indent and style', () => {
    const text = fixture('content/reviews.yaml');
    const data = parse(text);
    data.reviews[0].comment += ' Thanks again.';
    const out = applyEdits(text, data);
    expect(parse(out)).toEqual(data);
    // The sentence added at the end is the one line added: the lines before it stay as they were.
    expect(changedLines(text, out)).toEqual(['+      Thanks again.']);
  });

  it('a folded text changed in its middle: the lines before and after the changed words stay, those between are wrapped anew', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const lines = (list: string[]) =>
      list.reduce<string[]>((out, word) => {
        const last = out.at(-1);
        if (last !== undefined && last.length + word.length < 40) out[out.length - 1] = `${last} ${word}`;
        else out.push(word);
        return out;
      }, []);
    const text = `id: x\ndescription: >-\n${lines(words)
      .map((line) => `  ${line}`)
      .join('\n')}\n\n  Second paragraph stays.\nname: X\n`;
    const data = parse(text);
    data.description = data.description.replace('word30', 'a much longer phrase in place of word thirty');
    const out = applyEdits(text, data);
    expect(parse(out)).toEqual(data);
    const changed = changedLines(text, out);
    const hadIt = lines(words).find((line) => line.split(' ').includes('word30'));
    expect(changed.filter((line) => line.startsWith('-'))).toEqual([`-  ${hadIt}`]);
    expect(
      changed
        .filter((line) => line.startsWith('+'))
        .map((line) => line.slice('+  '.length))
        .join(' '),
    ).toContain('a much longer phrase in place of word thirty');
    expect(changed.length).toBeLessThanOrEqual(4);
    expect(out).toContain('\n\n  Second paragraph stays.\nname: X\n');
  });

  it('edits objects inside lists', () => {
    const text = 'items:\n  - title: One\n    text: First\n  - title: Two\n    text: Second\n';
    const out = applyEdits(text, { items: [{ title: 'One', text: 'First' }, { title: 'Two', text: 'Changed' }, { title: 'Three' }] });
    expect(out).toBe('items:\n  - title: One\n    text: First\n  - title: Two\n    text: Changed\n  - title: Three\n');
  });

  it('writes a new file from the data when there is none', () => {
    expect(applyEdits('', { id: 'x', list: ['a'], empty: '' })).toBe('id: x\nlist:\n  - a\n');
  });
});
