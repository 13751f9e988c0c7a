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
  /** The server's environment, of which the build gets only what a build reads (buildEnv): process.env by default. */
  env?: NodeJS.ProcessEnv;
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
        env: { ...buildEnv(opts.env ?? process.env), OUT_DIR: out, NODE_ENV: 'production' },
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
 * What a build may know of the server's environment: the system's (PATH, HOME, locale, temporary
 * folder, Java for the HTML checker), the build's own switches and the editing screen's repository
 * settings it writes into the screen (never a secret). Not the mail server's address and password,
 * the link secret, the sign-in providers' secrets or where the databases are: a build that follows
 * an editor's save learns nothing it could leak (decisions section 10).
 */
const BUILD_READS = new Set([
  ...['PATH', 'HOME', 'USER', 'LANG', 'LANGUAGE', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR', 'TMP', 'TEMP', 'XDG_CACHE_HOME', 'JAVA_HOME'],
  ...['CI', 'AUDIT', 'BUILD_TIMING', 'GENERATE_ALWAYS', 'SITE_RUNNER'],
]);
/** The repository settings src/netlify/repository.ts reads (addresses and names, never a secret). */
const REPOSITORY_SETTING = /^(EDIT_(REPOSITORY|BRANCH|BACKEND)|REPOSITORY_URL|BRANCH|(GITHUB|GITLAB)(_API)?_URL)$/;

export function buildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== undefined && (BUILD_READS.has(k) || REPOSITORY_SETTING.test(k))));
}

/**
 * What the build said went wrong, for the editor: the check's errors (each from its `file:line` to
 * its fix) or the build's own error lines, without progress lines and colours.
 */
function buildFailure(output: string): string {
  const lines = output
    .split('\n')
    // eslint-disable-next-line no-control-regex
    .map((l) => l.replace(/\u001b\[[0-9;]*m/g, '').trimEnd());
  // The check writes `file:line:column` on a line of its own, then the error and its fix.
  const first = lines.findIndex((l) => /^\S+:\d+(:\d+)?(\s|$)/.test(l) || /^\s*error\b/.test(l));
  const last = lines.findIndex((l, i) => i > first && /^✖/.test(l));
  const picked = first >= 0 ? lines.slice(first, last > first ? last : first + 12) : lines.filter((l) => /^(error|✖)/i.test(l));
  return (picked.length ? picked : lines.filter(Boolean).slice(-5)).slice(0, 24).join('\n');
}
