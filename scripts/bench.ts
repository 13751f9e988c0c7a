export {};
process.env.NODE_ENV ??= 'production';
const { OUT_DIR, readBuildInfo } = await import('../src/build/build');
const { spawnSync } = await import('node:child_process');
const { compareServers, lighthouseRuns, printWeights } = await import('../src/build/bench');
const { createSiteServer } = await import('../src/server/static-server');
const { CHROMIUM, CHROMIUM_ARGS } = await import('../tests/support/chromium');
const { measureDevReload } = await import('../src/build/dev-reload');
const { existsSync, mkdtempSync } = await import('node:fs');
const { join } = await import('node:path');
const { cpus, tmpdir } = await import('node:os');
const { loadSite } = await import('../src/manifest/load');
const { siteServer } = await import('../src/server/start');

/** `npm run bench`: build time, bytes per page kind, serving speed, Lighthouse. Figures only; no pass/fail. */
{
  // The build as a person runs it: `npm run build` in a new process, timed from start to exit.
  const started = performance.now();
  const build = spawnSync(process.execPath, ['scripts/run.mjs', 'build'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0) {
    // Its own report: which check or step failed, and why.
    console.error(build.stdout + build.stderr);
    process.exit(1);
  }
  const { pages } = readBuildInfo()!;
  console.log(
    `\nBuild (npm run build, start to exit): ${pages} pages in ${seconds.toFixed(1)} s (${Math.round(pages / seconds)} pages/s), on ${cpus().length} cores`,
  );
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
  for (const r of await measureDevReload(process.cwd(), { executablePath: CHROMIUM, args: CHROMIUM_ARGS }))
    console.log(`  ${r.what.padEnd(32)} ${Math.round(r.ms)} ms`);
}
if (!process.argv.includes('--no-lighthouse')) {
  const server = createSiteServer({ dir: OUT_DIR });
  await new Promise<void>((r) => server.listen(4390, '127.0.0.1', r));
  try {
    await lighthouseRuns('http://localhost:4390', Number(process.env.LH_RUNS ?? 3), CHROMIUM, OUT_DIR);
  } finally {
    server.close();
  }
}
