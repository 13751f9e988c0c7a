import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|css|json|xml|txt|svg|mjs)$/;

/**
 * Writes .br and .gz beside every text file over 1 KB, so the server sends compressed bytes without
 * work per request. Hashed assets (few, cached for a year) get brotli's best level; pages a faster
 * level that is within a few percent of it (level 11 on every page would take most of the build).
 */
export function precompress(dir: string): number {
  let count = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const f = join(d, name);
      if (statSync(f).isDirectory()) walk(f);
      else if (TEXT.test(name) && statSync(f).size > 1024) {
        const body = readFileSync(f);
        const quality = /[\\/]assets[\\/]/.test(f) ? 11 : 7;
        writeFileSync(`${f}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
        writeFileSync(`${f}.gz`, gzipSync(body, { level: 9 }));
        count++;
      }
    }
  };
  walk(dir);
  return count;
}
