import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse } from 'yaml';
import { DATE_EXAMPLE, formOf, TIME_EXAMPLE } from '../manifest/plain-schema';
import { FORMAT, MDX_FORMAT } from './yaml-format';
import { decapBackend, editingRepository } from '../netlify/repository';
import { ID_COLLECTIONS, type IdCollection } from './collections';

/**
 * The editing screen's configuration (Decap CMS), generated from schema/ and the content: never
 * written by hand. Every property of every schema becomes a form field with the schema's title as
 * its label, its description as the hint, and its required flag, pattern, bounds and choices; ids
 * of other collections become choices of those collections. src/build/generated-files.ts writes it
 * to src/admin/config.generated.json before every script, and a test fails when a schema property
 * maps to no field.
 */

type Schema = {
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

export type Field = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  options?: string[];
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
  /** The facts widget: what a new name must match (Decap's own `pattern` would test the whole map), and the names in the file's order. */
  name_pattern?: [string, string];
  keys?: string[];
  /** What a new entry's field starts with: its template's text (schema/templates/). */
  default?: unknown;
};

/** What a fact's name must be (the schema's pattern, in words). */
const FACT_NAME = 'A name starts with a small letter and has only letters and digits (serviceCallFee), and is used once.';

type AdminConfig = { config: Record<string, unknown>; unmapped: string[] };

/**
 * Which fields hold ids of another collection or a value listed elsewhere, by schema file and
 * path (`[]` for a list's items). The schemas say so only in prose ("Service ids").
 */
const REFERENCES: Record<string, IdCollection | 'bookingTypes' | 'counties'> = {
  'service.schema.json:relatedServices': 'services',
  'service.schema.json:commonBrands': 'brands',
  'service.schema.json:bookingType': 'bookingTypes',
  'city.schema.json:keyServices': 'services',
  'city.schema.json:county': 'counties',
  'reviews.schema.json:reviews.[].service': 'bookingTypes',
  'projects.schema.json:projects.[].service': 'services',
  'projects.schema.json:projects.[].city': 'cities',
  'local-service.schema.json:service': 'services',
  'local-service.schema.json:city': 'cities',
  'local-neighborhood.schema.json:city': 'cities',
};

/** Local copy files are few and optional: each existing one is an entry of its own. */
const LOCAL_DIRS = [
  { dir: 'content/local/services', schema: 'local-service.schema.json', what: 'Service in a city' },
  { dir: 'content/local/neighborhoods', schema: 'local-neighborhood.schema.json', what: 'Neighborhood' },
];

const LIST_FILES = [
  { name: 'reviews', file: 'content/reviews.yaml', schema: 'reviews.schema.json' },
  { name: 'faq', file: 'content/faq.yaml', schema: 'faq.schema.json' },
  { name: 'counties', file: 'content/counties.yaml', schema: 'counties.schema.json' },
  { name: 'projects', file: 'content/projects.yaml', schema: 'projects.schema.json' },
];

/** What each collection holds, as the editing screen's list of collections says it. */
const ABOUT: Record<string, string> = {
  settings:
    "The business itself: name, phone, address, hours, prices and every other fact (constants), the menus, the booking form's choices and the pages' titles. A change here shows on every page that uses it.",
  services: "The services we offer: each one's page, its card in lists and what search engines show for it.",
  cities: "The cities we serve: each city's page, its neighborhoods with their ZIP codes, and its questions and answers.",
  brands: "The door and opener brands we service: each brand's page.",
  pages: 'The headings and texts of each kind of page, shared by all pages of that kind.',
  local: 'Text written for one service in one city, or for one neighborhood: it replaces the shared text on that page.',
  texts: 'The long texts of some pages (our story, the privacy policy, the terms...), written in Markdown.',
};

/** How a long text (MDX) is written, shown under its field. */
const MDX_HINT =
  'Markdown: a blank line starts a paragraph, ## starts a heading, - starts a list item, [words](/path) is a link. {{name}} inserts a fact (serviceCallFee...). The characters { and < start code: write \\{ or \\< for the characters themselves.';

/** The sections of site.yaml in the order and words of the form. */
const SITE_SECTIONS: Array<[string, string]> = [
  ['business', 'The business: name, phone, e-mail, address, hours'],
  ['constants', 'Facts and prices used in the text ({{name}})'],
  ['booking', 'Booking form'],
  ['navigation', 'Menus'],
  ['ui', 'Buttons and short texts'],
  ['routes', 'Pages: addresses and titles'],
  ['redirects', 'Old addresses sent to new ones'],
  ['redirectPatterns', 'Old address patterns sent to new ones'],
  ['notFound', 'Suggestions on the page-not-found'],
  ['placeholders', 'Values still to replace before launch'],
  ['indexing', 'Search engines'],
  ['site', 'Website address, language and colour'],
];

/** How copy inserts facts, said once per collection instead of on every field. */
const PLACEHOLDERS =
  "In any text, a name in double braces inserts a fact from the business facts, e.g. {{serviceCallFee}} or {{phone}}; {{city}}, {{service}} and {{neighborhood}} insert the page's own place or service. Never type a price, phone number or hour directly.";

/** Copy that is one line on the page: a one-line box, not a text area. */
const SHORT_TEXTS = new Set(['name', 'title', 'heading', 'tag', 'label', 'question', 'value', 'metaTitle']);
/** Copy that runs to sentences whatever its bounds (a description, a message, what a fact means): a text area. */
const LONG_TEXTS = new Set(['description', 'message', 'meaning', 'answer', 'comment']);

/** The copy schema of each page kind that has one (src/kinds/kinds.ts copySchemas()), by file name. */
type CopySchemas = Record<string, Record<string, unknown>>;

export function adminConfig(root: string, copySchemas: CopySchemas = {}): AdminConfig {
  const schemas = new Map<string, Schema>();
  const schema = (name: string): Schema => {
    if (!schemas.has(name)) schemas.set(name, JSON.parse(readFileSync(join(root, 'schema', name), 'utf8')) as Schema);
    return schemas.get(name)!;
  };
  const readYaml = (file: string): unknown => (existsSync(join(root, file)) ? parse(readFileSync(join(root, file), 'utf8')) : undefined);
  const site = (readYaml('site.yaml') ?? {}) as { booking?: { serviceTypes?: string[] } };
  const counties = (((readYaml('content/counties.yaml') as { counties?: Array<{ name: string }> }) ?? {}).counties ?? []).map(
    (c) => c.name,
  );
  const unmapped: string[] = [];

  /** A $ref resolved, the referring node's own title and description kept over the target's. */
  const resolve = (s: Schema, file: string): { s: Schema; file: string; ref?: string; target?: Schema } => {
    if (!s.$ref) return { s, file };
    const [target, pointer = ''] = s.$ref.split('#');
    const targetFile = target || file;
    let node: Schema = schema(targetFile);
    for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, Schema>)[part];
    const { $ref: _ref, ...own } = s;
    const inner = resolve({ ...node, ...own }, targetFile);
    return { ...inner, ref: `${targetFile}#${pointer}`, target: inner.target ?? node };
  };

  const fieldFor = (
    name: string,
    raw: Schema,
    ctx: { file: string; base: string; path: string[]; required: boolean; data: unknown; refs: string[] },
  ): Field | null => {
    const { s, file, ref, target } = resolve(raw, ctx.base);
    // Shared copy text says how placeholders work once, in the collection's description, not on every field.
    const hint = raw.description ?? (ref?.endsWith('/definitions/text') ? undefined : s.description);
    const where = `${ctx.file}:${ctx.path.join('.')}`;
    // A definition that contains itself (a menu link's children) is offered two levels deep.
    if (ref && ctx.refs.filter((r) => r === ref).length >= 2) return null;
    const refs = ref ? [...ctx.refs, ref] : ctx.refs;
    const base: Field = {
      name,
      label: s.title ?? humanize(name),
      widget: 'string',
      ...(hint ? { hint } : {}),
      ...(ctx.required ? {} : { required: false }),
    };
    const reference = REFERENCES[where];
    if (reference) return referenceField(base, reference, s.type === 'array');
    if (s.oneOf) {
      // A text or a list of texts (a title with shorter fallbacks): one text per line.
      const kinds = s.oneOf.map((o) => resolve(o, file).s);
      if (kinds.every((k) => k.type === 'string' || (k.type === 'array' && resolve(k.items ?? {}, file).s.type === 'string')))
        return { ...base, widget: 'lines' };
      unmapped.push(where);
      return null;
    }
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    if (s.enum) return { ...base, widget: 'select', options: s.enum.map(String) };
    // A date or a time is typed as people write it ("3/14/2026", "9 am") and written in the file's form
    // (DateWidget.tsx, TimeWidget.tsx); the widget says how to write one it cannot read.
    if (type === 'string' && (s.format === 'date' || formOf(s.pattern, undefined, undefined).example === DATE_EXAMPLE))
      return { ...base, widget: 'calendar-date' };
    if (type === 'string' && s.pattern && formOf(s.pattern, undefined, undefined).example === TIME_EXAMPLE)
      return { ...base, widget: 'time-of-day' };
    if (type === 'string') {
      // A text that must say something (a review's comment, at least 20 characters) gets lines to say it in.
      const long =
        (ref?.endsWith('/definitions/text') && !SHORT_TEXTS.has(name)) ||
        LONG_TEXTS.has(name) ||
        (s.maxLength ?? 0) > 100 ||
        (s.minLength ?? 0) >= 20;
      return {
        ...base,
        widget: long ? 'text' : 'string',
        ...(s.pattern ? { pattern: [s.pattern, formOf(s.pattern, s.format, (target ?? s).description).example] as [string, string] } : {}),
      };
    }
    // A whole number from a short range (a 1-5 rating): a row of choices (RatingWidget.tsx).
    if (type === 'integer' && s.minimum !== undefined && s.maximum !== undefined && s.maximum - s.minimum < 10 && s.maximum > s.minimum)
      return { ...base, widget: 'rating', min: s.minimum, max: s.maximum };
    if (type === 'number' || type === 'integer')
      return {
        ...base,
        widget: 'number',
        value_type: type === 'integer' ? 'int' : 'float',
        ...(s.minimum !== undefined ? { min: s.minimum } : {}),
        ...(s.maximum !== undefined ? { max: s.maximum } : {}),
      };
    if (type === 'boolean') return { ...base, widget: 'boolean', required: false };
    if (type === 'array') {
      const items = resolve(s.items ?? {}, file).s;
      const bounds = { ...(s.minItems ? { min: s.minItems } : {}), ...(s.maxItems ? { max: s.maxItems } : {}) };
      if (items.enum) return { ...base, widget: 'select', multiple: true, options: items.enum.map(String), ...bounds };
      const itemPath = [...ctx.path, '[]'];
      const first = Array.isArray(ctx.data) ? ctx.data[0] : undefined;
      const item = fieldFor(singular(name), s.items ?? {}, {
        file: ctx.file,
        base: file,
        path: itemPath,
        required: true,
        data: first,
        refs,
      });
      if (!item) return null;
      if (item.widget === 'object' && item.fields)
        return { ...base, widget: 'list', collapsed: true, summary: summaryOf(item.fields), fields: item.fields, ...bounds };
      return { ...base, widget: 'list', field: item, ...bounds };
    }
    if (!s.properties && s.patternProperties && Object.keys(s.patternProperties).length === 1) {
      // Named facts (the constants): a table of name and text, where a new name can be added.
      const [[keyPattern, value]] = Object.entries(s.patternProperties);
      if (resolve(value, file).s.type === 'string') {
        const keys = Object.keys((ctx.data && typeof ctx.data === 'object' ? ctx.data : {}) as object);
        return { ...base, widget: 'facts', name_pattern: [keyPattern, FACT_NAME], keys };
      }
    }
    if (type === 'object' || s.properties || s.patternProperties) {
      const fields = objectFields(s, { file: ctx.file, base: file, path: ctx.path, data: ctx.data, refs });
      // Keys that only a pattern allows and that no file has yet (page copy for one kind of service):
      // nothing to show; such a key is added in the file, and then it has its field.
      if (!fields.length) return null;
      return { ...base, widget: 'object', collapsed: ctx.path.length > 1, fields };
    }
    unmapped.push(where);
    return null;
  };

  /** Named properties, then the keys a pattern allows that the content has today (constants, blocks). */
  const objectFields = (s: Schema, ctx: { file: string; base: string; path: string[]; data: unknown; refs: string[] }): Field[] => {
    const data = (ctx.data && typeof ctx.data === 'object' ? ctx.data : {}) as Record<string, unknown>;
    const out: Field[] = [];
    for (const [key, prop] of Object.entries(s.properties ?? {})) {
      const f = fieldFor(key, prop, { ...ctx, path: [...ctx.path, key], required: (s.required ?? []).includes(key), data: data[key] });
      if (f) out.push(f);
    }
    for (const [pattern, prop] of Object.entries(s.patternProperties ?? {})) {
      const re = new RegExp(pattern);
      for (const key of Object.keys(data).filter((k) => re.test(k) && !(k in (s.properties ?? {})))) {
        const f = fieldFor(key, prop, { ...ctx, path: [...ctx.path, '*'], required: false, data: data[key] });
        if (f) out.push(f);
      }
    }
    return out;
  };

  const referenceField = (base: Field, to: IdCollection | 'bookingTypes' | 'counties', multiple: boolean): Field => {
    if (to === 'bookingTypes' || to === 'counties') {
      const options = to === 'bookingTypes' ? (site.booking?.serviceTypes ?? []) : counties;
      return { ...base, widget: 'select', options, ...(multiple ? { multiple: true } : {}) };
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
  };

  const fileFields = (schemaName: string, data: unknown): Field[] => {
    const s = schema(schemaName);
    return objectFields(s, { file: schemaName, base: schemaName, path: [], data, refs: [] });
  };

  const folder = (name: IdCollection, label: string, singularLabel: string, schemaName: string) => {
    const { folder: dir, display } = ID_COLLECTIONS[name];
    const first = readdirSync(join(root, dir)).find((f) => f.endsWith('.yaml'));
    return {
      name,
      label,
      label_singular: singularLabel,
      description: `${ABOUT[name]} ${PLACEHOLDERS}`,
      folder: dir,
      extension: 'yaml',
      format: FORMAT,
      // A new entry is one new file, named for its id, which the screen makes from its name before
      // the save (guard.ts, collections.ts); the id of an entry is shown, never typed. Deleting one
      // deletes its file; the check (in the screen and on the server) refuses it while a page still
      // links to it.
      identifier_field: display,
      slug: '{{fields.id}}',
      summary: `{{${display}}}`,
      create: true,
      delete: true,
      // A new entry starts from its kind's blank template, whose ✎ texts the check refuses until replaced.
      fields: withDefaults(
        fileFields(schemaName, first ? readYaml(`${dir}/${first}`) : {}).map((f) =>
          f.name === 'id' ? { ...f, widget: 'hidden', required: false } : madeIds(f),
        ),
        readYaml(`schema/templates/${schemaName.replace('.schema.json', '.yaml')}`),
      ),
    };
  };

  const fileEntry = (name: string, label: string, file: string, schemaName: string) => ({
    name,
    label,
    file,
    format: FORMAT,
    fields: fileFields(schemaName, readYaml(file)),
  });

  /** site.yaml: what an office changes most first (the business, its facts, the booking form), in its words. */
  const siteEntry = () => {
    const entry = fileEntry('site', 'Business facts and settings', 'site.yaml', 'site.schema.json');
    const rank = (name: string) => SITE_SECTIONS.findIndex(([n]) => n === name) + 1 || SITE_SECTIONS.length + 1;
    const fields = [...entry.fields]
      .sort((a, b) => rank(a.name) - rank(b.name))
      .map((f) => ({
        ...f,
        label: SITE_SECTIONS.find(([n]) => n === f.name)?.[1] ?? f.label,
        collapsed: !['business', 'constants'].includes(f.name),
      }));
    return { ...entry, fields };
  };

  /**
   * A page kind's copy: the blocks its copy schema names (each with its title and description, and
   * only the fields that block has), every field as page.schema.json defines it.
   */
  const pageEntry = (f: string) => {
    const kind = basename(f, '.yaml');
    const copy = copySchemas[kind] as { title?: string; description?: string; properties?: { blocks?: Schema } } | undefined;
    const entry = fileEntry(`page-${kind}`, copy?.title ?? `${humanize(kind)} page`, `content/pages/${f}`, 'page.schema.json');
    const own = copy?.properties?.blocks?.properties;
    if (!own) return entry;
    const blockDef = schema('page.schema.json').definitions!.block;
    const data = ((readYaml(`content/pages/${f}`) as { blocks?: Record<string, unknown> } | undefined)?.blocks ?? {}) as Record<
      string,
      unknown
    >;
    const blocks: Field = {
      name: 'blocks',
      label: 'Blocks',
      widget: 'object',
      ...(copy.description ? { hint: copy.description } : {}),
      fields: Object.entries(own).map(([name, block]) => ({
        name,
        label: block.title ?? humanize(name),
        widget: 'object',
        ...(block.description ? { hint: block.description } : {}),
        fields: (block.required ?? Object.keys(block.properties ?? {})).flatMap((field) => {
          const made = fieldFor(field, blockDef.properties![field], {
            file: 'page.schema.json',
            base: 'page.schema.json',
            path: ['blocks', '*', field],
            required: true,
            data: (data[name] as Record<string, unknown> | undefined)?.[field],
            refs: [],
          });
          return made ? [made] : [];
        }),
      })),
    };
    return { ...entry, fields: entry.fields.map((x) => (x.name === 'blocks' ? blocks : x)) };
  };
  const pages = readdirSync(join(root, 'content/pages'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map(pageEntry);

  const localFiles = LOCAL_DIRS.flatMap(({ dir, schema: schemaName, what }) =>
    yamlFilesUnder(join(root, dir)).map((abs) => {
      const file = relative(root, abs);
      const parts = file.slice(dir.length + 1, -'.yaml'.length).split('/');
      return fileEntry(`local-${parts.join('-')}`, `${what}: ${parts.map(humanize).join(', ')}`, file, schemaName);
    }),
  );

  const texts = yamlFilesUnder(join(root, 'content'), '.mdx').map((abs) => {
    const file = relative(root, abs);
    const name = basename(file, '.mdx');
    return {
      name: `text-${name}`,
      label: `${humanize(name)} (text)`,
      file,
      fields: [{ name: 'body', label: 'Text', widget: 'text', hint: MDX_HINT }],
    };
  });

  const collections = [
    {
      name: 'settings',
      label: 'Business facts',
      description: ABOUT.settings,
      files: [siteEntry()],
      format: FORMAT,
    },
    folder('services', 'Services', 'Service', 'service.schema.json'),
    folder('cities', 'Cities', 'City', 'city.schema.json'),
    folder('brands', 'Brands', 'Brand', 'brand.schema.json'),
    {
      name: 'lists',
      label: 'Reviews, FAQ, counties, projects',
      files: LIST_FILES.map(({ name, file, schema: s }) => {
        const entry = fileEntry(name, schema(s).title ?? humanize(name), file, s);
        return { ...entry, fields: entry.fields.map(madeIds) };
      }),
      format: FORMAT,
    },
    { name: 'pages', label: 'Page copy', description: `${ABOUT.pages} ${PLACEHOLDERS}`, files: pages, format: FORMAT },
    { name: 'texts', label: 'Long texts', description: ABOUT.texts, files: texts, format: MDX_FORMAT },
    ...(localFiles.length
      ? [
          {
            name: 'local',
            label: 'Own copy of local pages',
            description: `${ABOUT.local} ${PLACEHOLDERS}`,
            files: localFiles,
            format: FORMAT,
          },
        ]
      : []),
  ];

  return {
    config: {
      // On a Netlify site: the repository's Git host, as the build's environment names it (src/netlify/repository.ts).
      backend: decapBackend(editingRepository(process.env), process.env),
      media_folder: 'public/images',
      public_folder: '/images',
      site_url: '/',
      display_url: '/',
      editor: { preview: true },
      collections,
    },
    unmapped,
  };
}

/** What the id of a list entry says on the screen: it is made, not typed (src/admin/list-entries.ts). */
const MADE_ID_HINT = 'Made from the name and date when you publish; other entries name this one by it.';

/** A list's entries show their id without a box to type it in (the `made-id` widget). */
function madeIds(f: Field): Field {
  if (f.widget !== 'list' || !f.fields) return f.fields ? { ...f, fields: f.fields.map(madeIds) } : f;
  return {
    ...f,
    fields: f.fields.map((x) =>
      x.name === 'id' ? { name: 'id', label: 'Id', widget: 'made-id', required: false, hint: MADE_ID_HINT } : madeIds(x),
    ),
  };
}

/**
 * Fields whose new entry starts from `template` (a blank template of schema/templates/): each
 * field the template gives a value gets it as Decap's default; a group's fields get theirs.
 */
function withDefaults(fields: Field[], template: unknown): Field[] {
  if (!template || typeof template !== 'object' || Array.isArray(template)) return fields;
  const values = template as Record<string, unknown>;
  return fields.map((f) => {
    if (!(f.name in values)) return f;
    const value = values[f.name];
    return f.widget === 'object' && f.fields ? { ...f, fields: withDefaults(f.fields, value) } : { ...f, default: value };
  });
}

/** The generated file, as src/build/generated-files.ts writes it. */
export function adminConfigText(root: string, copySchemas: CopySchemas = {}): string {
  return JSON.stringify(adminConfig(root, copySchemas).config) + '\n';
}

function yamlFilesUnder(dir: string, ext = '.yaml'): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? yamlFilesUnder(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : []));
}

function summaryOf(fields: Field[]): string {
  const named = ['title', 'question', 'name', 'label', 'heading', 'from', 'path', 'id'].find((n) => fields.some((f) => f.name === n));
  return named ? `{{fields.${named}}}` : '';
}

/** `metaDescription` -> `Meta description`, `service-areas` -> `Service areas`. */
function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function singular(name: string): string {
  if (name.endsWith('ies')) return name.slice(0, -3) + 'y';
  if (name.endsWith('ses')) return name.slice(0, -2);
  if (name.endsWith('s')) return name.slice(0, -1);
  return name;
}
