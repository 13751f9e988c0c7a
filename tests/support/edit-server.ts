import { execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnGroup, stopGroup, waitForOutput } from './process-group';
import { placeFixtureSite } from './fixture-site';

export type EditServer = {
  /** The link the server printed, with its key: http://127.0.0.1:PORT/admin/?key=... */
  link: string;
  origin: string;
  key: string;
  /** The folder of the site.yaml, content/ and schema/ it edits (a git repository of its own). */
  contentRoot: string;
  git: (...args: string[]) => string;
  stop: () => Promise<void>;
};

/**
 * `npm run edit` over a fresh scratch folder of the fixture site's editable files, in a process group of its own
 * (./process-group.ts: stopped with the group, also when a test fails: call `stop` in a finally /
 * afterAll; the group is killed when the test process exits). Resolves once the server answers its
 * backend, which a cold start can take minutes to do on a busy machine.
 */
export async function startEditServer(root = process.cwd()): Promise<EditServer> {
  // The fixture site's content: the tests name its texts and entries (./fixture-site.ts).
  const contentRoot = placeFixtureSite(mkdtempSync(join(tmpdir(), 'edit-')));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: contentRoot, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'as placed');
  // One edit server of this project starts at a time (the suite's workers start theirs side by side):
  // Vike reads the project's config files through temporary files named for their content, and a
  // second server starting at once removed the first one's (its pages then never answered).
  const release = await startLock(root);
  const server: ChildProcess = spawnGroup(process.execPath, ['scripts/run.mjs', 'edit', '--content', contentRoot], {
    cwd: root,
    // Run as the office runs it: not as part of a test runner (Vike waits for a Vitest it is not in).
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))), PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    release();
    await stopGroup(server);
    rmSync(contentRoot, { recursive: true, force: true });
  };
  try {
    // The server prints its link once Vike has read the config files.
    const [, link] = await waitForOutput(server, /Editing screen: (\S+)/, 'npm run edit');
    release();
    const url = new URL(link);
    const key = url.searchParams.get('key')!;
    await answering(url.origin, key);
    return { link, origin: url.origin, key, contentRoot, git, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/**
 * Waits until the server answers its backend: Vite holds requests while it bundles the screen's
 * dependencies on a cold cache (a minute or more on a busy machine). Each try is bounded; the whole
 * wait is bounded by the caller's hook timeout.
 */
async function answering(origin: string, key: string): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(`${origin}/api/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-edit-key': key },
        body: JSON.stringify({ action: 'info' }),
        signal: AbortSignal.timeout(15_000),
      });
      if (res.ok) return;
    } catch {
      /* not answering yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Waits for the start lock of the project at `root` (a folder made atomically in the system's
 * temporary folder, holding the holder's process id; a lock whose holder is gone is taken over) and
 * returns its release, which may be called more than once.
 */
async function startLock(root: string): Promise<() => void> {
  const lock = join(tmpdir(), `edit-server-start-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      let held = true;
      return () => {
        if (held) rmSync(lock, { recursive: true, force: true });
        held = false;
      };
    } catch {
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Whether the process that holds the lock still runs (a lock made in the last seconds may not have its id yet). */
function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    try {
      return Date.now() - statSync(lock).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
