import type { Message, MessageId, MessageParams } from '../manifest/error-catalogue';
import { formatPath, ManifestError, problem, problemOf } from '../manifest/errors';
import { checkSite } from './site';
import { loadSite, type Site } from '../manifest/load';
import { buildNotFoundData, buildPageData } from '../kinds/data';
import { copySchemas, hasKind, kindNames, pageKind } from '../kinds/kinds';
import { buildShell } from '../kinds/shell.data';
import { linkTableDrift } from '../routes/link-table';
import { ROUTES } from '../routes/routes.generated';
import { pageIndex } from '../routes/pages';
import { DESC_MAX, DESC_MIN, TITLE_MAX } from '../routes/table';
import type { PageData } from '../app/types';
import type { SiteData } from '../app/render-site.server';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOCIAL_DIR } from '../seo/social';
import { photosAt } from '../manifest/images';
import { fileOf } from './rules/context';
import { imageSize } from '../manifest/image-size';

type Options = {
  root?: string;
  launch?: boolean;
  print?: (text: string) => void;
  /**
   * Each place of a repeated mistake as an error of its own (the editing screen marks each field,
   * and names each other entry that still uses what was removed); by default one error, naming the
   * other places.
   */
  everyPlace?: boolean;
};
/** With no errors: the site, and the data of every page the check built (the build renders from it). */
export type CheckResult = { errors: ManifestError[]; warnings: ManifestError[]; site?: Site; data?: SiteData };

/**
 * Everything the build would fail on, before the build: YAML, schema, cross-checks, copy, MDX,
 * and every page's data built once. Never throws: a fault inside the check is reported as an
 * error naming the file it was reading.
 */
export function checkProject(opts: Options = {}): CheckResult {
  const root = opts.root ?? process.cwd();
  const all: ManifestError[] = [];
  let site: Site | undefined;
  let data: SiteData | undefined;
  const hasErrors = () => all.some((e) => e.severity === 'error');
  let references: ManifestError[] = [];
  guarded(all, 'site.yaml', () => {
    const loaded = loadSite(root, 'site.yaml', { kinds: kindNames(), copySchemas: copySchemas(), references: true });
    all.push(...loaded.errors);
    site = loaded.site;
    references = loaded.references ?? [];
  });
  if (site && !hasErrors()) all.push(...checkRouteKinds(site));
  // Cross-checks need every file to match its schema; follow-on errors would only repeat the first.
  // What the own copy names that is not there is one more reference, said with the others.
  if (site && !hasErrors()) guarded(all, 'site.yaml', () => all.push(...checkSite(site!, { launch: opts.launch })));
  all.push(...references);
  if (site && !hasErrors()) {
    const built = checkPageData(site);
    all.push(...built.errors);
    data = built.data;
  }
  if (site && !hasErrors()) guarded(all, 'site.yaml', () => all.push(...checkHeads(site!)));
  if (site && data && !hasErrors()) all.push(...checkSocialImages(site, data));
  if (site && !hasErrors()) all.push(...checkLinkTable(site));
  const folded = fold(all, !opts.everyPlace);
  return {
    errors: folded.filter((e) => e.severity === 'error'),
    warnings: folded.filter((e) => e.severity === 'warning'),
    site: hasErrors() ? undefined : site,
    data: hasErrors() ? undefined : data,
  };
}

/** `npm run check`: all problems at once, each once. Returns the exit code. */
export async function runCheck(opts: Options = {}): Promise<number> {
  return (await reportCheck(opts)).code;
}

/** Runs the check and prints its findings; the exit code, and what the check loaded and built. */
/** `check` is checkProject, or what stands for it (the build's: src/build/kept-check.ts). */
export async function reportCheck(opts: Options = {}, check = checkProject): Promise<CheckResult & { code: number }> {
  const print = opts.print ?? ((text: string) => console.error(text));
  const result = check(opts);
  const { errors, warnings } = result;
  const placeholders = warnings.filter((warning) => warning.code === 'placeholder');
  const unconfirmed = warnings.filter((warning) => warning.code === 'unconfirmed-claim');
  const other = warnings.filter((warning) => warning.code !== 'placeholder' && warning.code !== 'unconfirmed-claim');
  for (const manifestError of [...errors, ...other]) print(manifestError.format() + '\n');
  // Placeholders are listed with --launch (as errors); otherwise they would drown the real errors.
  if (placeholders.length) {
    const labels = new Map<string, number>();
    for (const placeholder of placeholders) {
      const key =
        /^sample (\w+)/.exec(placeholder.message)?.[1] ??
        placeholder.path
          .replace(/\[\d+\].*$/, '')
          .split('.')
          .pop() ??
        placeholder.file;
      const label = PLACEHOLDER_LABELS[key] ?? key;
      labels.set(label, (labels.get(label) ?? 0) + 1);
    }
    // Samples are counted even when there is one ("1 photo"); a single fact is named ("license").
    const samples = new Set(placeholders.flatMap((placeholder) => /^sample (\w+)/.exec(placeholder.message)?.[1] ?? []));
    const list = [...labels]
      .map(([text, n]) => (n > 1 ? `${n} ${text}${text.endsWith('s') ? '' : 's'}` : samples.has(text) ? `1 ${text}` : text))
      .join(', ');
    print(`note: ${placeholders.length} placeholders to replace before launch (${list}): npm run check -- --launch lists each one.\n`);
  }
  const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  // Claims too: listed one by one with --launch, counted here.
  if (unconfirmed.length)
    print(
      `note: ${counted(unconfirmed.length, 'claim')} (years, customers, repairs, team, prices) not yet confirmed by the owner: npm run check -- --launch lists each one.\n`,
    );
  if (errors.length) {
    print(
      `✖ ${counted(errors.length, 'error')}${other.length ? `, ${counted(other.length, 'warning')}` : ''}. Fix the errors above; nothing was built.`,
    );
    return { ...result, code: 1 };
  }
  print(`✔ site.yaml and content/ are valid${other.length ? ` (${counted(other.length, 'warning')})` : ''}.`);
  return { ...result, code: 0 };
}

const PLACEHOLDER_LABELS: Record<string, string> = {
  e164: 'phone',
  email: 'e-mail',
  url: 'site URL',
  social: 'social link',
  reviewSites: 'review-site link',
  address: 'street address',
  geo: 'map point',
};

/** Runs one step; a fault in it becomes an error naming the file, never a stack trace. */
function guarded(out: ManifestError[], file: string, step: () => void): void {
  try {
    step();
  } catch (e) {
    out.push(internalError(e, file));
  }
}

function internalError(e: unknown, fallbackFile: string): ManifestError {
  const message = e instanceof Error ? e.message : String(e);
  const file = /\b(site\.yaml|content\/[\w./-]+\.(?:yaml|mdx))/.exec(message)?.[1] ?? fallbackFile;
  return problem('check-fault', { reason: message.split('\n')[0] }, { file, line: 1, column: 1, path: '' });
}

/** Each route's collection is the one its page kind takes (src/kinds/<kind>/index.ts). */
function checkRouteKinds(site: Site): ManifestError[] {
  const errors: ManifestError[] = [];
  const source = site.sources.get('site.yaml');
  site.manifest.routes.forEach((route, ri) => {
    const error = <Id extends MessageId>(key: string, id: Id, params: MessageParams<Id>) => {
      const path = ['routes', ri, key];
      const pos = source?.locate(path) ?? { line: 1, column: 1 };
      errors.push(problem(id, params, { file: 'site.yaml', line: pos.line, column: pos.column, path: formatPath(path) }));
    };
    if (!hasKind(route.kind)) return; // reported by loadSite
    const wanted = pageKind(route.kind).collection;
    if (wanted === route.collection) return;
    const { kind, collection = '' } = route;
    if (!wanted) error('collection', 'kind-without-collection', { kind, collection });
    else if (collection) error('collection', 'kind-other-collection', { kind, wanted, collection });
    else error('kind', 'kind-no-collection', { kind, wanted });
  });
  return errors;
}

/**
 * The code links to pages by kind (href), through the route patterns generated from site.yaml
 * (src/build/generated-files.ts), which every script writes before it is built: the two differ
 * only when this check reads another site folder than the code was built with (a test's scratch site,
 * `--root`). A kind the table does not know yet has no link in the code that could be stale, so
 * its route is only a reminder.
 */
function checkLinkTable(site: Site): ManifestError[] {
  const source = site.sources.get('site.yaml');
  const linked = new Set(Object.keys(ROUTES));
  return linkTableDrift(site.manifest.routes).map(({ kind, message }) => {
    const ri = site.manifest.routes.findIndex((route) => route.kind === kind);
    const path = ri >= 0 ? ['routes', ri, 'path'] : ['routes'];
    const pos = source?.locate(path) ?? { line: 1, column: 1 };
    return problem(
      linked.has(kind) ? 'route-changed' : 'route-new',
      { detail: message },
      {
        file: 'site.yaml',
        line: pos.line,
        column: pos.column,
        path: formatPath(path),
        severity: linked.has(kind) || !kind ? 'error' : 'warning',
      },
    );
  });
}

/**
 * Builds every page's data as the build will (without rendering), so that copy a page needs and
 * does not find is an error here, at the block it concerns, not a failed build.
 */
function checkPageData(site: Site): { errors: ManifestError[]; data?: SiteData } {
  const failures = new Map<string, { kind?: string; pages: string[] }>();
  const attempt = <T>(label: string, kind: string | undefined, build: () => T): T | undefined => {
    try {
      return build();
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const seen = failures.get(message) ?? { kind, pages: [] };
      seen.pages.push(label);
      failures.set(message, seen);
      return undefined;
    }
  };
  const shell = attempt('every page (header and footer)', undefined, () => buildShell(site));
  const notFound = attempt('the not-found page', 'not-found', () => buildNotFoundData(site));
  const pages = new Map<string, PageData>();
  for (const entry of pageIndex(site).all) {
    const page = attempt(entry.url, entry.missing ? 'not-found' : entry.kind, () => buildPageData(site, entry));
    if (page) pages.set(entry.url, page);
  }
  const errors = [...failures].map(([message, { kind, pages }]) => pageDataError(site, message, kind, pages));
  return { errors, data: shell && notFound && !errors.length ? { shell, notFound, pages } : undefined };
}

/**
 * The head rules the build's audit enforces (title and description length, each unique among
 * indexable pages), checked on the filled route titles, at the route or file that sets them.
 */
function checkHeads(site: Site): ManifestError[] {
  type HeadId = 'title-too-long' | 'same-title' | 'description-too-short' | 'description-too-long' | 'same-description';
  /** `pages` is filled once every page is counted. */
  type Problem = { message: Extract<Message, { id: HeadId }>; path: Array<string | number>; pages: string[]; file: string };
  const problems = new Map<string, Problem>();
  /** The same problem on many pages of one route (its fact, the other page) is one error naming the first page. */
  const note = (message: Problem['message'], path: Array<string | number>, url: string, file = 'site.yaml') => {
    const same = { ...message.params, title: undefined, description: undefined };
    const key = `${file}|${formatPath(path)}|${message.id}|${JSON.stringify(same)}`;
    const seen = problems.get(key) ?? { message, path, pages: [], file };
    seen.pages.push(url);
    problems.set(key, seen);
  };
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const entry of pageIndex(site).all) {
    if (entry.noindex || entry.missing || entry.canonical !== entry.url) continue;
    const ri = site.manifest.routes.findIndex((item) => item.path === entry.pattern);
    const route = site.manifest.routes[ri];
    const titlePath = Array.isArray(route?.title) ? ['routes', ri, 'title', route.title.length - 1] : ['routes', ri, 'title'];
    const { title, description } = entry;
    if (title.length > TITLE_MAX) {
      // At the name that makes it too long (a service's title typed long), else at the route's title.
      const long = nameTooLong(site, entry.url, title);
      const params = { length: title.length, max: TITLE_MAX, title, pages: '' };
      note({ id: 'title-too-long', params }, long?.path ?? titlePath, entry.url, long?.file);
    } else if (titles.has(title)) note({ id: 'same-title', params: { other: titles.get(title)!, title, pages: '' } }, titlePath, entry.url);
    titles.set(title, entry.url);
    const lengths = { length: description.length, min: DESC_MIN, max: DESC_MAX, description, pages: '' };
    const descriptionPath = ['routes', ri, 'description'];
    if (description.length < DESC_MIN) note({ id: 'description-too-short', params: lengths }, descriptionPath, entry.url);
    else if (description.length > DESC_MAX) note({ id: 'description-too-long', params: lengths }, descriptionPath, entry.url);
    else if (descriptions.has(description))
      note({ id: 'same-description', params: { other: descriptions.get(description)!, pages: '' } }, descriptionPath, entry.url);
    descriptions.set(description, entry.url);
  }
  return [...problems.values()].map(({ message, path, pages, file }) => {
    const pos = site.sources.get(file)?.locate(path) ?? { line: 1, column: 1 };
    // The home page by its name: "The search summary of / is too short" read as code.
    const first = pages[0] === '/' ? 'the home page' : pages[0];
    message.params.pages = pages.length > 1 ? `${first} and ${pages.length - 1} more` : first;
    return problemOf(message, { file, line: pos.line, column: pos.column, path: formatPath(path) });
  });
}

/**
 * The service, city or brand of a page (by its id in the page's address) whose own name makes the
 * page's title too long: one that a name of ten characters in its place would fit. Its file and
 * field, where the office typed it (the message stood at the route's title in the business facts).
 */
function nameTooLong(site: Site, url: string, title: string): { file: string; path: string[] } | undefined {
  const parts = url.split('/');
  const names = [
    ...site.services
      .filter((service) => parts.includes(service.id))
      .map((service) => ({ file: fileOf.service(service.id), field: 'title', name: service.title })),
    ...site.cities
      .filter((city) => parts.includes(city.id))
      .map((city) => ({ file: fileOf.city(city.id), field: 'name', name: city.name })),
    ...site.brands
      .filter((brand) => parts.includes(brand.id))
      .map((brand) => ({ file: fileOf.brand(brand.id), field: 'name', name: brand.name })),
  ];
  const long = names
    .filter(({ name }) => title.includes(name) && title.length - name.length + 10 <= TITLE_MAX)
    .sort((a, b) => b.name.length - a.name.length)[0];
  return long && { file: long.file, path: [long.field] };
}

/**
 * Each indexable page's social image (og:image, one per page kind) is a file of the site at the
 * size its head declares, as the build's audit (audit/social.ts) will want it: refused here first,
 * at the route of the kind, so that a check that passes is a build that passes.
 */
function checkSocialImages(site: Site, data: SiteData): ManifestError[] {
  // A test's content folder alone has no social images at all, and the editing screen's
  // check in the browser has the public files' names only (like the photos: rules/images.ts).
  if (!photosAt(site.root) || !existsSync(join(site.root, 'public', SOCIAL_DIR))) return [];
  const found = new Map<string, string>();
  const errors: ManifestError[] = [];
  for (const page of data.pages.values()) {
    if (page.head.noindex || page.missing) continue;
    const value = new URL(page.head.image.url).pathname;
    if (found.has(value)) continue;
    const file = join(site.root, 'public', value);
    const size = existsSync(file) ? imageSize(readFileSync(file)) : undefined;
    const got = !existsSync(file) ? 'missing' : size ? `${size.width}x${size.height}` : 'not a picture';
    found.set(value, got);
    if (got === `${page.head.image.width}x${page.head.image.height}`) continue;
    const ri = site.manifest.routes.findIndex((route) => route.kind === page.kind);
    const pos = site.sources.get('site.yaml')?.locate(['routes', ri, 'kind']) ?? { line: 1, column: 1 };
    const params = { kind: page.kind, value, found: got, width: page.head.image.width, height: page.head.image.height, pages: page.url };
    errors.push(
      problem('social-image-missing', params, { file: 'site.yaml', line: pos.line, column: pos.column, path: `routes[${ri}].kind` }),
    );
  }
  return errors;
}

/**
 * A page's data loader stopped. The copy a kind needs is its copy schema's business (checked
 * earlier, at the block): what is left is a fault the content cannot explain, reported at the file
 * its message names.
 */
function pageDataError(site: Site, message: string, kind: string | undefined, pages: string[]): ManifestError {
  const where = `${pages[0]}${pages.length > 1 ? ` and ${pages.length - 1} more page${pages.length > 2 ? 's' : ''}` : ''}`;
  const named = /\b(site\.yaml|content\/[\w./-]+\.(?:yaml|mdx))/.exec(message)?.[1];
  const file = named ?? (kind && site.pages[kind] ? `content/pages/${kind}.yaml` : 'site.yaml');
  return problem('page-fault', { pages: where, reason: message.split('\n')[0] }, { file, line: 1, column: 1, path: '' });
}

/**
 * One mistake, one error: the same problem found at several places (a removed service still named
 * in 14 lists) is reported once, at its first place, with the others counted and the next few named.
 */
function fold(errors: ManifestError[], repeats = true): ManifestError[] {
  const groups = new Map<string, ManifestError[]>();
  const seenAt = new Set<string>();
  for (const error of errors) {
    const at = `${error.file}:${error.line}|${error.code}|${error.message}`;
    if (seenAt.has(at)) continue;
    seenAt.add(at);
    const key = repeats ? `${error.severity}|${error.code}|${error.message}` : at;
    groups.set(key, [...(groups.get(key) ?? []), error]);
  }
  return [...groups.values()]
    .map((group) => {
      const [first, ...rest] = group;
      if (!rest.length || first.code === 'placeholder' || first.code === 'unconfirmed-claim') return group;
      const named = rest
        .slice(0, 3)
        .map((e) => `${e.file}:${e.line}`)
        .join(', ');
      const more = rest.length > 3 ? ` and ${rest.length - 3} more` : '';
      return [new ManifestError({ ...first, message: `${first.message} (also at ${named}${more})` })];
    })
    .flat();
}
