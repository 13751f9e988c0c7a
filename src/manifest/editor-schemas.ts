import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';

/** The copy schema of each page kind, by its file's name (content/pages/<name>.yaml): src/kinds/kinds.ts copySchemas(). */
type CopySchemas = Record<string, object>;

/**
 * Schemas for editors (VS Code's YAML extension, mapped in .vscode/settings.json): each is the
 * file's own schema in schema/ plus the ids that are valid today, offered as completions (service
 * ids in relatedServices, county names, booking types, the blocks of each page kind). Generated
 * from the content's folders before every script (src/build/generated-files.ts). The check itself
 * never uses them: it reports an unknown id with its own message.
 */
function editorSchemas(root: string, copySchemas: CopySchemas = {}): Record<string, object> {
  const ids = (dir: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((text) => text.endsWith('.yaml'))
          .map((file) => basename(file, '.yaml'))
          .sort()
      : [];
  const read = (file: string): Record<string, unknown> => {
    try {
      return (parse(existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '') ?? {}) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const services = ids('content/services');
  const cities = ids('content/cities');
  const brands = ids('content/brands');
  const site = read('site.yaml') as { booking?: { serviceTypes?: string[] } };
  const types = site.booking?.serviceTypes ?? [];
  // The page kinds are the folders of src/kinds/ with a module (src/kinds/kinds.ts finds them the same way).
  const kindsDir = join(root, 'src/kinds');
  const kinds = existsSync(kindsDir)
    ? readdirSync(kindsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(kindsDir, entry.name, 'index.ts')))
        .map((entry) => entry.name)
        .sort()
    : [];
  const counties = ((read('content/counties.yaml').counties as Array<{ name: string }> | undefined) ?? []).map((item) => item.name);
  const idList = (values: string[], what: string) => ({ type: 'array', items: { enum: values, description: what } });
  const on = (base: string, properties: object, description: string) => ({
    $schema: 'http://json-schema.org/draft-07/schema#',
    description: `${description} Generated from ${base} and the content (src/build/generated-files.ts): do not edit.`,
    allOf: [{ $ref: `../${base}` }],
    ...(Object.keys(properties).length ? { properties } : {}),
  });

  const out: Record<string, object> = {
    'site.schema.json': on(
      'site.schema.json',
      {
        routes: { items: { properties: { kind: { enum: kinds, description: 'a page kind: a folder of src/kinds/' } } } },
      },
      'site.yaml, with the page kinds offered in routes.',
    ),
    'service.schema.json': on(
      'service.schema.json',
      { relatedServices: idList(services, 'a service id'), commonBrands: idList(brands, 'a brand id'), bookingType: { enum: types } },
      'content/services/<id>.yaml, with service and brand ids and booking types offered.',
    ),
    'city.schema.json': on(
      'city.schema.json',
      { county: { enum: counties }, keyServices: idList(services, 'a service id') },
      'content/cities/<id>.yaml, with counties and service ids offered.',
    ),
    'brand.schema.json': on('brand.schema.json', {}, 'content/brands/<id>.yaml.'),
    'reviews.schema.json': on(
      'reviews.schema.json',
      { reviews: { items: { properties: { service: { enum: types } } } } },
      'content/reviews.yaml, with booking types offered.',
    ),
    'faq.schema.json': on('faq.schema.json', {}, 'content/faq.yaml.'),
    'local-service.schema.json': on(
      'local-service.schema.json',
      { service: { enum: services }, city: { enum: cities } },
      'content/local/services/<service>/<city>.yaml, with service and city ids offered.',
    ),
    'local-neighborhood.schema.json': on(
      'local-neighborhood.schema.json',
      { city: { enum: cities } },
      'content/local/neighborhoods/<city>/<neighborhood>.yaml, with city ids offered.',
    ),
    'counties.schema.json': on('counties.schema.json', {}, 'content/counties.yaml.'),
  };
  for (const kind of ids('content/pages')) out[`page-${kind}.schema.json`] = pageSchema(kind, copySchemas[kind], read, on);
  return out;
}

/**
 * A page kind's schema: its copy schema (src/kinds/<kind>/index.ts), or, for a kind without one,
 * the blocks its file has, each required.
 */
function pageSchema(
  kind: string,
  own: object | undefined,
  read: (file: string) => Record<string, unknown>,
  on: (base: string, properties: object, description: string) => object,
): object {
  if (own) {
    const { $id: _id, allOf: _base, description, ...rest } = own as Record<string, unknown>;
    return {
      $schema: 'http://json-schema.org/draft-07/schema#',
      ...rest,
      description: `${String(description)} Generated from the page kind's module (src/kinds/${kind}/index.ts): do not edit.`,
      allOf: [{ $ref: '../page.schema.json' }],
    };
  }
  const blocks = Object.keys((read(`content/pages/${kind}.yaml`).blocks as object | undefined) ?? {});
  return on(
    'page.schema.json',
    {
      blocks: {
        required: blocks,
        properties: Object.fromEntries(blocks.map((block) => [block, { $ref: '../page.schema.json#/definitions/block' }])),
      },
    },
    `content/pages/${kind}.yaml: the copy blocks of this page kind.`,
  );
}

/** The .vscode/settings.json mapping from each schema to the files it describes. */
function editorSettings(root: string, copySchemas: CopySchemas = {}): object {
  const schemas: Record<string, string | string[]> = {
    './schema/editor/site.schema.json': 'site.yaml',
    './schema/editor/service.schema.json': 'content/services/*.yaml',
    './schema/editor/city.schema.json': 'content/cities/*.yaml',
    './schema/editor/brand.schema.json': 'content/brands/*.yaml',
    './schema/editor/reviews.schema.json': 'content/reviews.yaml',
    './schema/editor/faq.schema.json': 'content/faq.yaml',
    './schema/editor/counties.schema.json': 'content/counties.yaml',
    './schema/editor/local-service.schema.json': 'content/local/services/**/*.yaml',
    './schema/editor/local-neighborhood.schema.json': 'content/local/neighborhoods/**/*.yaml',
  };
  for (const name of Object.keys(editorSchemas(root, copySchemas)).filter((key) => key.startsWith('page-'))) {
    schemas[`./schema/editor/${name}`] = `content/pages/${name.slice('page-'.length, -'.schema.json'.length)}.yaml`;
  }
  return {
    'yaml.schemas': schemas,
    'files.encoding': 'utf8',
    '[yaml]': { 'editor.insertSpaces': true, 'editor.tabSize': 2, 'editor.detectIndentation': false },
    '[mdx]': { 'editor.insertSpaces': true },
  };
}

/** Every generated editor file, by path relative to the project: what src/build/generated-files.ts writes. */
export function editorFiles(root: string, copySchemas: CopySchemas = {}): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, schema] of Object.entries(editorSchemas(root, copySchemas)))
    files[`schema/editor/${name}`] = JSON.stringify(schema, null, 2) + '\n';
  files['.vscode/settings.json'] = JSON.stringify(editorSettings(root, copySchemas), null, 2) + '\n';
  return files;
}
