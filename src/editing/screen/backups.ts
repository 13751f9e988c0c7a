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
  getState(): {
    entries: ImmutableMap<string, unknown>;
    entryDraft: ImmutableMap<string, unknown>;
  };
  dispatch(action: { type: string; payload?: unknown }): unknown;
  subscribe(listener: () => void): () => void;
};

/**
 * Decap asks whether to bring a kept draft back while it is still loading the entry from its file,
 * and the file, arriving after the answer, took the draft's place: the editor said yes and saw the
 * file's old values (their changes gone without a word). Here a yes is kept until the file has
 * loaded, and the draft is brought back over it then, without asking again.
 */
export function backupsSurviveTheLoad(store: DecapStore): void {
  const ask = window.confirm.bind(window);
  let silent = false;
  let restore: { key: string; entry: unknown } | undefined;
  window.confirm = (message?: string) => {
    if (message !== BACKUP_PROMPT) return ask(message);
    if (silent) {
      // The second question, of the draft brought back over the loaded file: already answered.
      silent = false;
      return true;
    }
    const yes = ask(message);
    const draft = store.getState().entryDraft;
    const backup = draft.getIn(['localBackup', 'entry']) as ImmutableMap<string, unknown> | undefined;
    if (yes && backup) restore = { key: `${String(backup.get('collection'))}.${String(backup.get('slug'))}`, entry: backup.toJS() };
    return yes;
  };
  store.subscribe(() => {
    if (!restore) return;
    const loaded = store.getState().entries.getIn(['entities', restore.key]) as ImmutableMap<string, unknown> | undefined;
    if (!loaded || loaded.get('isFetching')) return;
    // The file's entry is loaded: Decap makes the draft from it in the same turn; look once it has.
    const pending = restore;
    restore = undefined;
    setTimeout(() => {
      const draft = store.getState().entryDraft.get('entry') as ImmutableMap<string, unknown> | undefined;
      if (draft && isKeptDraft(String(draft.get('raw') ?? ''))) return;
      // Decap's editor asks again on a retrieved backup (answered yes above), then makes the draft from it.
      silent = true;
      store.dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry: pending.entry } });
    });
  });
}
