import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during prerender and hydration, true after: lets a component show a value only the browser
 * knows (the URL of a not-found stand-in page, today's date) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
