import { renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { checkInBrowser } from '../editing/server/vite-plugin';
import { ADMIN_PATH } from '../routes/urls';
import { compressible, precompress } from './compress';
import { Staging } from './output';
import { bundleCache, notScreenCode } from './bundle-cache';

/**
 * The editing screen for the built site (`dist/admin/`): its own Vite build of src/editing/screen/index.html
 * (Decap CMS, the generated forms, and the worker that runs the check and draws the preview), apart
 * from the site's bundles, so that no public page loads a byte of it. Its output depends only on
 * the code and the installed packages, so it is kept under a hash of those
 * and rebuilt only when one changes (most builds change content only). The cache is in
 * node_modules/.cache/ (the packages' own place for caches), shared by checkouts (and scratch
 * sites) that share their packages.
 * Returns the folder holding `index.html` and `assets/`.
 */
export async function bundleAdmin(root: string, opts: { quiet?: boolean } = {}): Promise<string> {
  const cache = adminCache(root);
  const cached = cache.hit();
  if (cached) return cached;
  const work = `${cache.dir}.${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  const { build } = await import('vite');
  const plugins = () => [react(), checkInBrowser(root)];
  // Vite's production build sets NODE_ENV for the whole process: put back after it, for what the
  // caller runs next (`npm run edit` starts a dev server).
  const nodeEnv = process.env.NODE_ENV;
  await build({
    configFile: false,
    root,
    base: ADMIN_PATH,
    mode: 'production',
    logLevel: opts.quiet ? 'error' : 'warn',
    publicDir: false,
    plugins: plugins(),
    worker: { format: 'es', plugins },
    build: {
      outDir: work,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      // Decap is one large bundle; it is loaded by this screen only.
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: { input: join(root, 'src/editing/screen/index.html'), onwarn: quietWarnings },
    },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  // Vite writes the page where it is in the project (src/editing/screen/index.html).
  renameSync(join(work, 'src/editing/screen/index.html'), join(work, 'index.html'));
  rmSync(join(work, 'src'), { recursive: true, force: true });
  // Served compressed like the site's files (brotli level 7: level 11 would take 12 s for 3 % less).
  await precompress(
    Staging.filesOf(work)
      .map((rel) => join(work, rel))
      .filter((file) => compressible(file, statSync(file).size)),
    { quality: 7 },
  );
  // The cache keeps the three newest, and any used within the hour.
  return cache.keep(work);
}

const adminCache = (root: string) => bundleCache(root, join(root, 'node_modules', '.cache', 'site-admin'), 'index.html', [], notScreenCode);

/**
 * The editing screen already built from this code (by a build of this project or of a copy sharing
 * its packages), or undefined: `npm run edit` serves it instead of compiling the screen in the browser.
 */
export const builtAdmin = (root: string): string | undefined => adminCache(root).hit();

/** The MDX compiler's packages carry empty module directives the bundler warns about: harmless. */
function quietWarnings(warning: Rolldown.RolldownLog, warn: (rolldownLog: Rolldown.RolldownLog) => void): void {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'EVAL') return;
  warn(warning);
}
