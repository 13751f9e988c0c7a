import { backendHeaders, whereSaved } from './where';
import './history-panel.css';
import { shortMoment } from '../../manifest/words';

type Change = { commit: string; name: string; email: string; date: string; message: string; details?: string[]; undone?: boolean };

/** The site's recent changes from the owner's server (/admin/api/history), and whether they are recorded at all. */
export async function readHistory() {
  const res = await fetch('/admin/api/history', { headers: backendHeaders(), cache: 'no-store' });
  const body = (await res.json().catch(() => ({}))) as { changes?: Change[]; recorded?: boolean; timeZone?: string; error?: string };
  return { res, body };
}

/**
 * On the owner's server: who is signed in (with "Sign out"), the link to the bookings desk, and "Recent changes": who changed
 * what and when, each with "Undo" (the server puts that change's files back as they were, rebuilds
 * and publishes like a save). Plain DOM beside Decap's screen, which has no place for either.
 */
export function showHistoryPanel(): void {
  const where = whereSaved();
  if (where.backend !== 'server') return;
  const open = button('Recent changes');
  // The bar is the page's first line, in the flow (history-panel.css): it never covers a field.
  document.body.prepend(editorBar(where.editor.name, where.csrf, open));

  const { dialog, note, list, afterUndo } = changesDialog();

  const load = async () => {
    const { res, body } = await readHistory();
    list.replaceChildren();
    if (!res.ok) return void (note.textContent = body.error ?? 'The list of changes could not be read.');
    if (!body.recorded) note.textContent = 'Changes are not recorded: the site’s folder is not a git repository.';
    else if (!body.changes?.length) note.textContent = 'No changes yet.';
    for (const change of body.changes ?? []) list.append(item(change, body.timeZone));
  };
  const item = (change: Change, timeZone?: string) => {
    const li = document.createElement('li');
    const text = document.createElement('div');
    // With its zone, as the desk says its times ("Dec 1, 2026, 10:52 PM EST").
    const when = shortMoment(Date.parse(change.date), timeZone);
    const what = document.createElement('strong');
    what.textContent = change.message;
    const who = document.createElement('small');
    who.textContent = `${change.name}, ${when}`;
    text.append(what, who);
    // A change of several things lists each (its title names the first ones only).
    if ((change.details?.length ?? 0) > 1) {
      const each = document.createElement('ul');
      for (const detail of change.details!) each.append(Object.assign(document.createElement('li'), { textContent: detail }));
      text.append(each);
    }
    // A change undone already says so where its Undo was: its undo, higher in the list, puts it back.
    if (change.undone) {
      const undone = Object.assign(document.createElement('span'), { className: 'undone', textContent: 'Undone' });
      li.append(text, undone);
      return li;
    }
    const undo = button('Undo');
    undo.setAttribute('aria-label', `Undo “${change.message}” by ${change.name}`);
    undo.addEventListener('click', async () => {
      if (
        !window.confirm(
          // The change on a line of its own: its own words may hold quotes (Fact "Service call fee": old → new).
          `Undo this change?\n\n${change.message}\n\nOnly this change is taken back (the changes saved after it stay), and the site is published again.`,
        )
      )
        return;
      // One undo at a time: every Undo waits until this one is published (the list is drawn anew then).
      for (const each of list.querySelectorAll('button')) each.disabled = true;
      note.textContent = 'Undoing and publishing… this takes a few seconds.';
      const res = await fetch('/admin/api/undo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...backendHeaders() },
        body: JSON.stringify({ commit: change.commit }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string };
      await load();
      if (res.ok) afterUndo();
      note.textContent = res.ok
        ? `${body.message ?? 'Undone.'} The screen loads again when you close this list, to show the site as it is now.`
        : (body.error ?? 'This change could not be undone.');
    });
    li.append(text, undo);
    return li;
  };
  open.addEventListener('click', () => {
    note.textContent = '';
    dialog.showModal();
    void load();
  });
}

/** The list's dialog: its title and Close at the top, its status line, its list; `afterUndo` has it load the screen anew when it closes. */
function changesDialog() {
  const dialog = document.createElement('dialog');
  dialog.id = 'recent-changes';
  dialog.setAttribute('aria-labelledby', 'recent-changes-title');
  const title = document.createElement('h2');
  title.id = 'recent-changes-title';
  title.textContent = 'Recent changes';
  const note = document.createElement('p');
  note.className = 'note';
  note.setAttribute('role', 'status');
  const list = document.createElement('ol');
  // Close at the top, where the list starts (on a phone the list is many screens long), and a tap
  // beside the list closes it too.
  const close = button('Close');
  close.addEventListener('click', () => dialog.close());
  // The title, Close and the status line stay at the top while the list scrolls: what an Undo far
  // down the list did (or why it could not) is said in sight, not above the scrolled-away top.
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.append(title, close);
  const top = document.createElement('div');
  top.className = 'top';
  top.append(bar, note);
  dialog.append(top, list);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  // After an undo, the form open behind the list still shows the files as they were before it, and
  // its next Publish would put the undone change back without a word: the screen loads anew when the
  // list closes, from the files as they are now.
  let undone = false;
  dialog.addEventListener('close', () => {
    if (undone) window.location.reload();
  });
  return { dialog, note, list, afterUndo: () => void (undone = true) };
}

/** Who is signed in, then `open` ("Recent changes") and "Sign out" (a form posting the session's token). */
function editorBar(name: string, token: string, open: HTMLButtonElement): HTMLElement {
  const bar = document.createElement('div');
  bar.id = 'editor-bar';
  const who = document.createElement('span');
  who.textContent = `Signed in as ${name}`;
  const signOut = document.createElement('form');
  signOut.method = 'post';
  signOut.action = '/admin/sign-out';
  const csrf = document.createElement('input');
  Object.assign(csrf, { type: 'hidden', name: 'csrf', value: token });
  signOut.append(csrf, Object.assign(button('Sign out'), { type: 'submit' }));
  // The office's bookings desk is on the same server, behind the same sign-in.
  const bookings = Object.assign(document.createElement('a'), { href: '/admin/bookings', textContent: 'Bookings' });
  bar.append(who, bookings, open, signOut);
  return bar;
}

function button(label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  return element;
}
