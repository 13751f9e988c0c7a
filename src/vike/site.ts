import type { GlobalContextServer } from 'vike/types';
import type { Site } from '../manifest/load';
import { loadCheckedSite } from '../checks/load-checked';

/**
 * The site `npm run dev` renders: kept on Vike's global context, loaded on first use, and dropped
 * by the site-content Vite plugin when site.yaml, content/ or schema/ changes (src/build/vite-plugin.ts).
 */
export function siteOf(globalContext: GlobalContextServer): Site {
  return (globalContext.site ??= loadCheckedSite(globalContext.viteConfigRuntime.root));
}
