import type { GlobalContextServer } from 'vike/types';

/**
 * A dev server's global context (Vike's), where `npm run dev` keeps the site (src/vike/site.ts). Asking
 * for it makes Vike read the site's config files, if it has not yet.
 */
export async function devGlobalContext(): Promise<GlobalContextServer> {
  const { getGlobalContextAsync } = await import('vike/server');
  return (await getGlobalContextAsync(false)) as GlobalContextServer;
}
