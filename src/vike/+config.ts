import type { Config } from 'vike/types';

/**
 * One Vike page (src/vike/app) whose route table comes from site.yaml serves `npm run dev`; the
 * build bundles with Vike and renders the whole site itself, in one step (renderSite, carried by the
 * server's global context: +onCreateGlobalContext.server.ts), so Vike's prerender does not run.
 * Vike's own client runtime is not loaded: +client.ts starts (after first paint) and hydrate.tsx hydrates the react-router app itself.
 */
export default {
  prerender: { partial: false, parallel: false, noExtraDir: true, disableAutoRun: true },
  clientRouting: false,
  passToClient: [],
} satisfies Config;
