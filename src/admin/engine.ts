import { checkProject, type CheckResult } from '../build/check';
import type { Site } from '../manifest/load';
import { renderDocument } from '../app/render.server';
import { pageIndex } from '../routes/pages';
import { factsInMdxText } from '../build/mdx-facts';
import { mount } from './browser/fs';
import { setEditedBody } from './mdx-bodies';
import { editablePath } from './editable';
import { fieldProblems } from './field-problems';

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
  const { errors, site, data } = checkProject({ root: ROOT });
  const answer = {
    ok: errors.length === 0,
    errors: errors.map((e) => e.format().replaceAll(`${ROOT}/`, '')),
    problems: fieldProblems(errors, ROOT),
  };
  const result = { answer, site, data };
  last = { key, result };
  return result;
}

export function checkEdit(files: ProjectFiles, path: string, text: string): CheckAnswer {
  const p = editablePath(path);
  if (!p)
    return {
      ok: false,
      errors: [`${String(path)}: the editing screen edits site.yaml and the YAML and MDX files under content/ only.`],
      problems: [],
    };
  return checked(files, p, text).answer;
}

/** The page a file shows on: the entity's own page, the page kind's first page, or home. */
export function pageUrlFor(site: Site, path: string): string | null {
  const all = pageIndex(site).all.filter((p) => !p.missing);
  const parts = path.replace(/\.(yaml|mdx)$/, '').split('/');
  const find = (kind: string, ...ids: string[]) =>
    all.find((p) => p.kind === kind && ids.every((id) => Object.values(p.params).includes(id)))?.url;
  if (parts[0] === 'content') {
    const [, dir, a, b, c] = parts;
    if (dir === 'services') return find('service', a) ?? '/';
    if (dir === 'cities') return find('city', a) ?? '/';
    if (dir === 'brands') return find('brand', a) ?? '/';
    if (dir === 'reviews') return find('reviews') ?? '/';
    if (dir === 'faq') return find('faq') ?? '/';
    if (dir === 'counties') return find('service-areas') ?? '/';
    if (dir === 'local' && a === 'services') return find('service-city', b, c) ?? '/';
    if (dir === 'local' && a === 'neighborhoods') return find('neighborhood', b, c) ?? '/';
    if (dir === 'pages' && path.endsWith('.mdx')) {
      // A long text: the page whose route names it as its body, else the page kind it is named after
      // (about.mdx, booking.mdx), or the kind its name starts with (home-tampa.mdx: home).
      const route = site.manifest.routes.find((r) => r.body === path);
      if (route) return all.find((p) => p.pattern === route.path)?.url ?? '/';
      return find(a) ?? find(a.split('-')[0]) ?? '/';
    }
    if (dir === 'pages') {
      if (a === 'not-found') return null;
      if (a === 'booking-email') return find('booking') ?? '/';
      return find(a) ?? '/';
    }
  }
  return '/';
}

/**
 * The preview of `path` saved as `text`: a complete HTML document drawn by the site's renderer,
 * without scripts (the editor shows it as a picture of the page), with links and images resolved
 * against `origin`. While the text would fail the check, a page listing the check's messages.
 */
export async function previewEdit(files: ProjectFiles, path: string, text: string, origin: string): Promise<string> {
  const p = editablePath(path);
  if (!p) return problemsPage(checkEdit(files, path, text).errors);
  const { answer, site, data } = checked(files, p, text);
  if (!answer.ok || !site || !data) return problemsPage(answer.errors);
  const url = pageUrlFor(site, p);
  const page = (url !== null && data.pages.get(url)) || data.notFound;
  // A long text is drawn from the text being edited (the bundle holds the text as last built).
  if (p.endsWith('.mdx')) setEditedBody(p, await compiledBody(text));
  let html: string;
  try {
    html = await renderDocument({
      shell: data.shell,
      page,
      location: page.url,
      lang: site.manifest.site.language,
      themeColor: site.manifest.site.themeColor,
    });
  } finally {
    if (p.endsWith('.mdx')) setEditedBody(p, undefined);
  }
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<head>/, `<head>\n<base href="${escapeAttr(origin)}/" target="_top">`);
}

/** An MDX text as the component the site's build would make of it (the same compiler and {{fact}} step). */
async function compiledBody(text: string) {
  const [{ evaluate }, runtime] = await Promise.all([import('@mdx-js/mdx'), import('react/jsx-runtime')]);
  const mod = await evaluate(factsInMdxText(text), { ...runtime, development: false });
  return mod.default as Parameters<typeof setEditedBody>[1];
}

function problemsPage(errors: string[]): string {
  const items = errors.map((e) => `<pre>${escapeHtml(e)}</pre>`).join('\n');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Check</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#222}h1{font-size:1.2rem;color:#b3261e}pre{white-space:pre-wrap;background:#fdf3f2;border-left:4px solid #b3261e;padding:.75rem}</style>
</head><body><h1>This change would not pass npm run check</h1>${items}</body></html>`;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return escapeHtml(s).replace(/"/g, '&quot;');
}
