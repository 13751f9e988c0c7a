import { didYouMean } from '../manifest/errors';
import { labelTitle } from '../manifest/plain-schema';
import type { Block } from '../manifest/schema.generated';

/** The fields of a copy block (schema/page.schema.json#/definitions/block). */
const FIELDS = ['tag', 'heading', 'intro', 'image', 'photos', 'paragraphs', 'list', 'items', 'cta'] as const;
type BlockField = (typeof FIELDS)[number];
const ITEM_FIELDS = ['text', 'value', 'icon', 'href'];

/**
 * A block of src/kinds/<kind>/copy.json: its fields, or its fields with a description, the least
 * number of items, the fields it may leave out (`optional`: a team's photos) and, where a field
 * means something of its own here, its label on the editing screen.
 */
type BlockSpec =
  | string[]
  | {
      fields: string[];
      optional?: string[];
      description?: string;
      minItems?: number;
      itemFields?: string[];
      labels?: Record<string, string>;
    };

/** src/kinds/<kind>/copy.json: what a kind's copy file (content/pages/<kind>.yaml) must hold. */
export type CopySpec = {
  /** what the file is, for editors and generated forms */
  title: string;
  description: string;
  /** each block the page shows, with the fields it needs (a list field needs at least one entry, or `minItems`) */
  blocks: Record<string, BlockSpec>;
  /** at least this many lines under `messages:` */
  messages?: number;
};

/** The blocks of a copy file as its schema guarantees them: each named block, with the fields it requires. */
export type CopyBlocks<B extends Record<string, BlockField>> = {
  [K in keyof B]: Block & { [F in B[K]]-?: NonNullable<Block[F]> };
};

const fieldsOf = (blockSpec: BlockSpec) => (Array.isArray(blockSpec) ? blockSpec : blockSpec.fields);

/** A kind's copy.json as read, or an error naming the file and what to write instead. */
export function copySpec(kind: string, json: unknown): CopySpec {
  const file = `src/kinds/${kind}/copy.json`;
  const spec = json as Partial<CopySpec> | null;
  if (!spec || typeof spec.title !== 'string' || typeof spec.description !== 'string' || !spec.blocks || typeof spec.blocks !== 'object')
    throw new Error(`${file} must be an object with title, description and blocks ({ "hero": ["heading", "intro"] })`);
  for (const [name, blockSpec] of Object.entries(spec.blocks)) {
    const fields = Array.isArray(blockSpec) ? blockSpec : blockSpec?.fields;
    if (!Array.isArray(fields) || !fields.length) throw new Error(`${file}: block '${name}' needs a list of fields, e.g. ["heading"]`);
    const unknown = (names: string[], known: readonly string[]) => {
      const unknownName = names.find((fieldName) => !known.includes(fieldName));
      if (unknownName === undefined) return;
      const guess = didYouMean(unknownName, known);
      throw new Error(
        `${file}: block '${name}' has no field '${unknownName}'${guess ? ` (did you mean '${guess}'?)` : ''}; the fields are ${known.join(', ')}`,
      );
    };
    unknown(fields, FIELDS);
    if (!Array.isArray(blockSpec)) unknown(blockSpec.optional ?? [], FIELDS);
    if (!Array.isArray(blockSpec)) unknown(blockSpec.itemFields ?? [], ITEM_FIELDS);
    if (!Array.isArray(blockSpec)) unknown(Object.keys(blockSpec.labels ?? {}), [...fields, ...(blockSpec.optional ?? [])]);
  }
  return spec as CopySpec;
}

/** src/kinds/copy.generated.ts: the fields of each block of each kind's copy, for the types of BuildContext.blocks. */
export function copyTypesModule(specs: Record<string, CopySpec>): string {
  const kinds = Object.entries(specs).map(([kind, spec]) => {
    const blocks = Object.entries(spec.blocks).map(
      ([name, blockSpec]) =>
        `    ${JSON.stringify(name)}: ${fieldsOf(blockSpec)
          .map((text) => JSON.stringify(text))
          .join(' | ')};`,
    );
    return `  ${JSON.stringify(kind)}: {\n${blocks.join('\n')}\n  };`;
  });
  return `// Generated from src/kinds/*/copy.json by src/build/generated-files.ts: edit those files, not this one.\nexport type CopyFields = {\n${kinds.join('\n')}\n};\n`;
}

/** A JSON Schema object (plain JSON: editors and the content editor read it as it is). */
export type JsonSchema = Record<string, unknown>;

const LISTS = ['paragraphs', 'list', 'items'];
/**
 * The copy schema of a page kind: content/pages/<kind>.yaml must have exactly these blocks, each
 * with these fields; each block's shape is page.schema.json's. Plain JSON Schema, with a title
 * and a description per block: `npm run check` validates the file with it (positions, did you
 * mean), the generated files give it to editors (schema/editor/page-<kind>.schema.json).
 */
export function copySchema(kind: string, spec: CopySpec): JsonSchema {
  const blocks = Object.entries(spec.blocks).map(([name, blockSpec]) => {
    const {
      fields,
      optional = [],
      description,
      minItems,
      itemFields,
      labels = {},
    }: Exclude<BlockSpec, string[]> = Array.isArray(blockSpec) ? { fields: blockSpec } : blockSpec;
    return [
      name,
      {
        type: 'object',
        // As the office would name the section ("Call-to-action band", not "Cta").
        title: labelTitle([name]),
        ...(description ? { description } : {}),
        required: fields,
        properties: Object.fromEntries(
          [...fields, ...optional].map((key) => [
            key,
            {
              ...(labels[key] ? { title: labels[key] } : {}),
              ...(LISTS.includes(key) && fields.includes(key)
                ? {
                    type: 'array',
                    minItems: key === 'items' || key === 'list' ? (minItems ?? 1) : 1,
                    ...(key === 'items' && itemFields?.length
                      ? {
                          items: {
                            type: 'object',
                            required: itemFields,
                            properties: Object.fromEntries(itemFields.map((itemField) => [itemField, {}])),
                          },
                        }
                      : {}),
                  }
                : {}),
            },
          ]),
        ),
      },
    ] as const;
  });
  return {
    $id: `copy-${kind}.schema.json`,
    title: spec.title,
    description: spec.description,
    type: 'object',
    allOf: [{ $ref: 'page.schema.json' }],
    properties: {
      blocks: {
        type: 'object',
        required: blocks.map(([name]) => name),
        additionalProperties: false,
        properties: Object.fromEntries(blocks),
      },
      // The copy of one type of work (content/services/<id>.yaml workType:) replaces fields of the same blocks.
      workTypes: {
        type: 'object',
        properties: Object.fromEntries(
          (['repair', 'installation'] as const).map((text) => [
            text,
            { type: 'object', additionalProperties: false, properties: Object.fromEntries(blocks.map(([name]) => [name, {}])) },
          ]),
        ),
      },
      ...(spec.messages ? { messages: { type: 'array', minItems: spec.messages } } : {}),
    },
  };
}
