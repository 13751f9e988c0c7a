import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { scratchSite } from '../../tests/support/scratch-site';
import { checkProject } from './check';

const root = scratchSite();
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The check's errors after the first review's `field` is given `value`. */
function errorsWith(field: 'name' | 'comment', value: string) {
  const file = join(root, 'content/reviews.yaml');
  const before = readFileSync(file, 'utf8');
  try {
    const doc = parseDocument(before);
    doc.setIn(['reviews', 0, field], value);
    writeFileSync(file, doc.toString());
    return checkProject({ root }).errors.map((e) => `${e.path} ${e.message}`);
  } finally {
    writeFileSync(file, before);
  }
}

describe("a review's texts have bounds: a reviewer's name is a name, and a comment fits its card", () => {
  it('refuses a name of more than 40 characters, at the name', () => {
    expect(errorsWith('name', 'X'.repeat(204))).toEqual(['reviews[1].name is 204 characters long; must NOT have more than 40 characters']);
    expect(errorsWith('name', 'Maria L.')).toEqual([]);
  });

  it('refuses a comment of more than 1,500 characters', () => {
    expect(errorsWith('comment', 'Great crew. '.repeat(150))).toEqual([
      'reviews[1].comment is 1800 characters long; must NOT have more than 1500 characters',
    ]);
  });
});
