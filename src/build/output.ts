import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { builtFiles } from './audit/files';

/**
 * The directory a build is made in, beside the live one: the previous build's output, recycled.
 *
 * A build writes about 1,800 files. Creating them in a new directory and deleting the old output
 * made this machine's disk give back and reallocate the same space on every build (a deleted file
 * is handed back to the virtual disk at once), which cost 0.1-0.8 s per build. So the output of the
 * build before last is the next build's staging directory: a page written again overwrites its
 * file in place, and only what this build does not produce is deleted (before anything is written,
 * so the directory ends up holding exactly this build's files). The swap is renames: the live
 * directory becomes the next staging directory.
 */
export class Staging {
  /** Relative paths of every file this build produces. */
  private readonly planned = new Set<string>();
  private readonly dirs = new Set<string>();
  /** Directories known to exist (made or found), so each is made once. */
  private readonly made = new Set<string>();
  /** Whether the directory was made empty by `prune` (a new generation): nothing in it but what was put since. */
  private empty = false;
  private readonly put = new Set<string>();
  /** Whether a file may be at `rel` already (never in a new directory before it is put there). */
  private mayHave(rel: string): boolean {
    const had = !this.empty || this.put.has(rel);
    this.put.add(rel);
    return had;
  }

  constructor(readonly dir: string) {}

  /** Declares a file of the output (relative, with / separators); anything undeclared is removed by `prune`. */
  plan(rel: string): void {
    this.planned.add(rel);
    for (let dir = dirname(rel); dir !== '.' && !this.dirs.has(dir); dir = dirname(dir)) this.dirs.add(dir);
  }

  /**
   * Removes from the staging directory every file and directory the plan does not name (a file
   * where the plan has a directory, and the reverse, included). Returns how many entries went.
   */
  prune(): number {
    let removed = 0;
    /** Prunes one directory; false when nothing is left in it (and it is removed). */
    const walk = (rel: string): boolean => {
      let kept = false;
      for (const entry of readdirSync(join(this.dir, rel), { withFileTypes: true })) {
        const child = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory() ? this.dirs.has(child) && walk(child) : this.planned.has(child)) {
          kept = true;
        } else if (!entry.isDirectory() || !this.dirs.has(child)) {
          rmSync(join(this.dir, child), { recursive: true, force: true });
          removed++;
        }
      }
      if (rel && !kept) rmdirSync(join(this.dir, rel));
      return kept;
    };
    this.empty = false;
    this.put.clear();
    if (existsSync(this.dir)) walk('');
    else {
      mkdirSync(this.dir, { recursive: true });
      this.empty = true;
    }
    return removed;
  }

  /**
   * Writes planned files (their directories made when missing), the writing itself on the thread
   * pool: the build goes on (the audit reads the texts it has) while the disk takes them. A file
   * that was not planned throws at once; the promise settles when every file is written.
   */
  writeAll(files: Iterable<[rel: string, text: string]>): Promise<void> {
    const writes: Array<Promise<void>> = [];
    for (const [rel, text] of files) writes.push(writeFile(this.toWrite(rel), text));
    return Promise.all(writes).then(() => undefined);
  }

  /** Where a planned file is written: its directory made, and a file linked in there before unlinked. */
  private toWrite(rel: string): string {
    if (!this.planned.has(rel)) throw new Error(`${rel} is written but was not planned`);
    const file = join(this.dir, rel);
    this.mkdir(dirname(file));
    // A file linked in from a cache (by the build before last, at a path this build writes) is
    // unlinked first: writing into it would change the cache.
    if (this.mayHave(rel) && (statSync(file, { throwIfNoEntry: false })?.nlink ?? 0) > 1) rmSync(file);
    return file;
  }

  /** Every file under `from`, relative to it (another build step's output, to plan and move in). */
  static filesOf(from: string): string[] {
    return [...builtFiles(from)].map((file) => relative(from, file).split(sep).join('/'));
  }

  /**
   * Puts files of another build step's output that must stay there (a cache) into `under/`: as hard
   * links, which cost no copy (the recycled output usually has the same links already), or as
   * copies on another disk. Nothing writes into them: they are replaced, never changed in place.
   */
  linkIn(from: string, files: string[], under = ''): void {
    for (const rel of files) {
      const to = under ? `${under}/${rel}` : rel;
      if (!this.planned.has(to)) throw new Error(`${to} is linked in but was not planned`);
      const source = join(from, rel);
      const target = join(this.dir, to);
      if (this.mayHave(to)) {
        if (existsSync(target) && statSync(target).ino === statSync(source).ino) continue;
        rmSync(target, { force: true });
      }
      this.mkdir(dirname(target));
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }

  private mkdir(dir: string): void {
    if (this.made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.made.add(dir);
  }
}

/**
 * Puts the staging directory in place of the live one. The previous live directory becomes the
 * staging directory (recycled by the next build). Where the two are on different disks, the
 * staging directory is copied instead.
 */
export function swapIn(staging: string, target: string): void {
  const aside = `${staging}.swap`;
  rmSync(aside, { recursive: true, force: true });
  try {
    if (existsSync(target)) renameSync(target, aside);
    renameSync(staging, target);
    if (existsSync(aside)) renameSync(aside, staging);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    // Another disk (the first rename failed, nothing moved): the live directory is replaced by a
    // copy, and the staging directory stays as it is.
    rmSync(target, { recursive: true, force: true });
    cpSync(staging, target, { recursive: true });
  }
}
