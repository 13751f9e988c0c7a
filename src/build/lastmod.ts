import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../manifest/load';
import type { PageEntry } from '../routes/table';
import { pageSources } from './page-sources';

/**
 * The commit the repository's HEAD names, read from its files (no process started), or undefined
 * when it cannot be told that way (a worktree, a detached or packed state read elsewhere).
 */
function headCommit(root: string): string | undefined {
  try {
    const git = join(root, '.git');
    if (!existsSync(git) || !statSync(git).isDirectory()) return undefined;
    const head = readFileSync(join(git, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return /^[0-9a-f]{40}$/.test(head) ? head : undefined;
    const ref = head.slice(5);
    if (existsSync(join(git, ref))) return readFileSync(join(git, ref), 'utf8').trim();
    const packed = readFileSync(join(git, 'packed-refs'), 'utf8');
    return packed
      .split('\n')
      .find((text) => text.endsWith(` ${ref}`))
      ?.split(' ')[0];
  } catch {
    return undefined;
  }
}

/** The last log read, with the commit it was read at: the owner's server's builder builds after every save, between commits. */
let lastLog: { root: string; head: string; fileDates: Map<string, string> } | undefined;

/**
 * Page URL -> YYYY-MM-DD of the last change to the content it shows (the files its data reads,
 * pageSources): a file's last commit, or, for a file changed since (a save on the owner's server is
 * built before it is committed), the day it was written, in the business's time zone. Pages with no
 * dated content get none.
 */
export function contentDates(root: string, site: Site, pages: PageEntry[]): Map<string, string> {
  const head = headCommit(root);
  const kept = head && lastLog?.root === root && lastLog.head === head ? lastLog.fileDates : undefined;
  const committed = kept ?? logDates(root);
  if (!committed) return new Map();
  if (head && !kept) lastLog = { root, head, fileDates: committed };
  const fileDates = new Map([...committed, ...writtenDates(root, site.manifest.business.timeZone)]);
  const out = new Map<string, string>();
  for (const [url, files] of pageSources(site, pages)) {
    const dates = [...files].map((file) => fileDates.get(file)).filter((text): text is string => Boolean(text));
    if (dates.length) out.set(url, dates.sort().at(-1)!);
  }
  return out;
}

/** The day each content file changed since the last commit (or new since) was last written. */
function writtenDates(root: string, timeZone: string): Map<string, string> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dates = new Map<string, string>();
  try {
    const status = execFileSync('git', ['status', '--porcelain', '-z', '--untracked-files=all', '--', 'content'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    for (const line of status.split('\0')) {
      const file = line.slice(3);
      if (!file.startsWith('content/') || !existsSync(join(root, file))) continue;
      dates.set(file, day.format(statSync(join(root, file)).mtime));
    }
  } catch {
    // No repository: no dates at all (logDates said so first).
  }
  return dates;
}

/** Each content file's last commit date (git log), or undefined where there is no repository. */
function logDates(root: string): Map<string, string> | undefined {
  const fileDates = new Map<string, string>();
  try {
    const log = execFileSync('git', ['log', '--format=@%cs', '--name-only', '--', 'content'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1);
      else if (line && !fileDates.has(line)) fileDates.set(line, date);
    }
  } catch {
    return undefined;
  }
  return fileDates;
}
