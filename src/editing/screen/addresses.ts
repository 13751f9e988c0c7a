import type { Map as ImmutableMap } from 'immutable';
import { everyBackend, type BackendRegistry } from './backend-calls';

/** A list of the screen as its config declares it: a folder of entries, or a list of named files. */
export type ScreenList = {
  name: string;
  label: string;
  label_singular?: string;
  folder?: string;
  create?: boolean;
  files?: Array<{ name: string }>;
};

/** Where an address that leads nowhere goes instead, and what the screen says there. */
export type Detour = { to: string; message: string };

/** An address of a list (`/collections/<list>`, with what follows it). */
const LIST = /^\/collections\/([^/]+)(?:\/(.*))?$/;

/**
 * Where an address of the screen leads when the screen can tell at once that it names nothing (a link
 * kept from before a rename, a name guessed): a list it has not, or an entry its list of named files
 * lacks. Those went to a blank page with a line of code's words and no way back, or to a form of
 * nothing. A folder's entry is only known once its file is asked for (`missingEntriesToTheirList`).
 */
export function detourOf(path: string, lists: ScreenList[]): Detour | undefined {
  const [, name, rest = ''] = LIST.exec(path) ?? [];
  if (!name) return undefined;
  const list = lists.find((item) => item.name === name);
  // The screen's start is its first list (Decap's `/` moves there, and the move would take the line away).
  if (!list)
    return {
      to: `/collections/${lists[0].name}`,
      message: `That link leads nowhere: the editing screen has no list “${decoded(name)}”. Choose what to change from the lists.`,
    };
  const entry = /^entries\/(.+)$/.exec(rest)?.[1];
  if (list.files && entry !== undefined && !list.files.some((file) => file.name === entry))
    return {
      to: `/collections/${name}`,
      message: `That link leads nowhere: “${list.label}” has no entry “${decoded(entry)}”. Choose one from the list.`,
    };
  if (list.files && rest === 'new')
    return {
      to: `/collections/${name}`,
      message: `“${list.label}” takes no new entries: each one is there already. Choose one from the list.`,
    };
  return undefined;
}

/** What the screen says when an entry of a folder could not be opened: its file is gone, or the server said why not. */
export function missingEntryMessage(list: ScreenList, slug: string, reason: string): string {
  const what = (list.label_singular ?? 'entry').toLowerCase();
  const add = list.create && list.label_singular ? `, or add it with New ${list.label_singular}` : '';
  if (/there is no file|not found/i.test(reason))
    return `There is no ${what} “${decoded(slug)}”: it may have been renamed or deleted. Choose one from the list${add}.`;
  return `The ${what} “${decoded(slug)}” could not be opened: ${reason.replace(/\.?$/, '.')} Choose one from the list, or try again in a moment.`;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const NOTE_ID = 'address-note';

/**
 * Shows what was not found in a note over the foot of the screen, in sight whatever the list's
 * length, until it is closed or the screen moves on (the save's status line stands after the
 * list, out of sight under a long one).
 */
export function showAddressNote(message: string): void {
  document.getElementById(NOTE_ID)?.remove();
  const note = document.createElement('div');
  note.id = NOTE_ID;
  note.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => note.remove());
  note.append(text, close);
  document.body.append(note);
  const shownAt = location.hash;
  const moved = () => {
    if (location.hash === shownAt) return;
    note.remove();
    removeEventListener('hashchange', moved);
  };
  addEventListener('hashchange', moved);
}

/** Shows the note once the address has moved to where it is said. */
function sayOnArrival(message: string): void {
  addEventListener('hashchange', () => showAddressNote(message), { once: true });
}

/**
 * From the page's start, before Decap reads its address: an address that names no list or no named
 * file is replaced by its detour at once (the page's first address, and each one followed or typed
 * later, before Decap's own history hears of it), and the screen says what was not found.
 */
export function addressesLeadSomewhere(lists: ScreenList[]): void {
  const first = detourOf(pathOf(location.hash), lists);
  if (first) {
    history.replaceState(history.state, '', `#${first.to}`);
    showAddressNote(first.message);
  }
  addEventListener('hashchange', (event: HashChangeEvent) => {
    const detour = detourOf(pathOf(new URL(event.newURL).hash), lists);
    if (!detour) return;
    event.stopImmediatePropagation();
    sayOnArrival(detour.message);
    location.replace(`#${detour.to}`);
  });
}

const pathOf = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

type Store = {
  getState(): {
    entries: ImmutableMap<string, unknown>;
    notifications: { notifications: Array<{ id: string; message?: { key?: string } }> };
  };
  dispatch(action: { type: string; id?: string }): unknown;
  subscribe(listener: () => void): () => void;
};

/**
 * An entry of a folder whose file is not there (a city renamed or deleted since the link was kept)
 * opened as an empty form that said "Changes saved", or, failing, as a blank page: the screen goes to
 * the entry's list instead and says what was not found, in place of Decap's note of the failure.
 */
export function missingEntriesToTheirList(store: Store, lists: ScreenList[], go: (to: string) => void): void {
  let handled = '';
  store.subscribe(() => {
    const path = pathOf(location.hash);
    const [, name, slug] = /^\/collections\/([^/]+)\/entries\/(.+)$/.exec(path) ?? [];
    const list = lists.find((item) => item.name === name && item.folder);
    if (!list || handled === path) return;
    const state = store.getState();
    const reason = state.entries.getIn(['entities', `${name}.${decoded(slug)}`, 'error']);
    if (typeof reason !== 'string') return;
    handled = path;
    for (const note of state.notifications.notifications)
      if (note.message?.key === 'ui.toast.onFailToLoadEntries') store.dispatch({ type: 'NOTIFICATION_DISMISS', id: note.id });
    sayOnArrival(missingEntryMessage(list, slug, reason));
    go(`/collections/${name}`);
  });
  addEventListener('hashchange', () => {
    if (pathOf(location.hash) !== handled) handled = '';
  });
}

/**
 * The screen's own backends (`npm run edit`, the owner's server) answer an entry whose file is not
 * there with no text, which Decap opened as an empty form of that name: each backend Decap makes
 * under `name` fails such an entry instead, as the Git host's does, so that it leads to its list.
 * (Decap asking whether a new entry's file name is free takes the failure as "free".)
 */
export function missingFilesFail(cms: BackendRegistry, name = 'proxy'): void {
  everyBackend(cms, name, (backend) => {
    const getEntry = (backend.getEntry as GetEntry | undefined)?.bind(backend);
    if (!getEntry) return;
    backend.getEntry = (async (path) => {
      const entry = await getEntry(path);
      if (entry.data === null) throw new Error(`There is no file ${entry.file.path}: it may have been renamed or deleted.`);
      return entry;
    }) satisfies GetEntry;
  });
}

type GetEntry = (path: string) => Promise<{ data: unknown; file: { path: string } }>;
