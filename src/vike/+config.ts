import type { Config } from 'vike/types';

/**
 * Every page is prerendered by one Vike page (src/vike/app) whose route table comes from site.yaml.
 * Vike's own client runtime is not loaded: +client.ts starts (after first paint) and hydrate.tsx hydrates the react-router app itself.
 */
export default {
  prerender: { partial: false, parallel: false },
  clientRouting: false,
  passToClient: [],
} satisfies Config;
