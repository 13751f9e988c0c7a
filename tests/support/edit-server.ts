import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type EditServer = {
  /** The link the server printed, with its key: http://127.0.0.1:PORT/admin/?key=... */
  link: string;
  origin: string;
  key: string;
  /** The copy of site.yaml, content/ and schema/ it edits (a git repository of its own). */
  copy: string;
  git: (...args: string[]) => string;
  stop: () => Promise<void>;
};

/**
 * `npm run edit` over a fresh copy of the project's editable files, in a process group of its own
 * (stopped with the group, also when a test fails: call `stop` in a finally / afterAll).
 */
export async function startEditServer(root = process.cwd()): Promise<EditServer> {
  const copy = mkdtempSync(join(tmpdir(), 'edit-'));
  for (const part of ['site.yaml', 'content', 'schema']) cpSync(join(root, part), join(copy, part), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: copy, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'as copied');
  const server: ChildProcess = spawn(process.execPath, ['scripts/run.mjs', 'edit', '--content', copy], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await exited;
    }
    rmSync(copy, { recursive: true, force: true });
  };
  process.once('exit', () => {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  });
  try {
    const link = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /Editing screen: (\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      server.once('exit', () => reject(new Error(`npm run edit exited before it listened:\n${out}`)));
    });
    const url = new URL(link);
    const key = url.searchParams.get('key')!;
    await answering(url.origin, key);
    return { link, origin: url.origin, key, copy, git, stop };
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
    await new Promise((r) => setTimeout(r, 500));
  }
}
