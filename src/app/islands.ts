import { createContext, useContext, useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Islands: parts of a page whose code loads after the page hydrates. While prerendering, every
 * island is loaded first so that its HTML is complete; in the browser React keeps the island's
 * prerendered HTML until its chunk arrives, then hydrates it (selective hydration).
 *
 * An island loads its code either right after the page hydrates (`hydrate`: part of the page's
 * first visit) or when the visitor reaches for it (`intent`: a pointer over it, a touch, a focus
 * inside it), for a part that works without its script and that many visitors never use.
 *
 * Each island names the module it loads (its path from the project root, as Vite's build manifest
 * keys it): the render records the islands a page drew and how they load, and the build lists
 * their chunks on the page (`data-islands`, counted as first-visit JavaScript, and
 * `data-islands-on-intent`). A name the client build does not have fails the build.
 */
export type IslandLoad = 'hydrate' | 'intent';

/** The modules of the islands a page drew, by when they load. */
export type DrawnIslands = { hydrate: string[]; intent: string[] };

const preloads = new Map<string, () => Promise<unknown>>();

export function registerIsland(module: string, preload: () => Promise<unknown>): void {
  preloads.set(module, preload);
}

/** Called by the prerender only. */
export async function preloadIslands(): Promise<void> {
  await Promise.all([...preloads.values()].map((item) => item()));
}

/** While prerendering: the islands the page draws (the modules they load, and when). */
export const IslandsDrawn = createContext<Map<string, IslandLoad> | null>(null);

/** An island says it is on the page (a no-op in the browser); drawn twice, the earlier load wins. */
export function useIsland(module: string, load: IslandLoad): void {
  const drawn = useContext(IslandsDrawn);
  if (drawn && drawn.get(module) !== 'hydrate') drawn.set(module, load);
}

export function drawnIslands(drawn: Map<string, IslandLoad>): DrawnIslands {
  const of = (load: IslandLoad) =>
    [...drawn]
      .filter(([, islandLoad]) => islandLoad === load)
      .map(([text]) => text)
      .sort();
  return { hydrate: of('hydrate'), intent: of('intent') };
}

/** Whether the page has hydrated (false while prerendering and while hydrating; true in a navigation in the app). */
function pageHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}

/** The events that say a visitor reaches for a part of the page: before a click, a tap or a keystroke lands in it. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/**
 * Starts an island's script (start(), which must be safe to call again): at once for `hydrate`;
 * for `intent`, the first time the visitor reaches for `area`, unless `wanted()` says it is needed
 * at once or the island is drawn by a navigation in the app (nothing prerendered to show meanwhile).
 *
 * A navigation in the app (a new location, a #hash included) starts it too: React must hydrate a
 * prerendered island before any context above it changes, so the navigation waits for its script.
 */
export function useIslandStart(area: RefObject<HTMLElement | null>, load: IslandLoad, start: () => void, wanted: () => boolean): void {
  const location = useLocation();
  const [first] = useState(location);
  // Decided on the first render: while the page hydrates, or in a navigation in the app after it has.
  const [waits] = useState(() => load === 'intent' && !pageHydrated() && !wanted());
  useReachFor(area, waits, start);
  if (!waits || location !== first) start();
}

/**
 * Calls reached() once, the first time the visitor reaches for the element (while `waiting`). The
 * events are heard on the window, before anything inside the page: React stops the propagation of
 * an event aimed at a part it has not hydrated yet (to replay it once hydrated).
 */
function useReachFor(ref: RefObject<HTMLElement | null>, waiting: boolean, reached: () => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!waiting || !el) return;
    // The visitor got there before the page hydrated: the focus is already inside.
    if (el.contains(document.activeElement)) return reached();
    const stop = () => {
      for (const type of REACH) window.removeEventListener(type, heard, true);
    };
    const heard = (e: Event) => {
      if (!(e.target instanceof Node) || !el.contains(e.target)) return;
      stop();
      reached();
    };
    for (const type of REACH) window.addEventListener(type, heard, { capture: true, passive: true });
    return stop;
  }, [ref, waiting, reached]);
}
