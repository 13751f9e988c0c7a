export {};
process.env.NODE_ENV ??= 'production';
const { OUT_DIR, readBuildInfo } = await import('../src/build/build');
const { spawnSync } = await import('node:child_process');
const { compareServers, lighthouseRuns, printWeights, siteWithMoreCities } = await import('./lib/bench');
const { siteCopy } = await import('../tests/support/site-copy');
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
  const each = runs.length > 1 ? `; runs: ${runs.map((s) => s.toFixed(1)).join(', ')} s` : '';
  console.log(
    `${what}: ${pages} pages in ${median.toFixed(1)} s (${Math.round(pages / median)} pages/s), on ${cpus().length} cores${each}`,
  );
}

/** `npm run bench`: build time, bytes per page kind, serving speed, Lighthouse. Figures only; no pass/fail. */
console.log('');
timedBuild(process.cwd(), 'Build (npm run build, start to exit, median)');
{
  // How the build scales: the same site with 40 more cities, in a scratch copy.
  const copy = siteWithMoreCities(siteCopy('extra-city', { buildable: true }), 40);
  try {
    timedBuild(copy, 'The same with 40 more cities, median         ');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
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
  for (const r of await measureDevReload(process.cwd(), { executablePath: CHROMIUM, args: CHROMIUM_ARGS }, PORT + 1))
    console.log(`  ${r.what.padEnd(32)} ${Math.round(r.ms)} ms`);
}
if (!process.argv.includes('--no-lighthouse')) {
  const server = createSiteServer({ dir: OUT_DIR });
  await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', r));
  try {
    await lighthouseRuns(`http://localhost:${PORT}`, Number(process.env.LH_RUNS ?? 3), CHROMIUM, OUT_DIR);
  } finally {
    server.close();
  }
}
