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

describe("a page's title too long is said where the office typed what made it long", () => {
  it("a service's title typed long: at the service's own title, not at the route's in the business facts", () => {
    const file = join(root, 'content/services/spring-replacement.yaml');
    const before = readFileSync(file, 'utf8');
    try {
      const doc = parseDocument(before);
      doc.set('title', `Garage Door Spring Replacement, Repair and Adjustment for Every Kind of Door ${'and More '.repeat(6)}`.trim());
      writeFileSync(file, doc.toString());
      const long = checkProject({ root }).errors.filter((e) => e.plain.startsWith('The page title is too long'));
      expect(long.length).toBeGreaterThan(0);
      expect(new Set(long.map((e) => `${e.file} ${e.path}`))).toEqual(new Set(['content/services/spring-replacement.yaml title']));
    } finally {
      writeFileSync(file, before);
    }
  });
});
