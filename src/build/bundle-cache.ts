import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../editing/server/project';

/**
 * Bundles made by Vite depend on the code and the installed packages, not on
 * site.yaml or the content YAML files (the pages read those when they are rendered). Most builds
 * change content only, so a bundle is kept in a cache folder under a hash of what it is made from
 * and made again only when one of those files changes.
 */
export type BundleCache = {
  /** The cache's folder of this bundle (complete when `marker` exists in it). */
  dir: string;
  /** The folder if it holds a complete bundle (and marks it as just used), else undefined. */
  hit(): string | undefined;
  /** Puts a bundle made in `work` into the cache whole and returns its folder there. */
  keep(work: string): string;
};

/**
 * `cacheRoot` holds one folder per hash; the three most recently used are kept, and any used in the
 * last hour. `extra` names the files and folders the bundle also reads besides src/ and the packages;
 * `unread` the files of src/ it never reads (another bundle's code, or a file made from the content).
 */
export function bundleCache(root: string, cacheRoot: string, marker: string, extra: string[] = [], unread?: Unread): BundleCache {
  const dir = join(cacheRoot, inputsHash(root, extra, unread));
  return {
    dir,
    hit() {
      if (!existsSync(join(dir, marker))) return undefined;
      const now = new Date();
      utimesSync(dir, now, now);
      return dir;
    },
    keep(work) {
      // Renamed into place whole, so a reader never sees half of one; a build that finished the
      // same bundle first wins.
      mkdirSync(cacheRoot, { recursive: true });
      try {
        moveWhole(work, dir);
      } catch (e) {
        if (!existsSync(join(dir, marker))) throw e;
        rmSync(work, { recursive: true, force: true });
      }
      // Another build (of another checkout or scratch site sharing the cache) may be rendering with a
      // bundle used a moment ago: only one unused for an hour goes.
      const hourAgo = Date.now() - 3600_000;
      const kept = readdirSync(cacheRoot)
        .filter((name) => /^[0-9a-f]{16}$/.test(name))
        .map((name) => ({ name, time: statSync(join(cacheRoot, name)).mtimeMs }))
        .sort((a, b) => b.time - a.time);
      for (const old of kept.slice(3)) if (old.time < hourAgo) rmSync(join(cacheRoot, old.name), { recursive: true, force: true });
      return dir;
    },
  };
}

/**
 * Renames `work` to `dir`; when the two are on different disks (a project whose node_modules is
 * mounted elsewhere), copies it beside `dir` first and renames that, so `dir` is never half there.
 */
function moveWhole(work: string, dir: string): void {
  try {
    renameSync(work, dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    const beside = `${dir}.${process.pid}`;
    cpSync(work, beside, { recursive: true });
    renameSync(beside, dir);
    rmSync(work, { recursive: true, force: true });
  }
}

/** Each file's hash with the size and time it had: a builder that asks again reads only what changed. */
const digests = new Map<string, { size: bigint; mtime: bigint; digest: Buffer }>();

/** The sha256 of a file, read again only when its size or time (in nanoseconds) changed. */
export function digestOf(file: string): Buffer {
  const st = statSync(file, { bigint: true });
  const known = digests.get(file);
  if (known && known.size === st.size && known.mtime === st.mtimeNs) return known.digest;
  const digest = createHash('sha256').update(readFileSync(file)).digest();
  digests.set(file, { size: st.size, mtime: st.mtimeNs, digest });
  return digest;
}

/** Files of src/ (paths relative to the project) a bundle is not made from. */
export type Unread = (rel: string) => boolean;

/**
 * The editing feature's files (src/editing/): the site's bundles never import them (the layers of
 * eslint.config.js put editing above the pages; bundle-inputs.test.ts proves the build's config does
 * not reach them either), so a change there, such as the screen's configuration, keeps the site's bundles.
 */
export const notSiteCode: Unread = (rel) => rel.startsWith('src/editing/');

/**
 * The editing screen's configuration, made from the content (a city added, a price changed): read
 * beside the screen's page, never bundled (src/editing/screen/config.ts), so an edit of the content
 * keeps the screen's bundle.
 */
export const notScreenCode: Unread = (rel) => rel === 'src/editing/shared/config.generated.json';

/**
 * A hash of every file a bundle is made from: src/ but the `unread` files, the installed packages'
 * versions, and `extra` (page bodies are page data, not code: decision 045).
 */
export function inputsHash(root: string, extra: string[] = [], unread: Unread = () => false): string {
  const hash = createHash('sha256');
  const add = (file: string) =>
    hash
      .update(file)
      .update('\0')
      .update(digestOf(join(root, file)))
      .update('\0');
  // npm's record of what is installed (a scratch site may have no lockfile of its own).
  add(existsSync(join(root, 'node_modules/.package-lock.json')) ? 'node_modules/.package-lock.json' : 'package.json');
  for (const file of filesUnder(root, 'src')) if (!unread(file)) add(file);
  for (const name of extra) {
    if (!existsSync(join(root, name))) continue;
    if (statSync(join(root, name)).isDirectory()) for (const file of filesUnder(root, name)) add(file);
    else add(name);
  }
  return hash.digest('hex').slice(0, 16);
}
