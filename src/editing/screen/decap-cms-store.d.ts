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
