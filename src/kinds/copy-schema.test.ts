import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySchema, copySpec, copyTypesModule } from './copy-schema';
import { copySpecs, kindNames } from './kinds';

const promise = {
  title: 'Promise page copy',
  description: 'content/pages/promise.yaml: the promise page.',
  blocks: { hero: ['heading', 'intro'], terms: { fields: ['heading', 'items'], minItems: 2, itemFields: ['text'] } },
};

describe("a kind's copy.json", () => {
  it('makes the schema of its copy file: exactly its blocks, each with its fields', () => {
    const schema = copySchema('promise', copySpec('promise', promise)) as { properties: { blocks: Record<string, unknown> } };
    expect(schema.properties.blocks).toMatchObject({
      required: ['hero', 'terms'],
      additionalProperties: false,
      properties: {
        hero: { required: ['heading', 'intro'] },
        terms: { required: ['heading', 'items'], properties: { items: { minItems: 2, items: { required: ['text'] } } } },
      },
    });
  });

  it('makes the type of its blocks (src/kinds/copy.generated.ts)', () => {
    expect(copyTypesModule({ promise: copySpec('promise', promise) })).toContain(
      '  "promise": {\n    "hero": "heading" | "intro";\n    "terms": "heading" | "items";\n  };',
    );
  });

  it('with a field a block does not have is an error naming the file, the block and the field meant', () => {
    const typo = { ...promise, blocks: { hero: ['heading', 'intor'] } };
    expect(() => copySpec('promise', typo)).toThrow(
      "src/kinds/promise/copy.json: block 'hero' has no field 'intor' (did you mean 'intro'?); the fields are tag, heading, intro",
    );
    const item = { ...promise, blocks: { terms: { fields: ['items'], itemFields: ['txt'] } } };
    expect(() => copySpec('promise', item)).toThrow("block 'terms' has no field 'txt' (did you mean 'text'?)");
    expect(() => copySpec('promise', { ...promise, blocks: { hero: [] } })).toThrow("block 'hero' needs a list of fields");
    expect(() => copySpec('promise', { blocks: {} })).toThrow(
      'src/kinds/promise/copy.json must be an object with title, description and blocks',
    );
  });

  it('is read for every kind that has one, and the generated types are made of them', () => {
    const specs = copySpecs();
    expect(Object.keys(specs).every((key) => kindNames().includes(key))).toBe(true);
    const generated = readFileSync(join(import.meta.dirname, 'copy.generated.ts'), 'utf8');
    expect(generated).toBe(copyTypesModule(specs));
  });
});
