import { unwatchFile, watchFile, type Stats } from 'node:fs';

/**
 * Calls `onNew` each time a new build takes the place of `dir` while the server runs: `npm run build`
 * renames its finished folder into place (src/build/output.ts swapIn), so the path names another
 * folder (another inode). Polled, not watched: a rename of the folder itself is seen on every file
 * system, and a stat a second costs nothing. The watch keeps no process alive; the returned function ends it.
 */
export function onRebuild(dir: string, onNew: () => void, intervalMs = 1000): () => void {
  let seen: number | undefined;
  const check = (now: Stats, before: Stats) => {
    seen ??= before.ino;
    // ino 0: the folder is gone for the moment (between the build's two renames).
    if (now.ino === 0 || now.ino === seen) return;
    seen = now.ino;
    onNew();
  };
  watchFile(dir, { interval: intervalMs, persistent: false }, check);
  return () => unwatchFile(dir, check);
}
