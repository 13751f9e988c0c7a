import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompress } from './compress';

const root = mkdtempSync(join(tmpdir(), 'compress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function asset(name: string, text: string): string {
  const file = join(root, 'site', 'assets', name);
  mkdirSync(join(root, 'site', 'assets'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

it('an asset compressed by an earlier build is taken from the cache, and the cache keeps only what the last build used', async () => {
  const cache = join(root, 'cache');
  const code = `export const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))};`;
  const a = asset('a.js', code);
  const b = asset('b.js', `${code}\n// b`);
  await precompress([a, b], { cache });
  for (const f of [a, b]) {
    expect(brotliDecompressSync(readFileSync(`${f}.br`)).toString()).toBe(readFileSync(f, 'utf8'));
    expect(gunzipSync(readFileSync(`${f}.gz`)).toString()).toBe(readFileSync(f, 'utf8'));
  }
  expect(readdirSync(cache)).toHaveLength(4);

  // What the cache holds for a.js is what the next build writes: it is not compressed again.
  const entry = readdirSync(cache).find((n) => n.endsWith('.br') && readFileSync(join(cache, n)).equals(readFileSync(`${a}.br`)))!;
  writeFileSync(join(cache, entry), brotliCompressSync('from the cache'));
  await precompress([a], { cache });
  expect(brotliDecompressSync(readFileSync(`${a}.br`)).toString()).toBe('from the cache');
  // b.js was not part of that build: its entries are gone.
  expect(readdirSync(cache).sort()).toEqual([entry, entry.replace(/\.br$/, '.gz')].sort());

  // Changed bytes are a new entry, compressed afresh.
  writeFileSync(a, `${code}\n// changed`);
  await precompress([a], { cache });
  expect(brotliDecompressSync(readFileSync(`${a}.br`)).toString()).toBe(readFileSync(a, 'utf8'));
});
