import type { Block } from '../manifest/schema.generated';
import type { BuildContext } from './context';

/** The fields of a copy block (schema/page.schema.json#/definitions/block). */
type BlockField = 'tag' | 'heading' | 'intro' | 'image' | 'paragraphs' | 'list' | 'items' | 'cta';

type BlockSpec =
  | readonly BlockField[]
  | {
      fields: readonly BlockField[];
      description?: string;
      minItems?: number;
      itemFields?: ReadonlyArray<'text' | 'value' | 'icon' | 'href'>;
    };
type FieldsOf<S> = S extends readonly BlockField[] ? S[number] : S extends { fields: readonly BlockField[] } ? S['fields'][number] : never;

/** The blocks of a copy file as its schema guarantees them: each named block, with the fields it requires. */
type CopyBlocks<B extends Record<string, BlockSpec>> = {
  [K in keyof B]: Block & { [F in FieldsOf<B[K]>]-?: NonNullable<Block[F]> };
};

type CopySpec<B extends Record<string, BlockSpec> = Record<string, BlockSpec>> = {
  /** what the file is, for editors and generated forms */
  title: string;
  description: string;
  /** each block the page shows, with the fields it needs (a list field needs at least one entry, or `minItems`) */
  blocks: B;
  /** at least this many lines under `messages:` */
  messages?: number;
};

/** A kind's copy: the schema its file is checked with, and its blocks read (filled) for one page, typed by that schema. */
type KindCopy<B extends Record<string, BlockSpec>> = {
  schema: JsonSchema;
  /** the filled blocks of content/pages/<kind>.yaml for this page (with the own copy of its service's type of work) */
  blocks(ctx: Pick<BuildContext<unknown>, 'blocks'>): CopyBlocks<B>;
  /** the filled messages of the file */
  messages(ctx: Pick<BuildContext<unknown>, 'messages'>): string[];
};

/**
 * Declares a kind's copy (content/pages/<kind>.yaml): its schema (copySchema) and typed readers.
 * The check validates the file with the schema before any page is built, so what the type
 * promises is there.
 */
export function defineCopy<const B extends Record<string, BlockSpec>>(kind: string, spec: CopySpec<B>): KindCopy<B> {
  return {
    schema: copySchema(kind, spec),
    blocks: (ctx) => ctx.blocks(kind) as CopyBlocks<B>,
    messages: (ctx) => ctx.messages(kind),
  };
}

/** A JSON Schema object (plain JSON: editors and the content editor read it as it is). */
export type JsonSchema = Record<string, unknown>;

const LISTS: BlockField[] = ['paragraphs', 'list', 'items'];
const isList = (s: BlockSpec): s is readonly BlockField[] => Array.isArray(s);
const human = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/**
 * The copy schema of a page kind: content/pages/<kind>.yaml must have exactly these blocks, each
 * with these fields; each block's shape is page.schema.json's. Plain JSON Schema, with a title
 * and a description per block: `npm run check` validates the file with it (positions, did you
 * mean), the generated files give it to editors (schema/editor/page-<kind>.schema.json).
 */
/** The schema of a kind's copy, for a kind whose loader reads its copy untyped (tests/integration/new-kind.test.ts writes one). */
export function copySchema(kind: string, spec: CopySpec): JsonSchema {
  const blocks = Object.entries(spec.blocks).map(([name, s]) => {
    const { fields, description, minItems, itemFields }: Exclude<BlockSpec, readonly BlockField[]> = isList(s) ? { fields: s } : s;
    return [
      name,
      {
        type: 'object',
        title: human(name),
        ...(description ? { description } : {}),
        required: fields,
        properties: Object.fromEntries(
          fields.map((f) => [
            f,
            LISTS.includes(f)
              ? {
                  type: 'array',
                  minItems: f === 'items' || f === 'list' ? (minItems ?? 1) : 1,
                  ...(f === 'items' && itemFields?.length
                    ? { items: { type: 'object', required: itemFields, properties: Object.fromEntries(itemFields.map((i) => [i, {}])) } }
                    : {}),
                }
              : {},
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
          (['repair', 'installation'] as const).map((k) => [
            k,
            { type: 'object', additionalProperties: false, properties: Object.fromEntries(blocks.map(([name]) => [name, {}])) },
          ]),
        ),
      },
      ...(spec.messages ? { messages: { type: 'array', minItems: spec.messages } } : {}),
    },
  };
}
