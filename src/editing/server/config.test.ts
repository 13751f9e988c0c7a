import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { placeFixtureSite, FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { copySchemas } from '../../kinds/kinds';
import { adminConfig, type Field } from './config';

const { config, unmapped } = adminConfig(FIXTURE_SITE, copySchemas());
type Collection = {
  name: string;
  folder?: string;
  format?: string;
  fields?: Field[];
  files?: Array<{ name: string; file: string; label: string; fields: Field[] }>;
};
const collections = config.collections as Collection[];
const byName = (name: string) => collections.find((collection) => collection.name === name)!;
const field = (fields: Field[] | undefined, path: string): Field | undefined => {
  let list = fields;
  let found: Field | undefined;
  for (const name of path.split('.')) {
    found = list?.find((field) => field.name === name);
    list = found?.fields;
  }
  return found;
};

describe('the editing screen configuration', () => {
  it('maps every schema property to a form field', () => {
    expect(unmapped).toEqual([]);
  });

  it('names a local page’s copy and a long text by the names the content gives, not by their ids', () => {
    const files = collections.flatMap((collection) => collection.files ?? []);
    const local = files.filter((file) => file.file.startsWith('content/local/'));
    expect(local.length).toBeGreaterThan(0);
    for (const file of local) {
      const parts = file.file
        .replace(/^content\/local\/\w+\//, '')
        .replace(/\.yaml$/, '')
        .split('/');
      const cityId = file.file.startsWith('content/local/neighborhoods/') ? parts[0] : parts[1];
      const city = (parse(readFileSync(join(FIXTURE_SITE, 'content/cities', `${cityId}.yaml`), 'utf8')) as { name: string }).name;
      expect(file.label, file.file).toContain(city);
    }
    const tampa = files.find((file) => file.file === 'content/pages/home-tampa.mdx');
    expect(tampa?.label).toBe('Home page: Tampa (text)');
    expect(files.find((file) => file.file === 'content/pages/service-areas.mdx')?.label).toBe('Service areas (text)');
  });

  it("keeps a place's own text's place as its file says it: no box for the city's or the neighborhood's id", () => {
    const local = collections.flatMap((collection) => collection.files ?? []).filter((file) => file.file.startsWith('content/local/'));
    for (const file of local) {
      const place = file.fields.filter((item) => ['service', 'city', 'neighborhood'].includes(item.name));
      expect(place.length, file.file).toBeGreaterThan(1);
      for (const item of place) expect(item.widget, `${file.file} ${item.name}`).toBe('hidden');
      // Its words stay fields of their own.
      expect(
        file.fields.some((item) => item.widget !== 'hidden'),
        file.file,
      ).toBe(true);
    }
  });

  it('offers every content collection and the business facts', () => {
    expect(collections.map((collection) => collection.name)).toEqual(
      expect.arrayContaining(['settings', 'services', 'cities', 'brands', 'lists', 'pages']),
    );
    const files = collections.flatMap((collection) => (collection.files ?? []).map((file) => file.file));
    for (const text of [
      'site.yaml',
      'content/reviews.yaml',
      'content/faq.yaml',
      'content/counties.yaml',
      'content/projects.yaml',
      'content/pages/city.yaml',
    ])
      expect(files).toContain(text);
    // Every long text (MDX) as its text, in the Markdown editor opening on its formatted mode, with no code or embedded parts.
    const texts = byName('texts');
    const mdx = readdirSync(join(FIXTURE_SITE, 'content/pages')).filter((text) => text.endsWith('.mdx'));
    expect(mdx.length).toBeGreaterThan(3);
    expect(texts.format).toBe('mdx-text');
    expect((texts.files ?? []).map((file) => file.file).sort()).toEqual(mdx.map((text) => `content/pages/${text}`).sort());
    for (const file of texts.files ?? [])
      expect(file.fields).toMatchObject([{ name: 'body', widget: 'markdown', modes: ['rich_text', 'raw'], editor_components: [] }]);
  });

  it('the FAQ lists are named for the pages that show them, and each adds a question ("Add home page question", not "Add home")', () => {
    const faq = collections.flatMap((collection) => collection.files ?? []).find((file) => file.file === 'content/faq.yaml')!;
    expect(faq.fields.length).toBeGreaterThan(0);
    for (const list of faq.fields) {
      expect(list.label, list.name).toMatch(/ page questions$/);
      expect(list, list.name).toMatchObject({ label_singular: list.label.slice(0, -1) });
    }
  });

  it('the hours are named for what they are, and their add button adds a row, not the list ("Add service")', () => {
    const fields = byName('settings').files![0].fields;
    for (const [path, label] of [
      ['business.hours.service', 'Rows of service hours'],
      ['business.hours.office', 'Rows of office hours'],
    ])
      expect(field(fields, path), path).toMatchObject({ label, widget: 'list', label_singular: label.replace('Rows', 'row') });
  });

  it("the page copy's sections and their fields are named in the office's words, not the web's jargon", () => {
    const labels = (fields: Field[] = []): string[] =>
      fields.flatMap((one) => [one.label, ...labels(one.fields), ...(one.field ? labels([one.field]) : [])]);
    const pages = byName('pages').files!.flatMap((file) => labels(file.fields));
    expect(pages).toContain('Sections of the page');
    expect(pages).toContain('Top of the page');
    expect(pages).toContain('Call-to-action band');
    expect(pages).toContain('Label above the heading');
    // A list of points adds a point, each entry named so ("3 points", "Add point"), not "list".
    expect(pages).toContain('Point');
    expect(pages.filter((label) => /^(?:Blocks|Hero|Cta|Faq|Tag|Items)$/.test(label))).toEqual([]);
    // The page-not-found lines: named for what they are, with what they do said under them ("Messages" said neither).
    const notFound = byName('pages').files!.find((file) => file.file.endsWith('not-found.yaml'))!;
    expect(field(notFound.fields, 'messages')).toMatchObject({
      label: 'Light-hearted lines',
      hint: expect.stringMatching(/one at random/),
    });
  });

  it("a menu's links under a link and a page's name in the trail above its heading are named as the office sees them", () => {
    const text = JSON.stringify(config);
    expect(text).toContain('"label":"Links under it"');
    expect(text).toContain('"label":"Short name in the trail above the heading"');
    expect(text).not.toMatch(/"label":"(?:Children|Breadcrumb)"|breadcrumbs/);
    // Fields whose purpose their name does not say carry a hint in plain words (a hint with code in it was dropped).
    for (const [collection, path] of [
      ['services', 'cityTitle'],
      ['services', 'localInfo'],
      ['services', 'regionInfo'],
      ['brands', 'repairInfo'],
      ['cities', 'facts.windborneDebris'],
    ])
      expect(field(byName(collection).fields, path)?.hint, path).toMatch(/^\w/);
    // An old address sent to a new one is added as one ("Add old address"), as its section names them.
    expect(field(byName('settings').files![0].fields, 'redirects')).toMatchObject({
      label: 'Old addresses sent to new ones',
      label_singular: 'Old address',
    });
  });

  it("the business facts show the office's settings only: the developer's, in code's words, stay in the file and off the form", () => {
    const site = byName('settings').files![0].fields;
    for (const path of ['ui', 'redirectPatterns', 'indexing', 'placeholders', 'notFound.patterns', 'routes.path', 'routes.kind'])
      expect(field(site, path), path).toBeUndefined();
    for (const path of ['routes.body', 'routes.onMissing', 'booking.action', 'booking.zipNoteCloseMs', 'site.themeColor'])
      expect(field(site, path), path).toBeUndefined();
    const labels = (fields: Field[]): string[] =>
      fields.flatMap((one) => [one.label, ...labels(one.fields ?? []), ...(one.field ? labels([one.field]) : [])]);
    const code = /\b(?:px|ms|url|geo|cta|faq|kind|body|regex|match|capture|canonical|noindex|e164)\b/i;
    expect(labels(site).filter((label) => code.test(label))).toEqual([]);
    // The pages are the site's: their titles and descriptions are edited, none added, taken away or moved.
    const routes = field(site, 'routes') as Field & { types: Array<Field & { summary: string }>; typeKey: string };
    expect(routes).toMatchObject({ allow_add: false, allow_remove: false, allow_reorder: false, typeKey: 'kind' });
    // One type per page kind, each with the office's fields only, and none of its pages taken away or moved.
    for (const type of routes.types) {
      expect(
        type.fields?.map((one) => one.name),
        type.name,
      ).toEqual(['title', 'description', 'keywords', 'breadcrumb']);
      expect(type, type.name).toMatchObject({ widget: 'object', allow_remove: false, allow_reorder: false });
    }
    const kinds = (parse(readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8')) as { routes: Array<{ kind: string }> }).routes.map(
      (route) => route.kind,
    );
    expect(routes.types.map((type) => type.name)).toEqual([...new Set(kinds)]);
    // Each named in words (the kind's own name, the pages it makes), not by its address pattern.
    const named = Object.fromEntries(routes.types.map((type) => [type.name, `${type.label}: ${type.summary}`]));
    expect(named['service-city']).toBe('Service-in-city page: One page for each service and city (/services/…/…)');
    // A page of its own by its name in the trail above its heading, and its address.
    const byItsName =
      "{{fields.breadcrumb}}{{fields.breadcrumb | ternary(' (', 'The page at ')}}{{fields.path}}{{fields.breadcrumb | ternary(')', '')}}";
    expect(named.about).toBe(`About page: ${byItsName}`);
    expect(named.legal).toBe(`Legal page: ${byItsName}`);
    expect(Object.values(named).filter((text) => /:[a-z]+Id\b/.test(text))).toEqual([]);
    expect(field(site, 'business.geo')?.label).toBe('Map point');
  });

  it('a list names one entry in the singular ("1 ZIP code" over it, "Add closed date"), when the singular is plain', () => {
    const city = byName('cities').fields;
    expect(field(city, 'neighborhoods.zipCodes')).toMatchObject({ widget: 'list', label_singular: 'ZIP code' });
    expect(field(city, 'neighborhoods')).toMatchObject({ widget: 'list', label_singular: 'Neighborhood' });
    const settings = byName('settings').files![0].fields;
    expect(field(settings, 'booking.closedDates')).toMatchObject({ widget: 'list', label_singular: 'Closed date' });
  });

  it('"View Live" of a service, city or brand opens its page (the route of its kind), not the home page', () => {
    const routes = (parse(readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8')) as { routes: Array<{ path: string; kind: string }> })
      .routes;
    const pathOf = (kind: string) => routes.find((route) => route.kind === kind)!.path.replace(/:\w+/, '{{slug}}');
    for (const [name, kind] of [
      ['services', 'service'],
      ['cities', 'city'],
      ['brands', 'brand'],
    ])
      expect((byName(name) as { preview_path?: string }).preview_path, name).toBe(pathOf(kind));
  });

  it('turns the ids of other collections into choices of those collections', () => {
    expect(field(byName('cities').fields, 'keyServices')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      value_field: 'id',
      multiple: true,
    });
    expect(field(byName('services').fields, 'commonBrands')).toMatchObject({ widget: 'relation', collection: 'brands' });
    expect(field(byName('cities').fields, 'county')).toMatchObject({ widget: 'select', options: ['Hillsborough', 'Pinellas', 'Pasco'] });
  });

  it("offers a job's neighborhood as a choice of the served neighborhoods, each with its city, and says its fields in the office's words", () => {
    const projects = collections.flatMap((collection) => collection.files ?? []).find((file) => file.file === 'content/projects.yaml')!;
    const job = field(projects.fields, 'projects')!.fields!;
    const hood = field(job, 'neighborhood') as Omit<Field, 'options'> & { options: Array<{ label: string; value: string }> };
    expect(hood.widget).toBe('select');
    expect(hood.options).toContainEqual({ label: 'Davis Islands, Tampa', value: 'davis-islands' });
    expect(new Set(hood.options.map((option) => option.value)).size).toBe(hood.options.length);
    for (const name of ['service', 'city', 'neighborhood', 'month'])
      expect(field(job, name)?.hint, name).not.toMatch(/\bid\b|content\/|YYYY/);
    // The month is typed as people say it ("November 2026"), as a date is (month-widget.tsx).
    expect(field(job, 'month')?.widget).toBe('month');
  });

  it("offers a service's price as the price claims in words, what the pages say and whether the owner confirmed it; the file keeps the claim's name", () => {
    const claims = (
      parse(readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8')) as { claims: Record<string, { value: string; confirmed: boolean }> }
    ).claims;
    const names = JSON.parse(readFileSync(join(FIXTURE_SITE, 'schema/service.schema.json'), 'utf8')).properties.price.enum as string[];
    const price = field(byName('services').fields, 'price');
    expect(price).toMatchObject({ widget: 'select', required: false });
    const options = price!.options as Array<{ label: string; value: string }>;
    expect(options.map((option) => option.value)).toEqual(names);
    for (const { label, value } of options) {
      // Words, not a key: no camelCase name is shown to the office.
      expect(label, value).not.toMatch(/[a-z][A-Z]/);
      expect(label, value).toContain(claims[value].value);
      expect(label.includes('not yet confirmed'), value).toBe(!claims[value].confirmed);
    }
  });

  it('carries the schema: required flags, patterns, bounds, choices, hints', () => {
    const service = byName('services').fields;
    // An entry's id is its file's name, made from its title: shown by the screen, never typed.
    expect(field(service, 'id')).toMatchObject({ widget: 'hidden', required: false });
    for (const name of ['services', 'cities', 'brands'])
      expect(byName(name)).toMatchObject({ create: true, delete: true, slug: '{{fields.id}}' });
    // A place's own text can be deleted: the check asks for that when its neighborhood leaves its city.
    expect(byName('local')).toMatchObject({ delete: true });
    // No message of the screen shows a pattern: each says what to write, in words, with an example.
    const messages = JSON.stringify(config).match(/"pattern":\["[^"]*","[^"]*"\]/g) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    // (A dollar sign is a price's, "$$"; an anchor, a class or an escape is a pattern's.)
    for (const message of messages)
      expect((JSON.parse(`{${message}}`) as { pattern: string[] }).pattern[1], message).not.toMatch(/[\^\\[\]]|\$$|\(\?/);
    expect(field(service, 'bookingType')).toMatchObject({ widget: 'select', required: false });
    // Shown in words, saved as the files write them.
    expect(field(service, 'workType')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Repair', value: 'repair' },
        { label: 'Installation', value: 'installation' },
      ],
    });
    const schema = JSON.parse(readFileSync(join(FIXTURE_SITE, 'schema/service.schema.json'), 'utf8'));
    expect(field(service, 'shortDescription')).toMatchObject({ widget: 'text', hint: schema.properties.shortDescription.description });
    expect(field(service, 'metaDescription')).toMatchObject({ widget: 'text', hint: schema.properties.metaDescription.description });
    expect(field(service, 'issues')).toMatchObject({ widget: 'list', min: 5 });
    expect(field(service, 'faq')?.fields?.map((item) => item.name)).toEqual(['question', 'answer', 'workType', 'audience', 'priced']);
    const site = byName('settings').files![0].fields;
    // The constants: a table of names and texts, in the file's order, where a name the schema allows can be added.
    const constants = field(site, 'constants');
    expect(constants).toMatchObject({ widget: 'facts', name_pattern: ['^[a-z][a-zA-Z0-9]*$', expect.any(String)] });
    expect(constants?.keys?.slice(0, 2)).toEqual(['serviceCallFee', 'emergencyAvailability']);
  });

  it('asks nothing inside an optional group left empty, down to its parts’ parts; a required group keeps its own', () => {
    const city = byName('cities').fields;
    // A neighborhood's own source: every neighborhood without one must still be published.
    const own = field(city, 'neighborhoods.facts');
    expect(own).toMatchObject({ widget: 'object', required: false });
    const required = (list: Field[] | undefined): string[] =>
      (list ?? []).flatMap((item) => [...(item.required === false ? [] : [item.name]), ...required(item.fields)]);
    expect(required(own?.fields)).toEqual([]);
    // The city's own facts: each with its value and its source's title and address.
    expect(field(city, 'facts.jurisdiction.source.url')?.required).not.toBe(false);
    expect(field(city, 'facts.jurisdiction.value')?.required).not.toBe(false);
  });

  it('names the blocks of the booking e-mails and the request page for what they are, with the file’s comment as their hint', () => {
    const files = collections.flatMap((collection) => collection.files ?? []);
    const email = files.find((file) => file.file === 'content/pages/booking-email.yaml')!;
    const blocks = field(email.fields, 'blocks')!.fields!;
    expect(field(blocks, 'manageSoon')).toMatchObject({
      label: 'Link to the request page, when the visit is too near to change',
      hint: expect.stringContaining('sooner than the notice for a change'),
    });
    expect(field(blocks, 'declined')).toMatchObject({ label: 'To the customer: request declined' });
    // No block is named by its key alone.
    for (const file of files.filter((item) => /booking-(email|manage)\.yaml$/.test(item.file)))
      for (const block of field(file.fields, 'blocks')!.fields!) expect(block.label, block.name).toMatch(/ /);
  });

  it('names a schema property it cannot turn into a field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-config-'));
    try {
      placeFixtureSite(dir);
      const file = join(dir, 'schema/city.schema.json');
      const city = JSON.parse(readFileSync(file, 'utf8'));
      city.properties.openingDay = { oneOf: [{ type: 'number' }, { type: 'object', properties: {} }] };
      writeFileSync(file, JSON.stringify(city));
      expect(adminConfig(dir, copySchemas()).unmapped).toEqual(['city.schema.json:openingDay']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts a new city, service or brand from its blank template, never from another entry', () => {
    for (const name of ['services', 'cities', 'brands']) {
      const defaults: unknown[] = [];
      const collect = (fields: Field[] | undefined) =>
        fields?.forEach((field) => {
          if (field.default !== undefined) defaults.push(field.default);
          collect(field.fields);
        });
      collect(byName(name).fields);
      expect(defaults.length, name).toBeGreaterThan(0);
      // Every text a new entry starts with is a template's ✎ text, which the check refuses until it is replaced.
      const texts = JSON.stringify(defaults)
        .match(/"(?:[^"\\]|\\.)*"/g)!
        .map((text) => JSON.parse(text) as string);
      for (const text of texts.filter((value) => value !== '' && !/^\w+$/.test(value))) expect(text, name).toContain('✎');
    }
    // A city's neighborhoods are list entries whose ids are made from their names.
    expect(field(byName('cities').fields, 'neighborhoods.id')).toMatchObject({ widget: 'made-id' });
  });
});
