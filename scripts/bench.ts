export {};
process.env.NODE_ENV ??= 'production';
const { OUT_DIR, readBuildInfo } = await import('../src/build/build');
const { spawnSync } = await import('node:child_process');
const { compareServers, lighthouseRuns, printWeights, siteWithMoreCities } = await import('./lib/bench');
const { scratchSite } = await import('../tests/support/scratch-site');
const { createSiteServer } = await import('../src/server/static-server');
const { CHROMIUM, CHROMIUM_ARGS } = await import('../tests/support/chromium');
const { measureDevReload } = await import('../tests/support/dev-reload');
const { existsSync, mkdtempSync, rmSync } = await import('node:fs');
const { join } = await import('node:path');
const { cpus, tmpdir } = await import('node:os');
const { loadSite } = await import('../src/manifest/load');
const { siteServer } = await import('../src/server/start');

/** The ports the bench's own servers use: BENCH_PORT (Lighthouse's server) and the next one (npm run dev). */
const PORT = Number(process.env.BENCH_PORT ?? 4390);

/** How many times each build is timed (BENCH_BUILDS): the machines are shared, and one run can be a slow one. */
const BUILDS = Math.max(1, Number(process.env.BENCH_BUILDS ?? 3));
/**
 * How many times each save is timed with --live (BENCH_BUILDS too): five, as the first site-wide save
 * after the server starts is slower than the next ones (its threads not yet warm, no retired folder
 * to build in yet: docs/performance.md), and the median of three would be the second.
 */
const SAVES = Math.max(1, Number(process.env.BENCH_BUILDS ?? 5));

/**
 * The build as a person runs it: `npm run build` in a new process in `root`, timed from start to
 * exit, BUILDS times; prints the median, and every run.
 */
function timedBuild(root: string, what: string): void {
  const runs: number[] = [];
  for (let i = 0; i < BUILDS; i++) {
    const started = performance.now();
    const build = spawnSync(process.execPath, [join(process.cwd(), 'scripts/run.mjs'), 'build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    runs.push((performance.now() - started) / 1000);
    if (build.status !== 0) {
      // Its own report: which check or step failed, and why.
      console.error(build.stdout + build.stderr);
      process.exit(1);
    }
  }
  const { pages } = readBuildInfo(root)!;
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const each = runs.length > 1 ? `; runs: ${runs.map((run) => run.toFixed(1)).join(', ')} s` : '';
  console.log(
    `${what}: ${pages} pages in ${median.toFixed(1)} s (${Math.round(pages / median)} pages/s), on ${cpus().length} cores${each}`,
  );
}

/** The median of some timings, and each, in seconds with one decimal. */
function median(runs: number[]): { median: string; runs: string } {
  const middle = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { median: middle.toFixed(1), runs: runs.map((run) => run.toFixed(1)).join(', ') };
}

/** This project's site and code, in a scratch folder of its own (with its own runner), committed; its path. */
async function scratchProject(): Promise<string> {
  const { cpSync, symlinkSync } = await import('node:fs');
  const { committed } = await import('../tests/support/scratch-site');
  const scratch = mkdtempSync(join(process.cwd(), '.build', 'bench-live-'));
  for (const entry of ['site.yaml', 'content', 'schema', 'public', 'src', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json'])
    cpSync(entry, join(scratch, entry), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(scratch, 'node_modules'));
  return committed(scratch);
}

/**
 * Live in a second, on the owner's server (npm start with editors), measured in one run on a scratch
 * project (this project's files) that is a git repository (the server's first build, at start, is not counted):
 * - one page: a review's words, saved as the editing screen saves them, from the save arriving at
 *   the server's backend (check, build, swap, commit) to the reviews page answering with them;
 * - a site-wide fact: the phone number, on every page, to the home page answering with it;
 * - a full build: `npm run build` in a new process, start to exit (warm: its bundles are made).
 * Each SAVES times; the medians on one line.
 */
async function timedLive(): Promise<void> {
  const { createBackend } = await import('../src/editing/server/backend');
  const { livePublisher } = await import('../src/editing/server/live/publisher');
  const { siteHistory } = await import('../src/editing/server/live/history');
  const { readFileSync } = await import('node:fs');
  const scratch = await scratchProject();
  const site = createSiteServer({ dir: OUT_DIR });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as { port: number }).port;
  const publisher = livePublisher({
    root: scratch,
    runner: join(scratch, 'scripts/run.mjs'),
    swap: (dir, compressed) => site.useDir(dir, compressed),
  });
  try {
    const history = siteHistory(scratch);
    const by = { name: 'Bench', email: 'bench@example.com' };
    const backend = createBackend({
      contentRoot: scratch,
      codeRoot: scratch,
      // As the owner's server saves (src/editing/server/live/editing.ts): the build's own check guards the save.
      checkFirst: false,
      onSaved: async (change) => {
        const published = await publisher.publish();
        if (!published.ok) throw new Error(published.why);
        await history.commit(change.paths, by, change.message);
      },
    });
    const first = await publisher.publish();
    if (!first.ok) throw new Error(first.why);
    /** Saves `path` with `edit` applied, and times it until `page` answers with `shows`. */
    const timedSave = async (path: string, edit: (text: string) => string, page: string, shows: string): Promise<number> => {
      const raw = edit(readFileSync(join(scratch, path), 'utf8'));
      const started = performance.now();
      const answer = await backend({ action: 'persistEntry', params: { entry: { path, raw } } }, by);
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      const html = await (await fetch(`http://127.0.0.1:${port}${page}`)).text();
      if (!html.includes(shows)) throw new Error(`${page} does not show "${shows}" after the save`);
      return (performance.now() - started) / 1000;
    };
    const onePage: number[] = [];
    const siteWide: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const words = `Booked on a Tuesday, fixed by noon (${i + 1}).`;
      onePage.push(await timedSave('content/reviews.yaml', (text) => text.replace(/(comment: >-\n\s+)/, `$1${words} `), '/reviews', words));
      const last = String(7000 + i);
      const display = `(813) 555-${last}`;
      siteWide.push(
        await timedSave(
          'site.yaml',
          (text) =>
            text.replace(/display: \(\d{3}\) \d{3}-\d{4}\n(\s+)e164: "\+1\d{10}"/, `display: ${display}\n$1e164: "+1813555${last}"`),
          '/',
          display,
        ),
      );
    }
    const full: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const started = performance.now();
      const build = spawnSync(process.execPath, [join(scratch, 'scripts/run.mjs'), 'build'], {
        cwd: scratch,
        stdio: 'pipe',
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(build.stdout + build.stderr);
      full.push((performance.now() - started) / 1000);
    }
    const [page, fact, build] = [median(onePage), median(siteWide), median(full)];
    console.log(`live: one page ${page.median} s, site-wide fact ${fact.median} s, full build ${build.median} s`);
    console.log(`  runs: one page ${page.runs} s; site-wide fact ${fact.runs} s; full build ${build.runs} s (on ${cpus().length} cores)`);
  } finally {
    await publisher.stop();
    site.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The office's desk with 10,000 requests stored (a year of them, some days full): the server's time
 * for a day's list and for a search, as a signed-in editor's browser asks for them, median of 20.
 */
async function timedDesk(): Promise<void> {
  const { openEditorStore } = await import('../src/editing/server/editors/store');
  const { editorsHandler } = await import('../src/editing/server/editors/handler');
  const { addDaysIso, businessClock } = await import('../src/booking/rules/slots');
  const dir = mkdtempSync(join(tmpdir(), 'bench-desk-'));
  const { site } = loadSite(process.cwd());
  const editors = openEditorStore(join(dir, 'editors.sqlite'), { scrypt: { N: 1024, r: 8, p: 1 } });
  const link = editors.addOrRelink('Bench Office', 'bench@example.com');
  const password = 'bench-desk-password-2026';
  await editors.setPassword(link.token, password, password);
  const gate = editorsHandler({ store: editors, secureCookie: false, log: () => {} });
  const { server, booking } = siteServer(
    site!,
    OUT_DIR,
    { LEADS_DB: join(dir, 'leads.sqlite') },
    { log: () => {} },
    {
      handlers: [gate.handle],
      editorOf: gate.editorOf,
    },
  );
  const today = businessClock(new Date(), site!.manifest.business.timeZone).date;
  const slots = site!.manifest.booking.timeSlots;
  for (let i = 0; i < 10_000; i++) {
    const date = i % 10 === 0 ? '' : addDaysIso(today, (i % 365) - 120);
    const values = { name: `Customer ${i}`, phone: `(813) 555-${String(i % 10_000).padStart(4, '0')}`, email: `c${i}@example.com` };
    booking.store.save(
      {
        ...values,
        street: '1 Main St',
        city: 'Tampa',
        state: 'FL',
        zip: '33602',
        date,
        time: date ? slots[i % slots.length] : '',
        serviceType: 'Spring Replacement',
        issue: '',
      },
      `bench-${i}-${'x'.repeat(20)}`,
    );
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const signIn = await fetch(`${base}/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email: 'bench@example.com', password }),
    redirect: 'manual',
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const median = async (path: string) => {
    const runs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      await res.text();
      if (res.status !== 200) throw new Error(`desk answered ${res.status} for ${path}`);
      runs.push(performance.now() - started);
    }
    return runs.sort((a, b) => a - b)[10];
  };
  const day = await median(`/admin/bookings?view=today&day=${today}`);
  const answer = await median('/admin/bookings?view=answer');
  const search = await median('/admin/bookings?q=555-0142');
  console.log(
    `Desk with ${booking.store.count().toLocaleString('en-US')} requests stored: a day's list ${Math.round(day)} ms, the first 200 needing an answer ${Math.round(answer)} ms, a search ${Math.round(search)} ms (median of 20, server and localhost)`,
  );
  server.close();
  booking.close();
  editors.close();
  rmSync(dir, { recursive: true, force: true });
}

/** `npm run bench`: build time, bytes per page kind, serving speed, Lighthouse. Figures only; no pass/fail. */
console.log('');
// `npm run bench -- --live`: only the figures of a save going live on npm start.
if (process.argv.includes('--live')) {
  await timedLive();
  process.exit(0);
}
// `npm run bench -- --desk`: only the office's desk with 10,000 requests.
if (process.argv.includes('--desk')) {
  await timedDesk();
  process.exit(0);
}
// `npm run bench -- --lighthouse`: only Lighthouse on each page kind of the built site (npm run build first).
if (process.argv.includes('--lighthouse')) {
  await lighthouseOnly();
  process.exit(0);
}
timedBuild(process.cwd(), 'Build (npm run build, start to exit, median)');
{
  // How the build scales: the same site with 40 more cities, in a scratch site.
  const scratch = siteWithMoreCities(scratchSite('extra-city', { buildable: true }), 40);
  try {
    timedBuild(scratch, 'The same with 40 more cities, median         ');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
await timedLive();
await timedDesk();
printWeights(OUT_DIR);
{
  // The same server as npm start, with its leads database in a scratch file.
  process.env.LEADS_DB = join(mkdtempSync(join(tmpdir(), 'bench-leads-')), 'leads.sqlite');
  const { site } = loadSite(process.cwd());
  const { server, booking } = siteServer(site!, OUT_DIR);
  await compareServers(OUT_DIR, server);
  booking.close();
}
if (existsSync(CHROMIUM)) {
  console.log('\nnpm run dev, an edit until Chromium shows it (full reload, no restart):');
  for (const result of await measureDevReload(process.cwd(), { executablePath: CHROMIUM, args: CHROMIUM_ARGS }, PORT + 1))
    console.log(`  ${result.what.padEnd(32)} ${Math.round(result.ms)} ms`);
}
if (!process.argv.includes('--no-lighthouse')) await lighthouseOnly();

/** Lighthouse on each page kind of the built site (OUT_DIR), served on BENCH_PORT: LH_RUNS runs each, the median printed. */
async function lighthouseOnly(): Promise<void> {
  const server = createSiteServer({ dir: OUT_DIR });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  try {
    await lighthouseRuns(`http://localhost:${PORT}`, Number(process.env.LH_RUNS ?? 3), CHROMIUM, OUT_DIR);
  } finally {
    server.close();
  }
}
