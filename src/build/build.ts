import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { runCheck } from './check';
import { getSite, invalidateSite } from '../manifest/site';
import { buildNotFoundData, buildPageData } from '../kinds/data';
import { buildShell } from '../kinds/shell.data';
import { dataUrl, SHELL_URL } from '../app/page-store';
import { pageFile, pageFilePath } from '../routes/files';
import { pageIndex } from '../routes/pages';
import { allRedirects, fallbackRules } from '../routes/redirects';
import { robotsTxt, sitemapEntries, sitemapHtml, sitemapIndex, SITEMAPS, urlset } from '../seo/sitemap';
import { headersFile, redirectPage, redirectsFile } from './hostfiles';
import { contentDates } from './lastmod';
import { assetCompression, compressible, precompress } from './compress';
import { auditSite } from './audit';
import { reportOwnText } from './own-text';
import { addModuleLists } from './preload';
import { CHUNK_GRAPH } from './vite-plugin';

export const OUT_DIR = process.env.OUT_DIR ?? 'dist';

type Options = { launch?: boolean; root?: string; quiet?: boolean; outDir?: string; verbose?: boolean };

/**
 * check -> Vike build and prerender -> page data, sitemaps, host files -> quality gates -> swap.
 * Returns the exit code: 1 on any failure (a thrown step, a promise rejected and left unhandled
 * inside Vite or Vike, a failed gate), and then the previous output is left as it was.
 */
export async function runBuild(opts: Options = {}): Promise<number> {
  const outDir = opts.outDir ?? OUT_DIR;
  const rejections: unknown[] = [];
  // Vike installs handlers that only log an unhandled rejection, so the process would carry on and
  // exit 0: record it instead, and fail the build before the swap.
  const onRejection = (e: unknown) => {
    rejections.push(e);
    console.error(`✖ ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  };
  // Vike ends the process itself (exit code 1) when prerendering throws; say what that means.
  const onExit = (code: number) => code !== 0 && console.error(`\n✖ The build failed; ${outDir}/ was not changed.`);
  process.on('unhandledRejection', onRejection);
  process.on('exit', onExit);
  try {
    return await buildSteps(opts, rejections);
  } catch (e) {
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return failed(`${outDir}/ was not changed.`);
  } finally {
    process.off('unhandledRejection', onRejection);
    process.off('exit', onExit);
  }
}

/**
 * While Vite and Vike run: their output lines are dropped (errors still pass), and each page
 * prerendered advances one counter line. Returns `done`, which restores the output.
 */
function pageCounter(show: boolean): { done(): void } {
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  let pages = 0;
  const tty = process.stdout.isTTY;
  const drop = (chunk: unknown): boolean => {
    const text = String(chunk);
    const prerendered = text.match(/\.html\s*$/gm)?.length ?? 0;
    if (prerendered) {
      pages += prerendered;
      if (show && tty) out(`\rprerendering pages: ${pages}`);
    }
    return !/error|✖/i.test(text);
  };
  process.stdout.write = ((chunk: unknown, ...rest: never[]) =>
    drop(chunk) ? true : out(chunk as string, ...rest)) as typeof process.stdout.write;
  // An error passes without its stack trace into the bundle (--verbose keeps it).
  const short = (chunk: unknown) => String(chunk).replace(/^\s+at .*\n?/gm, '');
  process.stderr.write = ((chunk: unknown, ...rest: never[]) =>
    drop(chunk) && !/warn/i.test(String(chunk)) ? true : err(short(chunk), ...rest)) as typeof process.stderr.write;
  return {
    done() {
      process.stdout.write = out as typeof process.stdout.write;
      process.stderr.write = err as typeof process.stderr.write;
      if (show) out(`${tty ? '\r' : ''}prerendered ${pages} pages\n`);
    },
  };
}

function failed(what: string): number {
  console.error(`\n✖ The build failed; ${what}`);
  return 1;
}

async function buildSteps(opts: Options, rejections: unknown[]): Promise<number> {
  const root = opts.root ?? process.cwd();
  const outDir = opts.outDir ?? OUT_DIR;
  const started = performance.now();
  const step = (name: string, t0: number) => process.env.BUILD_TIMING && console.log(`  ${name}: ${Math.round(performance.now() - t0)} ms`);
  process.env.NODE_ENV = 'production';
  const log = (s: string) => !opts.quiet && console.log(s);

  invalidateSite();
  // The check leaves the site it loaded in the cache: the build and the prerender use that one.
  if ((await runCheck({ root, launch: opts.launch, print: opts.quiet ? () => {} : undefined })) !== 0) return 1;
  step('check', started);
  const site = getSite(root);
  let t = performance.now();

  const work = join(root, '.build', outDir.replace(/[^a-z0-9]/gi, '_'));
  rmSync(work, { recursive: true, force: true });
  const { build } = await import('vike/api');
  // The bundler's file lists are for developers (--verbose): an editor sees a counter of pages.
  const progress = opts.verbose ? undefined : pageCounter(!opts.quiet);
  try {
    await build({ viteConfig: { root, logLevel: opts.quiet ? 'error' : 'warn', build: { outDir: relative(root, work) } } });
  } finally {
    progress?.done();
  }

  await assetCompression();
  step('vike build and prerender', t);
  t = performance.now();
  // OUT_DIR may be relative to the project or absolute, on this disk or another one.
  const target = resolve(root, outDir);
  // The new site is completed and audited beside the previous one (which stays served and
  // deployable), and replaces it only when nothing failed: a failed build leaves dist/ as it was.
  const out = join(work, 'client');

  const { all } = pageIndex(site);
  if (!reportOwnText(site, all, root, log)) return 1;
  addModuleLists(out, all, CHUNK_GRAPH);
  // The pages are final: compress them on a thread of their own while the rest is written and
  // audited; the files written below follow on the same thread.
  const pagesCompressed = precompress(out);
  const written: string[] = [];
  const write = (rel: string, text: string) => {
    const file = join(out, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(file);
  };

  // Page data for client navigation: /<path>/page.json beside /<path>.html.
  for (const entry of all) write(dataUrl(entry.url).slice(1), JSON.stringify(buildPageData(site, entry)));
  write(dataUrl('/_not-found').slice(1), JSON.stringify(buildNotFoundData(site)));
  write(SHELL_URL.slice(1), JSON.stringify(buildShell(site)));

  // Sitemaps, with lastmod from the content files' last commit (never the build time).
  const dates = contentDates(root, site, all);
  const lastmods: Record<string, string | undefined> = {};
  for (const s of SITEMAPS) {
    const entries = sitemapEntries(all, s.name);
    write(
      s.file,
      urlset(site, entries, (p) => dates.get(p.url)),
    );
    lastmods[s.file] = entries
      .map((p) => dates.get(p.url))
      .filter(Boolean)
      .sort()
      .at(-1);
  }
  write('sitemap.xml', sitemapIndex(site, lastmods));
  write('robots.txt', robotsTxt(site));
  write('sitemap.html', sitemapHtml(site, all, SITEMAP_CSS));

  // Redirects: the host's file, and a fallback page for each declared source.
  const redirects = allRedirects(
    site,
    all.map((p) => p.url),
  );
  write(
    '_redirects',
    redirectsFile(redirects, fallbackRules(site.manifest.routes), [
      { from: site.manifest.booking.action, to: pageFilePath('/booking/thanks'), status: 200 },
    ]),
  );
  write('_headers', headersFile());
  for (const r of redirects.filter((r) => r.declared)) {
    write(pageFile(r.from), redirectPage(r.to, site.manifest.site.url + r.to));
  }

  const compressed = pagesCompressed.then(() => precompress(out, written.filter(compressible)));
  step('page data, sitemaps, host files', t);
  t = performance.now();
  // Quality gates over the whole built site: broken links, head tags, structured data, copy.
  const audit = auditSite(site, out);
  for (const w of audit.warnings) log(`warning  ${w}`);
  if (audit.errors.length) {
    const strict = process.env.AUDIT !== 'warn';
    for (const e of strict ? audit.errors : audit.errors.slice(0, 15)) console.error(`error    ${e}`);
    console.error(`✖ ${audit.errors.length} quality error(s) in the built site (npm run audit lists them all).`);
    if (strict) {
      await compressed;
      return failed(`${outDir}/ was not changed; the failed build is in ${relative(root, out)}/ for inspection.`);
    }
  }

  step('audit', t);
  t = performance.now();
  await compressed;
  step('precompress (what the audit did not overlap)', t);
  if (rejections.length) return failed(`${outDir}/ was not changed.`);
  // The swap: the previous output is moved aside, the new one takes its place, and the old one is
  // deleted on the thread pool.
  const trash = `${work}.old`;
  rmSync(trash, { recursive: true, force: true });
  if (existsSync(target)) move(target, trash);
  move(out, target);
  await Promise.all([rm(trash, { recursive: true, force: true }), rm(work, { recursive: true, force: true })]);
  const seconds = (performance.now() - started) / 1000;
  log(`built ${all.length} pages into ${outDir}/ in ${seconds.toFixed(1)} s (${Math.round(all.length / seconds)} pages/s)`);
  writeFileSync(join(root, '.build', 'last-build.json'), JSON.stringify({ pages: all.length, seconds }));
  return 0;
}

const SITEMAP_CSS =
  'header,footer{max-width:960px;margin:0 auto;padding:0.5rem 1rem}body{font-family:system-ui,sans-serif;margin:0;color:#1c2733;line-height:1.6}main{max-width:960px;margin:0 auto;padding:1.5rem 1rem}a{color:#0b3954}h1{color:#072538}section{margin:1.5rem 0}ul{columns:2 18rem;padding-left:1.2rem}small{color:#4a5866}';

export function readBuildInfo(root = process.cwd()): { pages: number; seconds: number } | undefined {
  const f = join(root, '.build', 'last-build.json');
  return existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : undefined;
}

/** Renames a directory; across disks, where a rename cannot go, copies it and removes the original. */
function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}
