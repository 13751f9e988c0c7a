import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { applyFiles, checkWithChanges, createBackend, inOrder, RefusedEdit, type BackendOptions, type Editor } from '../backend';
import { projectFiles } from '../project';
import { readBody } from '../../../http/read-body.server';
import type { Handler } from '../../../http/handler';
import { isPutBack, siteHistory, UndoRefused } from './history';
import { mergeLines } from './merge-lines';
import { parse } from 'yaml';
import type { LivePublisher } from './publisher';

/** The largest request the screen's backend reads (a save with an uploaded image). */
const MAX_BODY = 12 * 1024 * 1024;
/** How long that request may take to arrive (a large image on a slow line). */
const BODY_TIMEOUT_MS = 120_000;

/** What the sign-in side gives this one (src/editing/server/editors/handler.ts). */
export type EditorGate = {
  /** The signed-in editor of a request, or undefined. */
  editorOf(req: IncomingMessage): (Editor & { csrf: string }) | undefined;
  /** For a write: the editor when the session, its Origin and its CSRF token are right; else it has answered 401/403. */
  checkWrite(req: IncomingMessage, res: ServerResponse): Editor | undefined;
};

export type LiveEditingOptions = {
  root: string;
  gate: EditorGate;
  publisher: LivePublisher;
  /** After a change is live: e.g. the server's booking pages and e-mails read the new facts. */
  onLive?: () => void;
  env?: NodeJS.ProcessEnv;
};

/**
 * The editing screen's backend on the owner's server (`npm start`), for signed-in editors only:
 * - `POST /admin/api/v1`: the screen's file actions (src/editing/server/backend.ts: the editable files only,
 *   each change checked first); a save is then built and swapped in live (publisher.ts) and
 *   committed to git by its editor (history.ts); a build that fails puts the files back, leaves the
 *   live site as it was, and the editor reads why.
 * - `GET /admin/api/project.json`: the files the screen's check and preview read.
 * - `GET /admin/api/history`: the recent changes; `POST /admin/api/undo` `{ commit }` undoes one.
 * Changes are made one at a time. When another editor changed a file after this editor opened it,
 * the two changes are merged line by line (git's merge); when they touch the same lines, the save is
 * refused with what to do.
 */
export function liveEditing(opts: LiveEditingOptions): Handler {
  const history = siteHistory(opts.root, opts.env);
  /** The version of each file an editor was last given or saved: where their next save starts from. */
  const bases = new Map<string, string>();
  const baseKey = (by: Editor | undefined, path: string) => `${by?.email ?? ''}\n${path}`;
  const backendOptions: BackendOptions = {
    contentRoot: opts.root,
    codeRoot: opts.root,
    serialise: inOrder(),
    // The build's own check (in its process) refuses what the check refuses; the files are then put back.
    checkFirst: false,
    onRead: (path, text, by) => bases.set(baseKey(by, path), text),
    beforeSave: async (files, by) => {
      for (const [path, mine] of files) {
        if (mine === null) continue;
        const base = bases.get(baseKey(by, path));
        const now = readText(opts.root, path);
        if (base === undefined || now === null || now === base || now === mine) continue;
        files.set(path, await merge(base, now, mine, path));
      }
    },
    onSaved: async (change, by) => {
      const published = await opts.publisher.publish();
      if (!published.ok) {
        // Said in the screen's words (the catalogue's plain message and hint) when the check knows
        // why; the build's own report only for what no check names.
        const answer = checkWithChanges(opts.root, opts.root, new Map());
        // Each with its line when each problem is one error (the check folds repeats).
        const lines = answer.errors.map((error) => /:(\d+):\d+/.exec(error.split('\n')[0])?.[1]);
        const at = (i: number) => (answer.problems.length === answer.errors.length && lines[i] ? ` (line ${lines[i]})` : '');
        const said = answer.problems.length
          ? answer.problems.map((problem, i) => `${problem.message} ${problem.hint}${at(i)}`).join('\n')
          : published.why;
        throw new RefusedEdit(`Not saved: the site would not build with this change, so the live site was left as it was.\n\n${said}`);
      }
      for (const path of change.paths) {
        const text = readText(opts.root, path);
        if (text !== null) bases.set(baseKey(by, path), text);
      }
      await history.commit(change.paths, by ?? { name: 'Website editor', email: 'editor@localhost' }, change.title, change.undoes);
      opts.onLive?.();
    },
  };
  const backend = createBackend(backendOptions);

  return (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (!path.startsWith('/admin/api/') || path === '/admin/api/session') return false;
    if (path === '/admin/api/v1') {
      if (req.method !== 'POST') return send(res, 405, { error: 'The editing screen’s backend answers POST only.' });
      const editor = opts.gate.checkWrite(req, res);
      if (!editor) return true;
      return answerJson(req, res, (body) => backend(body as { action?: unknown; params?: unknown }, editor));
    }
    if (path === '/admin/api/project.json' || path === '/admin/api/history') {
      const editor = opts.gate.editorOf(req);
      if (!editor) return send(res, 401, { error: 'Please sign in again.' });
      if (req.headers['x-csrf-token'] !== editor.csrf) return send(res, 403, { error: 'Reload the editing screen and try again.' });
      if (path === '/admin/api/project.json') return send(res, 200, projectFiles(opts.root));
      return recentChanges(history, opts.root).then((body) => send(res, 200, body));
    }
    if (path === '/admin/api/undo') {
      if (req.method !== 'POST') return send(res, 405, { error: 'Undo is a POST.' });
      const editor = opts.gate.checkWrite(req, res);
      if (!editor) return true;
      return answerJson(req, res, async (body) => {
        const commit = String((body as { commit?: unknown }).commit ?? '');
        try {
          const { message, undoes, changes } = await history.undoChanges(commit);
          await applyFiles(backendOptions, changes, editor, message, undoes);
          return { status: 200, body: { message: undoneNote(message) } };
        } catch (e) {
          if (e instanceof UndoRefused || e instanceof RefusedEdit) return { status: 409, body: { error: e.message } };
          throw e;
        }
      });
    }
    return send(res, 404, { error: 'Not found' });
  };
}

function send(res: ServerResponse, status: number, body: unknown): true {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
    .end(JSON.stringify(body));
  return true;
}

async function answerJson(
  req: IncomingMessage,
  res: ServerResponse,
  work: (body: unknown) => Promise<{ status: number; body: unknown }>,
): Promise<boolean> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return send(res, 415, { error: 'Send JSON.' });
  const raw = await readBody(req, MAX_BODY, BODY_TIMEOUT_MS);
  if (raw === 'too-large') return send(res, 413, { error: 'This is too large to save at once (images: at most 10 MB).' });
  if (raw === 'timeout') return send(res, 408, { error: 'The change did not arrive in time. Nothing was saved: try again.' });
  if (raw === 'aborted') return true;
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return send(res, 400, { error: 'The request could not be read.' });
  }
  try {
    const answer = await work(body);
    return send(res, answer.status, answer.body);
  } catch (e) {
    console.error('live editing:', e);
    return send(res, 500, { error: 'The server could not do this. Nothing was changed.' });
  }
}

function readText(root: string, path: string): string | null {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Another editor's change (`now`, made since this editor opened `base`) and this one's (`mine`),
 * merged line by line; overlapping changes are refused, naming the file.
 */
async function merge(base: string, now: string, mine: string, path: string): Promise<string> {
  const merged = await mergeLines(base, mine, now);
  if (merged !== null) return merged;
  throw new RefusedEdit(
    `Someone else changed the same lines of ${path} while you were editing it. Nothing was saved: reload the page to see their change, then make yours again.`,
    409,
  );
}

/** The office's latest changes, with the business's time zone: the list says its times as the desk and the e-mails do. */
async function recentChanges(history: ReturnType<typeof siteHistory>, root: string) {
  return { changes: await history.recent(20), recorded: history.isRepository(), timeZone: timeZoneOf(root) };
}

/** The business's time zone as site.yaml says it (undefined when it cannot be read: the browser's own is used). */
function timeZoneOf(root: string): string | undefined {
  try {
    const zone = (parse(readFileSync(join(root, 'site.yaml'), 'utf8')) as { business?: { timeZone?: unknown } }).business?.timeZone;
    return typeof zone === 'string' ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** What the screen says once an undo is published: a change undone, or one put back. */
const undoneNote = (message: string) =>
  `${message}. ${isPutBack(message) ? 'The site has this change again.' : 'This change is taken back; the changes saved after it stay.'}`;
