import { checkSite } from './check';
import type { Site } from './load';
import { loadSite } from './load';

type Cache = { site?: Site };
const KEY = '__baywiseSiteCache';
const cache = ((globalThis as Record<string, unknown>)[KEY] ??= {}) as Cache;

/** The validated site, read once per process (the dev server clears it when a file changes). */
export function getSite(root = process.cwd()): Site {
  if (cache.site) return cache.site;
  const { site, errors } = loadSite(root);
  const all = [...errors, ...(site ? checkSite(site).filter((e) => e.severity === 'error') : [])];
  const fatal = all.filter((e) => e.severity === 'error');
  if (!site || fatal.length) {
    throw new Error(`The site has ${fatal.length} error(s); run \`npm run check\`:\n\n${fatal.map((e) => e.format()).join('\n\n')}`);
  }
  cache.site = site;
  return site;
}

/** Keeps a site that was just loaded and checked (npm run build checks first, then builds). */
export function primeSite(site: Site): void {
  cache.site = site;
}

export function invalidateSite(): void {
  cache.site = undefined;
}
