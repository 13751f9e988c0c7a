/** Decap's Redux store, the one its editor dispatches to (decap-cms-core/src/redux): backups.ts reads and writes the draft. */
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: import('./backups').DecapStore;
}
