import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { checkProject, type CheckResult } from '../build/check';
import type { Site } from '../manifest/load';
import { renderDocument } from '../app/render.server';
import { pageIndex } from '../routes/pages';

/**
 * What the edit server does for the editing screen, before anything is written: the project's own
 * check over the project with one file's new text in place, and the page that text would make.
 * Loaded by the edit server through Vite, so the page kinds render as they do in `npm run dev`.
 */

type CheckAnswer = { ok: boolean; errors: string[] };

/** Only the files the editing screen edits: site.yaml and YAML under content/. */
export function editablePath(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined;
  const p = normalize(path).replace(/\\/g, '/');
  if (p === 'site.yaml' || (/^content\/[a-z0-9/_-]+\.yaml$/.test(p) && !p.includes('..'))) return p;
  return undefined;
}

/** Runs `fn` on a copy of the project's sources with `path` replaced by `text`; the copy is removed after. */
function withOverlay<T>(root: string, path: string, text: string, fn: (root: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'site-edit-'));
  try {
    for (const part of ['site.yaml', 'content', 'schema', 'public']) {
      if (existsSync(join(root, part))) cpSync(join(root, part), join(dir, part), { recursive: true });
    }
    writeFileSync(join(dir, path), text);
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function checked(root: string, path: string, text: string): { answer: CheckAnswer } & Pick<CheckResult, 'site' | 'data'> {
  return withOverlay(root, path, text, (dir) => {
    const { errors, site, data } = checkProject({ root: dir });
    return { answer: { ok: errors.length === 0, errors: errors.map((e) => e.format()) }, site, data };
  });
}

/** `npm run check` over the project as it would be with `path` saved as `text`. */
export function checkEdit(root: string, path: string, text: string): CheckAnswer {
  return checked(root, path, text).answer;
}

/** The page a file shows on: the entity's own page, the page kind's first page, or home. */
function pageUrlFor(site: Site, path: string): string | null {
  const all = pageIndex(site).all.filter((p) => !p.missing);
  const parts = path.replace(/\.yaml$/, '').split('/');
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
export async function previewEdit(root: string, path: string, text: string, origin: string): Promise<string> {
  const { answer, site, data } = checked(root, path, text);
  if (!answer.ok || !site || !data) return problemsPage(answer.errors);
  const url = pageUrlFor(site, path);
  const page = (url !== null && data.pages.get(url)) || data.notFound;
  const html = await renderDocument({
    shell: data.shell,
    page,
    location: page.url,
    lang: site.manifest.site.language,
    themeColor: site.manifest.site.themeColor,
  });
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<head>/, `<head>\n<base href="${escapeAttr(origin)}/" target="_top">`);
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
