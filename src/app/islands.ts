import { createContext, useContext } from 'react';

/**
 * Islands: parts of a page whose code loads after the page hydrates. While prerendering, every
 * island is loaded first so that its HTML is complete; in the browser React keeps the island's
 * prerendered HTML until its chunk arrives, then hydrates it (selective hydration).
 *
 * Each island names the module it loads (its path from the project root, as Vite's build manifest
 * keys it): the render records the islands a page drew, and the build lists their chunks on the
 * page (`data-islands`), so that the page's first-visit JavaScript is counted with them. A name
 * the client build does not have fails the build.
 */
const preloads = new Map<string, () => Promise<unknown>>();

export function registerIsland(module: string, preload: () => Promise<unknown>): void {
  preloads.set(module, preload);
}

/** Called by the prerender only. */
export async function preloadIslands(): Promise<void> {
  await Promise.all([...preloads.values()].map((p) => p()));
}

/** While prerendering: the islands the page draws (the modules they load). */
export const IslandsDrawn = createContext<Set<string> | null>(null);

/** An island says it is on the page (a no-op in the browser). */
export function useIsland(module: string): void {
  useContext(IslandsDrawn)?.add(module);
}
