/** Decap's Redux store, the one its editor dispatches to (decap-cms-core/src/redux): backups.ts reads and writes the draft. */
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: import('./backups').DecapStore;
}

/** Decap's address history (decap-cms-core/src/routing/history.ts): entry-switch.ts follows it. */
declare module 'decap-cms-core/dist/esm/routing/history' {
  type Location = { pathname: string; search: string; hash: string };
  export const history: {
    location: Location;
    listen(listener: (location: Location, action: 'PUSH' | 'REPLACE' | 'POP') => void): () => void;
    replace(to: string | Location): void;
  };
}

/** Decap's action that keeps an entry's unsaved draft in the browser (decap-cms-core/src/actions/entries.ts): backups.ts calls it. */
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export function persistLocalBackup(entry: unknown, collection: unknown): unknown;
}

/** Decap's backend (decap-cms-core/src/backend.ts): backups.ts writes a draft as Decap's own file text. */
declare module 'decap-cms-core/dist/esm/backend' {
  export function currentBackend(config: unknown): { entryToRaw(collection: unknown, entry: unknown): string };
}

/** Where Decap keeps drafts in the browser (decap-cms-lib-util's localForage, IndexedDB). */
declare module 'decap-cms-lib-util' {
  export const localForage: { setItem(key: string, value: unknown): Promise<unknown> };
}
