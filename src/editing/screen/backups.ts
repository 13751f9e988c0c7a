import type { Map as ImmutableMap } from 'immutable';
import { persistLocalBackup } from 'decap-cms-core/dist/esm/actions/entries';
import { currentBackend } from 'decap-cms-core/dist/esm/backend';
import { localForage } from 'decap-cms-lib-util';

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
  let watch: { entry: unknown; path: unknown; raw: unknown; until: number } | undefined;
  window.confirm = (message?: string) => {
    if (message !== BACKUP_PROMPT) return ask(message);
    if (silent) {
      // The second question, of the draft brought back over the loaded file: already answered.
      silent = false;
      return true;
    }
    const yes = ask(message);
    const backup = store.getState().entryDraft.getIn(['localBackup', 'entry']) as ImmutableMap<string, unknown> | undefined;
    watch =
      yes && backup ? { entry: backup.toJS(), path: backup.get('path'), raw: backup.get('raw'), until: Date.now() + WATCH_MS } : undefined;
    return yes;
  };
  store.subscribe(() => {
    if (!watch) return;
    const draft = store.getState().entryDraft.get('entry') as ImmutableMap<string, unknown> | undefined;
    if (Date.now() > watch.until || draft?.get('isPersisting')) watch = undefined;
    // The draft is on the screen while the entry's text is the draft's: a YAML draft's is marked
    // (DRAFT_MARK), a long text's draft is its text as typed. Any other text is the file's.
    if (!watch || !draft || draft.get('path') !== watch.path || draft.get('raw') === watch.raw) return;
    // The file's entry took the draft's place: bring the draft back over it (Decap asks again: answered yes).
    const { entry } = watch;
    watch = undefined;
    setTimeout(() => {
      silent = true;
      store.dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry } });
    });
  });
}

/** How soon after the last change the screen keeps the draft (Decap waits two seconds). */
const KEEP_AFTER_MS = 300;

/** Where the draft is put the moment the page goes: local storage is written at once, Decap's store of drafts is not. */
const LEFT_BEHIND = 'screen.draftLeftBehind';

type Store = DecapStore & { dispatch(thunk: unknown): unknown };
type Entry = ImmutableMap<string, unknown>;

/** The open entry's draft and its collection, when it has changes not saved and no save is under way. */
function unsavedDraft(store: Store): { entry: Entry; collection: Entry; config: unknown } | undefined {
  const state = store.getState() as ReturnType<DecapStore['getState']> & { collections: ImmutableMap<string, Entry>; config: unknown };
  const entry = state.entryDraft.get('entry') as Entry | undefined;
  if (!entry || !state.entryDraft.get('hasChanged') || entry.get('isPersisting')) return undefined;
  const collection = state.collections.get(String(entry.get('collection')));
  return collection ? { entry, collection, config: state.config } : undefined;
}

/**
 * Decap keeps the draft two seconds after the last change, and not when the page is left: a reload
 * (or a closed tab) within two seconds of typing lost the last words typed. Here the draft is kept
 * soon after each change with Decap's own action, and when the page goes, at once in local storage
 * (Decap's store of drafts is written too slowly for a page on its way out), from where
 * `draftLeftBehindRestored` puts it under Decap's own key before the screen starts: the draft Decap
 * offers back is the one left.
 */
export function draftsKeptAsTyped(store: Store): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let kept: unknown;
  const keep = () => {
    clearTimeout(timer);
    const draft = unsavedDraft(store);
    if (!draft || draft.entry === kept) return;
    kept = draft.entry;
    store.dispatch(persistLocalBackup(draft.entry, draft.collection));
  };
  store.subscribe(() => {
    const draft = store.getState().entryDraft;
    if (!draft.get('hasChanged') || draft.get('entry') === kept) return;
    clearTimeout(timer);
    timer = setTimeout(keep, KEEP_AFTER_MS);
  });
  const leaving = () => {
    const draft = unsavedDraft(store);
    if (!draft) return;
    const raw = currentBackend(draft.config).entryToRaw(draft.collection, draft.entry);
    if (!raw.trim()) return;
    const slug = draft.entry.get('slug');
    // Decap's key (decap-cms-core's getEntryBackupKey); a photo not yet uploaded is kept by the action above only.
    const key = `backup.${String(draft.collection.get('name'))}${slug ? `.${String(slug)}` : ''}`;
    const mediaFiles = ((draft.entry.get('mediaFiles') as { toJS(): Array<{ url?: string }> } | undefined)?.toJS() ?? []).filter(
      (file) => !file.url?.startsWith('blob:'),
    );
    localStorage.setItem(LEFT_BEHIND, JSON.stringify({ key, backup: { raw, path: draft.entry.get('path'), mediaFiles } }));
  };
  addEventListener('pagehide', leaving);
}

/** The draft left behind when the page last went, put under Decap's key for it (before the screen starts: Decap reads it as an entry opens). */
export async function draftLeftBehindRestored(): Promise<void> {
  const left = localStorage.getItem(LEFT_BEHIND);
  if (!left) return;
  try {
    const { key, backup } = JSON.parse(left) as { key: string; backup: unknown };
    await localForage.setItem(key, backup);
  } catch {
    // Nothing usable was left: the screen starts as it would have.
  }
  localStorage.removeItem(LEFT_BEHIND);
}
