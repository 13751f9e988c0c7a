import { history } from 'decap-cms-core/dist/esm/routing/history';
import type { DecapStore } from './backups';

/** An editor's address (`/collections/<collection>/entries/<entry>` or `/collections/<collection>/new`): its collection and entry. */
const EDITOR = /^\/collections\/([^/]+)\/(entries\/.+|new)$/;

/**
 * Whether the screen moved from one entry's form straight to another's: Decap draws an entry's form
 * when its editor opens and keeps that editor while the address stays an editor's. Within one
 * collection a new entry's form is Decap's own doing (a new entry that takes its address when
 * first saved, "Publish and create new", "Duplicate" with its copied fields): it is left to Decap.
 */
function anotherEntry(from: string, to: string): boolean {
  const [was, is] = [EDITOR.exec(from), EDITOR.exec(to)];
  if (!was || !is || from === to) return false;
  if (was[1] !== is[1]) return true;
  return was[2] !== 'new' && is[2] !== 'new';
}

/**
 * An entry reached straight from another (the browser's Back and Forward, an address typed or
 * followed) opens as one chosen from its list does. Decap kept the first entry's form: its fields
 * under the second one's address, or the business facts empty after a city. Decap has already
 * asked whether to leave unsaved changes (and stays when told not to: then the address does not
 * change); the screen lets the form go and opens the entry anew, where Decap loads it from its file.
 */
export function entriesOpenAnew(store: DecapStore): void {
  let shown = history.location.pathname;
  history.listen((location) => {
    const from = shown;
    shown = location.pathname;
    if (!anotherEntry(from, location.pathname)) return;
    // The leaving is agreed: the form goes now, before the editor draws the first entry's fields
    // under the second's address (and keeps them as the second's unsaved changes), and until it
    // closes it shows the second entry as loading (not a form of no entry, whose toolbar asked
    // Decap for a preview link of nothing: an error).
    const [, collection, view] = EDITOR.exec(location.pathname)!;
    store.dispatch({ type: 'DRAFT_DISCARD' });
    const entry = view.slice('entries/'.length);
    if (view !== 'new') store.dispatch({ type: 'ENTRY_REQUEST', payload: { collection, slug: entry } });
    // After Decap's own listeners, the editor closes and a new one opens: an entry's through Decap's
    // own old address for it (/edit/<collection>/<entry>, which sends on to the entry and draws
    // nothing), a new entry's through its list.
    setTimeout(() => {
      if (view !== 'new') return history.replace(`/edit/${collection}/${entry}`);
      history.replace(`/collections/${collection}`);
      setTimeout(() => history.replace(location), 0);
    }, 0);
  });
  addressFollowsTheForm();
}

/** How long after a change of the address the screen compares it with what it shows (Decap's own return comes within it). */
const SETTLE_MS = 250;

/**
 * The address names what the screen shows. Told "Cancel" to the question about unsaved changes
 * after the browser's Back or Forward, Decap stays on the entry and puts the address back, but only
 * to an address it had itself moved to: after one typed or followed it left the other entry's
 * address in the bar (a reload then opened that entry, and the next Back skipped hers). The
 * address is put back to the entry shown, without a new step in the browser's history.
 */
function addressFollowsTheForm(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('hashchange', () => {
    clearTimeout(timer);
    const changedTo = window.location.hash;
    timer = setTimeout(() => {
      // A newer move whose event is still to come (Back pressed again meanwhile) is left to that event.
      if (window.location.hash !== changedTo) return;
      const { pathname, search } = history.location;
      const shown = `${pathname}${search}`;
      if (decodeURI(window.location.hash.slice(1)) !== decodeURI(shown)) window.history.replaceState(window.history.state, '', `#${shown}`);
    }, SETTLE_MS);
  });
}
