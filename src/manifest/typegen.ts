import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';

/** TypeScript types for every schema in schema/, as one module's text. One source: the schema. */
export async function generateTypes(schemaDir: string): Promise<string> {
  const files = readdirSync(schemaDir)
    .filter((text) => text.endsWith('.schema.json'))
    .sort();
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const schema = JSON.parse(readFileSync(join(schemaDir, file), 'utf8'));
    const ts = await compile(schema, schema.title ?? file, {
      cwd: schemaDir,
      bannerComment: '',
      additionalProperties: false,
      declareExternallyReferenced: true,
      format: false,
      unreachableDefinitions: file === 'defs.schema.json',
      ignoreMinAndMaxItems: true,
    });
    // Referenced definitions are emitted by every schema that uses them: keep the first.
    for (const block of ts.split(/\n(?=export )/)) {
      const name = /^export (?:interface|type) (\w+)/.exec(block.trim())?.[1];
      if (name && seen.has(name)) continue;
      if (name) seen.add(name);
      parts.push(block.trim());
    }
  }
  return (
    '/* Generated from schema/*.schema.json (src/build/generated-files.ts). Do not edit: change the schema. */\n' +
    '/* eslint-disable */\n\n' +
    parts.filter(Boolean).join('\n\n') +
    '\n'
  );
}
