import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkProject, reportCheck } from '../checks/check';
import { keptCheck } from './kept-check';
import { dataUrl, href, NOT_FOUND_HTML, SHELL_URL } from '../routes/urls';
import type { RenderedSite, RenderHelper, SiteData } from '../app/render-site.server';
import { renderThread, type RenderThread } from './render-helper';
import { renderMemo, type RenderMemo } from '../app/render-memo';
import type { Site } from '../manifest/load';
import type { GlobalContextServer } from 'vike/types';
import type { PluginOption } from 'vite';
import { pageFile, pageFilePath } from '../routes/files';
import { pageIndex } from '../routes/pages';
import type { PageEntry } from '../routes/table';
import { allRedirects, fallbackRules } from '../routes/redirects';
import { robotsTxt, sitemapEntries, sitemapHtml, sitemapIndex, SITEMAPS, urlset } from '../seo/sitemap';
import { headersFile, redirectPage, redirectsFile } from './hostfiles';
import { contentDates } from './lastmod';
import { clientAssetCompression, compressible, compressing, precompress } from './compress';
import { Staging, swapIn } from './output';
import { auditSite, readAhead, type AuditReadings } from './audit';
import { builtFiles } from './audit/files';
import { readThread, type ReadThread } from './audit/read-thread';
import { formatNoindexLinks } from './audit/noindex-links';
import { reportOwnText } from './own-text';
import { bundleAdmin } from './admin';
import { bundleCache, notSiteCode } from './bundle-cache';
import { projectFiles } from '../editing/server/project';
import { editingRepository } from '../netlify/repository';
import { writeEditingFiles } from './editing-files';
import { identityEmails } from '../editing/server/emails';
import { ADMIN_PATH, SCREEN_CONFIG_PATH } from '../routes/urls';
import { adminConfigText } from '../editing/server/config';
import { copySchemas } from '../kinds/kinds';
import { SIZED_FOLDER } from '../manifest/images';
import { sizedImages } from '../manifest/image-copies.server';
import { keptState, type Generation } from './kept-state';

export const OUT_DIR = process.env.OUT_DIR ?? 'dist';

type Options = { launch?: boolean; root?: string; quiet?: boolean; outDir?: string; verbose?: boolean; warm?: WarmBuild };

/**
 * What a long-lived builder (the owner's server's publisher, src/editing/server/live/publisher.ts) keeps
 * from one build of the project to the next, so that a build after an edit does only what the edit
 * changed: the last render (a page whose data is unchanged is not rendered again), the audit's
 * readings (a page whose HTML is unchanged is not parsed again), the bundle it renders with, and the
 * last generation it built (a file whose text is unchanged is linked from it, not written again).
 * Each build goes into a new folder (`outDir`), which it fills whole; the output is the same, byte
 * for byte, as a build without it (tests/integration/warm-build.test.ts).
 */
export type WarmBuild = {
  memo: RenderMemo;
  /** the thread that draws half of what a build draws, with the bundle it loaded */
  helper?: RenderThread;
  /** the thread that reads half of the pages the audit reads */
  reader?: ReadThread;
  readings: AuditReadings;
  bundle?: string;
  /** The last generation, and the files of it whose compressed copies were not written (`unwritten`). */
  previous?: Generation & { unwritten?: Set<string> };
  /**
   * The last generation's pages being compressed: a warm build swaps its generation in before its
   * pages' .br and .gz are written (the server answers uncompressed until they are there). The next
   * build stops it, links the copies that were written, and compresses the others with its own.
   */
  compressing?: { outcome: Promise<CompressOutcome>; stop(): Promise<string[]> };
};

/** How a warm build's compression after its swap ended. */
export type CompressOutcome = 'written' | 'stopped' | 'failed';

/** A warm builder's state before its first build. */
export const warmBuild = (): WarmBuild => ({ memo: renderMemo(), readings: new Map() });

/** runBuild's answer when a warm build finds the code changed since its bundle was loaded: only a new process can load the new one. */
export const CODE_CHANGED = 3;

/**
 * check (which builds every page's data) -> Vite and Vike build the client and server bundles ->
 * renderSite (every page's HTML from that data) -> pages, page data, sitemaps, host files ->
 * quality gates -> swap.
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
    // What failed, without a stack trace into the bundles (--verbose shows it).
    console.error(e instanceof Error ? (opts.verbose ? (e.stack ?? e.message) : `✖ ${e.message}`) : String(e));
    return failed(`${outDir}/ was not changed.`);
  } finally {
    process.off('unhandledRejection', onRejection);
    process.off('exit', onExit);
  }
}

/**
 * While Vite and Vike bundle: their output lines are dropped (errors and warnings still pass, an
 * error without its stack trace into the bundle; --verbose keeps everything). Returns `done`, which
 * restores the output.
 */
function quietBundler(): { done(): void } {
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const drop = (chunk: unknown): boolean => !/error|✖/i.test(String(chunk));
  process.stdout.write = ((chunk: unknown, ...rest: never[]) =>
    drop(chunk) ? true : out(chunk as string, ...rest)) as typeof process.stdout.write;
  const short = (chunk: unknown) => String(chunk).replace(/^\s+at .*\n?/gm, '');
  process.stderr.write = ((chunk: unknown, ...rest: never[]) =>
    drop(chunk) && !/warn/i.test(String(chunk)) ? true : err(short(chunk), ...rest)) as typeof process.stderr.write;
  return {
    done() {
      process.stdout.write = out as typeof process.stdout.write;
      process.stderr.write = err as typeof process.stderr.write;
    },
  };
}

/** Vite and Vike build the client and the server bundles into `work` (client/, server/). */
export async function bundleSite(
  root: string,
  work: string,
  opts: Pick<Options, 'quiet' | 'verbose'> & { plugins?: PluginOption[] } = {},
): Promise<void> {
  const { build } = await import('vike/api');
  // The bundler's file lists are for developers (--verbose).
  const progress = opts.verbose ? undefined : quietBundler();
  try {
    await build({
      viteConfig: { root, logLevel: opts.quiet ? 'error' : 'warn', build: { outDir: relative(root, work) }, plugins: opts.plugins },
    });
  } finally {
    progress?.done();
  }
}

/**
 * Loads the server bundle Vike built and renders the site with it: the bundle holds the page
 * components as Vite compiled them (MDX, discovered kinds), and its global context carries the
 * render step and the client build's manifest (src/vike/+onCreateGlobalContext.server.ts). The
 * site and its data are passed to it.
 */
export async function renderWithServerBundle(
  serverDir: string,
  site: Site,
  data: SiteData,
  memo?: RenderMemo,
  helper?: RenderHelper,
): Promise<RenderedSite> {
  // Vike warns once when its production runtime starts in a process that has loaded Vite, a setup
  // meant for servers; here the build renders with the bundle it has just made, as Vike's own
  // prerender does. Only that warning is left out.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void (String(args[0]).includes('vike.dev/warning/setup') || warn(...args));
  try {
    await import(pathToFileURL(join(serverDir, 'entry.mjs')).href);
    const { getGlobalContextAsync } = await import('vike/server');
    const globalContext = (await getGlobalContextAsync(true)) as GlobalContextServer;
    return await globalContext.renderSite(site, data, memo, helper);
  } finally {
    console.warn = warn;
  }
}

function failed(what: string): number {
  console.error(`\n✖ The build failed; ${what}`);
  return 1;
}

/**
 * The site's client and server bundles: made by Vite and Vike into `work`, or, when the code, the
 * MDX bodies, the packages and the build config are those of a recent build, that build's bundles
 * (an edit of site.yaml or a content file, what the editing screen saves, changes none of them: the
 * pages read the site when they are rendered). `kept()` waits for the client assets' compression and
 * puts fresh bundles in the cache; it returns the folder holding client/ and server/.
 */
async function siteBundles(root: string, work: string, opts: Options): Promise<{ dir: string; fresh: boolean; kept(): Promise<string> }> {
  // Beside the editing screen's, in node_modules/.cache/: checkouts that share their packages
  // (the tests' scratch sites) share the bundles of the same code.
  const cache = bundleCache(
    root,
    join(root, 'node_modules', '.cache', 'site-bundles'),
    'server/entry.mjs',
    ['vite.config.ts', 'tsconfig.json', 'public'],
    notSiteCode,
  );
  const cached = cache.hit();
  if (cached) return { dir: cached, fresh: false, kept: async () => cached };
  const assets = clientAssetCompression(join(root, '.build', 'cache', 'compressed-assets'));
  await bundleSite(root, work, { ...opts, plugins: [assets.plugin] });
  return {
    dir: work,
    fresh: true,
    async kept() {
      await assets.done();
      return cache.keep(work);
    },
  };
}

/**
 * Every file the build writes besides the bundles, by path: each page and its data for client
 * navigation (/<path>.html and /<path>/page.json, from the one render), the not-found page as
 * 404.html (what the host answers for an unknown path), the shell data, sitemaps, robots.txt, the
 * host's redirect and header files, the sign-in e-mails of the Netlify editors, and the editing screen's configuration.
 */
function siteFiles(root: string, site: Site, rendered: RenderedSite, all: PageEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const page of rendered.pages) {
    files.set(pageFile(page.url), page.html);
    files.set(dataUrl(page.url).slice(1), page.json);
  }
  files.set(NOT_FOUND_HTML.slice(1), rendered.notFound.html);
  files.set(dataUrl(rendered.notFound.url).slice(1), rendered.notFound.json);
  files.set(SHELL_URL.slice(1), JSON.stringify(rendered.shell));

  // Sitemaps, with lastmod from the content files' last commit (never the build time).
  const dates = contentDates(root, site, all);
  const lastmods: Record<string, string | undefined> = {};
  for (const sitemap of SITEMAPS) {
    const entries = sitemapEntries(all, sitemap.name);
    files.set(
      sitemap.file,
      urlset(site, entries, (pageEntry) => dates.get(pageEntry.url)),
    );
    lastmods[sitemap.file] = entries
      .map((entry) => dates.get(entry.url))
      .filter(Boolean)
      .sort()
      .at(-1);
  }
  files.set('sitemap.xml', sitemapIndex(site, lastmods));
  files.set('robots.txt', robotsTxt(site));
  files.set('sitemap.html', sitemapHtml(site, all, SITEMAP_CSS));

  // Redirects: the host's file, and a fallback page for each declared source.
  const redirects = allRedirects(
    site,
    all.map((pageEntry) => pageEntry.url),
  );
  files.set(
    '_redirects',
    redirectsFile(redirects, fallbackRules(site.manifest.routes), [
      { from: site.manifest.booking.action, to: pageFilePath(href('booking-result')), status: 200 },
    ]),
  );
  files.set('_headers', headersFile());
  for (const redirect of redirects.filter((each) => each.declared)) {
    files.set(pageFile(redirect.from), redirectPage(redirect.to, site.manifest.site.url + redirect.to));
  }

  for (const [rel, html] of identityEmails(site)) files.set(rel, html);
  // The editing screen's lists and forms, made from the files as they are now: an edit that adds a
  // city or changes a price changes this file, not the screen's code (src/editing/screen/config.ts).
  files.set(SCREEN_CONFIG_PATH.slice(1), adminConfigText(root, copySchemas()));
  return files;
}

/**
 * Plans the output whole (the client build's assets, already compressed; the editing screen under
 * /admin/; `files`, with a .br and .gz each when worth compressing), cuts the staging directory
 * down to that plan, and puts the files in: those linked at once, those written on the thread pool
 * (`written` settles when they are). Returns also the staged files still to compress.
 * The files the editing screen's check reads (this build's site.yaml and content) are not
 * published: they are written beside the site for the function that serves them to signed-in
 * editors (src/build/editing-files.ts).
 */
function stageOutput(
  stage: Staging,
  client: string,
  admin: string,
  files: Map<string, string>,
  sized: { dir: string; files: string[] },
  previous?: WarmBuild['previous'],
): { toCompress: string[]; written: Promise<void> } {
  const clientFiles = Staging.filesOf(client);
  for (const rel of clientFiles) stage.plan(rel);
  const sizedDir = SIZED_FOLDER.slice(1);
  for (const rel of sized.files) stage.plan(`${sizedDir}/${rel}`);
  const adminDir = ADMIN_PATH.slice(1, -1);
  const adminFiles = Staging.filesOf(admin);
  for (const rel of adminFiles) stage.plan(`${adminDir}/${rel}`);
  const toCompress: string[] = [];
  // A file the previous generation has with the same text is linked from it, with its compressed copies.
  const unchanged: string[] = [];
  const same = new Set([...files].filter(([rel, text]) => previous?.texts.get(rel) === text).map(([rel]) => rel));
  for (const [rel, text] of files) {
    stage.plan(rel);
    if (same.has(rel)) unchanged.push(rel);
    if (!compressible(rel, Buffer.byteLength(text))) continue;
    stage.plan(`${rel}.br`);
    stage.plan(`${rel}.gz`);
    if (same.has(rel) && !previous?.unwritten?.has(rel)) unchanged.push(`${rel}.br`, `${rel}.gz`);
    else toCompress.push(join(stage.dir, rel));
  }
  stage.prune();
  stage.linkIn(client, clientFiles);
  stage.linkIn(admin, adminFiles, adminDir);
  stage.linkIn(sized.dir, sized.files, sizedDir);
  if (previous) stage.linkIn(previous.dir, unchanged);
  const written = stage.writeAll([...files].filter(([rel]) => !same.has(rel)));
  // Settled when something else fails first: its failure is the one reported.
  written.catch(() => undefined);
  return { toCompress, written };
}

/**
 * Audits the built site in `out` and says what the gates found; false when an error fails the build
 * (AUDIT=warn lets it pass), once its files are `written`. `readRest` finishes the reading begun on
 * two threads (readAhead).
 */
async function audited(
  site: Site,
  out: string,
  opts: Parameters<typeof auditSite>[2] & { readRest?: () => Promise<void>; written: Promise<void> },
  log: (text: string) => void,
): Promise<boolean> {
  const readings = opts.readings ?? new Map();
  await opts.readRest?.();
  await opts.written;
  const files = builtFiles(out);
  const audit = auditSite(site, out, { ...opts, readings, files });
  log(formatNoindexLinks(audit.noindexLinks));
  for (const warning of audit.warnings) log(`warning  ${warning}`);
  if (!audit.errors.length) return true;
  const strict = process.env.AUDIT !== 'warn';
  for (const error of strict ? audit.errors : audit.errors.slice(0, 15)) console.error(`error    ${error}`);
  console.error(`✖ ${audit.errors.length} quality error(s) in the built site (npm run audit lists them all).`);
  return !strict;
}

/**
 * What a build takes up from the builds before it: a warm builder its own state (once the last
 * generation's compression is stopped); a one-off build what the last one with the same code kept
 * (src/build/kept-state.ts), and the live output to link unchanged files from.
 */
async function takenUp(opts: Options, root: string, bundles: { dir: string; fresh: boolean }, outDir: string) {
  if (opts.warm) {
    await stopCompressing(opts.warm);
    // A generation removed since (by whoever serves them) is nothing to link from.
    if (opts.warm.previous && !existsSync(opts.warm.previous.dir)) opts.warm.previous = undefined;
    return { kept: undefined, memo: opts.warm.memo, readings: opts.warm.readings, previous: opts.warm.previous };
  }
  const kept = keptState(root, bundles.fresh ? '' : bundles.dir, outDir);
  return { kept, memo: kept?.memo, readings: kept?.readings, previous: kept?.output };
}

/**
 * The thread that draws every other page beside the build's own (src/build/render-helper.ts): a
 * warm builder's, kept while it renders with the same bundle (its first build's folder, then the
 * cache's: a helper of another folder is ended). A one-off build has none: a thread loading the
 * bundle cold cost more than it saved (docs/decisions/072). RENDER_THREADS=1 draws on one thread.
 */
async function renderHelperFor(opts: Options, serverDir: string): Promise<RenderThread | undefined> {
  if (!opts.warm || process.env.RENDER_THREADS === '1') return undefined;
  const kept = opts.warm.helper?.serverDir === serverDir ? opts.warm.helper : undefined;
  if (opts.warm.helper && !kept) await opts.warm.helper.close();
  return (opts.warm.helper = kept ?? renderThread(serverDir));
}

/**
 * A warm builder's reading of its changed pages for the audit, begun on its reading thread as soon
 * as their texts are known (readAhead); its answer finishes it. A one-off build (or RENDER_THREADS=1)
 * reads them in the audit, on one thread.
 */
function readingBegun(opts: Options, root: string, dir: string, readings: AuditReadings | undefined, files: Map<string, string>) {
  if (!opts.warm || process.env.RENDER_THREADS === '1' || !readings) return undefined;
  const reader = (opts.warm.reader ??= readThread(root));
  return readAhead(dir, readings, reader, { texts: files, files: [...files.keys()].map((rel) => join(dir, rel)) });
}

/** The check a build runs: a one-off build takes up the last one's when nothing it reads changed (a warm builder keeps its parses). */
function checkOf(opts: Options, root: string): typeof checkProject {
  return opts.warm ? checkProject : (options) => keptCheck(root, Boolean(opts.launch), () => checkProject(options));
}

async function buildSteps(opts: Options, rejections: unknown[]): Promise<number> {
  const root = opts.root ?? process.cwd();
  const outDir = opts.outDir ?? OUT_DIR;
  const started = performance.now();
  const step = (name: string, t0: number) => process.env.BUILD_TIMING && console.log(`  ${name}: ${Math.round(performance.now() - t0)} ms`);
  process.env.NODE_ENV = 'production';
  const log = (line: string) => !opts.quiet && console.log(line);

  // The check loads the site and builds every page's data: the render draws the pages from that data.
  const checked = await reportCheck({ root, launch: opts.launch, print: opts.quiet ? () => {} : undefined }, checkOf(opts, root));
  if (checked.code !== 0 || !checked.site || !checked.data) return 1;
  const { site, data } = checked;
  step('check', started);
  let stepStart = performance.now();
  const work = join(root, '.build', outDir.replace(/[^a-z0-9]/gi, '_'));
  rmSync(work, { recursive: true, force: true });
  // The build's own notes go in .build/ (a copy whose bundles come from the shared cache has none yet).
  mkdirSync(join(root, '.build'), { recursive: true });
  const bundles = await siteBundles(root, work, opts);
  step(bundles.fresh ? 'vite and vike build' : 'vite and vike build (unchanged code: the last bundles)', stepStart);
  // A warm builder renders with the bundle it loaded first; new code needs a new process.
  if (opts.warm?.bundle && (bundles.fresh || bundles.dir !== opts.warm.bundle)) return CODE_CHANGED;
  const { kept, memo, readings, previous } = await takenUp(opts, root, bundles, outDir);
  stepStart = performance.now();
  // The editing screen: a Vite build of its own (bundling it beside the site's was slower on 2 cores).
  const admin = await bundleAdmin(root, opts);
  step('editing screen (cached unless the code changed)', stepStart);
  stepStart = performance.now();
  const serverDir = join(bundles.dir, 'server');
  const helper = await renderHelperFor(opts, serverDir);
  const rendered = await renderWithServerBundle(serverDir, site, data, memo, helper);
  if (!opts.quiet) console.log(`rendered ${rendered.pages.length + 1} pages`);
  const bundled = await bundles.kept();
  if (opts.warm) opts.warm.bundle ??= bundled;
  step('render', stepStart);
  stepStart = performance.now();
  // OUT_DIR may be relative to the project or absolute, on this disk or another one.
  const target = resolve(root, outDir);
  // The new site is completed and audited beside the previous one (which stays served and
  // deployable), and replaces it only when nothing failed: a failed build leaves dist/ as it was.
  // It is made in the output of the build before last (src/build/output.ts); a warm build makes
  // each generation in a new folder of its own, which is its output.
  const stage = new Staging(opts.warm ? target : `${work}.stage`);

  const { all } = pageIndex(site);
  if (!reportOwnText(site, all, root, log)) return 1;
  const files = siteFiles(root, site, rendered, all);
  // The pages are read on two threads from their texts, while the output is written.
  const readRest = readingBegun(opts, root, stage.dir, readings, files);
  const editing = { files: projectFiles(root), repository: editingRepository(process.env) };
  const sized = await sizedImages(root, files.values());
  const { toCompress, written } = stageOutput(stage, join(bundled, 'client'), admin, files, sized, previous);
  const out = stage.dir;
  const compression = pageCompression(opts, root, toCompress, written);
  step('page data, sitemaps, host files', stepStart);
  stepStart = performance.now();
  // Quality gates over the whole built site: broken links, head tags, structured data, copy.
  const audit = { measured: rendered.ownText, readings, texts: files, readRest, written };
  const passed = await audited(site, out, audit, log);
  if (!passed || rejections.length) {
    await compression.settled();
    return failed(`${outDir}/ was not changed${passed ? '' : `; the failed build is in ${relative(root, out)}/ for inspection`}.`);
  }
  step('audit', stepStart);
  stepStart = performance.now();
  await compression.done();
  step(opts.warm ? 'precompress (begun, for after the swap)' : 'precompress (what the audit did not overlap)', stepStart);
  stepStart = performance.now();
  if (opts.warm) opts.warm.previous = { dir: target, texts: files };
  else swapIn(out, target);
  kept?.save(bundled);
  writeEditingFiles(root, editing.files, editing.repository);
  await rm(work, { recursive: true, force: true });
  step('swap', stepStart);
  const seconds = (performance.now() - started) / 1000;
  log(`built ${all.length} pages into ${outDir}/ in ${seconds.toFixed(1)} s (${Math.round(all.length / seconds)} pages/s)`);
  writeFileSync(join(root, '.build', 'last-build.json'), JSON.stringify({ pages: all.length, seconds }));
  return 0;
}

/**
 * The compression of the files a build wrote. A one-off build's runs on a thread of its own while
 * the site is audited, and keeps each page's compressed copies under a hash of its text for the
 * next build; `done` waits for it. A warm builder's begins at `done`, once its generation is
 * complete, so that both cores audit (WarmBuild.compressing); it links the unchanged pages' copies
 * from its last generation instead. `settled` waits for the one-off build's, failed or not.
 */
function pageCompression(opts: Options, root: string, files: string[], written: Promise<void>) {
  const { warm } = opts;
  if (warm)
    return {
      settled: async () => undefined,
      done: async () => void (warm.compressing = compressAfterSwap(files)),
    };
  const early = written.then(() => precompress(files, { cache: join(root, '.build', 'cache', 'compressed-pages') }));
  early.catch(() => undefined);
  return {
    settled: () =>
      early.then(
        () => undefined,
        () => undefined,
      ),
    done: () => early,
  };
}

/** A warm build's compression of its generation's changed files, begun once the generation is complete. */
function compressAfterSwap(files: string[]): NonNullable<WarmBuild['compressing']> {
  const work = compressing(files);
  const outcome = work.done.then(
    (written): CompressOutcome => (written === files.length ? 'written' : 'stopped'),
    (e: unknown): CompressOutcome => {
      console.error(`✖ The pages' compressed copies were not all written: ${e instanceof Error ? e.message : String(e)}`);
      return 'failed';
    },
  );
  return { outcome, stop: work.stop };
}

/**
 * Stops the last generation's compression (a warm build's first step): what it did not write is
 * the last generation's `unwritten`, compressed again by this build rather than linked.
 */
async function stopCompressing(warm: WarmBuild): Promise<void> {
  const work = warm.compressing;
  warm.compressing = undefined;
  if (!work || !warm.previous) return;
  const { dir } = warm.previous;
  const left = await work.stop();
  // After a failure nothing of it is taken as written.
  if ((await work.outcome) === 'failed') warm.previous = undefined;
  else warm.previous.unwritten = new Set(left.map((file) => relative(dir, file).split('\\').join('/')));
}

const SITEMAP_CSS =
  'header,footer{max-width:960px;margin:0 auto;padding:0.5rem 1rem}body{font-family:system-ui,sans-serif;margin:0;color:#1c2733;line-height:1.6}main{max-width:960px;margin:0 auto;padding:1.5rem 1rem}a{color:#0b3954}h1{color:#072538}section{margin:1.5rem 0}ul{columns:2 18rem;padding-left:1.2rem}small{color:#4a5866}';

export function readBuildInfo(root = process.cwd()): { pages: number; seconds: number } | undefined {
  const file = join(root, '.build', 'last-build.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
