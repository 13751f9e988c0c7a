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
  const file = asset('a.js', code);
  const text = asset('b.js', `${code}\n// b`);
  await precompress([file, text], { cache });
  for (const path of [file, text]) {
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(readFileSync(path, 'utf8'));
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(readFileSync(path, 'utf8'));
  }
  expect(readdirSync(cache)).toHaveLength(4);

  // What the cache holds for a.js is what the next build writes: it is not compressed again.
  const entry = readdirSync(cache).find(
    (fileName) => fileName.endsWith('.br') && readFileSync(join(cache, fileName)).equals(readFileSync(`${file}.br`)),
  )!;
  writeFileSync(join(cache, entry), brotliCompressSync('from the cache'));
  await precompress([file], { cache });
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe('from the cache');
  // b.js was not part of that build: its entries are gone.
  expect(readdirSync(cache).sort()).toEqual([entry, entry.replace(/\.br$/, '.gz')].sort());

  // Changed bytes are a new entry, compressed afresh.
  writeFileSync(file, `${code}\n// changed`);
  await precompress([file], { cache });
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(readFileSync(file, 'utf8'));
});
