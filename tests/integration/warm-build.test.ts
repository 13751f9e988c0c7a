/**
 * The owner's server's builder is a full build, byte for byte: random valid edits of a scratch
 * site (a site-wide fact, a review's words, a city added and removed, a route renamed, a page's own
 * copy), each published by the live publisher's long-lived builder (which renders, audits and
 * writes only what changed), and each compared, file by file, with `npm run build` of the same
 * files in a new process. Each kind of edit comes once, the city twice (added, then removed), in
 * an order and with values drawn from a seed (SEED to repeat a run; it is printed).
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePublisher, type LivePublisher } from '../../src/editing/server/live/publisher';
import { committed, scratchSite } from '../support/scratch-site';

const run = promisify(execFile);
const SEED = Number(process.env.SEED ?? Date.now() % 1_000_000);

let scratch = '';
let publisher: LivePublisher;

/** A small seeded generator (mulberry32): the same seed, the same edits. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const EXTRA_CITY = resolve('tests/fixtures/manifests/extra-city/files');

/** Replaces `find` in a file of the scratch site (it must be there). */
function replaceIn(file: string, find: string | RegExp, replace: string): void {
  const path = join(scratch, file);
  const text = readFileSync(path, 'utf8');
  const next = text.replace(find, replace);
  if (next === text) throw new Error(`${file}: ${String(find)} not found`);
  writeFileSync(path, next);
}

/** Valid edits an editor makes, each one a function of a number drawn for it; `what` says which. */
const edits: Array<{ what: string; apply(drawn: number): void }> = [
  {
    what: 'a site-wide fact (the phone number, on every page)',
    apply: (drawn) => {
      const last = String(100 + Math.floor(drawn * 800)).padStart(4, '0');
      replaceIn(
        'site.yaml',
        /display: \(813\) 555-\d{4}\n(\s+)e164: "\+1813555\d{4}"/,
        `display: (813) 555-${last}\n$1e164: "+1813555${last}"`,
      );
    },
  },
  {
    what: "a review's words",
    apply: (drawn) => replaceIn('content/reviews.yaml', /(comment: >-\n\s+)/, `$1Edit ${Math.floor(drawn * 1000)}: `),
  },
  {
    what: 'a city added, or removed again',
    apply: () => {
      const file = join(scratch, 'content/cities/temple-terrace.yaml');
      if (existsSync(file)) {
        rmSync(file);
        rmSync(join(scratch, 'content/local/services/garage-door-repair/temple-terrace.yaml'));
      } else cpSync(EXTRA_CITY, scratch, { recursive: true });
    },
  },
  {
    what: 'a route renamed (the neighborhood pages move)',
    apply: () => {
      const text = readFileSync(join(scratch, 'site.yaml'), 'utf8');
      const [from, to] = text.includes('- path: /cities/:cityId/:neighborhoodId\n')
        ? ['/cities/:cityId/:neighborhoodId', '/cities/:cityId/near/:neighborhoodId']
        : ['/cities/:cityId/near/:neighborhoodId', '/cities/:cityId/:neighborhoodId'];
      replaceIn('site.yaml', `- path: ${from}\n`, `- path: ${to}\n`);
    },
  },
  {
    what: "a page's own copy",
    apply: (drawn) =>
      replaceIn(
        'content/local/services/garage-door-installation/tampa.yaml',
        /(intro: >-\n\s+)/,
        `$1Since ${2000 + Math.floor(drawn * 20)} we have hung doors here. `,
      ),
  },
];

/** Every file under a folder, relative to it. */
function filesOf(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(dir, join(under, entry.name)) : [join(under, entry.name)],
  );
}

/** The files that differ between two built sites (or are in one only). */
function differences(live: string, full: string): string[] {
  const left = new Set(filesOf(live));
  const right = new Set(filesOf(full));
  const out: string[] = [];
  for (const file of left) if (!right.has(file)) out.push(`only in the live generation: ${file}`);
  for (const file of right) if (!left.has(file)) out.push(`only in the full build: ${file}`);
  for (const file of left)
    if (right.has(file) && !readFileSync(join(live, file)).equals(readFileSync(join(full, file)))) out.push(`differs: ${file}`);
  return out;
}

/** `npm run build` of the scratch site in a new process, and the files in which the live generation differs from it. */
async function differencesFromFullBuild(): Promise<string[]> {
  const full = join(scratch, '.build', 'full');
  rmSync(full, { recursive: true, force: true });
  await run(process.execPath, [join(scratch, 'scripts/run.mjs'), 'build'], { cwd: scratch, env: { ...process.env, OUT_DIR: full } });
  return differences(publisher.current()!, full);
}

beforeAll(async () => {
  scratch = scratchSite(undefined, { buildable: true });
  // The scratch site's own runner: it writes its generated files (a renamed route changes its link table).
  cpSync(resolve('scripts'), join(scratch, 'scripts'), { recursive: true });
  committed(scratch);
  publisher = livePublisher({ root: scratch, runner: join(scratch, 'scripts/run.mjs'), swap: () => undefined });
  // The builder's first build (a full one, as when the server starts).
  const first = await publisher.publish();
  if (!first.ok) throw new Error(first.why);
}, 240_000);

afterAll(async () => {
  await publisher?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe(`the live builder after random edits (SEED=${SEED})`, () => {
  it('builds each edit into the same files, byte for byte, as a full build of the same files', { timeout: 900_000 }, async () => {
    const next = random(SEED);
    const order = edits.map((edit) => ({ edit, at: next() })).sort((a, b) => a.at - b.at);
    // The city comes back out at a random later point.
    const city = order.findIndex((step) => step.edit.what.startsWith('a city'));
    order.splice(city + 1 + Math.floor(next() * (order.length - city)), 0, order[city]);
    const done: string[] = [];
    for (const { edit } of order) {
      edit.apply(next());
      done.push(edit.what);
      const live = await publisher.publish();
      expect(live.ok, `${done.join(', then ')}: ${live.ok ? '' : live.why}`).toBe(true);
      // Only a renamed route changes the code (its link table) and starts a new builder: a city added
      // or removed changes the editing screen's lists, a file the warm build writes like a page.
      expect(live.ok && live.newCode, edit.what).toBe(edit.what.startsWith('a route renamed'));
      // The pages' compressed copies are written after the swap.
      expect(live.ok && (await live.compressed)).toBe('written');
      expect(await differencesFromFullBuild(), `after ${done.join(', then ')} (SEED=${SEED})`).toEqual([]);
    }
    console.log(`warm builds equal to full builds after: ${done.join('; ')} (SEED=${SEED})`);
  });

  it(
    "builds a save that comes while the last one's pages are being compressed into the same files as a full build",
    { timeout: 300_000 },
    async () => {
      const next = random(SEED + 2);
      edits[0].apply(next());
      const first = await publisher.publish();
      edits[1].apply(next());
      const second = await publisher.publish();
      if (!first.ok || !second.ok) throw new Error(first.ok ? (second.ok ? '' : second.why) : first.why);
      // The second build stopped the compression of every page of the first (a site-wide fact), and
      // compressed what it left with its own.
      expect(await first.compressed).toBe('stopped');
      expect(await second.compressed).toBe('written');
      expect(await differencesFromFullBuild(), `SEED=${SEED}`).toEqual([]);
    },
  );

  it('makes each generation in the folder of the one three before it (retired), writing over rather than making anew', async () => {
    // A folder by its inode and the time it was made (a removed folder's inode may be given to a new one).
    const folders: string[] = [];
    for (let i = 0; i < 4; i++) {
      const live = await publisher.publish();
      if (!live.ok) throw new Error(live.why);
      await live.compressed;
      const made = statSync(join(live.dir, 'cities'));
      folders.push(`${made.ino} ${made.birthtimeMs}`);
    }
    // Live, the one before it (a request may still read it), the spare: the fourth is the first's.
    expect(new Set(folders.slice(0, 3)).size).toBe(3);
    expect(folders[3]).toBe(folders[0]);
  });

  it(
    'a build that takes up what the last npm run build kept writes the same files as one that starts empty',
    { timeout: 300_000 },
    async () => {
      const build = async (outDir: string) =>
        (
          await run(process.execPath, [join(scratch, 'scripts/run.mjs'), 'build'], {
            cwd: scratch,
            env: { ...process.env, OUT_DIR: outDir, BUILD_TIMING: '1' },
          })
        ).stdout;
      // What the last comparison's npm run build kept (a build into an empty folder of the site as it stands).
      const kept = join(scratch, '.build', 'full');
      const fresh = join(scratch, '.build', 'fresh');
      expect(existsSync(join(kept, 'index.html')), 'the earlier tests leave a full build').toBe(true);
      rmSync(fresh, { recursive: true, force: true });
      const next = random(SEED + 1);
      edits[1].apply(next());
      edits[4].apply(next());
      const again = await build(kept);
      // Only the pages the two edits changed were drawn again (a review shows on several pages).
      const drawn = /render: (\d+) of (\d+) pages/.exec(again);
      expect(drawn, again).not.toBeNull();
      expect(Number(drawn![1])).toBeGreaterThan(0);
      expect(Number(drawn![1])).toBeLessThan(Number(drawn![2]) / 2);
      // The same files as a build whose output folder is new (it finds nothing it can take up).
      const cold = await build(fresh);
      expect(cold).toMatch(new RegExp(`render: ${drawn![2]} of ${drawn![2]} pages`));
      expect(differences(kept, fresh), `SEED=${SEED}`).toEqual([]);
    },
  );
});
