import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { changeTitle, changeWords } from './change-words';
import { listJoin } from '../../../manifest/words';
import { mergeLines } from './merge-lines';

const run = promisify(execFile);

/** The files the editing screen changes: history lists only the commits that touch them. */
export const EDITED_PATHS = ['site.yaml', 'content', 'public/images'];

export type Author = { name: string; email: string };
/**
 * One change of the history: its title (`message`) and, when it made several, each of them
 * (`details`); an undo names the change it undid (`undoes`); a change undone (and not put back
 * since) is `undone`.
 */
export type Change = {
  commit: string;
  name: string;
  email: string;
  date: string;
  message: string;
  details: string[];
  paths: string[];
  undoes?: string;
  undone?: boolean;
};

/** The trailer that marks a commit made from the editing screen (a save or an undo). */
const TRAILER = 'Made-with';
const FROM_SCREEN = 'the editing screen';
/** The trailer of an undo: the commit it undid. */
const UNDOES = 'Undoes';

/** Runs git in `root` (never with a shell), as `by` (author and committer) when given. */
function gitIn(root: string, env: NodeJS.ProcessEnv) {
  return async (args: string[], by?: Author): Promise<string> => {
    const who = by
      ? { GIT_AUTHOR_NAME: by.name, GIT_AUTHOR_EMAIL: by.email, GIT_COMMITTER_NAME: by.name, GIT_COMMITTER_EMAIL: by.email }
      : {};
    const { stdout } = await run('git', args, {
      cwd: root,
      env: { ...env, ...who, GIT_TERMINAL_PROMPT: '0' },
      maxBuffer: 32 * 1024 * 1024,
    });
    return stdout;
  };
}

function isWorkTree(root: string, env: NodeJS.ProcessEnv): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, env, encoding: 'utf8', stdio: 'pipe' }).trim() === 'true'
    );
  } catch {
    return false;
  }
}

const LOG_FORMAT = `--format=%x1e%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1f%b%x1f%(trailers:key=${TRAILER},valueonly,separator=%x2C)%x1f%(trailers:key=${UNDOES},valueonly,separator=%x2C)%x1d`;

/**
 * git log's records (%x1e before each, fields split by %x1f, %x1d before the changed files' names):
 * the changes made from the screen, and those that changed nothing but the edited files (the
 * office's own content commits); a developer's change of code or a merge is not the office's to undo.
 */
function changesOf(out: string): Change[] {
  return out
    .split('\x1e')
    .filter((text) => text.trim())
    .flatMap((chunk) => {
      const [head, names = ''] = chunk.split('\x1d');
      const [commit, name, email, date, message, body, trailer, undoes] = head.split('\x1f');
      const paths = names.split('\n').filter(Boolean);
      const fromScreen = trailer.trim() === FROM_SCREEN;
      // The office's own changes only: a commit made in git (a developer's, content only or not) is
      // not the office's to undo from the screen.
      if (!fromScreen) return [];
      const details = body
        .split('\n')
        .map((text) => text.replace(/^- /, '').trim())
        .filter((text) => text && !text.startsWith(`${TRAILER}:`) && !text.startsWith(`${UNDOES}:`));
      return [{ commit, name, email, date, message, details, paths, ...(undoes.trim() ? { undoes: undoes.trim() } : {}) }];
    });
}

const isEdited = (path: string) => EDITED_PATHS.some((text) => path === text || path.startsWith(`${text}/`));

/**
 * The site's history is its git repository: every save on the owner's server is a commit authored by
 * the editor, and an undo is a commit that puts the files of one change back as they were before it.
 * `git` runs in the project (the folder that holds site.yaml), with the editor as author and
 * committer, and never with a shell.
 */
export function siteHistory(root: string, env: NodeJS.ProcessEnv = process.env) {
  const git = gitIn(root, env);
  let repository: boolean | undefined;
  const isRepository = (): boolean => (repository ??= isWorkTree(root, env));
  return {
    isRepository,

    /**
     * Records the files as they are now, by `by`, titled with what changed in the office's words
     * (change-words.ts; `title` when the change is worded already, as an undo is), marked as made
     * from the screen, and an undo with the change it undid (`undoes`); nothing when they hold no change.
     */
    async commit(paths: string[], by: Author, title?: string, undoes?: string): Promise<string | undefined> {
      if (!isRepository()) return undefined;
      await git(['add', '-A', '--', ...paths]);
      const staged = (await git(['diff', '--cached', '--name-only', '--relative', '--', ...paths])).split('\n').filter(Boolean);
      if (!staged.length) return undefined;
      const phrases = title ? [title] : await wordsOf(root, staged);
      const body = phrases.length > 1 ? `${phrases.map((phrase) => `- ${phrase}`).join('\n')}\n\n` : '';
      const trailers = `${TRAILER}: ${FROM_SCREEN}${undoes ? `\n${UNDOES}: ${undoes}` : ''}`;
      const message = `${changeTitle(phrases)}\n\n${body}${trailers}`;
      await git(['commit', '-q', '--no-verify', '-m', message, '--', ...paths], by);
      const sha = (await git(['rev-parse', 'HEAD'])).trim();
      if (env.GIT_PUSH === '1') void this.push();
      return sha;
    },

    /** Sends the branch to its remote (GIT_PUSH=1), so that a site built from the repository follows. */
    async push(): Promise<void> {
      try {
        await git(['push', '--quiet']);
      } catch (e) {
        console.error(`git push failed (the change is saved here and will go with the next push): ${(e as Error).message.split('\n')[0]}`);
      }
    },

    /** The latest changes the office made (changesOf), newest first, from the last `scan` commits that touched the edited files. */
    async recent(limit = 20, scan = 200): Promise<Change[]> {
      if (!isRepository()) return [];
      const out = await git([
        'log',
        `-n${scan}`,
        '--no-merges',
        '--full-diff',
        '--name-only',
        '--relative',
        LOG_FORMAT,
        '--',
        ...EDITED_PATHS,
      ]).catch(() => '');
      return markUndone(changesOf(out)).slice(0, limit);
    },

    /**
     * What undoing `commit` writes: each editable file it changed, as it was before it (null: the
     * change created it). A file changed again since keeps those later changes: the undo is merged
     * with them line by line, and refused when they touched the same lines (undo that one first).
     * A change undone already is refused, naming its undo.
     */
    async undoChanges(commit: string): Promise<{ message: string; undoes: string; changes: Map<string, Buffer | null> }> {
      if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new UndoRefused('That change is not in the site’s history.');
      const recent = await this.recent(200, 1000);
      const found = recent.find((change) => change.commit.startsWith(commit));
      if (!found)
        throw new UndoRefused('That change is not one the office made in the site’s recent history, so it cannot be undone here.');
      if (found.undone) throw new UndoRefused(undoneAlready(recent, found));
      const changes = new Map<string, Buffer | null>();
      for (const path of found.paths) {
        if (!isEdited(path)) continue;
        const [after, before] = [await blob(root, found.commit, path), await blob(root, `${found.commit}^`, path)];
        const now = existsSync(join(root, path)) ? readFileSync(join(root, path)) : null;
        const undone = sameBytes(after, now) ? before : await mergedUndo(after, before, now);
        if (undone === undefined) throw new UndoRefused(changedSince(recent.slice(0, recent.indexOf(found)), path));
        changes.set(path, undone);
      }
      if (!changes.size) throw new UndoRefused('This change touched none of the files the screen edits.');
      return { message: undoneTitle(found.message), undoes: found.commit, changes };
    },
  };
}

export type SiteHistory = ReturnType<typeof siteHistory>;

/**
 * Marks each change undone by a later undo that is not itself undone (an undo undone put the change
 * back). The list is newest first, and an undo is newer than what it undid: each undo's own state is
 * known before the change it names is reached.
 */
function markUndone(changes: Change[]): Change[] {
  const undoneBy = new Map<string, boolean>();
  for (const change of changes) {
    change.undone = undoneBy.get(change.commit) ?? false;
    if (change.undoes && !change.undone) undoneBy.set(change.undoes, true);
  }
  return changes;
}

/** Why an undone change cannot be undone again: the undo that undid it, by its title. */
function undoneAlready(recent: Change[], change: Change): string {
  const undo = recent.find((later) => later.undoes === change.commit && !later.undone);
  return `This change is undone already${undo ? ` (“${undo.message}”)` : ''}. To have it again, undo that undo.`;
}

/**
 * Undoing a change (`after` back to `before`) in a file changed again since (`now`): the later
 * changes kept, merged line by line; undefined when they touched the same lines, or when the change
 * or a later one made or removed the whole file.
 */
async function mergedUndo(after: Buffer | null, before: Buffer | null, now: Buffer | null): Promise<Buffer | null | undefined> {
  if (after === null || before === null || now === null) return undefined;
  const merged = await mergeLines(after.toString('utf8'), now.toString('utf8'), before.toString('utf8'));
  return merged === null ? undefined : Buffer.from(merged);
}

/**
 * Why a change cannot be undone: the later changes (newest first) that touched the same file, by
 * their titles as Recent changes shows them, or a change made outside the screen.
 */
function changedSince(later: Array<{ message: string; paths: string[] }>, path: string): string {
  const titles = later.filter((change) => change.paths.includes(path)).map((change) => `“${change.message}”`);
  if (!titles.length)
    return 'The same part of the site was changed again after this change, outside the screen. Make this change back by hand on the screen.';
  const those = titles.length === 1 ? 'that change' : 'those changes, the newest first';
  return `A later change touched the same part of the site: ${listJoin(titles)}. Undo ${those}, then this one; or make this change back by hand on the screen.`;
}

export class UndoRefused extends Error {}

/** What the staged files change, in the office's words: each file as it was (HEAD) against as it is now. */
async function wordsOf(root: string, paths: string[]): Promise<string[]> {
  const words: string[] = [];
  const text = (buffer: Buffer | null) => (buffer === null ? null : buffer.toString('utf8'));
  for (const path of paths) {
    const now = existsSync(join(root, path)) ? readFileSync(join(root, path)) : null;
    words.push(...changeWords(path, text(await blob(root, 'HEAD', path)), text(now)));
  }
  return words;
}

/** A file as it was at `rev` (relative to the project, which may be a folder of the repository), or null when it did not exist. */
async function blob(root: string, rev: string, path: string): Promise<Buffer | null> {
  try {
    const { stdout } = await run('git', ['show', `${rev}:./${path}`], { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024, cwd: root });
    return stdout;
  } catch {
    return null;
  }
}

const sameBytes = (a: Buffer | null, b: Buffer | null) => (a === null || b === null ? a === b : a.equals(b));

const UNDONE = 'Undone: ';
const PUT_BACK = 'Put back: ';

/** An undo's title: "Undone: <the change>"; an undo undone puts the change back ("Put back: <the change>"). */
export function undoneTitle(message: string): string {
  if (message.startsWith(UNDONE)) return PUT_BACK + message.slice(UNDONE.length);
  return UNDONE + (isPutBack(message) ? message.slice(PUT_BACK.length) : message);
}

/** Whether an undo's title says it put a change back (an undo undone). */
export const isPutBack = (title: string) => title.startsWith(PUT_BACK);
