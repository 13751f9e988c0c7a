import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse } from 'yaml';
import { FORMAT, MDX_FORMAT } from '../shared/yaml-format';
import { decapBackend, editingRepository } from '../../netlify/repository';
import { ID_COLLECTIONS, LOCAL_COPY, SETTINGS_LABEL, SITE_SECTIONS, TEXT_LISTS, type IdCollection } from '../shared/collections';
import { humanize, SchemaFields, type Choice, type Field, type Schema } from './schema-fields';
import { plainHint } from '../shared/plain-words';
import { namedBlocks } from './other-copy';
import { ID_FROM } from '../shared/list-entries';
import { PLACE_KEYS } from '../../manifest/local';

export type { Field } from './schema-fields';

/**
 * The editing screen's configuration (Decap CMS), generated from schema/ and the content: never
 * written by hand. Every property of every schema becomes a form field with the schema's title as
 * its label, its description as the hint, and its required flag, pattern, bounds and choices; ids
 * of other collections become choices of those collections. src/build/generated-files.ts writes it
 * to src/editing/shared/config.generated.json before every script, and a test fails when a schema property
 * maps to no field.
 */

type AdminConfig = { config: Record<string, unknown>; unmapped: string[] };

/** Local copy files are few and optional: each existing one is an entry of its own. */
const LOCAL_DIRS = [
  { dir: 'content/local/services', schema: 'local-service.schema.json', what: LOCAL_COPY.services },
  { dir: 'content/local/neighborhoods', schema: 'local-neighborhood.schema.json', what: LOCAL_COPY.neighborhoods },
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
    "The business itself: name, phone, address, hours, prices and every other fact the pages use, the figures the owner confirms, the menus, the booking form's choices and the pages' titles. A change here shows on every page that uses it.",
  services: "The services we offer: each one's page, its card in lists and what search engines show for it.",
  cities: "The cities we serve: each city's page, its neighborhoods with their ZIP codes, and its questions and answers.",
  brands: "The door and opener brands we service: each brand's page.",
  pages: 'The headings and texts of each kind of page, shared by all pages of that kind.',
  local: 'Text written for one service in one city, or for one neighborhood: it replaces the shared text on that page.',
  texts: 'The long texts of some pages (our story, the privacy policy, the terms...), with their headings, lists and links.',
};

/** How a long text (MDX) is written, shown under its field. */
const MDX_HINT =
  'Write as in a word processor: the buttons above the text make headings, bold and italic words, lists and links (to a page of the site, like /booking or /about, or a whole web address). {{name}} inserts a fact (serviceCallFee...). "Markdown" shows the text as the file holds it.';

/**
 * A long text's field: Decap's Markdown editor, opening on its formatted (rich-text) mode, with
 * the buttons for what a page body may hold and nothing else (no code, no embedded parts). What it
 * writes back is plain Markdown in the files' own way (markdown-body.ts).
 */
const MDX_BODY = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  modes: ['rich_text', 'raw'],
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
  editor_components: [],
  hint: MDX_HINT,
};

/**
 * What the form leaves out of site.yaml: the web developer's settings, in code's words (page kinds
 * and address patterns, patterns of old addresses, measures in px and ms, the search engines'
 * thresholds, the launch list, the address the booking form posts to, the ZIP suggestions'
 * tuning). They stay in the file as they are: a save changes only what the editor changed.
 */
const DEVELOPER_ONLY = new Set([
  'ui',
  'redirectPatterns',
  'indexing',
  'placeholders',
  'notFound.patterns',
  ...['path', 'kind', 'collection', 'body', 'canonical', 'sitemap', 'noindex', 'parent', 'caseVariants', 'onMissing'].map(
    (name) => `routes.${name}`,
  ),
  'redirects.caseVariants',
  'booking.action',
  'booking.zipSuggestMinLength',
  'booking.zipSuggestMax',
  'booking.zipNoteCloseMs',
  'site.language',
  'site.themeColor',
]);

/** The fields of `fields` (at `path`) and of their groups and lists, the developer's left out. */
function officeFields(fields: Field[], path = ''): Field[] {
  return fields.flatMap((field) => {
    const at = path ? `${path}.${field.name}` : field.name;
    if (DEVELOPER_ONLY.has(at)) return [];
    return [{ ...field, ...(field.fields ? { fields: officeFields(field.fields, at) } : {}) }];
  });
}

/** How copy inserts facts, said once per collection instead of on every field. */
const PLACEHOLDERS =
  "In any text, a name in double braces inserts a fact from the business facts, e.g. {{serviceCallFee}} or {{phone}}; {{city}}, {{service}} and {{neighborhood}} insert the page's own place or service. Never type a price, phone number or hour directly.";

/** The copy schema of each page kind that has one (src/kinds/kinds.ts copySchemas()), by file name. */
type CopySchemas = Record<string, Record<string, unknown>>;

export function adminConfig(root: string, copySchemas: CopySchemas = {}): AdminConfig {
  const readYaml = yamlReader(root);
  const site = (readYaml('site.yaml') ?? {}) as {
    booking?: { serviceTypes?: string[] };
    site?: { url?: string };
    claims?: Claims;
    routes?: Array<{ path?: string; kind?: string }>;
  };
  const viewLive = livePaths(site.routes ?? []);
  const counties = ((readYaml('content/counties.yaml') as { counties?: Array<{ name: string }> } | undefined)?.counties ?? []).map(
    (county) => county.name,
  );
  const prices = priceChoices(root, site.claims);
  // The content's names of its ids, read once for the local copy's entries, the long texts and the neighborhoods' choices.
  const names = placeNames(root);
  const forms = new SchemaFields(root, {
    bookingTypes: site.booking?.serviceTypes ?? [],
    counties,
    prices,
    neighborhoods: neighborhoodChoices(names),
  });
  const local = localFiles(root, forms, names);
  const collections = [
    {
      name: 'settings',
      label: SETTINGS_LABEL,
      description: ABOUT.settings,
      files: [siteEntry(root, forms, site.routes ?? [], copySchemas)],
      format: FORMAT,
    },
    { ...folder(root, forms, 'services', 'Services', 'Service', 'service.schema.json'), ...viewLive('service') },
    { ...folder(root, forms, 'cities', 'Cities', 'City', 'city.schema.json'), ...viewLive('city') },
    { ...folder(root, forms, 'brands', 'Brands', 'Brand', 'brand.schema.json'), ...viewLive('brand') },
    {
      name: 'lists',
      label: 'Reviews, FAQ, counties, projects',
      files: LIST_FILES.map(({ name, file, schema: text }) => {
        const entry = fileEntry(root, forms, name, forms.schema(text).title ?? humanize(name), file, text);
        return { ...entry, fields: entry.fields.map(madeIds) };
      }),
      format: FORMAT,
    },
    {
      name: 'pages',
      label: 'Page copy',
      description: `${ABOUT.pages} ${PLACEHOLDERS}`,
      files: pageEntries(root, forms, copySchemas),
      format: FORMAT,
    },
    { name: 'texts', label: TEXT_LISTS.long, description: ABOUT.texts, files: longTexts(root, names), format: MDX_FORMAT },
    ...(local.length
      ? [
          {
            name: 'local',
            label: TEXT_LISTS.local,
            description: `${ABOUT.local} ${PLACEHOLDERS}`,
            files: local,
            format: FORMAT,
            // Deletable (its page shows the shared text): the check asks for it when its neighborhood leaves its city.
            delete: true,
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
      // Decap prints display_url beside Quick add as a link (site_url when it has none, a bare "/"):
      // the site's own address, e.g. www.example.com.
      ...(site.site?.url ? { display_url: site.site.url } : {}),
      editor: { preview: true },
      collections,
    },
    unmapped: forms.unmapped,
  };
}

/**
 * Where Decap's "View Live" goes for an entry of a kind: its page (`preview_path`, the route's path with
 * the entry's id for its one parameter: /cities/{{slug}}), not the home page; nothing for a kind whose
 * route is not one page per entry.
 */
function livePaths(routes: Array<{ path?: string; kind?: string }>): (kind: string) => { preview_path?: string } {
  return (kind) => {
    const path = routes.find((route) => route.kind === kind)?.path ?? '';
    return (path.match(/:\w+/g) ?? []).length === 1 ? { preview_path: path.replace(/:\w+/, '{{slug}}') } : {};
  };
}

/** A YAML file of the project, parsed (undefined when it does not exist). */
/**
 * A YAML text's data, parsed once per text (a copy each time: the caller may change it): the owner's
 * server's builder makes the config again after each save, when only a file or two changed.
 */
function parsed(text: string): unknown {
  if (!parses.has(text)) {
    if (parses.size > 2000) parses.clear();
    let data: unknown;
    try {
      data = parse(text);
    } catch (e) {
      parses.set(text, { error: e });
      throw e;
    }
    parses.set(text, { data });
  }
  const kept = parses.get(text)!;
  if ('error' in kept) throw kept.error;
  return structuredClone(kept.data);
}
const parses = new Map<string, { data: unknown } | { error: unknown }>();

type Claims = Record<string, { value?: string; confirmed?: boolean } | undefined>;

/**
 * The prices a service may name (its `price:`, one of the price claims of service.schema.json), in
 * the office's words: the claim's title and what the pages say today, and whether the owner has yet
 * to confirm it ("Price of a spring replacement: $150-$350, not yet confirmed by the owner"). The
 * file keeps the claim's name.
 */
export function priceChoices(root: string, claims: Claims = {}): Choice[] {
  const schema = (name: string) => JSON.parse(readFileSync(join(root, 'schema', name), 'utf8')) as Schema;
  const names = (schema('service.schema.json').properties?.price?.enum ?? []).map(String);
  const titles = schema('site.schema.json').properties?.claims?.properties ?? {};
  return names.map((name) => {
    const claim = claims[name];
    const said = claim?.value ? `: ${claim.value}` : '';
    const unconfirmed = claim && claim.confirmed !== true ? ', not yet confirmed by the owner' : '';
    return { label: `${titles[name]?.title ?? humanize(name)}${said}${unconfirmed}`, value: name };
  });
}

/**
 * Every served neighborhood as a choice: its name and its city's ("Davis Islands, Tampa"), its id
 * the value. A job's neighborhood was a box to type the id in ("davis-islands"), which the office
 * does not know.
 */
export function neighborhoodChoices(names: PlaceNames): Choice[] {
  const choices = new Map<string, Choice>();
  for (const [key, name] of names) {
    const [city, hood] = key.split('/');
    if (hood && !choices.has(hood)) choices.set(hood, { label: `${name}, ${names.get(city) ?? humanize(city)}`, value: hood });
  }
  return [...choices.values()].sort((a, b) => a.label.localeCompare(b.label));
}

function yamlReader(root: string) {
  return (file: string): unknown => (existsSync(join(root, file)) ? parsed(readFileSync(join(root, file), 'utf8')) : undefined);
}

/** A collection of one file per entry (services, cities, brands): entries can be created and deleted. */
function folder(root: string, forms: SchemaFields, name: IdCollection, label: string, singularLabel: string, schemaName: string) {
  const readYaml = yamlReader(root);
  const { folder: dir, display } = ID_COLLECTIONS[name];
  const first = readdirSync(join(root, dir)).find((text) => text.endsWith('.yaml'));
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
    // A new entry starts from its collection's blank template, whose ✎ texts the check refuses until replaced.
    fields: withDefaults(
      forms
        .fileFields(schemaName, first ? readYaml(`${dir}/${first}`) : {})
        .map((field) => (field.name === 'id' ? { ...field, label: 'Short name', widget: 'hidden', required: false } : madeIds(field))),
      readYaml(`schema/templates/${schemaName.replace('.schema.json', '.yaml')}`),
    ),
  };
}

/** One file as one entry of a collection. */
function fileEntry(root: string, forms: SchemaFields, name: string, label: string, file: string, schemaName: string) {
  return { name, label, file, format: FORMAT, fields: forms.fileFields(schemaName, yamlReader(root)(file)) };
}

/** site.yaml: what an office changes most first (the business, its facts, the booking form), in its words. */
function siteEntry(root: string, forms: SchemaFields, routes: Array<{ path?: string; kind?: string }>, copySchemas: CopySchemas) {
  const entry = fileEntry(root, forms, 'site', 'Business facts and settings', 'site.yaml', 'site.schema.json');
  const rank = (name: string) => SITE_SECTIONS.findIndex(([text]) => text === name) + 1 || SITE_SECTIONS.length + 1;
  const fields = officeFields(entry.fields)
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((field) => ({
      ...field,
      label: SITE_SECTIONS.find(([text]) => text === field.name)?.[1] ?? field.label,
      // One entry as its section's label names them ("Add old address", not "Add redirect").
      ...(field.name === 'redirects' ? { label_singular: 'Old address' } : {}),
      collapsed: !['business', 'constants', 'claims'].includes(field.name),
      // The pages are the site's (a page kind is code): their words are edited, none added or taken away.
      ...(field.name === 'routes'
        ? { allow_add: false, allow_remove: false, allow_reorder: false, ...pageNames(field, routes, copySchemas) }
        : {}),
    }));
  return { ...entry, fields };
}

/**
 * The pages' titles, each named in words: a list of one type per page kind (Decap's typed list, by
 * the route's `kind`), labelled with the kind's name ("Service-in-city page") and summed up by the
 * pages it makes ("One page for each service and city (/services/…/…)", "Terms of Use (/terms)"),
 * where one list named each by its address pattern ("/services/:serviceId/:cityId").
 */
function pageNames(field: Field, routes: Array<{ path?: string; kind?: string }>, copySchemas: CopySchemas) {
  const kinds = [...new Set(routes.map((route) => route.kind).filter((kind): kind is string => Boolean(kind)))];
  const types = kinds.map((kind) => {
    const title = (copySchemas[kind] as { title?: string } | undefined)?.title?.replace(/\s*copy$/i, '');
    const paths = routes.filter((route) => route.kind === kind).map((route) => route.path ?? '');
    const parts =
      // An address's parts in words: `:serviceId` is a service, `:neighborhoodId` a neighborhood.
      paths.length === 1 ? [...paths[0].matchAll(/:(\w+)/g)].map(([, name]) => humanize(name.replace(/Id$/, '')).toLowerCase()) : [];
    const summary = parts.length
      ? `One page for each ${parts.join(' and ')} (${paths[0].replace(/:\w+/g, '…')})`
      : // Its name as the trail above its heading says it, and its address: two legal pages are told apart by name.
        "{{fields.breadcrumb}}{{fields.breadcrumb | ternary(' (', 'The page at ')}}{{fields.path}}{{fields.breadcrumb | ternary(')', '')}}";
    // Each type draws its entries' bars: none is taken away or moved (as the list says).
    const fixed = { allow_remove: false, allow_reorder: false };
    return { name: kind, label: title || `${humanize(kind)} page`, widget: 'object', summary, fields: field.fields, ...fixed };
  });
  return { types, typeKey: 'kind', fields: undefined, summary: undefined };
}

/**
 * Each page kind's copy: the blocks its copy schema names (each with its title and description, and
 * only the fields that block has), every field as page.schema.json defines it.
 */
/** The copy files that are no page kind's, named for what they hold. */
const OTHER_COPY: Record<string, string> = {
  'booking-email': 'Booking e-mails copy',
  'booking-manage': "Booking request's page copy",
};

function pageEntries(root: string, forms: SchemaFields, copySchemas: CopySchemas) {
  const pageEntry = (file: string) => {
    const kind = basename(file, '.yaml');
    const copy = copySchemas[kind] as { title?: string; description?: string; properties?: { blocks?: Schema } } | undefined;
    const entry = fileEntry(
      root,
      forms,
      `page-${kind}`,
      copy?.title ?? OTHER_COPY[kind] ?? `${humanize(kind)} page copy`,
      `content/pages/${file}`,
      'page.schema.json',
    );
    const own = copy?.properties?.blocks?.properties;
    if (!own) return { ...entry, fields: namedBlocks(kind, join(root, 'content/pages', file), entry.fields) };
    const blockDef = forms.schema('page.schema.json').definitions!.block;
    const data = ((yamlReader(root)(`content/pages/${file}`) as { blocks?: Record<string, unknown> } | undefined)?.blocks ?? {}) as Record<
      string,
      unknown
    >;
    const blockField = (name: string, block: Schema): Field => ({
      name,
      label: block.title ?? humanize(name),
      widget: 'object',
      ...(plainHint(block.description) ? { hint: plainHint(block.description) } : {}),
      // The fields the block has (its copy schema's), those it may leave out (a team's photos) said so.
      fields: Object.keys(block.properties ?? {}).flatMap((field) => {
        const made = forms.fieldFor(field, blockDef.properties![field], {
          file: 'page.schema.json',
          base: 'page.schema.json',
          path: ['blocks', '*', field],
          required: (block.required ?? [field]).includes(field),
          data: (data[name] as Record<string, unknown> | undefined)?.[field],
          refs: [],
        });
        // What the field means in this block, when its copy schema says (a photo's intro is its description).
        const own = block.properties?.[field]?.title;
        return made ? [own ? { ...made, label: own } : made] : [];
      }),
    });
    const blocks: Field = {
      name: 'blocks',
      label: forms.schema('page.schema.json').properties!.blocks.title!,
      widget: 'object',
      ...(plainHint(copy.description) ? { hint: plainHint(copy.description) } : {}),
      fields: Object.entries(own).map(([name, block]) => blockField(name, block)),
    };
    return { ...entry, fields: entry.fields.map((item) => (item.name === 'blocks' ? blocks : item)) };
  };
  return readdirSync(join(root, 'content/pages'))
    .filter((text) => text.endsWith('.yaml'))
    .sort()
    .map(pageEntry);
}

/**
 * The local copy files that exist, one entry each, named by the service's, city's and neighborhood's
 * own names. The place a text is for is its file's place, named in the entry's title: its keys are
 * kept as they are, not shown as boxes (a neighborhood's was a box for its id; typed over, the text
 * was refused as being "for a neighborhood the site no longer has", with the advice to delete it).
 */
function localFiles(root: string, forms: SchemaFields, names: PlaceNames) {
  return LOCAL_DIRS.flatMap(({ dir, schema: schemaName, what }) =>
    yamlFilesUnder(join(root, dir)).map((abs) => {
      const file = relative(root, abs);
      const parts = file.slice(dir.length + 1, -'.yaml'.length).split('/');
      const shown = parts.map((part, i) => names.get(parts.slice(0, i + 1).join('/')) ?? names.get(part) ?? humanize(part));
      const entry = fileEntry(root, forms, `local-${parts.join('-')}`, `${what}: ${shown.join(', ')}`, file, schemaName);
      const fields = entry.fields.map((field) =>
        PLACE_KEYS.has(field.name) ? { name: field.name, label: field.label, widget: 'hidden' } : field,
      );
      return { ...entry, fields };
    }),
  );
}

/**
 * The names the content gives its ids: a service's title, a city's name, a neighborhood's name (as
 * `city/neighborhood`), so that the screen says "South Tampa", "Davis Islands", not the id made readable.
 */
type PlaceNames = Map<string, string> & { cities: string[] };

function placeNames(root: string): PlaceNames {
  const names = Object.assign(new Map<string, string>(), { cities: [] as string[] });
  const read = (dir: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((text) => text.endsWith('.yaml'))
          .map((file) => ({ id: basename(file, '.yaml'), data: parseOr(readFileSync(join(root, dir, file), 'utf8')) }))
      : [];
  for (const { id, data } of read('content/services')) if (typeof data.title === 'string') names.set(id, data.title);
  for (const { id, data } of read('content/cities')) {
    if (typeof data.name === 'string') {
      names.set(id, data.name);
      names.cities.push(data.name);
    }
    for (const record of Array.isArray(data.neighborhoods) ? (data.neighborhoods as Array<Record<string, unknown>>) : [])
      if (typeof record.id === 'string' && typeof record.name === 'string') names.set(`${id}/${record.id}`, record.name);
  }
  return names;
}

function parseOr(text: string): Record<string, unknown> {
  try {
    const data = parsed(text);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The MDX bodies, each one text field. */
function longTexts(root: string, names: PlaceNames) {
  return yamlFilesUnder(join(root, 'content'), '.mdx').map((abs) => {
    const file = relative(root, abs);
    const name = basename(file, '.mdx');
    // A place in the name is written as the place is ("Tampa").
    const placed = (text: string) =>
      names.cities.reduce((out, city) => out.replace(new RegExp(`\\b${city.replace(/\W/g, '\\$&')}\\b`, 'i'), city), humanize(text));
    // A text of one kind of page, named after it (home-tampa.mdx): "Home page: Tampa" (it read "Home Tampa").
    const kinds = readdirSync(join(root, 'content/pages')).flatMap((entry) => (entry.endsWith('.yaml') ? [entry.slice(0, -5)] : []));
    const kind = kinds.includes(name) ? undefined : kinds.find((each) => name.startsWith(`${each}-`));
    const label = kind ? `${humanize(kind)} page: ${placed(name.slice(kind.length + 1))}` : placed(name);
    return {
      name: `text-${name}`,
      label: `${label} (text)`,
      file,
      fields: [MDX_BODY],
    };
  });
}

/** What the id of a list entry says on the screen: it is made, not typed, from what this list's entries have. */
function madeIdHint(fields: Field[]): string {
  const parts = ID_FROM.flatMap((names) => {
    const field = fields.find((item) => names.includes(item.name));
    return field ? [field.label.toLowerCase()] : [];
  });
  const from = parts.length ? `Made from the ${parts.join(' and ')} when you publish` : 'Made when you publish';
  return `${from}; other entries name this one by it.`;
}

/** A list's entries show their id without a box to type it in (the `made-id` widget). */
function madeIds(field: Field): Field {
  if (field.widget !== 'list' || !field.fields) return field.fields ? { ...field, fields: field.fields.map(madeIds) } : field;
  const hint = madeIdHint(field.fields);
  return {
    ...field,
    fields: field.fields.map((item) =>
      item.name === 'id' ? { name: 'id', label: 'Short name', widget: 'made-id', required: false, hint } : madeIds(item),
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
  return fields.map((field) => {
    if (!(field.name in values)) return field;
    const value = values[field.name];
    return field.widget === 'object' && field.fields
      ? { ...field, fields: withDefaults(field.fields, value) }
      : { ...field, default: value };
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
    .flatMap((entry) =>
      entry.isDirectory() ? yamlFilesUnder(join(dir, entry.name), ext) : entry.name.endsWith(ext) ? [join(dir, entry.name)] : [],
    );
}
