import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(html|js|css|json|xml|txt|svg|mjs)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text worth compressing: over 1 KB. */
export const compressible = (file: string) => TEXT.test(file) && statSync(file).size > 1024;

function textFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const f = join(dir, name);
    if (statSync(f).isDirectory()) textFiles(f, out);
    else if (compressible(f)) out.push(f);
  }
  return out;
}

/**
 * Writes .br and .gz beside every text file over 1 KB, so the server sends compressed bytes without
 * work per request. Hashed assets (few, cached for a year) get brotli's best level; pages level 6,
 * within 0.3 % of level 7 and 9 in size here, at a fraction of the time (level 11 is 10 % smaller
 * but would take 20 s for the pages alone).
 *
 * Every file is read and queued at once: zlib compresses on libuv's thread pool, so the work runs
 * on the other cores while the caller goes on (the build audits the site meanwhile) and the
 * returned promise settles when every file is written. Files that already have a .br are left
 * alone: the client assets are compressed while the pages prerender (startAssetCompression).
 */
export function precompress(dir: string, files = textFiles(dir).filter((f) => !existsSync(`${f}.br`))): Promise<number> {
  const jobs = files.flatMap((f) => {
    const body = readFileSync(f);
    const asset = /[\\/]assets[\\/]/.test(f);
    const params = asset
      ? { [constants.BROTLI_PARAM_QUALITY]: 11 }
      : {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          // A window just large enough for the file: the same output, without brotli setting up
          // (and clearing) its default 4 MB window for every small page.
          [constants.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(24, Math.ceil(Math.log2(body.length + 1)))),
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        };
    return [
      brotli(body, { params }).then((b) => writeFile(`${f}.br`, b)),
      gz(body, { level: 9 }).then((b) => writeFile(`${f}.gz`, b)),
    ];
  });
  return Promise.all(jobs).then(() => files.length);
}

/** Where the client build's compression is kept until build.ts awaits it. */
const PENDING = '__baywiseAssetCompression';

/**
 * Called when the client build has written its assets: compresses them on the thread pool while
 * Vike builds the server bundle and prerenders the pages on the main thread.
 */
export function startAssetCompression(dir: string, files: string[]): void {
  const texts = files.map((f) => join(dir, f)).filter((f) => existsSync(f) && compressible(f));
  (globalThis as Record<string, unknown>)[PENDING] = precompress(dir, texts);
}

/** Waits for the compression startAssetCompression began, if any. */
export async function assetCompression(): Promise<void> {
  const g = globalThis as Record<string, unknown>;
  const pending = g[PENDING] as Promise<number> | undefined;
  g[PENDING] = undefined;
  await pending;
}
