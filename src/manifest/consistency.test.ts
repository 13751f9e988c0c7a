import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchSite } from '../../tests/support/scratch-site';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';
import { repeatedKeys } from './consistency';
import { formatPath } from './errors';
import { loadSite } from './load';
import { readYaml } from './source';

type Path = Array<string | number>;

/** Every YAML file of the fixture site, relative to it. */
function yamlFiles(dir = FIXTURE_SITE, rel = ''): string[] {
  return readdirSync(join(dir, rel)).flatMap((name) => {
    const file = rel ? `${rel}/${name}` : name;
    if (statSync(join(dir, file)).isDirectory()) return file === 'public' || file === 'schema' ? [] : yamlFiles(dir, file);
    return file.endsWith('.yaml') ? [file] : [];
  });
}

/** Every list of a file's data with more than one item, with its path. */
function listsOf(value: unknown, path: Path = []): Array<{ path: Path; items: unknown[] }> {
  if (Array.isArray(value))
    return [...(value.length > 1 ? [{ path, items: value }] : []), ...value.flatMap((item, i) => listsOf(item, [...path, i]))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => listsOf(child, [...path, key]));
  return [];
}

/** The data with `item` added at the end of the list at `path` (copied along the path only). */
function withAdded(data: unknown, path: Path, item: unknown): unknown {
  if (!path.length) return [...(data as unknown[]), item];
  const [key, ...rest] = path;
  const copy = Array.isArray(data) ? [...data] : { ...(data as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[key] = withAdded((data as Record<string | number, unknown>)[key], rest, item);
  return copy;
}

describe('each key of a list once', () => {
  const files = yamlFiles();

  it('the fixture site gives every key of its lists once', () => {
    const found = files.flatMap((file) => {
      const { source } = readYaml(file, readFileSync(join(FIXTURE_SITE, file), 'utf8'));
      return repeatedKeys(file, source.data, (path) => source.locate(path).line).map((item) => `${file} ${formatPath(item.path)}`);
    });
    expect(found).toEqual([]);
  });

  it('an entry given again is reported at the one added, naming the first one’s line, in every list of every file', () => {
    const named = new Set<string>();
    for (const file of files) {
      const { source } = readYaml(file, readFileSync(join(FIXTURE_SITE, file), 'utf8'));
      for (const { path, items } of listsOf(source.data)) {
        // The list with its first entry given again at its end: the copy is the later one.
        const data = withAdded(source.data, path, items[0]);
        const found = repeatedKeys(file, data, (item) => source.locate(item).line);
        if (!found.length) continue;
        named.add(
          `${file.replace(/^(content\/(?:cities|services|brands))\/[^/]+\.yaml$/, '$1/*')} ${formatPath(path.map((item) => (typeof item === 'number' ? 0 : item)))}`,
        );
        const added = items.length;
        for (const { path: where, params } of found) {
          expect(where.slice(0, path.length + 1), `${file} ${formatPath(where)}`).toEqual([...path, added]);
          expect('firstLine' in params && params.firstLine, `${file} ${formatPath(where)}`).toBe(
            source.locate(where.with(path.length, 0)).line,
          );
        }
      }
    }
    // The lists an address, an anchor, a redirect or a lookup is made from are among them.
    expect([...named]).toEqual(
      expect.arrayContaining([
        'site.yaml routes',
        'site.yaml redirects',
        'site.yaml notFound.suggestions',
        'site.yaml booking.closedDates',
        'content/cities/* neighborhoods',
        'content/services/* relatedServices',
        'content/reviews.yaml reviews',
        'content/projects.yaml projects',
        'content/faq.yaml categories',
        'content/counties.yaml counties',
      ]),
    );
  });

  it('entries without the key (the schema reports them) are never the same', () => {
    const data = { neighborhoods: [{ name: 'A' }, { name: 'B' }, { id: 5 }, { id: '5' }] };
    const found = repeatedKeys('content/cities/x.yaml', data, () => 1);
    expect(found.map((item) => formatPath(item.path))).toEqual(['neighborhoods[4].id']);
    expect(repeatedKeys('content/cities/x.yaml', { neighborhoods: 'none' }, () => 1)).toEqual([]);
  });
});

describe('a neighborhood id given twice, as the check loads the site', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));
  it('is one error at the second, naming the first, with no error about what was built on it', () => {
    const root = scratchSite('duplicate-neighborhood-id');
    copies.push(root);
    const lines = readFileSync(join(root, 'content/cities/brandon.yaml'), 'utf8').split('\n');
    const [first, second] = lines.flatMap((line, i) => (line === '  - id: bloomingdale' ? [i + 1] : []));
    const { errors } = loadSite(root);
    expect(errors.map((e) => `${e.file}:${e.line} ${e.message}`)).toEqual([
      `content/cities/brandon.yaml:${second} neighborhood id 'bloomingdale' appears twice (first on line ${first})`,
    ]);
    expect(errors[0].plain).toBe("Two neighborhoods have the id 'bloomingdale'");
  });

  it('a redirect added at the end with the source of an earlier one is reported at the one added', () => {
    const root = scratchSite();
    copies.push(root);
    const file = join(root, 'site.yaml');
    const lines = readFileSync(file, 'utf8').split('\n');
    const isRedirect = (text: string) => text.startsWith('  - { from: ');
    const earlier = lines.findIndex((line) => line.startsWith('  - { from: /contact, to: '));
    const nth = lines.slice(0, earlier + 1).filter(isRedirect).length;
    const last = lines.findIndex((line, i) => isRedirect(line) && !lines[i + 1].startsWith('  - '));
    lines.splice(last + 1, 0, '  - { from: /contact, to: /about }');
    writeFileSync(file, lines.join('\n'));
    const to = /to: (\S+) \}/.exec(lines[earlier])![1];
    const { errors } = loadSite(root);
    expect(errors.map((e) => `${e.file}:${e.line} ${e.message}`)).toEqual([
      `site.yaml:${last + 2} /contact is redirected twice (also by redirect ${nth}, line ${earlier + 1}, to ${to})`,
    ]);
  });
});
