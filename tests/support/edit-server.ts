import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
  const server: ChildProcess = spawnGroup(process.execPath, ['scripts/run.mjs', 'edit', '--content', contentRoot], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    await stopGroup(server);
    rmSync(contentRoot, { recursive: true, force: true });
  };
  try {
    const [, link] = await waitForOutput(server, /Editing screen: (\S+)/, 'npm run edit');
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
