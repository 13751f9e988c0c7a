import type { DecapStore } from './backups';

/**
 * The line at the foot of the screen saying what the last save did. It speaks of the entry it was
 * said on: opening another entry takes it away (an office manager who moved on read "Saved. The
 * file now holds your change." under an entry she had not touched).
 */
const LINE_ID = 'save-status';

/**
 * How the line speaks: 'done' politely; 'act' (something for the office to do now, such as visits on
 * a day just closed) and 'alarm' (the save went wrong) read out at once, and drawn to be seen.
 */
export type StatusTone = 'done' | 'act' | 'alarm';

/** Shows the line, with a link after it when given, and a button that takes it away. */
export function showStatus(message: string, tone: StatusTone, link?: { href: string; text: string }): void {
  let line = document.getElementById(LINE_ID);
  if (!line) {
    line = document.createElement('p');
    line.id = LINE_ID;
    document.body.append(line);
  }
  line.setAttribute('role', tone === 'done' ? 'status' : 'alert');
  line.dataset.tone = tone;
  line.textContent = message;
  if (link) line.append(' ', Object.assign(document.createElement('a'), { href: link.href, textContent: link.text }));
  const close = Object.assign(document.createElement('button'), { type: 'button', className: 'close', textContent: '×' });
  close.setAttribute('aria-label', 'Close this message');
  close.addEventListener('click', () => line.remove());
  line.append(close);
}

/**
 * From now on, the line goes when the screen moves to another entry or list, and a line saying a save
 * was done goes once the entry is changed again: "Saved. The file now holds your change." stood
 * beside "Unsaved changes" and under the next Publish's "Not saved".
 */
export function statusFollowsEntry(store: Pick<DecapStore, 'getState' | 'subscribe'>): void {
  window.addEventListener('hashchange', (event) => {
    if (!sameEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash)) document.getElementById(LINE_ID)?.remove();
  });
  // On the change itself (unchanged, then changed), not on a state: the line may come before Decap marks the save done.
  let changed = false;
  store.subscribe(() => {
    const now = store.getState().entryDraft.get('hasChanged') === true;
    const line = document.getElementById(LINE_ID);
    if (now && !changed && line?.dataset.tone === 'done') line.remove();
    changed = now;
  });
}

/**
 * Whether two addresses of the screen (`#/collections/...`) show the same entry: the same address,
 * or a new entry and the address it takes when it is first saved.
 */
export function sameEntry(from: string, to: string): boolean {
  if (from === to) return true;
  const created = /^(#\/collections\/[^/]+\/)new$/.exec(from);
  return created !== null && to.startsWith(`${created[1]}entries/`);
}
