import type { DecapStore } from './backups';
import { sameEntry } from './save-status';

/**
 * Decap's note of a refused save ("Not saved: one thing needs fixing first") stayed its few seconds
 * after the next save had gone through, beside "Saved" (on a phone, over it), and over the
 * next entry opened: the office read that her change was lost. Such notes go when the next Publish
 * starts (its own answer follows; a "Saved" goes then too), and when the screen moves to another
 * entry or list. `on` registers a handler of Decap's save events; the one before a save must come
 * before the save's guard, which stops the others when it refuses.
 */
export function refusalsGoWhenPast(on: (name: 'preSave', handler: () => undefined) => void): void {
  on('preSave', () => {
    // The last save's "Saved" too: it stood beside the next save's refusal, saying both at once.
    closeNotes('.Toastify__toast');
    return undefined;
  });
  window.addEventListener('hashchange', (event) => {
    if (!sameEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash)) closeNotes('.Toastify__toast--error');
  });
}

/**
 * Closes Decap's error notes as the office's own click does (a note closes when clicked): taken
 * out of Decap's list instead, a note she had just clicked could be closed twice at once and leave
 * its empty box on the screen, over what is under it.
 */
function closeNotes(which: string): void {
  for (const note of document.querySelectorAll<HTMLElement>(which)) note.click();
}

/** What Decap puts before a refused upload's reason, in words of its own code. */
const UPLOAD_FAILED = 'Failed to persist media: ';

/**
 * A refused upload said in the server's sentence alone ("Not uploaded: This photo is too small..."):
 * Decap writes its note as "Failed to persist media: " and the reason, a string of its own code
 * that no phrase replaces. The words are taken off the note as it appears.
 */
export function uploadRefusalsPlain(): void {
  const plain = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text: Node | null = node; text; text = texts.nextNode())
          if (text.nodeType === Node.TEXT_NODE && text.nodeValue?.startsWith(UPLOAD_FAILED))
            text.nodeValue = text.nodeValue.slice(UPLOAD_FAILED.length);
      }
  });
  // Only the notes' own box is watched (the form changes at every key): it is found once Decap has drawn it.
  const drawn = new MutationObserver(() => {
    const notes = document.querySelector('#nc-root .Toastify');
    if (!notes) return;
    drawn.disconnect();
    plain.observe(notes, { childList: true, subtree: true });
  });
  drawn.observe(document.body, { childList: true, subtree: true });
}

/** Decap's action that shows a note (decap-cms-core/src/actions/notifications.ts), by its type. */
const NOTIFICATION_SEND = 'NOTIFICATION_SEND';

/**
 * Decap stops a Publish whose fields break the form's own rules (a phone number not written as the
 * form asks, "25:00" for a time) and moves to the red field, but says "Not saved" only when a field
 * is empty: the office saw her field in red and could not tell whether the rest was saved. Called
 * once Decap has marked the fields (field-marks.ts), this says it as Decap says an empty field.
 */
export function noteEveryFieldRefusal(store: Pick<DecapStore, 'getState' | 'dispatch'>): void {
  const errors = store.getState().entryDraft.get('fieldsErrors') as
    { some(test: (list: { some(test: (error: { type?: string }) => boolean): boolean }) => boolean): boolean } | undefined;
  if (!errors || !errors.some((list) => list.some(() => true))) return;
  // Said by Decap already.
  if (errors.some((list) => list.some((error) => error.type === 'PRESENCE'))) return;
  store.dispatch({
    type: NOTIFICATION_SEND,
    payload: { message: { key: 'ui.toast.missingRequiredField' }, type: 'error', dismissAfter: 8000 },
  });
}
