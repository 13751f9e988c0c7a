import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { didYouMean, formatPath, ManifestError } from './errors';
import type { SourceFile } from './source';

let ajv: Ajv | undefined;

function getAjv(schemaDir: string): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  for (const f of readdirSync(schemaDir).filter((n) => n.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, f), 'utf8')));
  }
  return ajv;
}

/**
 * Validates one file against one schema (an id of schema/, or a schema object with an `$id` that
 * may refer to schema/); every problem comes back, each with file:line:column.
 */
export function validateSource(source: SourceFile, schema: string | { $id?: unknown }, schemaDir: string): ManifestError[] {
  const validate = compiled(getAjv(schemaDir), schema);
  if (!validate) throw new Error(`No schema ${typeof schema === 'string' ? schema : String(schema.$id)} in ${schemaDir}`);
  if (validate(source.data)) return [];
  return unknownKeysOnce(simplify(renamedKeys(validate.errors ?? []))).map((e) => toManifestError(source, e));
}

function compiled(ajv: Ajv, schema: string | { $id?: unknown }): ValidateFunction | undefined {
  if (typeof schema === 'string') return ajv.getSchema(schema) as ValidateFunction | undefined;
  const id = String(schema.$id);
  return (ajv.getSchema(id) ?? ajv.addSchema(schema as object).getSchema(id)) as ValidateFunction | undefined;
}

/** Several unknown keys in one mapping (a parent key deleted, its children left behind) are one error. */
function unknownKeysOnce(errors: ErrorObject[]): ErrorObject[] {
  const byParent = new Map<string, ErrorObject[]>();
  for (const e of errors)
    if (e.keyword === 'additionalProperties') byParent.set(e.instancePath, [...(byParent.get(e.instancePath) ?? []), e]);
  return errors.flatMap((e) => {
    const group = e.keyword === 'additionalProperties' ? byParent.get(e.instancePath)! : undefined;
    if (!group || group.length < 3) return [e];
    if (group[0] !== e) return [];
    return [{ ...e, params: { ...e.params, others: group.slice(1).map((g) => String(g.params.additionalProperty)) } }];
  });
}

/**
 * A misspelt key is one mistake: "unknown key 'phne'" and "missing 'phone'" on the same mapping
 * become the first alone, with the rename as its fix.
 */
function renamedKeys(errors: ErrorObject[]): ErrorObject[] {
  const renamed = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const missing = errors
      .filter((r) => r.keyword === 'required' && r.instancePath === e.instancePath)
      .map((r) => String(r.params.missingProperty));
    const guess = didYouMean(String(e.params.additionalProperty), missing);
    if (guess) renamed.add(`${e.instancePath}|${guess}`);
  }
  return errors.filter((e) => !(e.keyword === 'required' && renamed.has(`${e.instancePath}|${String(e.params.missingProperty)}`)));
}

/** JSON Schema's type names, in the words an editor uses. */
const TYPE_WORDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a group of "key: value" lines',
  array: 'a list (lines starting with "- ")',
  null: 'nothing',
};
const typeWords = (t: unknown) =>
  String(t)
    .split(',')
    .map((x) => TYPE_WORDS[x] ?? x)
    .join(' or ');

/** Drops the noise ajv adds around a oneOf/anyOf/$ref so that one mistake reads as one error. */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.keyword === 'if') return false;
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function pointerToPath(pointer: string): Array<string | number> {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

function toManifestError(source: SourceFile, e: ErrorObject): ManifestError {
  const path = pointerToPath(e.instancePath);
  let message = `${e.message ?? 'is invalid'}`;
  let hint = 'Change the value to match what is expected.';
  let target = path;
  switch (e.keyword) {
    case 'additionalProperties': {
      const extra = String(e.params.additionalProperty);
      target = [...path, extra];
      const parent = e.parentSchema as { properties?: object; patternProperties?: object };
      const allowed = Object.keys(parent?.properties ?? {});
      const parentData = readAt(source.data, path) as Record<string, unknown> | undefined;
      const missing = allowed.filter((k) => parentData && !(k in parentData));
      const guess = didYouMean(extra, missing) ?? didYouMean(extra, allowed);
      message = `unknown key '${extra}'`;
      const others = e.params.others as string[] | undefined;
      if (others) {
        message = `unknown keys '${extra}', ${others
          .slice(0, 3)
          .map((o) => `'${o}'`)
          .join(', ')}${others.length > 3 ? ` and ${others.length - 3} more` : ''}`;
        hint = `These keys do not belong here; was the line above them (their parent key) deleted or mis-indented? Allowed keys here: ${allowed.join(', ')}.`;
        break;
      }
      if (guess) hint = `Did you mean '${guess}'? Rename the key.`;
      else if (parent?.patternProperties) {
        const camel = extra.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());
        hint = `Names here are camelCase (a lower-case letter, then letters and digits)${camel !== extra ? `: write '${camel}'` : ''}.`;
      } else hint = `Remove it; allowed keys here: ${allowed.join(', ')}.`;
      break;
    }
    case 'required': {
      const missing = String(e.params.missingProperty);
      message = `missing required key '${missing}'`;
      hint = `Add '${missing}:' to this entry (see another file of the same kind for an example).`;
      break;
    }
    case 'enum': {
      const allowed = (e.params.allowedValues as unknown[]).map(String);
      const value = String(readAt(source.data, path));
      const guess = didYouMean(value, allowed);
      message = `'${value}' is not one of the allowed values`;
      hint = guess ? `Did you mean '${guess}'?` : `Use one of: ${allowed.join(', ')}.`;
      break;
    }
    case 'pattern': {
      const desc = (e.parentSchema as { description?: string })?.description;
      message = `'${String(readAt(source.data, path))}' does not have the expected form`;
      hint = desc ? `Expected: ${desc}.` : `It must match ${String(e.params.pattern)}.`;
      break;
    }
    case 'type': {
      const found = readAt(source.data, path);
      const key = path[path.length - 1];
      message = `must be ${typeWords(e.params.type)}, found ${describe(found)}`;
      hint =
        e.params.type === 'string'
          ? typeof found === 'object' && found !== null
            ? 'Put the text in double quotes (a text that starts with {{ or contains ": " needs them).'
            : `Put the value in double quotes${typeof key === 'string' ? `: ${key}: "${String(found)}"` : ''}.`
          : typeof found === 'string' && /^[\w-]+:\S/.test(found)
            ? `Put a space after the colon ("key: value"), on its own line below the key above.`
            : `Write ${typeWords(e.params.type)} here.`;
      break;
    }
    case 'minItems':
    case 'maxItems':
      message = `has ${(readAt(source.data, path) as unknown[]).length} items; ${e.message}`;
      hint = e.keyword === 'minItems' ? 'Add items to the list.' : 'Remove items from the list.';
      break;
    case 'minLength':
    case 'maxLength': {
      const value = String(readAt(source.data, path));
      message = `is ${value.length} characters long; ${e.message}`;
      hint = e.keyword === 'minLength' ? 'Write a longer text.' : 'Shorten the text.';
      break;
    }
    case 'format':
      message = `'${String(readAt(source.data, path))}' is not a valid ${e.params.format}`;
      hint = `Write a valid ${e.params.format}.`;
      break;
    case 'uniqueItems':
      message = `'${String((readAt(source.data, path) as unknown[])[Number(e.params.i)])}' is listed twice (items ${Number(e.params.j) + 1} and ${Number(e.params.i) + 1})`;
      hint = 'Remove one of the two.';
      break;
    default:
      break;
  }
  const pos = source.locate(target);
  return new ManifestError({
    code: 'schema',
    file: source.file,
    line: pos.line,
    column: pos.column,
    path: formatPath(target),
    message,
    hint,
  });
}

function readAt(data: unknown, path: ReadonlyArray<string | number>): unknown {
  let cur: unknown = data;
  for (const k of path) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

function describe(v: unknown): string {
  if (v === null) return 'nothing (null)';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `the text "${v.length > 40 ? `${v.slice(0, 40)}...` : v}"`;
  if (typeof v === 'number' || typeof v === 'boolean') return `${typeof v === 'number' ? 'the number' : ''} ${String(v)}`.trim();
  if (typeof v === 'object') return 'a group of "key: value" lines';
  return `a ${typeof v}`;
}
