import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { scratchSite } from '../../tests/support/scratch-site';
import { checkProject } from './check';

const root = scratchSite();
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The check's plain messages after the search summary of the route at `path` is `description`. */
function plainWith(path: string, description: string): string[] {
  const file = join(root, 'site.yaml');
  const before = readFileSync(file, 'utf8');
  try {
    const doc = parseDocument(before);
    const routes = doc.toJS().routes as Array<{ path: string }>;
    doc.setIn(['routes', routes.findIndex((route) => route.path === path), 'description'], description);
    writeFileSync(file, doc.toString());
    return checkProject({ root }).errors.map((e) => e.plain);
  } finally {
    writeFileSync(file, before);
  }
}

describe("a page's search summary out of bounds is said of the page in words", () => {
  it('names the home page as such, not by its address "/"', () => {
    expect(plainWith('/', 'Too short.')).toEqual([
      'The search summary of the home page is too short with its facts filled in (10 characters, at least 50)',
    ]);
  });

  it('names another page by its address', () => {
    expect(plainWith('/about', 'Too short.')).toEqual([
      'The search summary of /about is too short with its facts filled in (10 characters, at least 50)',
    ]);
  });
});
