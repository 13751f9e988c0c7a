import { fromJS, is, type Map as ImmutableMap } from 'immutable';
import type { DecapStore } from './backups';

/** The ids a save made (a new review's, a new question's), waiting for Decap to finish the save. */
let made: { path: string; data: Record<string, unknown> } | undefined;

/**
 * After a save that made ids for new list entries, the form shows them: Decap keeps the form it
 * saved, in which a new review's id said "Not made yet" until the page was reloaded (the file had
 * it). Once Decap has marked the save done, each list given ids is set in the form as saved, the
 * saved entry named as what the form now equals: nothing left to save, and the form stays as it
 * was (its open entries open, where she was; drawn anew, every list folded and the form at its top).
 */
export function madeIdsShown(store: DecapStore): void {
  store.subscribe(() => {
    if (!made) return;
    const draft = store.getState().entryDraft;
    const entry = draft.get('entry') as ImmutableMap<string, unknown> | undefined;
    if (!entry || entry.get('path') !== made.path || entry.get('isPersisting') || draft.get('hasChanged')) return;
    const { data } = made;
    made = undefined;
    const before = entry.get('data') as ImmutableMap<string, unknown>;
    const saved = entry.set('data', fromJS(data));
    for (const [name, value] of Object.entries(data)) {
      // A field of text or a number is itself, not a collection with .equals (a city's name beside its
      // neighborhoods threw, and the next visit offered to bring back a change that was saved).
      const shown = fromJS(value);
      if (is(shown, before.get(name))) continue;
      store.dispatch({
        type: 'DRAFT_CHANGE_FIELD',
        payload: { field: fromJS({ name }), value: shown, metadata: {}, entries: [saved] },
      });
    }
  });
}

/** Called as a save that made ids ends (the save guard's afterSave). */
export function showMadeIds(path: string, data: Record<string, unknown>): void {
  made = { path, data };
}
