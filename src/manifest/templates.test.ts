import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYaml } from './source';
import { formatPath } from './errors';
import { TEMPLATE_MARK, validateSource } from './validate';
import { walkStrings } from './walk';

const SCHEMA = join(import.meta.dirname, '../../schema');
const TEMPLATES = join(SCHEMA, 'templates');

/** Every string of the data, with its path as the check writes it (`faq[2].answer`). */
function strings(value: unknown): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  walkStrings(value, [], (path, text) => out.push([formatPath(path), text]));
  return out;
}

const at = (data: unknown, path: string): unknown =>
  path
    .split(/\.|\[(\d+)\]/)
    .filter(Boolean)
    .reduce<unknown>((cur, text) => (cur as Record<string, unknown> | undefined)?.[/^\d+$/.test(text) ? Number(text) - 1 : text], data);

describe('the blank templates a new entry starts from (schema/templates/)', () => {
  const files = readdirSync(TEMPLATES).filter((fileName) => fileName.endsWith('.yaml'));

  it('exist for each kind the screen creates', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files)
    it(`${file}: every text is an example the check refuses, and nothing else in it is wrong`, () => {
      const { source, errors } = readYaml(join(TEMPLATES, file));
      expect(errors).toEqual([]);
      const texts = strings(source.data).filter(([, tab]) => tab !== '');
      expect(texts.length).toBeGreaterThan(0);
      for (const [path, text] of texts) expect(text, path).toContain(TEMPLATE_MARK);
      const found = validateSource(source, file.replace('.yaml', '.schema.json'), SCHEMA);
      // Each example text is reported at its own field, in the editor's words.
      const marked = found.filter((e) => e.code === 'template-text');
      expect(marked.map((e) => e.path).sort()).toEqual(texts.map(([item]) => item).sort());
      for (const manifestError of marked) expect(manifestError.plain).toMatch(/still holds the template's example text/);
      // Anything else is a field the template leaves to be chosen, typed or made (an id): missing, empty, or an empty list.
      for (const manifestError of found.filter((item) => item.code !== 'template-text')) {
        const value = at(source.data, manifestError.field);
        expect(
          value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
          `${manifestError.field}: ${manifestError.message}`,
        ).toBe(true);
      }
    });
});
