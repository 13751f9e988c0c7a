import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { renderMemo, type RenderMemo } from '../app/render-memo';
import type { AuditReadings } from './audit';
import { pageFile } from '../routes/files';
import { compressible } from './compress';

/**
 * What `npm run build` keeps for the next one (decision 067): the render's memo and the audit's
 * readings, the same state a long-lived builder keeps in memory between saves (WarmBuild), on disk.
 * A page whose data and shell are those of the last build is not rendered again, a page whose HTML
 * is unchanged is not parsed again; the output is the same, byte for byte.
 *
 * Both are functions of the code: the render's of the site bundle (its folder in the bundle cache
 * is named by a hash of what it is made from), the audit's of the build's own code (the bundle
 * scripts/run.mjs made). The state is kept under both; other code finds none and starts empty.
 * The state is for one output folder (where its pages are read back). Kept only when the build
 * runs from that bundle (.mjs), never from the TypeScript sources, whose imports could change
 * without the file that is hashed. `save(siteBundle)` keeps it for builds with that site bundle (a
 * fresh bundle's folder is known only after the render).
 */
export type KeptState = {
  memo: RenderMemo;
  readings: AuditReadings;
  /**
   * The output folder as the generation to link unchanged files from, when the last build had the
   * same code (so a file of it, with its compressed copies, is what this code writes for that text).
   */
  output?: Generation;
  save(siteBundle: string): void;
};

/** A built site to link unchanged files from: its folder, and the text of each of its files by path. */
export type Generation = { dir: string; texts: { get(rel: string): string | undefined } };

/**
 * The output folder's files, each read once when first asked for (the kept pages' documents, then
 * the files a build compares with its own): a file missing a compressed copy is not offered.
 */
function outputOf(dir: string): Generation {
  const read = new Map<string, string | undefined>();
  const textOf = (rel: string) => {
    try {
      const text = readFileSync(join(dir, rel), 'utf8');
      const whole =
        !compressible(rel, Buffer.byteLength(text)) || (existsSync(join(dir, `${rel}.br`)) && existsSync(join(dir, `${rel}.gz`)));
      return whole ? text : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    dir,
    texts: {
      get(rel) {
        if (!read.has(rel)) read.set(rel, textOf(rel));
        return read.get(rel);
      },
    },
  };
}

const FILE = join('.build', 'cache', 'last-build.v8');

/** The state the last build with the same code left, or an empty one; undefined when the build runs from its sources. */
export function keptState(root: string, siteBundle: string, outDir: string): KeptState | undefined {
  const code = ownCode();
  if (!code) return undefined;
  // The output folder too: `same` speaks of what is in it.
  const keyOf = (bundle: string) => `${bundle}\0${code}\0${resolve(root, outDir)}`;
  const file = join(root, FILE);
  const state: Omit<KeptState, 'save'> = { memo: renderMemo(), readings: new Map() };
  const documents = new Map<string, { html: string; hash: string }>();
  try {
    const kept = deserialize(readFileSync(file)) as Kept;
    if (kept.key === keyOf(siteBundle)) {
      state.output = outputOf(resolve(root, outDir));
      Object.assign(state, fromKept(kept, state.output, documents));
    }
  } catch {
    // none yet, or unreadable: start empty
  }
  return {
    ...state,
    save(bundle) {
      mkdirSync(dirname(file), { recursive: true });
      // Under a temporary name, then renamed: two builds at once never read half a file.
      const tmp = `${file}.${process.pid}`;
      writeFileSync(tmp, serialize(toKept(keyOf(bundle), state.memo, state.readings, documents)));
      renameSync(tmp, file);
    },
  };
}

/**
 * On disk, a page's document is not kept twice (the memo's and the readings'), nor at all: it is
 * the page's file in the output, named by its hash. A page whose file is not that document any more
 * (changed by hand, or another build's) is rendered and read again.
 */
type Kept = {
  key: string;
  shell: string;
  shingles: RenderMemo['shingles'];
  pages: Array<[string, { data: string; text: string; noindex: boolean; html: string }]>;
  readings: Array<[string, { html: string; reads: unknown[] }]>;
};

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64');

/** `documents`: what was read from the output at the start, with its hash (not computed twice). */
function toKept(key: string, memo: RenderMemo, readings: AuditReadings, documents: Map<string, { html: string; hash: string }>): Kept {
  const hashed = (url: string, html: string) => {
    const known = documents.get(url);
    if (known?.html === html) return known.hash;
    const hash = hashOf(html);
    documents.set(url, { html, hash });
    return hash;
  };
  return {
    key,
    shell: memo.shell,
    shingles: memo.shingles,
    pages: [...memo.pages].map(([url, item]) => [url, { ...item, html: hashed(url, item.html) }]),
    readings: [...readings].map(([url, result]) => [url, { ...result, html: hashed(url, result.html) }]),
  };
}

function fromKept(
  kept: Kept,
  output: Generation,
  documents: Map<string, { html: string; hash: string }>,
): { memo: RenderMemo; readings: AuditReadings } {
  /** The page's document in the output, if it is the one hashed. */
  const documentOf = (url: string, hash: string) => {
    if (!documents.has(url)) {
      const html = output.texts.get(pageFile(url));
      if (html !== undefined) documents.set(url, { html, hash: hashOf(html) });
    }
    const doc = documents.get(url);
    return doc?.hash === hash ? doc.html : undefined;
  };
  const pages: RenderMemo['pages'] = new Map();
  for (const [url, item] of kept.pages) {
    const html = documentOf(url, item.html);
    if (html !== undefined) pages.set(url, { ...item, html });
  }
  const readings: AuditReadings = new Map();
  for (const [url, result] of kept.readings) {
    const html = documentOf(url, result.html);
    if (html !== undefined) readings.set(url, { ...result, html });
  }
  return { memo: { shell: kept.shell, shingles: kept.shingles, pages }, readings };
}

let codeHash: string | undefined | null = null;
/** A hash of the bundle this build runs from (scripts/run.mjs makes it); undefined when it runs from the sources. */
export function ownCode(): string | undefined {
  if (codeHash !== null) return codeHash;
  const self = import.meta.url.startsWith('file:') ? fileURLToPath(import.meta.url) : '';
  codeHash = self.endsWith('.mjs') ? createHash('sha256').update(readFileSync(self)).digest('hex') : undefined;
  return codeHash;
}
