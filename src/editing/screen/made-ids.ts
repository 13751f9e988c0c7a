import { fromJS, type Map as ImmutableMap } from 'immutable';
import type { DecapStore } from './backups';

/** The ids a save made (a new review's, a new question's), waiting for Decap to finish the save. */
let made: { path: string; data: unknown } | undefined;

/**
 * After a save that made ids for new list entries, the form shows them: Decap keeps the form it
 * saved, in which a new review's id said "Not made yet" until the page was reloaded (the file had
 * it). Once Decap has marked the save done, the form is drawn again from the data as saved, with
 * nothing left to save.
 */
export function madeIdsShown(store: DecapStore): void {
  store.subscribe(() => {
    if (!made) return;
    const draft = store.getState().entryDraft;
    const entry = draft.get('entry') as ImmutableMap<string, unknown> | undefined;
    if (!entry || entry.get('path') !== made.path || entry.get('isPersisting') || draft.get('hasChanged')) return;
    const { data } = made;
    made = undefined;
    store.dispatch({ type: 'DRAFT_CREATE_FROM_ENTRY', payload: { entry: entry.set('data', fromJS(data)) } });
  });
}

/** Called as a save that made ids ends (the save guard's afterSave). */
export function showMadeIds(path: string, data: unknown): void {
  made = { path, data };
}
