/**
 * Islands: parts of a page whose code loads after the page hydrates. While prerendering, every
 * island is loaded first so that its HTML is complete; in the browser React keeps the island's
 * prerendered HTML until its chunk arrives, then hydrates it (selective hydration).
 */
const preloads = new Set<() => Promise<unknown>>();

export function registerIsland(preload: () => Promise<unknown>): void {
  preloads.add(preload);
}

/** Called by the prerender only. */
export async function preloadIslands(): Promise<void> {
  await Promise.all([...preloads].map((p) => p()));
}
