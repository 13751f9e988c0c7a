import type { DecapStore } from './backups';
import { sameEntry } from './save-status';

/**
 * Decap's note of a refused save ("Not saved: one thing needs fixing first") stayed its few seconds
 * after the next save had gone through, beside "Entry saved" (on a phone, over it), and over the
 * next entry opened: the office read that her change was lost. Such notes go when the next Publish
 * starts (its own answer follows), and when the screen moves to another entry or list. `on`
 * registers a handler of Decap's save events; the one before a save must come before the save's
 * guard, which stops the others when it refuses.
 */
export function refusalsGoWhenPast(store: DecapStore, on: (name: 'preSave', handler: () => undefined) => void): void {
  on('preSave', () => {
    dismissRefusals(store);
    return undefined;
  });
  window.addEventListener('hashchange', (event) => {
    if (!sameEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash)) dismissRefusals(store);
  });
}

/** Takes Decap's error notes away (its notes component closes each one taken from its list). */
function dismissRefusals(store: DecapStore): void {
  for (const note of store.getState().notifications.notifications)
    if (note.type === 'error') store.dispatch({ type: 'NOTIFICATION_DISMISS', id: note.id });
}
