import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PartToDraw, RenderHelper } from '../app/render-site.server';
import { lazyThread } from './thread-calls';

/**
 * The helper thread: it loads the same server bundle as the build (so the same components, made in
 * the same order) and draws the pages it is given with it (renderPart, finishPart of the bundle's
 * global context). Plain JavaScript, so it runs the same from the TypeScript sources and from the
 * bundle scripts/run.mjs makes. Vike warns once when its production runtime starts in a process
 * that has loaded Vite; only that warning is left out, as on the build's own thread.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const warn = console.warn;
console.warn = (...args) => void (String(args[0]).includes('vike.dev/warning/setup') || warn(...args));
const context = (async () => {
  await import(workerData.entry);
  const { getGlobalContextAsync } = await import(workerData.vike);
  return getGlobalContextAsync(true);
})();
parentPort.on('message', async ({ id, op, arg }) => {
  try {
    const globalContext = await context;
    const result = op === 'render' ? await globalContext.renderPart(arg) : await globalContext.finishPart(arg);
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
`;

/** A helper thread drawing pages with the server bundle in `serverDir`; `close` ends it. */
export type RenderThread = RenderHelper & { readonly serverDir: string; close(): Promise<void> };

/**
 * A helper thread for renderSite (src/app/render-site.server.tsx) with the server bundle in
 * `serverDir`, started when it is first asked to draw (a build that draws a few pages, or none,
 * never starts it); it then loads the bundle while this thread draws its own share. It does not
 * keep the process alive. A thread that failed or ended answers every later call with its error.
 */
export function renderThread(serverDir: string): RenderThread {
  const thread = lazyThread<{ op: 'render' | 'finish'; arg: PartToDraw | boolean[] }, string[]>(
    () =>
      new Worker(WORKER, {
        eval: true,
        workerData: { entry: pathToFileURL(join(serverDir, 'entry.mjs')).href, vike: import.meta.resolve('vike/server') },
      }),
    'the render helper thread',
  );
  return {
    serverDir,
    render: (part) => thread.call({ op: 'render', arg: part }),
    finish: (noindex) => thread.call({ op: 'finish', arg: noindex }),
    close: thread.close,
  };
}
