import { checkProject, type CheckResult } from '../../checks/check';
import type { Site } from '../../manifest/load';
import { renderDocument } from '../../app/render.server';
import { pageIndex } from '../../routes/pages';
import { mount } from './memory-fs';
import { editablePath } from './editable';
import { parse as parseYaml } from 'yaml';
import { applyEdits } from './yaml-edit';
import { entryPlace, fieldProblems } from './field-problems';
import { formPlace, type FormCollection } from './form-place';
import { labelTitle } from '../../manifest/plain-schema';
import { LOCAL_COPY, SETTINGS_LABEL, SITE_SECTIONS, TEXT_LISTS } from './collections';
import { removedFactsStillUsed } from './removed-facts';
import { pastClosedDates } from './past-closed-dates';
import { scriptlessPage } from './preview-html';

export { editablePath };

/**
 * What the editing screen does before anything is written, in the browser (check.worker.ts): the
 * project's own check (`npm run check`) over the project with one file's new text in place, and
 * the page that text would make, drawn by the site's own renderer. The project's files are the
 * ones the editing screen was given (`/admin/project.json`: the files on disk under `npm run edit`,
 * the deployed commit's files online) with the files saved since on top.
 */

export type { CheckAnswer } from './editable';
import type { CheckAnswer } from './editable';
/** The project's files as text, by path relative to the project (project.ts writes them). */
export type ProjectFiles = Record<string, string>;

/** Where the files are mounted; the check reads them there as it reads a folder on disk. */
const ROOT = '/project';

let last: { key: string; result: Pick<CheckResult, 'site' | 'data'> & { answer: CheckAnswer } } | undefined;

/** `npm run check` over `files` with `path` saved as `text` (the last answer is kept for the preview of the same text). */
function checked(files: ProjectFiles, path: string, text: string): Pick<CheckResult, 'site' | 'data'> & { answer: CheckAnswer } {
  const key = `${path}\n${text}`;
  if (last?.key === key) return last.result;
  mount(ROOT, { ...files, [path]: text });
  const { errors, site, data } = checkProject({ root: ROOT, everyPlace: true });
  // A problem in another file than the one saved (a project naming a neighborhood taken out of its
  // city) says where it is: its field is not on the form.
  const before = dataOfFiles(files);
  const found = fieldProblems(errors, ROOT, path).map((problem) =>
    problem.file === path ? problem : { ...problem, where: placeInWords(before, problem.file, problem.field) },
  );
  // What only an edit shows (a change, not a state the check judges): a closed date added in the past.
  const edited = path === 'site.yaml' ? pastClosedDates(files['site.yaml'], text) : [];
  const answer = {
    ok: errors.length === 0 && edited.length === 0,
    errors: [
      ...edited.map((problem) => `${problem.file}: ${problem.message} ${problem.hint}`),
      ...errors.map((e) => e.format().replaceAll(`${ROOT}/`, '')),
    ],
    problems: [...edited, ...(path === 'site.yaml' ? removedFactsStillUsed(found, { ...files, [path]: text }, files['site.yaml']) : found)],
  };
  const result = { answer, site, data };
  last = { key, result };
  return result;
}

export function checkEdit(files: ProjectFiles, path: string, text: string): CheckAnswer {
  const item = editablePath(path);
  if (!item)
    return {
      ok: false,
      errors: [`${String(path)}: the editing screen edits site.yaml and the YAML and MDX files under content/ only.`],
      problems: [],
    };
  return checked(files, item, text).answer;
}

/** The page a file shows on: the entity's own page, the page kind's first page, or home. */
export function pageUrlFor(site: Site, path: string): string | null {
  const all = pageIndex(site).all.filter((pageEntry) => !pageEntry.missing);
  const parts = path.replace(/\.(yaml|mdx)$/, '').split('/');
  const find = (kind: string, ...ids: string[]) =>
    all.find((pageEntry) => pageEntry.kind === kind && ids.every((id) => Object.values(pageEntry.params).includes(id)))?.url;
  if (parts[0] === 'content') {
    const [, dir, text, second, counter] = parts;
    if (dir === 'services') return find('service', text) ?? '/';
    if (dir === 'cities') return find('city', text) ?? '/';
    if (dir === 'brands') return find('brand', text) ?? '/';
    if (dir === 'reviews') return find('reviews') ?? '/';
    if (dir === 'faq') return find('faq') ?? '/';
    if (dir === 'counties') return find('service-areas') ?? '/';
    if (dir === 'local' && text === 'services') return find('service-city', second, counter) ?? '/';
    if (dir === 'local' && text === 'neighborhoods') return find('neighborhood', second, counter) ?? '/';
    if (dir === 'pages' && path.endsWith('.mdx')) {
      // A long text: the page whose route names it as its body, else the page kind it is named after
      // (about.mdx, booking.mdx), or the kind its name starts with (home-tampa.mdx: home).
      const route = site.manifest.routes.find((item) => item.body === path);
      if (route) return all.find((pageEntry) => pageEntry.pattern === route.path)?.url ?? '/';
      return find(text) ?? find(text.split('-')[0]) ?? '/';
    }
    if (dir === 'pages') {
      if (text === 'not-found') return null;
      if (text === 'booking-email') return find('booking') ?? '/';
      return find(text) ?? '/';
    }
  }
  return '/';
}

/**
 * The preview of `path` saved as `text`: a complete HTML document drawn by the site's renderer,
 * without scripts (the editor shows it as a picture of the page: preview-html.ts), with links and
 * images resolved against `origin`. While the text would fail the check, a page listing the check's
 * messages, each field named by its place in the screen's `forms` (read only then).
 */
export async function previewEdit(
  files: ProjectFiles,
  path: string,
  text: string,
  origin: string,
  forms: () => Promise<readonly FormCollection[]> = async () => [],
): Promise<string> {
  const item = editablePath(path);
  if (!item) return problemsPage(['The screen draws the pages of the site’s texts and facts; this is not one of them.']);
  const { answer, site, data } = checked(files, item, text);
  if (!answer.ok || !site || !data) {
    if (!answer.problems.length) return problemsPage(answer.errors);
    const form = await forms();
    const place = (problem: (typeof answer.problems)[number]) =>
      problem.where ? `In ${problem.where}: ` : (formPlace(form, problem.file, problem.field) ?? entryPlace(problem.field));
    const said = (problem: (typeof answer.problems)[number]) => `${place(problem)}${problem.message} ${problem.hint}`;
    return problemsPage(
      answer.problems.filter((problem) => !problem.toWrite).map(said),
      answer.problems.filter((problem) => problem.toWrite).map(said),
    );
  }
  const url = pageUrlFor(site, item);
  const page = (url !== null && data.pages.get(url)) || data.notFound;
  // A long text is page data like the rest: the data above holds the tree of the text being edited.
  const html = await renderDocument({
    shell: data.shell,
    page,
    location: page.url,
    lang: site.manifest.site.language,
    themeColor: site.manifest.site.themeColor,
  });
  return scriptlessPage(html, origin);
}

/**
 * The preview while the entry cannot be published, in the screen's words (the same as at the
 * fields): its mistakes first, in red; then what is only left to write (an empty field, a ✎ example
 * text), calmly, as a list of what to do: a new entry starts with nothing but those, and was met
 * with a page of red for a form she had not touched.
 */
function problemsPage(mistakes: string[], toWrite: string[] = []): string {
  const list = (said: string[], kind: string) =>
    `<ul class="${kind}">${said.map((text) => `<li>${escapeHtml(text)}</li>`).join('\n')}</ul>`;
  // What is left to write is the page's heading when there is nothing to fix, else the second one.
  const writeLevel = mistakes.length ? 'h2' : 'h1';
  const sections = [
    mistakes.length && `<h1>To fix before publishing (the page shows here once they are fixed)</h1>${list(mistakes, 'fix')}`,
    toWrite.length &&
      `<${writeLevel} class="write">Still to write before publishing (the page shows here once they are written)</${writeLevel}>${list(toWrite, 'write')}`,
  ].filter(Boolean);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Check</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem 4rem 1.5rem 1.5rem;color:#222}@media (max-width:30rem){body{margin-right:1.5rem}}h1,h2{font-size:1.2rem;color:#b3261e}h2{margin-top:2rem}.write{color:#1f3a5f}ul{padding:0;list-style:none}li{padding:.75rem;margin:.5rem 0}.fix li{background:#fdf3f2;border-left:4px solid #b3261e}.write li{background:#f2f5f9;border-left:4px solid #8aa0b8}</style>
</head><body>${sections.join('\n')}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A page an edit takes off the site, and the nearest page above it that stays: where its visitors can be sent. */
export type GonePage = { from: string; to: string; toName: string };

/** What deleting a file would do, for the screen's confirmation (delete-guard.ts). */
export type DeleteAnswer = {
  /** The entry in words: its name or title, else what the screen lists it as. */
  name: string;
  /** What names the entry elsewhere, one line each: the other entry (or file) and the line. */
  references: string[];
  /** For an entry that is a page: its address and where a redirect would send it (its parent page). */
  page?: GonePage;
  /** The other pages that go with it (a city's neighborhoods, its services in the city), each sent on to the page above it. */
  alsoGone?: GonePage[];
  /** site.yaml with a redirect for each page that goes, written like the redirects around it. */
  siteWithRedirect?: string;
  /** The check over the project without the file (and with the redirects, when pages go). */
  answer: CheckAnswer;
};

/**
 * Deleting `path`: what refers to it, read from the loaded site (every string of every other file
 * that is its id or a link to its page or below), the pages that go with it (those the site without
 * it no longer has), a redirect for each to the page above it, and the check's answer without it.
 * Nothing here is specific to a kind of entry.
 */
export function deleteEdit(files: ProjectFiles, path: string): DeleteAnswer {
  const key = editablePath(path);
  if (!key || files[key] === undefined)
    return {
      name: String(path),
      references: [],
      answer: { ok: false, errors: [`${String(path)}: there is no such entry.`], problems: [] },
    };
  const { answer: before, site } = checked(files, key, files[key]);
  if (!before.ok || !site) return { name: key, references: [], answer: before };
  const own = site.sources.get(key)?.data as Record<string, unknown> | undefined;
  // A place's own text is named by its place, and nothing names the text itself.
  const local = localName((file) => site.sources.get(file)?.data, key);
  const id = typeof own?.id === 'string' ? own.id : local ? undefined : (key.split('/').pop() ?? '').replace(/\.(yaml|mdx)$/, '');
  const name =
    [own?.name, own?.title].find((item): item is string => typeof item === 'string') ??
    (local ? `the text “${local.split(' › ').at(-1)}”` : key);
  const { [key]: _gone, ...without } = files;
  const after = checkFiles(without);
  const url = pageUrlFor(site, key);
  const gone = after.site ? gonePages(site, after.site) : ownPage(site, url);
  const page = gone.find((item) => item.from === url);
  const references = referencesTo(site, key, id, page?.from);
  const siteWithRedirect = withRedirects(files, site, gone);
  const answer = siteWithRedirect ? checkFiles({ ...without, 'site.yaml': siteWithRedirect }).answer : after.answer;
  const alsoGone = gone.filter((item) => item !== page);
  return {
    name,
    references,
    ...(page ? { page } : {}),
    ...(alsoGone.length ? { alsoGone } : {}),
    ...(siteWithRedirect ? { siteWithRedirect } : {}),
    answer,
  };
}

/** What a save takes off the site, for the screen's question before it publishes (gone-pages.ts). */
export type GoneAnswer = {
  /** Each page the save takes off the site, with the nearest page above it that stays. */
  pages: GonePage[];
  /** site.yaml with a redirect for each of them (none where one is declared already), when the check passes with it. */
  siteWithRedirects?: string;
};

/**
 * The pages that saving `path` as `text` takes off the site (a neighborhood taken out of its city's
 * list: its page), and site.yaml with a redirect from each to the nearest page above it that stays,
 * checked with the save. Read from the pages before and after, so nothing here knows a kind of entry.
 */
export function goneEdit(files: ProjectFiles, path: string, text: string): GoneAnswer {
  const item = editablePath(path);
  if (!item || item === 'site.yaml' || files[item] === undefined) return { pages: [] };
  const after = checked(files, item, text).site;
  const before = after && checked(files, item, files[item]).site;
  if (!after || !before) return { pages: [] };
  const pages = gonePages(before, after);
  const siteWithRedirects = withRedirects(files, before, pages);
  if (!siteWithRedirects) return { pages };
  return checkFiles({ ...files, [item]: text, 'site.yaml': siteWithRedirects }).answer.ok ? { pages, siteWithRedirects } : { pages };
}

/** The pages of `before` that `after` no longer has, each with the nearest page above it (its breadcrumbs) that stays. */
function gonePages(before: Site, after: Site): GonePage[] {
  const stays = new Set(pageIndex(after).all.flatMap((entry) => (entry.missing ? [] : [entry.url])));
  return pageIndex(before).all.flatMap((entry) => {
    if (entry.missing || stays.has(entry.url)) return [];
    const up = entry.breadcrumbs.findLast((crumb) => crumb.url !== entry.url && stays.has(crumb.url));
    return up ? [{ from: entry.url, to: up.url, toName: up.name }] : [];
  });
}

/** When the site without a file cannot be read: the file's own page, sent on to its parent page. */
function ownPage(site: Site, url: string | null): GonePage[] {
  const entry = url && url !== '/' ? pageIndex(site).all.find((pageEntry) => pageEntry.url === url && !pageEntry.missing) : undefined;
  const parent = entry?.breadcrumbs.at(-2);
  return entry && parent ? [{ from: entry.url, to: parent.url, toName: parent.name }] : [];
}

/** site.yaml with a redirect from each page that has none yet, written like the redirects around it; undefined when none is needed. */
function withRedirects(files: ProjectFiles, site: Site, pages: GonePage[]): string | undefined {
  const redirected = new Set(site.manifest.redirects.map((redirect) => redirect.from));
  const added = pages.filter((page) => !redirected.has(page.from)).map(({ from, to }) => ({ from, to }));
  if (!added.length) return undefined;
  const raw = files['site.yaml'];
  const data = parseYaml(raw) as { redirects?: unknown[] };
  return applyEdits(raw, { ...data, redirects: [...(data.redirects ?? []), ...added] });
}

/** `npm run check` over exactly these files (the cache of `checked` is left alone), with the site it read. */
function checkFiles(files: ProjectFiles): { answer: CheckAnswer; site?: Site } {
  mount(ROOT, files);
  last = undefined;
  const { errors, site } = checkProject({ root: ROOT, everyPlace: true });
  return {
    answer: {
      ok: errors.length === 0,
      errors: errors.map((e) => e.format().replaceAll(`${ROOT}/`, '')),
      problems: fieldProblems(errors, ROOT),
    },
    site,
  };
}

/**
 * Every other file's value that is `id`, or a link to `url` or a page below it, in the screen's words:
 * the entry that holds it, each group and list the screen opens on the way with the name of the list
 * entry opened in it, and the field ("Garage Door Repair › Common brands", "Business facts › Menus ›
 * Header › Brands › Links under it › LiftMaster › Link"), never a file and a line, which the office never sees.
 */
export function referencesTo(site: Site, path: string, id: string | undefined, url: string | undefined): string[] {
  const out = new Set<string>();
  const linksTo = (text: string) =>
    !!url &&
    (text === url || text.startsWith(`${url}/`) || text.includes(`](${url})`) || text.includes(`](${url}/`) || text.includes(`"${url}"`));
  // Each place named as placeInWords names one: the entry, or the list or page copy the file is, never its path.
  const read: ReadData = (file) => site.sources.get(file)?.data;
  for (const [file, source] of site.sources) {
    if (file === path) continue;
    const visit = (value: unknown, at: Array<string | number>): void => {
      if (typeof value === 'string') {
        // A redirect that already sends the page's address elsewhere is not a reference to it.
        if (((id !== undefined && value === id) || linksTo(value)) && !(file === 'site.yaml' && at[0] === 'redirects' && at[2] === 'from'))
          out.add(placeInWords(read, file, at));
      } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...at, i]));
      else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) visit(child, [...at, key]);
    };
    visit(source.data, []);
  }
  return [...out];
}

/** A file's data as read from its text (YAML), or undefined when there is no such file. */
export type ReadData = (file: string) => unknown;

/** The data of the files as they are before an edit: what a removed entry was called is still there. */
export function dataOfFiles(files: ProjectFiles): ReadData {
  const parsed = new Map<string, unknown>();
  return (file) => {
    if (!(file in files) || !file.endsWith('.yaml')) return undefined;
    if (!parsed.has(file)) {
      try {
        parsed.set(file, parseYaml(files[file]));
      } catch {
        parsed.set(file, undefined);
      }
    }
    return parsed.get(file);
  };
}

/**
 * Where a field of another file is, in the screen's words, as referencesTo names one: the entry (or
 * the list of the file), each group and list on the way with the name of the list entry opened in
 * it, and the field ("Projects › Wind-Rated Double Door Near the Water › Neighborhood"). The names
 * come from the files' data (`read`), so they are found also while the check refuses the site.
 */
export function placeInWords(read: ReadData, file: string, field: Array<string | number>): string {
  // A long text is one field: its list and its name say where.
  const long = /^content\/(?:.*\/)?([^/]+)\.mdx$/.exec(file)?.[1];
  if (long) return `${TEXT_LISTS.long} › ${labelTitle([long])}`;
  const data = read(file);
  const own = file === 'site.yaml' ? [SETTINGS_LABEL] : nameOf(data);
  // A file without a name of its own is the place's own copy (named as the screen lists it), or the
  // lists' file, named by its list, the first step.
  const local = own.length ? undefined : (localName(read, file) ?? pageCopyName(file));
  const names = local ? [local] : [...own];
  let value: unknown = data;
  field.forEach((step, i) => {
    value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined;
    if (typeof step === 'number') names.push(...nameOf(value));
    else if (i === 0 && file === 'site.yaml') names.push(SITE_SECTIONS.find(([name]) => name === step)?.[1] ?? labelTitle([step]));
    else names.push(labelTitle(field.slice(0, i + 1)));
  });
  return names.join(' › ');
}

/** A page's copy (content/pages/<kind>.yaml), by its list and its page: "Page copy › Neighborhood page". */
function pageCopyName(file: string): string | undefined {
  const kind = /^content\/pages\/([^/]+)\.yaml$/.exec(file)?.[1];
  return kind ? `Page copy › ${labelTitle([kind])} page` : undefined;
}

/** A place's own copy (content/local/...), named as the screen lists it: "Text for one city or neighborhood › Neighborhood: Tampa, Davis Islands". */
function localName(read: ReadData, file: string): string | undefined {
  const [, dir, first, second] = /^content\/local\/(services|neighborhoods)\/([^/]+)\/([^/]+)\.yaml$/.exec(file) ?? [];
  if (!dir) return undefined;
  const say = (id: string, value?: unknown) => nameOf(value)[0] ?? labelTitle([id]);
  const cityId = dir === 'services' ? second : first;
  const city = read(`content/cities/${cityId}.yaml`) as { neighborhoods?: Array<{ id?: unknown }> } | undefined;
  if (dir === 'services')
    return `${TEXT_LISTS.local} › ${LOCAL_COPY.services}: ${say(first, read(`content/services/${first}.yaml`))}, ${say(second, city)}`;
  const neighborhood = Array.isArray(city?.neighborhoods) ? city.neighborhoods.find((item) => item?.id === second) : undefined;
  return `${TEXT_LISTS.local} › ${LOCAL_COPY.neighborhoods}: ${say(first, city)}, ${say(second, neighborhood)}`;
}

/** An entry's name as the screen shows it (its name, title or label), if it has one. */
function nameOf(value: unknown): string[] {
  const entry = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  // An old address sent on (site.yaml's redirects) is named by the address it sends on.
  const name = [entry.name, entry.title, entry.label, entry.from].find(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  return name ? [name] : [];
}
