/**
 * The audit's reading thread (src/build/audit/read-thread.ts bundles and starts it): it reads the
 * pages it is given with every gate's reader and answers their readings.
 */
import { parentPort } from 'node:worker_threads';
import type { PageAt } from './files';
import { readPage } from './readers';

parentPort!.on('message', ({ id, pages }: { id: number; pages: Array<PageAt & { html: string }> }) => {
  try {
    parentPort!.postMessage({ id, result: pages.map(readPage) });
  } catch (e) {
    parentPort!.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
