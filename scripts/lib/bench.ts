import { createServer, type Server } from 'node:http';
import { Worker } from 'node:worker_threads';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, loadHeaders } from '../../src/server/host-rules';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { kindSamples, measurePage } from '../../src/build/measure';
import { NOT_FOUND_HTML } from '../../src/routes/urls';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function printWeights(dist: string): void {
  const rows = kindSamples(dist).map(({ kind, url }) => ({ kind, ...measurePage(dist, url) }));
  console.log('\nPer page kind (first visit):');
  console.log(
    `${'kind'.padEnd(16)} ${'HTML'.padStart(9)} ${'HTML gz'.padStart(9)} ${'CSS'.padStart(9)} ${'JS gz'.padStart(9)} ${'requests'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.kind.padEnd(16)} ${kb(row.htmlBytes).padStart(9)} ${kb(row.htmlGzip).padStart(9)} ${kb(row.cssBytes).padStart(9)} ${kb(row.jsGzip).padStart(9)} ${String(row.requests).padStart(8)}`,
    );
  }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * The load generator, run in a worker thread so that it does not share the servers' event loop:
 * a fixed number of keep-alive GETs (brotli accepted), `concurrency` at a time; posts req/s.
 */
const LOAD_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { request, Agent } = require('node:http');
const { port, paths, total, concurrency } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
let next = 0;
const one = () => new Promise((resolve, reject) => {
  const path = paths[next++ % paths.length];
  const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
    res.resume();
    res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(path + ': ' + res.statusCode))));
  });
  req.on('error', reject);
  req.end();
});
const started = performance.now();
Promise.all(Array.from({ length: concurrency }, async () => { while (next < total) await one(); }))
  .then(() => { agent.destroy(); parentPort.postMessage(total / ((performance.now() - started) / 1000)); });
`;

function load(port: number, paths: string[], total: number, concurrency: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { port, paths, total, concurrency } });
    worker.once('message', (rps: number) => resolve(rps));
    worker.once('error', reject);
  });
}

/** `npm start`'s server (booking endpoint included) against a bare sirv server on the same files. */
export async function compareServers(dist: string, ours: Server): Promise<void> {
  const paths = kindSamples(dist)
    .filter((sample) => !sample.url.endsWith('.html'))
    .map((sample) => `${sample.url}`);
  const headers = await loadHeaders(join(dist, '_headers'));
  const bare = createServer(sirv(dist, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] }));
  // The same files and the same response headers (security, caching), set by sirv itself.
  const same = createServer(
    sirv(dist, {
      dev: false,
      etag: true,
      gzip: true,
      brotli: true,
      extensions: ['html'],
      setHeaders: (res, pathname) => {
        for (const [key, value] of Object.entries(headersFor(headers, pathname))) res.setHeader(key, value);
      },
    }),
  );
  const ports = [await listen(ours), await listen(bare), await listen(same)];
  for (const port of ports) await load(port, paths, 1000, 20);
  // Interleaved rounds, best of five each: the machine is shared and noisy.
  const best = [0, 0, 0];
  for (let round = 0; round < 5; round++) {
    for (let i = 0; i < ports.length; i++) best[i] = Math.max(best[i], await load(ports[i], paths, 4000, 20));
  }
  for (const server of [ours, bare, same]) server.close();
  const [oursPerSecond, barePerSecond, sameHeadersPerSecond] = best.map(Math.round);
  console.log(`\nStatic serving, 4,000 GETs x 5 rounds, 20 at a time from a worker thread, brotli, best round:`);
  console.log(`  npm start (booking endpoint, host rules, headers) ${oursPerSecond} req/s`);
  console.log(
    `  bare sirv with the same headers                   ${sameHeadersPerSecond} req/s (npm start: ${((oursPerSecond / sameHeadersPerSecond) * 100).toFixed(0)}%)`,
  );
  console.log(
    `  bare sirv, no headers at all                      ${barePerSecond} req/s (npm start: ${((oursPerSecond / barePerSecond) * 100).toFixed(0)}%)`,
  );
}

type LhRow = {
  kind: string;
  error?: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  tbtRuns?: number[];
};

type Lighthouse = (typeof import('lighthouse'))['default'];

/**
 * One page kind's scores: the median of `runs` runs. A run Lighthouse could not score (e.g.
 * NO_NAVSTART, a trace it failed to read) is run again, up to twice per kind; a page that keeps
 * failing is reported with the reason.
 */
async function scoreKind(lighthouse: Lighthouse, port: number, baseUrl: string, kind: string, url: string, runs: number): Promise<LhRow> {
  const samples: LhRow[] = [];
  let failures = 0;
  while (samples.length < runs) {
    // The not-found page is scored as visitors meet it: an unknown URL answered with 404.
    const notFound = url === NOT_FOUND_HTML;
    const result = await lighthouse(baseUrl + (notFound ? '/no-such-page' : url), {
      port,
      output: 'json',
      logLevel: 'error',
      ignoreStatusCode: notFound,
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError) {
      if (++failures <= 2) continue;
      const error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      return { kind, error, perf: 0, a11y: 0, bp: 0, seo: 0, lcp: 0, tbt: 0, cls: 0 };
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    samples.push({
      kind,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    });
  }
  const median = <K extends keyof LhRow>(metric: K) =>
    samples.map((sample) => sample[metric] as number).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  return {
    kind,
    perf: median('perf'),
    a11y: median('a11y'),
    bp: median('bp'),
    seo: median('seo'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    tbtRuns: samples.map((sample) => Math.round(sample.tbt)),
  };
}

function printScores(rows: LhRow[], runs: number): void {
  console.log(`\nLighthouse, mobile defaults (slow 4G, 4x CPU), median of ${runs}:`);
  console.log(`${'kind'.padEnd(16)} perf a11y  bp seo     LCP     TBT     CLS  TBT of each run`);
  for (const row of rows) {
    if (row.error) {
      console.log(`${row.kind.padEnd(16)} not scored: ${row.error}`);
      continue;
    }
    console.log(
      `${row.kind.padEnd(16)} ${String(row.perf).padStart(4)} ${String(row.a11y).padStart(4)} ${String(row.bp).padStart(3)} ${String(row.seo).padStart(3)} ${`${Math.round(row.lcp)} ms`.padStart(7)} ${`${Math.round(row.tbt)} ms`.padStart(7)} ${row.cls.toFixed(3).padStart(7)}  ${(row.tbtRuns ?? []).join(' ')}`,
    );
  }
}

/** Lighthouse (mobile defaults: slow 4G, 4x CPU) on each page kind, median of `runs`. */
export async function lighthouseRuns(baseUrl: string, runs: number, chromePath: string, dist: string): Promise<LhRow[]> {
  if (!existsSync(chromePath)) {
    console.log(`\nLighthouse skipped: no Chromium at ${chromePath}`);
    return [];
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: LhRow[] = [];
  try {
    for (const { kind, url } of kindSamples(dist)) rows.push(await scoreKind(lighthouse, chrome.port, baseUrl, kind, url, runs));
  } finally {
    await chrome.kill();
  }
  printScores(rows, runs);
  return rows;
}

/** Names for the bench's extra cities: fictional, distinct, and free of any real place's name. */
const EXTRA_CITY_WORDS =
  'Alder Birch Cedar Dogwood Elm Fir Hazel Holly Juniper Laurel Linden Magnolia Maple Myrtle Oak Olive Palm Pine Poplar Redbud Rowan Sage Spruce Sumac Sycamore Tupelo Walnut Willow Yew Aspen Basswood Catalpa Cypress Ginkgo Hawthorn Hickory Larch Mulberry Pecan Sassafras'.split(
    ' ',
  );

/**
 * A buildable scratch site with `count` more cities (each with its neighborhoods, so each
 * adds a city page, a page per service in the city and its neighborhood pages): how the build
 * scales with the site. The cities are the extra-city fixture's city under new names.
 */
export function siteWithMoreCities(scratch: string, count: number): string {
  if (count > EXTRA_CITY_WORDS.length) throw new Error(`at most ${EXTRA_CITY_WORDS.length} extra cities`);
  const template = readFileSync(join(scratch, 'content/cities/temple-terrace.yaml'), 'utf8');
  rmSync(join(scratch, 'content/cities/temple-terrace.yaml'));
  rmSync(join(scratch, 'content/local/services/garage-door-repair/temple-terrace.yaml'), { force: true });
  const ids: string[] = [];
  for (const word of EXTRA_CITY_WORDS.slice(0, count)) {
    const id = `${word.toLowerCase()}-grove`;
    ids.push(id);
    writeFileSync(
      join(scratch, 'content/cities', `${id}.yaml`),
      template.replaceAll('temple-terrace', id).replaceAll('Temple Terrace', `${word} Grove`),
    );
  }
  const manifest = join(scratch, 'site.yaml');
  const text = readFileSync(manifest, 'utf8');
  const withCities = text.replace(/^(\s+cities: \[[^\]]*), temple-terrace\]/m, `$1, ${ids.join(', ')}]`);
  if (withCities === text) throw new Error('site.yaml: the cities list of the scratch site was not found');
  writeFileSync(manifest, withCities);
  return scratch;
}
