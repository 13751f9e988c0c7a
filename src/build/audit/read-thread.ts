import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageAt } from './files';
import { lazyThread } from '../thread-calls';

/** A thread that reads pages for the audit (every gate's reader, src/build/audit/readers.ts). */
export type ReadThread = { read(pages: Array<PageAt & { html: string }>): Promise<unknown[][]>; close(): Promise<void> };

/**
 * The audit's second reader: on the first call, the project's reading code (`root`/src: the code of
 * the build that asks) is bundled with esbuild, about 50 ms, and started on a thread of its own;
 * it then reads its share of the pages while the build's thread reads the rest (auditSite). It does
 * not keep the process alive; a thread that failed answers every later call with its error.
 */
export function readThread(root: string): ReadThread {
  const thread = lazyThread<{ pages: Array<PageAt & { html: string }> }, unknown[][]>(
    async () => new Worker(pathToFileURL(await bundled(root))),
    "the audit's reading thread",
  );
  return { read: (pages) => thread.call({ pages }), close: thread.close };
}

/** The reading code of the project in `root`, bundled into .build/threads/ (beside its packages, which it imports by name); its path. */
async function bundled(root: string): Promise<string> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [join(root, 'src/build/audit/reader-entry.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'error',
  });
  // Written whole before it is started.
  const dir = join(root, '.build', 'threads');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'audit-reader.mjs');
  writeFileSync(`${file}.${process.pid}`, outputFiles[0].contents);
  renameSync(`${file}.${process.pid}`, file);
  return file;
}
