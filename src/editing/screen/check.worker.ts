/// <reference lib="webworker" />
/**
 * The editing screen's worker: the project's check and the page preview run here, off the screen's
 * thread (a check over every file takes about a second). Messages: `{ id, op: 'check' | 'preview' |
 * 'gone', path, text }` and `{ id, op: 'delete', path }` answered with `{ id, result }`, and
 * `{ op: 'saved', path, text }` after a save.
 */
import type { ProjectFiles } from '../shared/engine';
import type { FormCollection } from '../shared/form-place';
import { SCREEN_CONFIG_PATH } from '../../routes/urls';

// The check and the renderer read process.env as they do on Node; here it is empty.
(globalThis as { process?: unknown }).process ??= { env: {}, cwd: () => '/project' };

type Request =
  | { id?: number; op: 'check' | 'preview' | 'saved'; path: string; text: string }
  | { id: number; op: 'delete'; path: string }
  | { id: number; op: 'gone'; path: string; text: string }
  | { id: number; op: 'file'; path: string }
  | { op: 'source'; url: string; headers: Record<string, string> };

let engine: Promise<typeof import('../shared/engine')> | undefined;
/** The files as last fetched, the text of that answer, and the files saved since. */
let base: { text: string; files: ProjectFiles } | undefined;
let saved: ProjectFiles = {};
/** Where the project's files come from: set by the screen (main.ts) for the backend it signed in to. */
let source: { url: string; headers: Record<string, string> } = { url: '/admin/project.json', headers: {} };

/**
 * The project's files (revalidated on each call): under `npm run edit` `/admin/project.json`, read
 * from disk; on the owner's server the same behind the editor's session; on Netlify the deployed
 * commit's, from the site's function after the editor signed in. The files this screen saved since
 * are laid on top until a new version of the files arrives (the site rebuilt with them).
 */
async function projectFiles(): Promise<ProjectFiles> {
  const res = await fetch(source.url, { cache: 'no-cache', headers: source.headers, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`The project's files could not be read (${res.status}).`);
  const text = await res.text();
  if (base?.text !== text) {
    base = { text, files: JSON.parse(text) as ProjectFiles };
    saved = {};
  }
  return { ...base.files, ...saved };
}

/**
 * The screen's forms (its configuration, as main.ts reads it), for the preview's list of problems to
 * name each field's place in the form's labels; none when it cannot be read (the list then names
 * places as the check does). Read once: the preview is drawn again at every change while a problem
 * stands, and the forms' labels do not change with the entries.
 */
let forms: Promise<FormCollection[]> | undefined;
function screenForms(): Promise<FormCollection[]> {
  forms ??= fetch(SCREEN_CONFIG_PATH, { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<{ collections?: FormCollection[] }>) : undefined))
    .then((config) => config?.collections ?? [])
    .catch(() => [])
    .then((collections) => {
      // Not read (offline a moment): asked again next time.
      if (!collections.length) forms = undefined;
      return collections;
    });
  return forms;
}

// One request at a time: a check mounts the project's files and a preview swaps a long text's
// component while it draws, so two requests must not interleave at an await.
let queue = Promise.resolve();
self.onmessage = (event: MessageEvent<Request>) => {
  queue = queue.then(() => answer(event.data));
};

async function answer(request: Request): Promise<void> {
  if (request.op === 'source') {
    source = { url: request.url, headers: request.headers };
    base = undefined;
    return;
  }
  if (request.op === 'saved') {
    saved[request.path] = request.text;
    return;
  }
  const { id, op, path } = request;
  if (request.op === 'file') {
    // null: the files could not be read (a save must not start from nothing).
    const files = await projectFiles().catch(() => undefined);
    self.postMessage({ id, result: files ? (files[path] ?? '') : null });
    return;
  }
  try {
    engine ??= import('../shared/engine');
    const [edits, files] = await Promise.all([engine, projectFiles()]);
    const origin = self.location.origin;
    const result =
      request.op === 'delete'
        ? edits.deleteEdit(files, path)
        : request.op === 'gone'
          ? edits.goneEdit(files, path, request.text)
          : request.op === 'check'
            ? edits.checkEdit(files, path, request.text)
            : await edits.previewEdit(files, path, request.text, origin, screenForms);
    self.postMessage({ id, result });
  } catch (err) {
    console.error(err);
    const message = `The check could not run: ${err instanceof Error ? err.message : String(err)}`;
    const failed = { ok: false, errors: [message], problems: [] };
    self.postMessage({
      id,
      result:
        op === 'check'
          ? failed
          : op === 'delete'
            ? { name: path, references: [], answer: failed }
            : op === 'gone'
              ? { pages: [] }
              : `<pre>${message.replace(/</g, '&lt;')}</pre>`,
    });
  }
}
