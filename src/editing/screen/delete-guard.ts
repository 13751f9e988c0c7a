import { deleteCheck } from './check-client';
import { askUser } from './confirm';
import { editablePath } from '../shared/editable';
import type { DeleteAnswer, GonePage } from '../shared/engine';
import { SCREEN_PHRASES } from './phrases';
import { whereSaved } from './where';
import { readHistory } from './history-panel';

/**
 * Deleting an entry (a service, city or brand file) from the screen: before the request reaches the
 * backend, the screen's worker works out what names the entry (read from the loaded site, the same
 * for every kind) and, for an entry that is a page, the redirect from its address to its parent
 * page; a dialog names both and asks. "Delete and redirect" sends the delete and site.yaml with the
 * redirect in one request, so the server checks and writes them as one change.
 *
 * Decap has no event before a delete and asks with window.confirm, which can only say yes or no:
 * its delete question is answered yes here and the real question is this dialog, asked where the
 * delete is sent (the fetch to the backend). A refusal is the backend's own kind of answer (422
 * with a message), which Decap shows in its failure notice. Under Netlify the screen talks to the
 * repository's host directly; there Decap's own question stays and the build's check is the guard.
 */
const DECAP_DELETE_QUESTIONS = [
  SCREEN_PHRASES.editor.editor.onDeletePublishedEntry,
  SCREEN_PHRASES.editor.editor.onDeleteWithUnsavedChanges,
];

export function installDeleteGuard(): void {
  const where = whereSaved();
  if (where.backend === 'netlify') return;
  const api = new URL(where.api, window.location.href).pathname;
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string) => (DECAP_DELETE_QUESTIONS.includes(String(message)) ? true : confirm(message));
  const fetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== api || typeof init?.body !== 'string') return fetch(input, init);
    const request = JSON.parse(init.body) as { action?: string; params?: Record<string, unknown> };
    if (request.action !== 'deleteFile' && request.action !== 'deleteFiles') return fetch(input, init);
    const params = request.params ?? {};
    const paths = request.action === 'deleteFile' ? [String(params.path)] : ((params.paths as string[] | undefined) ?? []);
    const path = paths.find((text) => editablePath(text));
    if (!path) return fetch(input, init);
    const choice = await confirmDelete(await deleteCheck(path));
    // Decap hears a refusal (it has no other way to leave the entry as it was), and its failure note
    // goes as it comes: she chose "Keep it", after a dialog that said why; nothing failed (a red "Not
    // deleted" after "Keep it" read as an error).
    if (choice === 'keep' || choice === 'cannot') {
      quietNextRefusal();
      return refusal('The entry is kept as it was.');
    }
    const body = choice.redirect
      ? { ...request, params: { ...params, dataFiles: [{ path: 'site.yaml', raw: choice.redirect }] } }
      : request;
    return fetch(input, { ...init, body: JSON.stringify(body) });
  };
}

type Decision = 'keep' | 'cannot' | { redirect?: string };

/** The dialog: what the entry is named by, its page and the redirect offered, and the choices. */
export async function confirmDelete(deleteAnswer: DeleteAnswer): Promise<Decision> {
  const title = `Delete ${deleteAnswer.name}?`;
  const named = deleteAnswer.references.length ? [`These entries name ${deleteAnswer.name}:`] : [];
  if (!deleteAnswer.answer.ok)
    return askUser<Decision>(
      title,
      [
        `${deleteAnswer.name} cannot be deleted yet: the site would then have names or links that lead nowhere.`,
        ...(deleteAnswer.references.length ? [`Change or remove each of these first, then delete ${deleteAnswer.name}:`] : []),
      ],
      deleteAnswer.references.length ? deleteAnswer.references : deleteAnswer.answer.errors,
      [{ label: 'Keep it', value: 'cannot' }],
    );
  if (deleteAnswer.page && deleteAnswer.siteWithRedirect)
    return askUser<Decision>(
      title,
      [
        ...named,
        `Its page ${deleteAnswer.page.from} will be gone. Visitors and search engines that still come to that address can be sent on to ${deleteAnswer.page.toName} (${deleteAnswer.page.to}).`,
        ...alsoGoneInWords(deleteAnswer.alsoGone ?? []),
      ],
      deleteAnswer.references,
      [
        {
          label: `Delete and send ${deleteAnswer.page.from} to ${deleteAnswer.page.to}`,
          value: { redirect: deleteAnswer.siteWithRedirect },
        },
        { label: 'Delete without a redirect', value: {} },
        { label: 'Keep it', value: 'keep' },
      ],
    );
  const undo = (await undoable())
    ? 'You can undo it afterwards under Recent changes, at the top of the screen.'
    : 'This cannot be undone from the screen.';
  return askUser<Decision>(title, [...named, undo], deleteAnswer.references, [
    { label: 'Delete', value: {} },
    { label: 'Keep it', value: 'keep' },
  ]);
}

/** Whether a delete can be undone from Recent changes: on the owner's server, when the site's changes are recorded (history-panel.ts). */
async function undoable(): Promise<boolean> {
  if (whereSaved().backend !== 'server') return false;
  const history = await readHistory().catch(() => undefined);
  return Boolean(history?.res.ok && history.body.recorded);
}

/** The pages under the entry's own that go with it, and where each is sent. */
function alsoGoneInWords(pages: GonePage[]): string[] {
  if (!pages.length) return [];
  const one = pages.length === 1;
  const first = pages[0];
  return [
    one
      ? `So will ${first.from}, sent on to ${first.toName} (${first.to}).`
      : `So will the ${pages.length} pages about it, such as ${first.from}; each is sent on to the page above it, such as ${first.toName} (${first.to}).`,
  ];
}

/** Decap's next "Not deleted." note, closed before it is drawn (a note closes when clicked). */
function quietNextRefusal(): void {
  const watch = new MutationObserver(() => {
    const note = [...document.querySelectorAll<HTMLElement>('.Toastify__toast--error')].find((item) =>
      item.textContent?.startsWith('Not deleted.'),
    );
    if (!note) return;
    watch.disconnect();
    note.style.visibility = 'hidden';
    note.click();
  });
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), 10_000);
}

function refusal(error: string): Response {
  return new Response(JSON.stringify({ error }), { status: 422, headers: { 'content-type': 'application/json' } });
}
