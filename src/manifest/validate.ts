import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { listed, type Message } from './error-catalogue';
import { didYouMean, formatPath, problem, problemOf, type ManifestError } from './errors';
import { COMPARISONS, fewWholeNumbers, formOf, halfDayTime, halfUnsaid, labelOf, type Form } from './plain-schema';
import type { SourceFile } from './source';
import { walkStrings } from './walk';

let ajv: Ajv | undefined;

function getAjv(schemaDir: string): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  for (const file of readdirSync(schemaDir).filter((text) => text.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')));
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
  const errors = validate(source.data)
    ? []
    : unknownKeysOnce(simplify(renamedKeys(validate.errors ?? []))).map((e) => toManifestError(source, e));
  return [...errors, ...templateTexts(source)];
}

/** What marks a text of a new entry's template (schema/templates/): the entry is not ready while one is left. */
export const TEMPLATE_MARK = '✎';

/** Every text still holding its template's example (it starts with ✎): reported with the schema's errors, at its field. */
function templateTexts(source: SourceFile): ManifestError[] {
  const out: ManifestError[] = [];
  walkStrings(source.data, [], (path, text) => {
    if (!text.includes(TEMPLATE_MARK)) return;
    const pos = source.locate(path);
    out.push(
      problem('template-text', { label: labelOf(path) }, { file: source.file, line: pos.line, column: pos.column, path: formatPath(path) }),
    );
  });
  return out;
}

function compiled(ajv: Ajv, schema: string | { $id?: unknown }): ValidateFunction | undefined {
  if (typeof schema === 'string') return ajv.getSchema(schema) as ValidateFunction | undefined;
  const id = String(schema.$id);
  return (ajv.getSchema(id) ?? ajv.addSchema(schema as object).getSchema(id)) as ValidateFunction | undefined;
}

/** Several unknown keys in one mapping (a parent key deleted, its children left behind) are one error. */
function unknownKeysOnce(errors: ErrorObject[]): ErrorObject[] {
  const byParent = new Map<string, ErrorObject[]>();
  for (const error of errors)
    if (error.keyword === 'additionalProperties') byParent.set(error.instancePath, [...(byParent.get(error.instancePath) ?? []), error]);
  return errors.flatMap((e) => {
    const group = e.keyword === 'additionalProperties' ? byParent.get(e.instancePath)! : undefined;
    if (!group || group.length < 3) return [e];
    if (group[0] !== e) return [];
    return [{ ...e, params: { ...e.params, others: group.slice(1).map((errorObject) => String(errorObject.params.additionalProperty)) } }];
  });
}

/**
 * Keys the content's files were once written with, by their new name. A file from before the
 * rename gets the rename as its fix, wherever the new name is allowed (a route's `kind:`, the page
 * kind, is not one of them: there `kind` is still the key).
 */
const FORMER_KEYS: Record<string, string> = {
  kind: 'workType', // a service's or a question's type of work (repair or installation)
  kinds: 'workTypes', // a page's copy for one type of work
};

/** The new name of a key written under its former name, if that name is allowed where it stands. */
function formerKey(key: string, allowed: string[]): string | undefined {
  const to = Object.hasOwn(FORMER_KEYS, key) ? FORMER_KEYS[key] : undefined;
  return to && allowed.includes(to) ? to : undefined;
}

/**
 * A misspelt key is one mistake: "unknown key 'phne'" and "missing 'phone'" on the same mapping
 * become the first alone, with the rename as its fix.
 */
function renamedKeys(errors: ErrorObject[]): ErrorObject[] {
  const renamed = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const missing = errors
      .filter((errorObject) => errorObject.keyword === 'required' && errorObject.instancePath === error.instancePath)
      .map((errorObject) => String(errorObject.params.missingProperty));
    const key = String(error.params.additionalProperty);
    const guess = formerKey(key, missing) ?? didYouMean(key, missing);
    if (guess) renamed.add(`${error.instancePath}|${guess}`);
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
const typeWords = (item: unknown) =>
  String(item)
    .split(',')
    .map((key) => TYPE_WORDS[key] ?? key)
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
    .map((text) => text.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((text) => (/^\d+$/.test(text) ? Number(text) : text));
}

/** A key the schema does not allow: renamed (a near miss), in the wrong case, one of several, or unknown. */
function unknownKey(e: ErrorObject, path: Array<string | number>, value: unknown): Message & { target: Array<string | number> } {
  const key = String(e.params.additionalProperty);
  const target = [...path, key];
  const parent = e.parentSchema as { properties?: object; patternProperties?: object };
  const allowedKeys = Object.keys(parent?.properties ?? {});
  const allowed = allowedKeys.join(', ');
  const others = e.params.others as string[] | undefined;
  if (others) {
    const keys =
      [key, ...others.slice(0, 3)].map((text) => `'${text}'`).join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
    return { id: 'unknown-keys', params: { keys, allowed }, target };
  }
  const renamed = formerKey(key, allowedKeys);
  if (renamed) return { id: 'unknown-key-former', params: { key, to: renamed, label: labelOf([renamed]) }, target };
  const parentData = value as Record<string, unknown> | undefined;
  const missing = allowedKeys.filter((allowedKey) => parentData && !(allowedKey in parentData));
  const to = didYouMean(key, missing) ?? didYouMean(key, allowedKeys);
  if (to) return { id: 'unknown-key-renamed', params: { key, to }, target };
  if (parent?.patternProperties) {
    const camel = key
      .replace(/[_-]+([a-zA-Z0-9])/g, (_, text: string) => text.toUpperCase())
      .replace(/^[A-Z]/, (text) => text.toLowerCase());
    return { id: 'unknown-key-case', params: { key, rename: camel !== key ? `: write '${camel}'` : '' }, target };
  }
  return { id: 'unknown-key', params: { key, allowed }, target };
}

/** A value of the wrong type: an unquoted text that YAML read as a map or number, a key glued to its value, ... */
/**
 * A value not of its field's form. A date, time or month is said as the editing screen's field says
 * one it cannot read (its note and the check's words at the field are the same), and a bare hour 1
 * to 6 is asked about: morning or afternoon.
 */
function wrongForm(value: string, expected: string, form: Form): Message {
  const example = form.example;
  if (form.what === 'a time of day' && halfUnsaid(value))
    return { id: 'half-day-unsaid', params: { value, expected, time: halfDayTime(value) } };
  if (form.what === 'a time of day') return { id: 'unreadable-time', params: { value, expected, example } };
  if (form.what === 'a date') return { id: 'unreadable-date', params: { value, expected, example } };
  if (form.what === 'a month') return { id: 'unreadable-month', params: { value, expected, example } };
  return { id: 'wrong-form', params: { value, expected, what: form.what, example } };
}

function wrongType(
  e: ErrorObject,
  path: Array<string | number>,
  value: unknown,
  label: string,
): Message & { target: Array<string | number> } {
  const key = path[path.length - 1];
  const params = { type: typeWords(e.params.type), found: describe(value), label };
  if (e.params.type === 'string' && typeof value === 'object' && value !== null) return { id: 'wrong-type-braces', params, target: path };
  if (e.params.type === 'string')
    return {
      id: 'wrong-type-quote',
      params: { ...params, example: typeof key === 'string' ? `: ${key}: "${String(value)}"` : '' },
      target: path,
    };
  if (typeof value === 'string' && /^[\w-]+:\S/.test(value)) return { id: 'wrong-type-glued', params, target: path };
  return { id: 'wrong-type', params, target: path };
}

type ChoiceSchema = { enum?: unknown[]; type?: unknown; minimum?: number; maximum?: number };

/** A field the editing screen offers as choices (a list of values, or a few whole numbers: a rating's stars), which is chosen rather than filled in. */
const chosen = (schema: ChoiceSchema | undefined) => !!schema && (Array.isArray(schema.enum) || fewWholeNumbers(schema));

/** The catalogue message (and its parameters) for one ajv error, in the developer's and the editor's words. */
function explain(source: SourceFile, e: ErrorObject, path: Array<string | number>): Message & { target: Array<string | number> } {
  const value = readAt(source.data, path);
  const label = labelOf(path);
  switch (e.keyword) {
    case 'additionalProperties':
      return unknownKey(e, path, value);
    case 'required': {
      const key = String(e.params.missingProperty);
      const own = (e.parentSchema as { properties?: Record<string, ChoiceSchema> } | undefined)?.properties?.[key];
      return { id: chosen(own) ? 'missing-choice' : 'missing-key', params: { key, label: labelOf([key]) }, target: path };
    }
    case 'enum': {
      const allowed = (e.params.allowedValues as unknown[]).map(String);
      const shown = String(value);
      return {
        id: 'not-allowed-value',
        params: { value: shown, label, allowed: listed(allowed), guess: didYouMean(shown, allowed) ?? '' },
        target: path,
      };
    }
    case 'pattern':
    case 'format': {
      const schema = e.parentSchema as { description?: string; pattern?: string; format?: string } | undefined;
      const form = formOf(e.keyword === 'pattern' ? String(e.params.pattern) : undefined, schema?.format, schema?.description);
      const expected = schema?.description ?? `${form.what} (${form.example.replace(/\.$/, '')})`;
      return { ...wrongForm(String(value), expected, form), target: path };
    }
    case 'type':
      return wrongType(e, path, value, label);
    case 'minItems':
    case 'maxItems': {
      const count = (value as unknown[]).length;
      const limit = Number(e.params.limit);
      if (e.keyword === 'minItems' && count === 0) return { id: 'empty-list', params: { limit, label }, target: path };
      return {
        id: e.keyword === 'minItems' ? 'too-few' : 'too-many',
        params: { count, limit, label, more: Math.abs(limit - count) },
        target: path,
      };
    }
    case 'minLength':
    case 'maxLength': {
      const length = String(value).length;
      const limit = Number(e.params.limit);
      const id = e.keyword === 'maxLength' ? 'too-long' : length === 0 ? 'empty-text' : 'too-short';
      return { id, params: { length, limit, label }, target: path };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const comparison = String(e.params.comparison);
      return {
        id: 'out-of-range',
        params: {
          value: String(value),
          op: comparison,
          comparison: COMPARISONS[comparison] ?? comparison,
          limit: String(e.params.limit),
          label,
        },
        target: path,
      };
    }
    case 'uniqueItems': {
      const shown = String((value as unknown[])[Number(e.params.i)]);
      return { id: 'listed-twice', params: { value: shown, first: Number(e.params.j) + 1, second: Number(e.params.i) + 1 }, target: path };
    }
    default:
      return { id: 'invalid-value', params: { reason: e.message ?? 'is invalid', label }, target: path };
  }
}

function toManifestError(source: SourceFile, e: ErrorObject): ManifestError {
  const { target, ...message } = explain(source, e, pointerToPath(e.instancePath));
  const pos = source.locate(target);
  // A missing key is reported where its entry is, and concerns the key's own (empty) field.
  const field =
    message.id === 'missing-key' || message.id === 'missing-choice' ? formatPath([...target, String(message.params.key)]) : undefined;
  return problemOf(message, {
    file: source.file,
    line: pos.line,
    column: pos.column,
    path: formatPath(target),
    ...(field ? { field } : {}),
  });
}

function readAt(data: unknown, path: ReadonlyArray<string | number>): unknown {
  let cur: unknown = data;
  for (const key of path) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}

function describe(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean')
    return `${typeof value === 'number' ? 'the number' : ''} ${String(value)}`.trim();
  if (typeof value === 'object') return 'a group of "key: value" lines';
  return `a ${typeof value}`;
}
