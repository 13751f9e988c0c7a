import type { Config } from 'vike/types';

/**
 * Every page is prerendered by one Vike page (src/vike/app) whose route table comes from site.yaml.
 * Vike's own client runtime is not loaded: +client.ts starts (after first paint) and hydrate.tsx hydrates the react-router app itself.
 */
export default {
  // Each page is written as <path>.html (the home page as index.html): the static host serves
  // that file at the URL without a trailing slash, where <path>/index.html would redirect to <path>/.
  prerender: { partial: false, parallel: false, noExtraDir: true, disableAutoRun: true },
  clientRouting: false,
  passToClient: [],
} satisfies Config;
