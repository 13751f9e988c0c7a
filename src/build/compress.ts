import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';

const TEXT = /\.(html|js|css|json|xml|txt|svg|mjs)$/;

/** Text worth compressing: over 1 KB. */
export const compressible = (file: string, bytes: number) => TEXT.test(file) && bytes > 1024;

/**
 * The compressing thread. Hashed assets (few, cached for a year) get brotli's best level; pages
 * level 6, within 0.3 % of level 7 and 9 in size here, at a fraction of the time (level 11 is
 * 10 % smaller but would take 20 s for the pages alone), with a window just large enough for the
 * file: the same output, without brotli setting up (and clearing) its default 4 MB window for
 * every small page. Plain JavaScript, so it runs the same from the TypeScript sources and from
 * the bundle scripts/run.mjs makes.
 */
const WORKER = `
const { parentPort, workerData, threadId } = require('node:worker_threads');
const { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { createHash } = require('node:crypto');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');
const { cache, quality, stop } = workerData;
const used = new Set();
if (cache) mkdirSync(cache, { recursive: true });
const fromCache = (key) => {
  try {
    return { br: readFileSync(join(cache, key + '.br')), gz: readFileSync(join(cache, key + '.gz')) };
  } catch {
    return undefined;
  }
};
// Written under a temporary name and renamed: a build reading the cache never sees half a file.
const toCache = (name, bytes) => {
  const tmp = join(cache, name + '.' + process.pid + '-' + threadId);
  writeFileSync(tmp, bytes);
  renameSync(tmp, join(cache, name));
};
let done = 0;
for (const f of workerData.files) {
  // Asked to stop: the files from here on are left without copies (a file is written whole or not begun).
  if (stop && Atomics.load(stop, 0)) break;
  const body = readFileSync(f);
  const params = quality
    ? { [constants.BROTLI_PARAM_QUALITY]: quality }
    : /[\\\\/]assets[\\\\/]/.test(f)
    ? { [constants.BROTLI_PARAM_QUALITY]: 11 }
    : {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(24, Math.ceil(Math.log2(body.length + 1)))),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
  const key = cache && createHash('sha256').update(JSON.stringify(params)).update(body).digest('hex');
  if (key) used.add(key);
  let out = key && fromCache(key);
  if (!out) {
    out = { br: brotliCompressSync(body, { params }), gz: gzipSync(body, { level: 9 }) };
    if (key) {
      toCache(key + '.br', out.br);
      toCache(key + '.gz', out.gz);
    }
  }
  for (const [to, bytes] of [[f + '.br', out.br], [f + '.gz', out.gz]]) {
    // A copy that is a hard link (to another build's output, or to the live site) is replaced, never
    // written into; one of this folder's own is written over, which costs no new file.
    if ((statSync(to, { throwIfNoEntry: false })?.nlink ?? 0) > 1) rmSync(to);
    writeFileSync(to, bytes);
  }
  done++;
}
// The cache keeps what this build used: an asset that changed is never asked for again.
if (cache && done === workerData.files.length)
  for (const name of readdirSync(cache)) if (!used.has(name.split('.')[0])) rmSync(join(cache, name), { force: true });
parentPort.postMessage(done);
`;

/**
 * Writes a .br and a .gz beside each of the files given (text over 1 KB), so the server sends
 * compressed bytes without work per request; an existing .br or .gz is overwritten. The work runs
 * on a thread of its own, synchronously, while the caller goes on (the build audits the site
 * meanwhile); the returned promise settles when every file is written. One thread: the build
 * machine has two cores and the main thread keeps the other busy. (zlib's asynchronous calls were
 * twice as slow here: every 16 KB of output is a round trip between the thread pool and the main
 * thread.) The client assets are compressed while the pages render (clientAssetCompression).
 * `quality` sets brotli's level for every file (the editing screen's 8 MB of code: level 7, 0.4 s).
 */
export function precompress(files: string[], opts: { cache?: string; quality?: number } = {}): Promise<number> {
  return compressing(files, opts).done;
}

/**
 * precompress, which can be stopped: `stop()` lets the thread finish the file it is on and gives
 * the files it did not begin (none once it is done; a warm builder stops the last generation's
 * compression when the next build starts, and compresses what was left with its own). `done`
 * settles with the number of files written.
 */
export function compressing(
  files: string[],
  opts: { cache?: string; quality?: number } = {},
): { done: Promise<number>; stop(): Promise<string[]> } {
  if (!files.length) return { done: Promise.resolve(0), stop: async () => [] };
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const done = new Promise<number>((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { files, cache: opts.cache, quality: opts.quality, stop } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`compression stopped with exit code ${code}`)));
  });
  return {
    done,
    async stop() {
      Atomics.store(stop, 0, 1);
      return files.slice(await done.catch(() => 0));
    },
  };
}

/**
 * A Vite plugin for the build: when the client build has written its assets, it compresses them
 * on a thread of their own while Vike builds the server bundle and the site is rendered on the main
 * thread. `done()` waits for that work and throws what it threw. Brotli's best level takes about
 * 1 s of a core for the assets, which change only with the code: each asset's compressed files are
 * kept in `cache` under a hash of its bytes (and the settings), and a build whose assets are the
 * same copies them instead.
 */
export function clientAssetCompression(cache?: string): { plugin: Plugin; done(): Promise<void> } {
  let pending: Promise<unknown> | undefined;
  const plugin: Plugin = {
    name: 'client-asset-compression',
    writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || this.environment.mode !== 'build' || !options.dir) return;
      const dir = options.dir;
      // .vite/ holds Vite's manifest: read by Vike, then removed, never served.
      const texts = Object.keys(bundle)
        .filter((key) => !key.startsWith('.vite/'))
        .map((file) => join(dir, file))
        .filter((file) => existsSync(file) && compressible(file, statSync(file).size));
      // A failure is kept (not left as an unhandled rejection) until done() rethrows it.
      pending = precompress(texts, { cache }).then(
        () => undefined,
        (e: unknown) => e,
      );
    },
  };
  return {
    plugin,
    async done() {
      const error = await pending;
      if (error) throw error;
    },
  };
}
