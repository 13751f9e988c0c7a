import { dataUrl, normalizePath } from '../routes/urls';
import type { PageData } from './types';

export { dataUrl, normalizePath, SHELL_URL } from '../routes/urls';

/** Page data by pathname, from <path>/page.json (the first page's too, when it hydrates). */
const pages = new Map<string, PageData>();

export function seedPage(pathname: string, page: PageData): void {
  pages.set(normalizePath(pathname), page);
}

export function cachedPage(pathname: string): PageData | undefined {
  return pages.get(normalizePath(pathname));
}

/** Fetches a page's data; undefined when the site has no such page. */
/** A page by its name, as links and suggestions name it: its title before " | " (the site's name). */
export const pageName = (title: string): string => title.split(' | ')[0];

export async function fetchPage(pathname: string): Promise<PageData | undefined> {
  const hit = cachedPage(pathname);
  if (hit) return hit;
  const res = await fetch(dataUrl(pathname), { headers: { accept: 'application/json' } });
  if (res.status === 404) return undefined;
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) {
    if (res.ok) return undefined;
    throw new Error(`Could not load ${pathname} (HTTP ${res.status})`);
  }
  const page = (await res.json()) as PageData;
  seedPage(pathname, page);
  return page;
}
