import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { devGlobalContext } from '../vike/dev-context.server.ts';
import { HYDRATE_MODULE } from '../vike/modules.ts';

/**
 * Two jobs: in `npm run dev` a change to site.yaml, content/ or schema/ reloads the page with fresh data; and
 * while `npm run check` finds errors, the dev server shows them instead of the page.
 */
export function siteContent(): Plugin {
  return {
    name: 'site-content',
    enforce: 'pre',
    // The hydrate module is a chunk of its own that the client entry imports by URL after first
    // paint (src/vike/+client.ts); a plain import() would make the entry load Vite's preload helper
    // and the shared chunk it lives in before the page paints.
    buildStart() {
      if (this.environment?.name !== 'client' || this.environment.mode !== 'build') return;
      this.emitFile({ type: 'chunk', id: `/${HYDRATE_MODULE}`, name: 'hydrate' });
    },
    configureServer(server) {
      const root = server.config.root;
      const sources = ['site.yaml', 'content', 'schema'].map((text) => resolve(root, text));
      // The watcher may report a path relative to the root: compare absolute paths.
      const watched = (file: string) => {
        const abs = resolve(root, file);
        return sources.some((source) => abs === source || abs.startsWith(source + sep));
      };
      server.watcher.add(sources);
      /** The site the pages are rendered from (src/vike/site.ts). */
      const devSite = async () => (await server.ssrLoadModule('/src/vike/site.ts')).siteOf(await devGlobalContext());
      // The check's verdict on the current files: undefined until a page is requested after a change.
      let verdict: Promise<string | undefined> | undefined;
      const reload = pageReloader(server);
      const onChange = (file: string) => {
        if (!watched(file)) return;
        verdict = undefined;
        // The site on the global context is dropped; the next request loads the files again.
        void devGlobalContext()
          .then((globalContext) => (globalContext.site = undefined))
          .finally(reload);
      };
      // A page request runs `npm run check` first (once per change): with errors, the browser shows
      // them, as the terminal would, instead of a broken page; the page reloads itself after the fix.
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html') || /^\/(@|node_modules|src)\/|\.\w+$/.test(path))
          return next();
        verdict ??= server
          .ssrLoadModule('/src/checks/check.ts')
          .then((mod) => {
            const { errors } = mod.checkProject({ root });
            return errors.length ? (errors as Array<{ format(): string }>).map((error) => error.format()).join('\n\n') : undefined;
          })
          .catch((e: Error) => `the check could not run: ${e.message}`);
        const problems = await verdict;
        if (!problems) return next();
        server.config.logger.error(`\n${problems}\n`, { timestamp: true });
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(checkPage(problems));
      });
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // Hydration and client navigation fetch /shell.json and <path>/page.json; the build writes
      // those files, dev makes them on request.
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (req.method !== 'GET' || !path.endsWith('.json')) return next();
        try {
          const [mod, site] = await Promise.all([server.ssrLoadModule('/src/vike/data.server.ts'), devSite()]);
          const data = mod.dataAt(site, path);
          if (data === undefined) return next();
          res.statusCode = data === null ? 404 : 200;
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(data ?? {}));
        } catch (e) {
          next(e);
        }
      });
    },
  };
}

/**
 * Reloads the open pages. A change made while no page is connected (one reloading, its client not
 * yet back) reloads no one: the first page to connect within a few seconds after it is reloaded
 * instead, so it shows the change. A change made while pages are connected reloads just them.
 */
function pageReloader(server: ViteDevServer): () => void {
  let connected = 0;
  let missedAt: number | undefined;
  server.ws.on('vite:client:connect', (_, client) => {
    connected++;
    if (missedAt !== undefined && Date.now() - missedAt < 5_000) client.send({ type: 'full-reload' });
    missedAt = undefined;
  });
  server.ws.on('vite:client:disconnect', () => (connected = Math.max(0, connected - 1)));
  return () => {
    if (connected === 0) missedAt = Date.now();
    server.ws.send({ type: 'full-reload' });
  };
}

/** The dev server's page while `npm run check` finds errors; Vite's client reloads it after the fix. */
function checkPage(problems: string): string {
  const escaped = problems.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>npm run check: errors</title>
<script type="module" src="/@vite/client"></script>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1c2733}pre{background:#fff4f4;border-left:4px solid #c0392b;padding:1rem;white-space:pre-wrap}</style></head>
<body><h1>The site has errors</h1><p>Fix them in your editor; this page reloads by itself once they are fixed.</p><pre>${escaped}</pre></body></html>`;
}

/**
 * In `npm run dev` and `npm run edit`, the sized copies of the content photos (/images/sized/...)
 * are made on request, as the build makes them (src/manifest/image-copies.server.ts), so a new upload shows at once.
 */
export function sizedImagesInDev(): Plugin {
  return {
    name: 'sized-images',
    configureServer(server) {
      let cache: import('../manifest/image-copies.server.ts').SizedCache | undefined;
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (req.method !== 'GET' || !path.startsWith('/images/sized/')) return next();
        try {
          const { SizedCache } = await import('../manifest/image-copies.server.ts');
          cache ??= new SizedCache(server.config.root);
          const file = await cache.file(path);
          if (!file) return next();
          const { readFileSync } = await import('node:fs');
          const type = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[path.slice(path.lastIndexOf('.') + 1)];
          res.setHeader('Content-Type', type ?? 'application/octet-stream');
          res.end(readFileSync(file));
        } catch (e) {
          next(e);
        }
      });
    },
  };
}
