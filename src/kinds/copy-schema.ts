/** The fields of a copy block (schema/page.schema.json#/definitions/block). */
export type BlockField = 'tag' | 'heading' | 'intro' | 'paragraphs' | 'list' | 'items' | 'cta';

type BlockSpec = BlockField[] | { fields: BlockField[]; description?: string; minItems?: number };

type CopySpec = {
  /** what the file is, for editors and generated forms */
  title: string;
  description: string;
  /** each block the page shows, with the fields it needs (a list field needs at least one entry, or `minItems`) */
  blocks: Record<string, BlockSpec>;
  /** at least this many lines under `messages:` */
  messages?: number;
};

/** A JSON Schema object (plain JSON: editors and the content editor read it as it is). */
export type JsonSchema = Record<string, unknown>;

const LISTS: BlockField[] = ['paragraphs', 'list', 'items'];
const human = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/**
 * The copy schema of a page kind: content/pages/<kind>.yaml must have exactly these blocks, each
 * with these fields; each block's shape is page.schema.json's. Plain JSON Schema, with a title
 * and a description per block: `npm run check` validates the file with it (positions, did you
 * mean), `npm run types` writes it for editors (schema/editor/page-<kind>.schema.json).
 */
export function copySchema(kind: string, spec: CopySpec): JsonSchema {
  const blocks = Object.entries(spec.blocks).map(([name, s]) => {
    const { fields, description, minItems } = Array.isArray(s) ? { fields: s, description: undefined, minItems: undefined } : s;
    return [
      name,
      {
        type: 'object',
        title: human(name),
        ...(description ? { description } : {}),
        required: fields,
        properties: Object.fromEntries(
          fields.map((f) => [f, LISTS.includes(f) ? { type: 'array', minItems: f === 'items' || f === 'list' ? (minItems ?? 1) : 1 } : {}]),
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
      ...(spec.messages ? { messages: { type: 'array', minItems: spec.messages } } : {}),
    },
  };
}
