import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Published = { ok: true; dir: string; seconds: number } | { ok: false; seconds: number; why: string };

export type PublisherOptions = {
  /** The project (its site.yaml, content/ and code). */
  root: string;
  /** Where the live builds go, one folder each: `<root>/.build/live` by default. */
  liveDir?: string;
  /** The script runner (`scripts/run.mjs`): the one this process was started with (SITE_RUNNER), else the project's. */
  runner?: string;
  /** Puts a finished build in front of visitors (the server answers from it from the next request on). */
  swap: (dir: string) => Promise<void> | void;
  log?: (line: string) => void;
};

/**
 * Rebuilds the site after an edit and puts the new build live. The build runs as `npm run build`
 * does (a process of its own, so the server keeps answering at full speed meanwhile), into a new
 * folder; only a build that passed all its gates is swapped in, so a visitor gets the old site or
 * the new one, never a half of either, and a failed build leaves the live site as it was. Two
 * folders take turns (`a` and `b`): the next build goes into the one not served, and keeps the
 * build's own caches for the folder warm.
 */
export function livePublisher(opts: PublisherOptions) {
  const liveDir = resolve(opts.liveDir ?? join(opts.root, '.build', 'live'));
  let current: string | undefined;

  const build = (out: string): Promise<{ code: number | null; output: string }> =>
    new Promise((done) => {
      const child = spawn(process.execPath, [opts.runner ?? process.env.SITE_RUNNER ?? join(opts.root, 'scripts/run.mjs'), 'build'], {
        cwd: opts.root,
        env: { ...process.env, OUT_DIR: out, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.on('close', (code) => done({ code, output }));
    });

  return {
    /** The folder the server answers from since the last publish (undefined before the first). */
    current: () => current,
    async publish(): Promise<Published> {
      const started = performance.now();
      mkdirSync(liveDir, { recursive: true });
      const out = join(liveDir, current === join(liveDir, 'a') ? 'b' : 'a');
      const { code, output } = await build(out);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0 || !existsSync(join(out, 'index.html'))) return { ok: false, seconds, why: buildFailure(output) };
      await opts.swap(out);
      current = out;
      opts.log?.(`live: the site now answers from ${out} (built in ${seconds.toFixed(1)} s)`);
      return { ok: true, dir: out, seconds };
    },
  };
}

export type LivePublisher = ReturnType<typeof livePublisher>;

/**
 * What the build said went wrong, for the editor: the check's errors (each from its `file:line` to
 * its fix) or the build's own error lines, without progress lines and colours.
 */
function buildFailure(output: string): string {
  const lines = output
    .split('\n')
    // eslint-disable-next-line no-control-regex
    .map((l) => l.replace(/\u001b\[[0-9;]*m/g, '').trimEnd());
  const first = lines.findIndex((l) => /^\S+:\d+(:\d+)?\s/.test(l) || /^\s*error\b/.test(l));
  const last = lines.findIndex((l, i) => i > first && /^✖/.test(l));
  const picked = first >= 0 ? lines.slice(first, last > first ? last : first + 12) : lines.filter((l) => /^(error|✖)/i.test(l));
  return (picked.length ? picked : lines.filter(Boolean).slice(-5)).slice(0, 24).join('\n');
}
