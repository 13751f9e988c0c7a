/**
 * The owner's server's builder (src/editing/server/live/publisher.ts starts it, with IPC): a long-lived
 * process that builds the site each time it is asked, into the folder it is given, keeping what the
 * last build loaded and drew (WarmBuild, src/build/build.ts). It answers each request with the
 * build's exit code and what the build said.
 *
 * Meanwhile a thread of its own writes the generated files again (scripts/run.mjs does so before
 * every script): an edit that changes one (a route renamed, a file added that the editing screen
 * lists) changes the code, and the builder answers CODE_CHANGED, to be started again.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import type { BuilderReply } from '../src/editing/server/live/publisher';
import { notScreenCode } from '../src/build/bundle-cache';

process.env.NODE_ENV = 'production';

if (!isMainThread) {
  const { writeGeneratedFiles } = await import('../src/build/generated-files');
  parentPort!.on('message', async (root: string) => parentPort!.postMessage(await writeGeneratedFiles(root, { content: true })));
} else {
  const { CODE_CHANGED, runBuild, warmBuild } = await import('../src/build/build');
  const warm = warmBuild();
  const generator = new Worker(new URL(import.meta.url));
  generator.unref();
  const generated = (): Promise<string[]> =>
    new Promise((done) => {
      generator.once('message', done);
      // The project whose code this builder runs: scripts/run.mjs bundled this file into its .build/scripts/.
      generator.postMessage(resolve(dirname(fileURLToPath(import.meta.url)), '../..'));
    });

  process.on('message', async ({ out }: { out: string }) => {
    const written = generated();
    const { result, output } = await said(() => runBuild({ outDir: out, warm }));
    const code = (await written).some(madeIntoCode) ? CODE_CHANGED : result;
    process.send!({ code, output } satisfies BuilderReply);
    // The generation is live; its pages' compressed copies follow (src/build/build.ts, WarmBuild).
    if (code === 0) process.send!({ compressed: out, outcome: (await warm.compressing?.outcome) ?? 'written' } satisfies BuilderReply);
  });
  // Ends with the server: when its channel closes.
  process.on('disconnect', () => process.exit(0));
}

/**
 * A generated file the builder's code is made of (the routes' link table): not the editing screen's
 * configuration (the build makes the screen's copy itself, src/editing/screen/config.ts) nor the
 * editors' schemas, which no build reads: a city added changes those only, and stays a warm build.
 */
function madeIntoCode(rel: string): boolean {
  return rel.startsWith('src/') && !notScreenCode(rel);
}

/** Runs `work` with everything it writes to stdout and stderr kept (and still written). */
async function said<T>(work: () => Promise<T>): Promise<{ result: T; output: string }> {
  let output = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const keep =
    (write: typeof out) =>
    (chunk: unknown, ...rest: never[]) => {
      output += String(chunk);
      return write(chunk as string, ...rest);
    };
  process.stdout.write = keep(out) as typeof process.stdout.write;
  process.stderr.write = keep(err) as typeof process.stderr.write;
  try {
    return { result: await work(), output };
  } finally {
    process.stdout.write = out as typeof process.stdout.write;
    process.stderr.write = err as typeof process.stderr.write;
  }
}
