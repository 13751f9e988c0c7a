import { describe, expect, it } from 'vitest';
import { existsSync, mount, readdirSync, readFileSync, statSync, writeFileSync } from './memory-fs';

describe("the editing screen's in-memory files (node:fs for the check in the browser)", () => {
  mount('/project', {
    'site.yaml': 'business:\n  name: Baywise\n',
    'content/cities/brandon.yaml': 'name: Brandon\n',
    'content/local/services/tampa/spring-repair.yaml': 'intro: Café\n',
    'public/images/hero.jpg': '',
  });

  it('answers existence, listing and stat as Node does for the same tree', () => {
    expect(existsSync('/project/site.yaml')).toBe(true);
    expect(existsSync('/project/content')).toBe(true);
    expect(existsSync('/project/content/')).toBe(true);
    expect(existsSync('/project/content/services')).toBe(false);
    expect(readdirSync('/project')).toEqual(['content', 'public', 'site.yaml']);
    expect(readdirSync('/project/content/local', { recursive: true })).toEqual([
      'services',
      'services/tampa',
      'services/tampa/spring-repair.yaml',
    ]);
    const entries = readdirSync('/project/content', { withFileTypes: true }) as Array<{ name: string; isDirectory(): boolean }>;
    expect(entries.map((entry) => [entry.name, entry.isDirectory()])).toEqual([
      ['cities', true],
      ['local', true],
    ]);
    expect(statSync('/project/content/cities').isDirectory()).toBe(true);
    expect(statSync('/project/content/cities/brandon.yaml').isFile()).toBe(true);
  });

  it('reads text, or bytes that decode as Node’s Buffer does', () => {
    expect(readFileSync('/project/content/cities/brandon.yaml', 'utf8')).toBe('name: Brandon\n');
    const bytes = readFileSync('/project/content/local/services/tampa/spring-repair.yaml');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect((bytes as Uint8Array).length).toBe(13);
    expect(bytes.toString()).toBe('intro: Café\n');
  });

  it('fails as Node does for a missing path, and never writes', () => {
    expect(() => readFileSync('/project/content/cities/tampa.yaml', 'utf8')).toThrow(/ENOENT/);
    expect(() => readdirSync('/project/nothing')).toThrow(/ENOENT/);
    expect(() => statSync('/project/nothing')).toThrow(/ENOENT/);
    expect(() => writeFileSync()).toThrow(/never writes/);
  });

  it('holds only what was mounted last', () => {
    mount('/project', { 'site.yaml': 'x: 1\n' });
    expect(existsSync('/project/content')).toBe(false);
    expect(readdirSync('/project')).toEqual(['site.yaml']);
  });
});
