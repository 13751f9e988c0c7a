import type { Map as ImmutableMap } from 'immutable';
import { isKeptDraft } from '../shared/yaml-format';

/**
 * Decap keeps an unsaved draft of each entry in the browser and offers it back on the next visit as
 * "a local backup was recovered". A draft is kept whether the save was refused by the check or never
 * tried, so the screen's prompt says what such a draft is: not saved, perhaps refused, and still to
 * be checked by the next save. The phrases are Decap's English ones with this one line changed.
 */
export const BACKUP_PROMPT =
  'This browser kept changes to this entry that were never saved: either the save was refused (a problem was shown in red) or the page was left before saving. Bring those unsaved changes back? They will be checked again when you publish; Cancel keeps what the file says now.';

type Phrases = { editor?: { editor?: Record<string, unknown> } } & Record<string, unknown>;

/** Decap's phrases with the backup prompt in the screen's words. */
export function withBackupPrompt(phrases: Phrases): Phrases {
  return { ...phrases, editor: { ...phrases.editor, editor: { ...phrases.editor?.editor, confirmLoadBackup: BACKUP_PROMPT } } };
}

/** The part of Decap's store this module reads and writes (decap-cms-core's own, not a copy). */
export type DecapStore = {
  getState(): { entryDraft: ImmutableMap<string, unknown> };
  dispatch(action: { type: string; payload?: unknown }): unknown;
  subscribe(listener: () => void): () => void;
};

/** How long after the editor's yes the draft is watched for the file taking its place. */
const WATCH_MS = 20_000;

/**
 * Decap asks whether to bring a kept draft back while it may still be loading the entry from its
 * file, and the file, arriving after the answer, took the draft's place: the editor said yes and saw
 * the file's old values (their changes gone without a word). Here, after a yes, the draft is
 * watched: if the file's entry takes its place (once, as Decap's load ends), the draft is brought
 * back over it without asking again. The watch ends then, at a save, or after WATCH_MS.
 */
export function backupsSurviveTheLoad(store: DecapStore): void {
  const ask = window.confirm.bind(window);
  let silent = false;
  let watch: { entry: unknown; path: unknown; until: number } | undefined;
  window.confirm = (message?: string) => {
    if (message !== BACKUP_PROMPT) return ask(message);
    if (silent) {
      // The second question, of the draft brought back over the loaded file: already answered.
      silent = false;
      return true;
    }
    const yes = ask(message);
    const backup = store.getState().entryDraft.getIn(['localBackup', 'entry']) as ImmutableMap<string, unknown> | undefined;
    watch = yes && backup ? { entry: backup.toJS(), path: backup.get('path'), until: Date.now() + WATCH_MS } : undefined;
    return yes;
  };
  store.subscribe(() => {
    if (!watch) return;
    const draft = store.getState().entryDraft.get('entry') as ImmutableMap<string, unknown> | undefined;
    if (Date.now() > watch.until || draft?.get('isPersisting')) watch = undefined;
    if (!watch || !draft || draft.get('path') !== watch.path || isKeptDraft(String(draft.get('raw') ?? ''))) return;
    // The file's entry took the draft's place: bring the draft back over it (Decap asks again: answered yes).
    const { entry } = watch;
    watch = undefined;
    setTimeout(() => {
      silent = true;
      store.dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry } });
    });
  });
}
