import type { CheckAnswer, DeleteAnswer, GoneAnswer } from '../shared/engine';

/** The editing screen's side of check.worker.ts: one worker, answers matched to requests by id. */
let worker: Worker | undefined;
let next = 0;
const waiting = new Map<number, (result: unknown) => void>();

function theWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module', name: 'site-check' });
    worker.onmessage = (e: MessageEvent<{ id: number; result: unknown }>) => {
      waiting.get(e.data.id)?.(e.data.result);
      waiting.delete(e.data.id);
    };
  }
  return worker;
}

function ask<T>(op: 'check' | 'preview' | 'delete' | 'gone' | 'file', path: string, text?: string): Promise<T> {
  const id = ++next;
  return new Promise<T>((resolve) => {
    waiting.set(id, resolve as (result: unknown) => void);
    theWorker().postMessage({ id, op, path, ...(text === undefined ? {} : { text }) });
  });
}

/** `npm run check` over the project with `path` saved as `text`. */
export const checkEdit = (path: string, text: string) => ask<CheckAnswer>('check', path, text);
/** The page `path` saved as `text` would make (HTML without scripts), or the check's messages. */
export const previewEdit = (path: string, text: string) => ask<string>('preview', path, text);
/** What deleting `path` would do: what names it, its page and the redirect for it, the check without it. */
export const deleteCheck = (path: string) => ask<DeleteAnswer>('delete', path);
/** The pages saving `path` as `text` takes off the site, and site.yaml with a redirect for each. */
export const goneCheck = (path: string, text: string) => ask<GoneAnswer>('gone', path, text);
/** The text of `path` as the project's files hold it now ('' when there is no such file; null when they could not be read). */
export const fileText = (path: string) => ask<string | null>('file', path);
/** After a save: the worker checks the next edits against it until the project's files are read anew. */
export const savedEdit = (path: string, text: string) => theWorker().postMessage({ op: 'saved', path, text });
/** Where the worker reads the project's files (main.ts, once it knows the backend the editor signed in to). */
export const setProjectSource = (url: string, headers: Record<string, string> = {}) =>
  theWorker().postMessage({ op: 'source', url, headers });
