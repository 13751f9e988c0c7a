import { checkSite } from './site';
import type { Site } from '../manifest/load';
import { loadSite } from '../manifest/load';

/**
 * Loads and checks the site from its files, every time it is called: the caller keeps it and passes
 * it on (the build hands the site its check loaded to the render; `npm run dev` keeps it on Vike's
 * global context until a file changes). Throws the check's errors when there are any.
 */
export function loadCheckedSite(root = process.cwd()): Site {
  const { site, errors } = loadSite(root);
  const all = [...errors, ...(site ? checkSite(site).filter((e) => e.severity === 'error') : [])];
  const fatal = all.filter((e) => e.severity === 'error');
  if (!site || fatal.length) {
    throw new Error(`The site has ${fatal.length} error(s); run \`npm run check\`:\n\n${fatal.map((e) => e.format()).join('\n\n')}`);
  }
  return site;
}
