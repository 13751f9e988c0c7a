import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATE_EXAMPLE, fewWholeNumbers, formOf, labelTitle, singular, TIME_EXAMPLE } from '../../manifest/plain-schema';
import { ID_COLLECTIONS, type IdCollection } from '../shared/collections';
import { CHOICE_SEPARATOR, notPlain, plainHint } from '../shared/plain-words';

export type Schema = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  definitions?: Record<string, Schema>;
};

/** A choice whose stored value is a name the editor need not read (a claim's key): shown in words. */
export type Choice = { label: string; value: string };

export type Field = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  options?: Array<string | Choice>;
  multiple?: boolean;
  min?: number;
  max?: number;
  /** The datetime widget's storage and display formats (a date: `time_format: false`). */
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  value_type?: 'int' | 'float';
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  collapsed?: boolean;
  summary?: string;
  /** A list whose entries are edited but never added, taken away or moved (the site's pages). */
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
  /** The facts widget: what a new name must match (Decap's own `pattern` would test the whole map), and the names in the file's order. */
  name_pattern?: [string, string];
  keys?: string[];
  /** What a new entry's field starts with: its template's text (schema/templates/). */
  default?: unknown;
  /** The image widget: where an upload goes and the address written for it; no typed URL. */
  choose_url?: boolean;
  allow_multiple?: boolean;
  media_folder?: string;
  public_folder?: string;
};

/** What a fact's name must be (the schema's pattern, in words). */
const FACT_NAME = "A fact's name starts with a letter, like Tune-up price.";

/**
 * Which fields hold ids of another collection or a value listed elsewhere, by schema file and
 * path (`[]` for a list's items). The schemas say so only in prose ("Service ids").
 */
const REFERENCES: Record<string, IdCollection | 'bookingTypes' | 'counties' | 'prices' | 'neighborhoods'> = {
  'service.schema.json:price': 'prices',
  'service.schema.json:relatedServices': 'services',
  'service.schema.json:commonBrands': 'brands',
  'service.schema.json:bookingType': 'bookingTypes',
  'city.schema.json:keyServices': 'services',
  'city.schema.json:county': 'counties',
  'reviews.schema.json:reviews.[].service': 'bookingTypes',
  'projects.schema.json:projects.[].service': 'services',
  'projects.schema.json:projects.[].city': 'cities',
  'projects.schema.json:projects.[].neighborhood': 'neighborhoods',
  'local-service.schema.json:service': 'services',
  'local-service.schema.json:city': 'cities',
  'local-neighborhood.schema.json:city': 'cities',
};

/** Copy that is one line on the page: a one-line box, not a text area. */
const SHORT_TEXTS = new Set(['name', 'title', 'heading', 'tag', 'label', 'question', 'value', 'metaTitle']);
/** Copy that runs to sentences whatever its bounds (a description, a message, what a fact means): a text area. */
const LONG_TEXTS = new Set(['description', 'message', 'meaning', 'answer', 'comment']);

/** Where a field is made: its schema file and path, whether it is required, the content it shows today. */
type At = { file: string; base: string; path: string[]; required: boolean; data: unknown; refs: string[] };

/**
 * Form fields from JSON Schemas: every property becomes a field with the schema's title as its
 * label, its description as the hint, and its required flag, pattern, bounds and choices; ids of
 * other collections become choices of those collections. A property that maps to no field is
 * listed in `unmapped` (a test fails on any).
 */
export class SchemaFields {
  readonly unmapped: string[] = [];
  private readonly schemas = new Map<string, Schema>();

  /**
   * `bookingTypes` and `counties`: the choices site.yaml and counties.yaml list today; `prices`: the
   * price claims a service may name, in words (priceChoices).
   */
  constructor(
    private readonly root: string,
    private readonly lists: { bookingTypes: string[]; counties: string[]; prices?: Choice[]; neighborhoods?: Choice[] },
  ) {}

  schema(name: string): Schema {
    if (!this.schemas.has(name)) this.schemas.set(name, JSON.parse(readFileSync(join(this.root, 'schema', name), 'utf8')) as Schema);
    return this.schemas.get(name)!;
  }

  /** The fields of a whole file (`data`: its content today). */
  fileFields(schemaName: string, data: unknown): Field[] {
    return this.objectFields(this.schema(schemaName), { file: schemaName, base: schemaName, path: [], data, refs: [] });
  }

  /** A $ref resolved, the referring node's own title and description kept over the target's. */
  resolve(schema: Schema, file: string): { s: Schema; file: string; ref?: string; target?: Schema } {
    if (!schema.$ref) return { s: schema, file };
    const [target, pointer = ''] = schema.$ref.split('#');
    const targetFile = target || file;
    let node: Schema = this.schema(targetFile);
    for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, Schema>)[part];
    const { $ref: _ref, ...own } = schema;
    const inner = this.resolve({ ...node, ...own }, targetFile);
    return { ...inner, ref: `${targetFile}#${pointer}`, target: inner.target ?? node };
  }

  fieldFor(name: string, raw: Schema, ctx: At): Field | null {
    const { s: schema, file, ref, target } = this.resolve(raw, ctx.base);
    // Shared copy text says how placeholders work once, in the collection's description, not on every
    // field. A description written for developers (a key path, a file name, a format code) is no hint.
    const hint = plainHint(raw.description ?? (ref?.endsWith('/definitions/text') ? undefined : schema.description));
    const where = `${ctx.file}:${ctx.path.join('.')}`;
    // A definition that contains itself (a menu link's children) is offered two levels deep.
    if (ref && ctx.refs.filter((text) => text === ref).length >= 2) return null;
    const refs = ref ? [...ctx.refs, ref] : ctx.refs;
    const base: Field = {
      name,
      label: schema.title ?? labelTitle([name]),
      widget: 'string',
      ...(hint ? { hint } : {}),
      ...(ctx.required ? {} : { required: false }),
    };
    const reference = REFERENCES[where];
    if (reference) return this.referenceField(base, reference, schema.type === 'array');
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    const field = schema.oneOf
      ? this.textOrLines(base, schema, file)
      : schema.enum
        ? { ...base, widget: 'select', options: schema.enum.map(choiceOf) }
        : type === 'string'
          ? stringField(base, schema, ref, target)
          : type === 'number' || type === 'integer'
            ? numberField(base, schema, type)
            : type === 'boolean'
              ? { ...base, widget: 'boolean', required: false }
              : type === 'array'
                ? this.listField(base, schema, file, { ...ctx, refs })
                : this.groupField(base, schema, file, { ...ctx, refs });
    if (field === undefined) this.unmapped.push(where);
    return field ?? null;
  }

  /** A text or a list of texts (a title with shorter fallbacks): one text per line. */
  private textOrLines(base: Field, schema: Schema, file: string): Field | undefined {
    const kinds = schema.oneOf!.map((item) => this.resolve(item, file).s);
    const texts = kinds.every(
      (kind) => kind.type === 'string' || (kind.type === 'array' && this.resolve(kind.items ?? {}, file).s.type === 'string'),
    );
    return texts ? { ...base, widget: 'lines' } : undefined;
  }

  /** A list: of choices, of groups (folded, each summarised by its name), or of single values. */
  private listField(base: Field, schema: Schema, file: string, ctx: At): Field | null {
    const items = this.resolve(schema.items ?? {}, file).s;
    const bounds = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) };
    if (items.enum) return { ...base, widget: 'select', multiple: true, options: items.enum.map(choiceOf), ...bounds };
    const first = Array.isArray(ctx.data) ? ctx.data[0] : undefined;
    const item = this.fieldFor(singular(base.name), schema.items ?? {}, {
      ...ctx,
      base: file,
      path: [...ctx.path, '[]'],
      required: true,
      data: first,
    });
    if (!item) return null;
    // A list of rows ("Rows of service hours") adds one row ("Add row of service hours"), not the list.
    // One entry is named in the singular: "1 ZIP code" over the list and "Add ZIP code" (Decap said "1 zip codes").
    const one = /^Rows of /.test(base.label)
      ? { label_singular: base.label.replace(/^Rows/, 'row') }
      : /^[\w -]+s$/.test(base.label) && !notPlain(singular(base.label)).length
        ? { label_singular: singular(base.label) }
        : {};
    if (item.widget === 'object' && item.fields)
      return { ...base, widget: 'list', collapsed: true, summary: summaryOf(item.fields), fields: item.fields, ...bounds, ...one };
    // Each entry folded shows its value ("8:00 AM"), not the field's label on every row. An entry is
    // named as the list names one ("Point" of "Points"), where its own name is only the list's key.
    const entry = one.label_singular && item.label === labelTitle([item.name]) ? { ...item, label: one.label_singular } : item;
    return { ...base, widget: 'list', field: entry, summary: `{{fields.${item.name} | truncate(60)}}`, ...bounds, ...one };
  }

  /** An object: named facts (a table of name and text), or a group of fields. */
  private groupField(base: Field, schema: Schema, file: string, ctx: At): Field | null | undefined {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (!schema.properties && schema.patternProperties && Object.keys(schema.patternProperties).length === 1) {
      // Named facts (the constants): a table of name and text, where a new name can be added.
      const [[keyPattern, value]] = Object.entries(schema.patternProperties);
      if (this.resolve(value, file).s.type === 'string') {
        const keys = Object.keys((ctx.data && typeof ctx.data === 'object' ? ctx.data : {}) as object);
        return { ...base, widget: 'facts', name_pattern: [keyPattern, FACT_NAME], keys };
      }
    }
    if (type !== 'object' && !schema.properties && !schema.patternProperties) return undefined;
    const named = this.objectFields(schema, { ...ctx, base: file });
    // Keys that only a pattern allows and that no file has yet (page copy for one type of work):
    // nothing to show; such a key is added in the file, and then it has its field.
    if (!named.length) return null;
    // An optional group (a service's photo) left empty is fine: the screen would otherwise demand its
    // parts (the photo and its description) on every entry. Once one part is given, the check asks
    // for the others at their fields, as the schema says.
    // The parts of its parts too (a neighborhood's own fact: its source's title and address).
    const optional = ctx.required === false && ctx.path.at(-1) !== '*';
    const fields = optional ? named.map(optionalDeep) : named;
    return { ...base, widget: 'object', collapsed: ctx.path.length > 1, fields };
  }

  /** Named properties, then the keys a pattern allows that the content has today (constants, blocks). */
  objectFields(schema: Schema, ctx: Omit<At, 'required'>): Field[] {
    const data = (ctx.data && typeof ctx.data === 'object' ? ctx.data : {}) as Record<string, unknown>;
    const out: Field[] = [];
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      const field = this.fieldFor(key, prop, {
        ...ctx,
        path: [...ctx.path, key],
        required: (schema.required ?? []).includes(key),
        data: data[key],
      });
      if (field) out.push(field);
    }
    for (const [pattern, prop] of Object.entries(schema.patternProperties ?? {})) {
      const re = new RegExp(pattern);
      for (const key of Object.keys(data).filter((text) => re.test(text) && !(text in (schema.properties ?? {})))) {
        const field = this.fieldFor(key, prop, { ...ctx, path: [...ctx.path, '*'], required: false, data: data[key] });
        if (field) out.push(field);
      }
    }
    return out;
  }

  private referenceField(
    base: Field,
    to: IdCollection | 'bookingTypes' | 'counties' | 'prices' | 'neighborhoods',
    multiple: boolean,
  ): Field {
    if (to === 'prices') return { ...base, widget: 'select', options: this.lists.prices ?? [] };
    if (to === 'neighborhoods') return { ...base, widget: 'select', options: this.lists.neighborhoods ?? [] };
    if (to === 'bookingTypes' || to === 'counties') {
      const options = to === 'bookingTypes' ? this.lists.bookingTypes : this.lists.counties;
      const hint = base.hint ?? CHOICE_HINTS[to];
      return { ...base, hint, widget: 'select', options, ...(multiple ? { multiple: true } : {}) };
    }
    const { display } = ID_COLLECTIONS[to];
    return {
      ...base,
      widget: 'relation',
      collection: to,
      value_field: 'id',
      search_fields: [display, 'id'],
      display_fields: [display],
      ...(multiple ? { multiple: true } : {}),
    };
  }
}

/**
 * A text: a date or a time is typed as people write it ("3/14/2026", "9 am") and written in the
 * file's form (date-widget.tsx, time-widget.tsx); the widget says how to write one it cannot read.
 * Copy that runs to sentences gets a text area.
 */
function stringField(base: Field, schema: Schema, ref: string | undefined, target: Schema | undefined): Field {
  // A photo: uploaded into public/images/uploads and named by its address (src/manifest/images.ts).
  if (ref?.endsWith('/definitions/image'))
    return {
      ...base,
      widget: 'image',
      choose_url: false,
      allow_multiple: false,
      media_folder: '/public/images/uploads',
      public_folder: '/images/uploads',
    };
  if (schema.format === 'date' || formOf(schema.pattern, undefined, undefined).example === DATE_EXAMPLE)
    return { ...base, widget: 'calendar-date' };
  if (schema.pattern && formOf(schema.pattern, undefined, undefined).example === TIME_EXAMPLE) return { ...base, widget: 'time-of-day' };
  // A month (a job's) typed as people say it, "November 2026" (month-widget.tsx).
  if (schema.pattern && formOf(schema.pattern, undefined, undefined).what === 'a month') return { ...base, widget: 'month' };
  // A text that must say something (a review's comment, at least 20 characters) gets lines to say it in.
  const long =
    (ref?.endsWith('/definitions/text') && !SHORT_TEXTS.has(base.name)) ||
    LONG_TEXTS.has(base.name) ||
    (schema.maxLength ?? 0) > 100 ||
    (schema.minLength ?? 0) >= 20;
  return {
    ...base,
    widget: long ? 'text' : 'string',
    ...(schema.pattern
      ? { pattern: [schema.pattern, formOf(schema.pattern, schema.format, (target ?? schema).description).example] as [string, string] }
      : {}),
  };
}

/** A number; a whole number from a short range (a 1-5 rating) is a row of choices (rating-widget.tsx). */
function numberField(base: Field, schema: Schema, type: string): Field {
  if (fewWholeNumbers({ ...schema, type })) return { ...base, widget: 'rating', min: schema.minimum, max: schema.maximum };
  return {
    ...base,
    widget: 'number',
    value_type: type === 'integer' ? 'int' : 'float',
    ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
    ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
  };
}

/** What a choice among values listed elsewhere offers, in words. */
const CHOICE_HINTS = {
  bookingTypes: 'One of the services the booking form offers (Business facts, Booking form).',
  counties: 'One of the counties we serve.',
};

/** The widgets whose value is more than one text: a summary names none of them whole. */
const MANY_VALUES = new Set(['lines', 'list', 'object', 'facts']);

/**
 * What a folded list entry shows: its name when it has one, else its values ("Saturday, 08:00,
 * 17:00", its times said "8:00 AM" and its dates "12/24/2026" on the screen: summary-words.ts); a list of choices names them
 * ("Monday to Friday": Decap's templates print a list as code).
 */
function summaryOf(fields: Field[]): string {
  // A name of one value only: a page's title given as a list of shorter ones would show as code.
  const named = ['title', 'question', 'name', 'label', 'heading', 'from', 'path', 'id'].find((text) =>
    fields.some((field) => field.name === text && !MANY_VALUES.has(field.widget) && !field.multiple),
  );
  // A redirect, or a suggestion of the not-found page, shows where it leads as well.
  if (named === 'from' && fields.some((field) => field.name === 'to')) return '{{fields.from}} → {{fields.to}}';
  // A named entry with its day (a review, a closed date): two of one name ("Thanksgiving Day") are told apart.
  const has = (name: string) => fields.some((field) => field.name === name);
  if (named && has('date'))
    return has('from') && has('to')
      ? `{{fields.${named}}}, {{fields.date}}{{fields.from}}{{fields.to | ternary(' to ', '')}}{{fields.to}}`
      : `{{fields.${named}}}, {{fields.date}}`;
  if (named) return `{{fields.${named}}}`;
  const parts = fields.flatMap((field) => {
    if (field.widget === 'select' && field.multiple) return [choicesSummary(field.name)];
    if (field.widget === 'list' || field.widget === 'object' || field.widget === 'facts' || field.widget === 'boolean') return [];
    return [`{{fields.${field.name} | truncate(40)}}`];
  });
  return parts.join(', ');
}

/** How many choices of a list a folded entry names (a week's days); past them it says "and more". */
const CHOICES_NAMED = 7;

/**
 * A list of choices in a folded entry's line: its first choices, each after a " · " (Decap's
 * templates have no filter to join a list); the screen says them in words ("Monday to Friday":
 * summary-words.ts).
 */
function choicesSummary(name: string): string {
  const each = Array.from({ length: CHOICES_NAMED }, (_, i) =>
    i === 0 ? `{{fields.${name}.0}}` : `{{fields.${name}.${i} | ternary('${CHOICE_SEPARATOR}', '')}}{{fields.${name}.${i}}}`,
  );
  return `${each.join('')}{{fields.${name}.${CHOICES_NAMED} | ternary(' and more', '')}}`;
}

/**
 * A choice of a schema's list, as the office reads it: a value in the files' lower-case words is
 * shown in words ("specialized" as "Specialized", "springReplacementRange" as "Spring replacement
 * range") and saved as it is; a value that is already a word as written ("Monday", "Pinellas") is
 * its own label.
 */
function choiceOf(value: unknown): string | Choice {
  const text = String(value);
  return /^[a-z]/.test(text) ? { label: humanize(text), value: text } : text;
}

/** `metaDescription` -> `Meta description`, `service-areas` -> `Service areas`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field no entry must fill, nor the parts of a group it is (a list's entries keep theirs: they are given once added). */
function optionalDeep(field: Field): Field {
  return { ...field, required: false, ...(field.widget === 'object' && field.fields ? { fields: field.fields.map(optionalDeep) } : {}) };
}
