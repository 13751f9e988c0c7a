import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * A publish's outcome. `compressed` settles when the live generation's pages' .br and .gz are
 * written (after the swap; until then the server answers uncompressed): 'written', or 'stopped' by
 * the next build (which writes the rest into its own generation), or 'failed'. `newCode`: the edit
 * changed the code (a route renamed changes its link table), so a new builder made a full build.
 */
export type Published =
  | { ok: true; dir: string; seconds: number; compressed: Promise<CompressOutcome>; newCode: boolean }
  | { ok: false; seconds: number; why: string };

export type PublisherOptions = {
  /** The project (its site.yaml, content/ and code). */
  root: string;
  /** Where the live generations go, one folder each: `<root>/.build/live` by default. */
  liveDir?: string;
  /** The script runner (`scripts/run.mjs`): the one this process was started with (SITE_RUNNER), else the project's. */
  runner?: string;
  /** The server's environment, of which the builder gets only what a build reads (buildEnv): process.env by default. */
  env?: NodeJS.ProcessEnv;
  /**
   * Puts a finished generation in front of visitors (the server answers from it from the next
   * request on); `compressed` settles once its pages' compressed copies are written (true), or
   * will not all be (false: they are not to be served, the folder may hold older ones).
   */
  swap: (dir: string, compressed: Promise<boolean>) => Promise<void> | void;
  log?: (line: string) => void;
};

/**
 * What the builder process answers to a build it was asked for (scripts/publisher.ts): its exit code
 * and what it said; then, once the generation's pages are compressed, where and whether they were.
 */
export type BuilderReply = { code: number; output: string } | { compressed: string; outcome: CompressOutcome };
type Built = { code: number; output: string; compressed: Promise<CompressOutcome> };
/** How the compression of a generation's pages after its swap ended (src/build/build.ts). */
type CompressOutcome = 'written' | 'stopped' | 'failed';

/** The builder's answer when its code is not the project's any more (CODE_CHANGED in src/build/build.ts). */
const CODE_CHANGED = 3;

/**
 * Rebuilds the site after an edit and puts the new generation live. The builds are made by a
 * long-lived process of their own (`scripts/publisher.ts`, so the server keeps answering at full
 * speed meanwhile), which keeps the loaded site, the renderers and what each page was drawn from:
 * after an edit it renders only the pages whose data changed, audits only the pages whose HTML
 * changed, and links every unchanged file from the generation before (src/build/build.ts,
 * WarmBuild); the output is the one a full build makes. Each generation is a new folder; only one
 * that passed all its gates is swapped in, so a visitor gets the old site or the new one, never a
 * half of either, and a failed build leaves the live site as it was. After a change of the code or
 * the packages the builder is started again, and its first build is a full one.
 */
export function livePublisher(opts: PublisherOptions) {
  const liveDir = resolve(opts.liveDir ?? join(opts.root, '.build', 'live'));
  let current: string | undefined;
  const { build, restart } = builderProcess(opts);
  let generation = 0;

  /** A retired generation's folder, which the next build makes its own (see `publish`). */
  let spare: string | undefined;
  /** The generation that was live before the one before the live one: the spare after the next swap. */
  let previousBefore: string | undefined;

  /**
   * Builds into a new folder, which is the spare renamed when there is one: a build rewrites only
   * the files that differ from what the folder holds and makes no folder that is there already
   * (src/build/output.ts, Staging). A new file or folder is what costs on a disk (about 0.7 ms of
   * system time each on the 2-core machine: a site-wide save's 600 pages and 300 folders, and their
   * 1,100 compressed copies after, were more than a second of it); a file written over is not.
   */
  const publish = async (): Promise<Published> => {
    const started = performance.now();
    mkdirSync(liveDir, { recursive: true });
    const before = current;
    const out = join(liveDir, `${process.pid}-${++generation}`);
    rmSync(out, { recursive: true, force: true });
    if (spare && existsSync(spare)) renameSync(spare, out);
    spare = undefined;
    let { code, output, compressed } = await build(out);
    const newCode = code === CODE_CHANGED;
    if (newCode) {
      // New code: a new builder loads it, and makes a full build.
      await restart();
      ({ code, output, compressed } = await build(out));
    }
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0 || !existsSync(join(out, 'index.html'))) {
      // What it wrote is only ever taken up again by a build, as the spare.
      spare = out;
      return { ok: false, seconds, why: buildFailure(output) };
    }
    await opts.swap(
      out,
      compressed.then((outcome) => outcome === 'written'),
    );
    current = out;
    spare = previousBefore;
    previousBefore = before;
    prune(liveDir, [out, ...(before ? [before] : []), ...(spare ? [spare] : [])]);
    opts.log?.(`live: the site now answers from ${out} (built in ${seconds.toFixed(1)} s)`);
    void compressed.then(
      (outcome) => outcome === 'failed' && opts.log?.(`live: ${out} is answered uncompressed: its pages' compression failed`),
    );
    return { ok: true, dir: out, seconds, compressed, newCode };
  };
  /** One build at a time: a save that arrives during a build waits for it. */
  let last: Promise<unknown> = Promise.resolve();

  return {
    /** The folder the server answers from since the last publish (undefined before the first). */
    current: () => current,
    publish(): Promise<Published> {
      const next = last.then(publish, publish);
      last = next;
      return next;
    },
    /**
     * Ends the builder process (the server stopping); settles when it has exited: it may still be
     * writing the last generation's compressed copies until then.
     */
    stop: restart,
  };
}

/**
 * Removes every generation in `liveDir` but those to `keep` (the live one, the one before it: a
 * request may still be reading it, and the spare), in the background: the server answers
 * meanwhile, and the save is live already.
 */
function prune(liveDir: string, keep: string[]): void {
  if (!existsSync(liveDir)) return;
  for (const name of readdirSync(liveDir))
    if (!keep.includes(join(liveDir, name))) void rm(join(liveDir, name), { recursive: true, force: true }).catch(() => undefined);
}

/**
 * The builder's own V8 settings: a young generation of 64 MB per half (16 MB by default). A
 * site-wide save allocates a few hundred MB of short-lived strings and trees on each thread, and
 * with the default its build thread spent about 0.6 s in 70 minor collections; in A/B pairs of
 * `npm run bench -- --live` the site-wide save was 0.1-0.2 s faster in four of five (decision 073).
 * The cost is memory: up to about 200 MB more for the builder.
 */
const BUILDER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * The builder process (scripts/publisher.ts), started on the first build asked of it and again
 * after `restart`: `build(out)` asks it for a build into `out` and gives its answer, or what it
 * said before it stopped.
 */
function builderProcess(opts: PublisherOptions) {
  let builder: { child: ChildProcess; said: () => string } | undefined;
  const start = () => {
    const child = spawn(
      process.execPath,
      [...BUILDER_NODE_FLAGS, opts.runner ?? process.env.SITE_RUNNER ?? join(opts.root, 'scripts/run.mjs'), 'publisher'],
      {
        cwd: opts.root,
        env: { ...buildEnv(opts.env ?? process.env), NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    let said = '';
    const keep = (buffer: Buffer) => void (said = (said + buffer.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', () => {
      if (builder?.child === child) builder = undefined;
    });
    // The server does not wait for its builder to end.
    child.unref();
    (child as unknown as { channel?: { unref(): void } }).channel?.unref();
    return { child, said: () => said };
  };

  /**
   * Asks the builder (started when there is none) for a build into `out`; its answer, or what it said
   * before it stopped, and (`compressed`) whether the pages' compressed copies were written after it.
   */
  const build = (out: string): Promise<Built> =>
    new Promise((done) => {
      const { child, said } = (builder ??= start());
      let answered = false;
      let compressedDone = (_outcome: CompressOutcome) => {};
      const compressed = new Promise<CompressOutcome>((resolve) => (compressedDone = resolve));
      const answer = (reply: { code: number; output: string }) => {
        answered = true;
        done({ ...reply, compressed });
        // Only a build that succeeded goes on to compress.
        if (reply.code !== 0) finish('stopped');
      };
      // Listening keeps the builder's channel open: until this build's compression is said, no longer.
      const finish = (outcome: CompressOutcome) => {
        child.off('message', heard);
        child.off('exit', stopped);
        compressedDone(outcome);
      };
      const heard = (reply: BuilderReply) => {
        if ('compressed' in reply) {
          if (reply.compressed === out) finish(reply.outcome);
        } else if (!answered) answer(reply);
      };
      const stopped = (code: number | null) => {
        if (!answered) answer({ code: code ?? 1, output: said() || `The builder stopped (exit code ${code}).` });
        finish('stopped');
      };
      child.on('message', heard);
      child.on('exit', stopped);
      child.send({ out });
    });

  /** Ends the builder (a new one starts on the next build); settles when it has exited. */
  const restart = (): Promise<void> => {
    const child = builder?.child;
    builder = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill();
    return exited;
  };
  return { build, restart };
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
  return Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== undefined && (BUILD_READS.has(key) || REPOSITORY_SETTING.test(key))),
  );
}

/**
 * What the build said went wrong, for the editor: the check's errors (each from its `file:line` to
 * its fix) or the build's own error lines, without progress lines and colours.
 */
function buildFailure(output: string): string {
  const lines = output
    .split('\n')
    // eslint-disable-next-line no-control-regex
    .map((text) => text.replace(/\u001b\[[0-9;]*m/g, '').trimEnd());
  // The check writes `file:line:column` on a line of its own, then the error and its fix.
  const first = lines.findIndex((line) => /^\S+:\d+(:\d+)?(\s|$)/.test(line) || /^\s*error\b/.test(line));
  const last = lines.findIndex((line, i) => i > first && /^✖/.test(line));
  const picked = first >= 0 ? lines.slice(first, last > first ? last : first + 12) : lines.filter((line) => /^(error|✖)/i.test(line));
  return (picked.length ? picked : lines.filter(Boolean).slice(-5)).slice(0, 24).join('\n');
}
