/**
 * Property tests of the in-place YAML writer over the project's real content files: in every list,
 * the entries at its ends and in its middle deleted and moved, and random sequences of edits,
 * additions, deletions and moves anywhere. Whatever
 * the edit, the file re-reads as exactly the data the screen handed over, and no entry the editor
 * did not touch changes a byte (entries are matched by identity, never by position).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isSeq, parse, parseDocument, type Node, type Pair, type YAMLSeq } from 'yaml';
import { applyEdits } from './yaml-edit';

const root = join(import.meta.dirname, '../../..');
const files = ['site.yaml', ...walk('content')];

type Source = { text: string; data: unknown; lists: Array<{ path: Path; items: string[] }> };
const sources = new Map<string, Source>();
/** A file's text, its data and its block lists, read and parsed once: each case edits a copy of the data. */
function source(file: string): Source {
  let found = sources.get(file);
  if (!found) {
    const text = readFileSync(join(root, file), 'utf8');
    found = { text, data: parse(text), lists: blockLists(text) };
    sources.set(file, found);
  }
  return found;
}
/** A fresh copy of a file's data, to edit. */
const dataOf = (file: string) => structuredClone(source(file).data) as Record<string, unknown>;

function walk(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(`${dir}/${entry.name}`) : entry.name.endsWith('.yaml') ? [`${dir}/${entry.name}`] : [],
  );
}

type Path = Array<string | number>;
/** Every block list of maps in a file, with its path and its entries' own text. */
function blockLists(text: string): Array<{ path: Path; items: string[] }> {
  const doc = parseDocument(text);
  const out: Array<{ path: Path; items: string[] }> = [];
  const visit = (node: unknown, path: Path) => {
    if (isMap(node)) for (const item of node.items as Pair[]) visit(item.value, [...path, String((item.key as { value: unknown }).value)]);
    if (isSeq(node)) {
      const seq = node as YAMLSeq;
      const items = seq.items as Node[];
      if (!seq.flow && items.length > 1 && items.every((item) => isMap(item) && !item.flow))
        out.push({ path, items: items.map((item) => text.slice(text.lastIndexOf('\n', item.range![0]) + 1, item.range![1]).trimEnd()) });
      items.forEach((item, n) => visit(item, [...path, n]));
    }
  };
  visit(doc.contents, []);
  return out;
}

/** The list at `path`, or an empty one where an earlier edit took the way there away. */
function at(data: unknown, path: Path): unknown[] {
  const found = path.reduce<unknown>(
    (item, key) => (item && typeof item === 'object' ? (item as Record<string | number, unknown>)[key] : undefined),
    data,
  );
  return Array.isArray(found) ? found : [];
}

/** The lines that differ between two texts (a plain LCS line diff). */
function diffLines(a: string, b: string): { removed: string[]; added: string[] } {
  let value = a.split('\n');
  let other = b.split('\n');
  // The common head and tail are no difference; the LCS runs on what is between.
  let head = 0;
  while (head < value.length && head < other.length && value[head] === other[head]) head++;
  value = value.slice(head);
  other = other.slice(head);
  let tail = 0;
  while (tail < value.length && tail < other.length && value[value.length - 1 - tail] === other[other.length - 1 - tail]) tail++;
  value = value.slice(0, value.length - tail);
  other = other.slice(0, other.length - tail);
  const n = value.length;
  const length = other.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(length + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = length - 1; j >= 0; j--)
      lcs[i][j] = value[i] === other[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < length) {
    if (i < n && j < length && value[i] === other[j]) {
      i++;
      j++;
    } else if (j < length && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) added.push(other[j++]);
    else removed.push(value[i++]);
  }
  return { removed, added };
}

const nonBlank = (lines: string[]) => lines.filter((line) => line.trim());

/**
 * The positions of a list of n entries that differ for the writer: the first two (no entry before,
 * one), the middle, the last two (no entry after, one). Every position of every list would test the
 * same cases again, and the suite's time would grow with the content.
 */
const positions = (n: number) => [...new Set([0, 1, Math.floor(n / 2), n - 2, n - 1])].filter((i) => i >= 0 && i < n);

describe('applyEdits over every list of every content file', () => {
  it('deleting any one entry removes exactly its own lines (and the blank line that set it apart)', () => {
    let cases = 0;
    for (const file of files) {
      const { text, lists } = source(file);
      for (const { path, items } of lists) {
        for (const i of positions(items.length)) {
          const data = dataOf(file);
          at(data, path).splice(i, 1);
          const out = applyEdits(text, data);
          expect(parse(out), `${file} ${path.join('.')}[${i}]`).toEqual(data);
          const { removed, added } = diffLines(text, out);
          expect(added, `${file} ${path.join('.')}[${i}] added lines`).toEqual([]);
          // (Sorted: where two entries share a line, a line diff may take either.)
          expect(nonBlank(removed).sort(), `${file} ${path.join('.')}[${i}]`).toEqual(nonBlank(items[i].split('\n')).sort());
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(20);
  });

  it('moving an entry moves its lines whole, and every other entry keeps its text', () => {
    for (const file of files) {
      const { text, lists } = source(file);
      for (const { path, items } of lists) {
        for (const i of positions(items.length)) {
          const data = dataOf(file);
          const list = at(data, path);
          const [moved] = list.splice(i, 1);
          list.splice((i + 1) % (list.length + 1), 0, moved);
          const out = applyEdits(text, data);
          expect(parse(out), `${file} ${path.join('.')}[${i}]`).toEqual(data);
          for (const item of items) expect(out, `${file} ${path.join('.')}[${i}]`).toContain(item);
        }
      }
    }
  });

  it('random sequences of edits, additions, deletions and moves re-read exactly and leave untouched entries as they were', () => {
    let seed = 20261125;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
    for (let round = 0; round < 300; round++) {
      const file = pick(files);
      const { text, lists, data: original } = source(file);
      if (!lists.length) continue;
      const data = dataOf(file);
      const touched = new Set<string>();
      for (let step = 0; step < 1 + Math.floor(random() * 4); step++) {
        const { path } = pick(lists);
        const list = at(data, path) as Array<Record<string, unknown>>;
        if (!list.length) continue;
        const i = Math.floor(random() * list.length);
        const op = pick(['edit', 'add', 'delete', 'move']);
        if (op === 'edit') {
          const key = pick(Object.keys(list[i]).filter((name) => typeof list[i][name] === 'string' && name !== 'id'));
          if (!key) continue;
          touched.add(JSON.stringify(list[i]));
          list[i][key] = `${String(list[i][key])} (edited)`;
          touched.add(JSON.stringify(list[i]));
        } else if (op === 'add') {
          const copy = structuredClone(list[i]);
          if (typeof copy.id === 'string') copy.id = `${copy.id}-new-${round}-${step}`;
          for (const name of Object.keys(copy))
            if (typeof copy[name] === 'string' && name !== 'id') copy[name] = `New ${name} ${round}-${step}`;
          list.splice(Math.floor(random() * (list.length + 1)), 0, copy);
          touched.add(JSON.stringify(copy));
        } else if (op === 'delete' && list.length > 1) {
          touched.add(JSON.stringify(list[i]));
          list.splice(i, 1);
        } else if (op === 'move') {
          const [record] = list.splice(i, 1);
          list.splice(Math.floor(random() * (list.length + 1)), 0, record);
        }
      }
      const out = applyEdits(text, data);
      expect(parse(out), `${file} round ${round}`).toEqual(data);
      // Every entry the sequence did not touch is still there, byte for byte.
      for (const { path, items } of lists) {
        const before = at(original, path);
        items.forEach((item, n) => {
          const stillThere = (at(data, path) as unknown[]).some((doc) => JSON.stringify(doc) === JSON.stringify(before[n]));
          if (stillThere && !touched.has(JSON.stringify(before[n]))) expect(out, `${file} round ${round}`).toContain(item);
        });
      }
    }
  });

  it('an entry added to a list is written like its neighbours: key order, quoting, and the blank line between them', () => {
    const text =
      'reviews:\n  - id: a\n    date: "2026-01-02"\n    rating: 5\n    sample: true\n\n  - id: b\n    date: "2026-02-03"\n    rating: 4\n';
    const data = parse(text);
    data.reviews.push({ rating: 5, sample: false, date: '2026-03-04', id: 'c' });
    expect(applyEdits(text, data)).toBe(`${text}\n  - id: c\n    date: "2026-03-04"\n    rating: 5\n`);
  });

  it('a changed flow entry keeps its spacing and quoting', () => {
    const text =
      'service:\n  - { days: [Monday, Tuesday], opens: "07:00", closes: "20:00" }\n  - { days: [Saturday], opens: "08:00", closes: "17:00" }\n';
    const data = parse(text);
    data.service[1] = { days: ['Saturday'], opens: '09:00', closes: '15:00' };
    expect(applyEdits(text, data)).toBe(text.replace('opens: "08:00", closes: "17:00"', 'opens: "09:00", closes: "15:00"'));
    data.service.push({ days: ['Sunday'], opens: '10:00', closes: '16:00' });
    expect(applyEdits(text, data)).toContain('\n  - { days: [Sunday], opens: "10:00", closes: "16:00" }\n');
    data.service[0].days = ['Monday'];
    expect(applyEdits(text, data)).toContain('  - { days: [Monday], opens: "07:00", closes: "20:00" }\n');
  });

  it('a fact removed from a table of facts leaves the file without it', () => {
    const text = readFileSync(join(root, 'site.yaml'), 'utf8');
    const data = parse(text);
    const [name] = Object.keys(data.constants);
    delete data.constants[name];
    const out = applyEdits(text, data);
    expect(parse(out)).toEqual(data);
    expect(diffLines(text, out).added).toEqual([]);
    expect(diffLines(text, out).removed).toHaveLength(1);
  });
});
