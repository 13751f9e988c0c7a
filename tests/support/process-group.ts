import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Every process group a test started and has not ended yet, by its leader's PID. */
const running = new Set<number>();

/** Ends a process group (the child and everything it started): SIGTERM, then SIGKILL if it stays. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
  // The group stays listed until it is killed outright: a test process that exits within the
  // grace period still ends it (the exit hook below).
  if (signal !== 'SIGKILL') setTimeout(() => killGroup(pid, 'SIGKILL'), 2_000).unref();
  else running.delete(pid);
}

// A test that fails or a runner that exits early still ends what it started.
process.once('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
});

/**
 * Spawns a command in a process group of its own (so that ending it ends its children too: npx,
 * vitest's workers, Vite's esbuild) and remembers it until it exits or is killed.
 */
export function spawnGroup(cmd: string, args: string[], opts: SpawnOptions = {}): ChildProcess {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts, detached: true });
  if (child.pid) running.add(child.pid);
  child.once('exit', () => {
    if (child.pid) running.delete(child.pid);
  });
  return child;
}

/** Runs a command to its end in its own process group; its exit code and its output (stdout and stderr). */
export function runGroup(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(cmd, args, opts);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      // Whatever the command left behind in its group goes with it.
      killGroup(child.pid, 'SIGKILL');
      resolve({ code, output });
    });
  });
}

/** The groups still running (for a test's afterAll). */
export function endAllGroups(): void {
  for (const pid of [...running]) killGroup(pid);
}

/**
 * Waits until `url` answers 2xx: as long as the server is starting (its process is alive), and
 * at most `ms` in all. A server that exits fails the wait at once, with its output.
 */
export async function waitForUrl(url: string, server: ChildProcess, log: () => string, ms = 300_000): Promise<void> {
  const end = Date.now() + ms;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) before ${url} answered:\n${log()}`);
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms / 1000} s while its server ran:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits for the first output line of `child` that matches `line` and gives its match; fails with
 * the output so far when the child exits first.
 */
export function waitForOutput(child: ChildProcess, line: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = line.exec(out);
      if (match) resolve(match);
    });
    child.once('exit', () => reject(new Error(`${what} exited before it listened:\n${out}`)));
  });
}

/** Ends a child's process group and waits until the child has exited (at once if it already has). */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child.pid);
  await exited;
}
