import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { projectFiles } from './project';
import { checkInBrowser } from './vite-plugin';

type Connect = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
type Options = { root: string; port: number; host: string; contentRoot: string };

/**
 * `npm run edit`: the site's dev server (Vite + Vike, from the project's vite.config.ts) with the
 * editing screen at /admin, decap-server's local backend at /api/v1 writing into `contentRoot`,
 * and the project's files as they are on disk for the screen's check and preview
 * (`/admin/project.json`, read anew on every request).
 */
export async function startEditServer(opts: Options): Promise<ViteDevServer> {
  process.env.GIT_REPO_DIRECTORY = opts.contentRoot;
  // The screen's worker draws pages with the site's server renderer in the browser on purpose
  // (check.worker.ts): Vike's warning about a .server file on the client is left out for it only.
  for (const method of ['warn', 'log'] as const) {
    const print = console[method];
    console[method] = (...args: unknown[]) => void (/file-env[\s\S]*src\/admin\//.test(String(args[0])) || print(...args));
  }
  const server = await createServer({
    root: opts.root,
    configFile: join(opts.root, 'vite.config.ts'),
    plugins: [editingScreen(opts), checkInBrowser(opts.root)],
    // Its own dependency cache: Decap's bundle stays out of the one `npm run dev` uses.
    cacheDir: join(opts.root, 'node_modules/.vite-edit'),
    // Every dependency of the screen, of its worker (the check, the page kinds) and of the site's
    // own pages is known before the first request: without hot updates, a dependency found later
    // would leave an open page with two copies of React.
    optimizeDeps: {
      entries: ['src/admin/index.html', 'src/admin/check.worker.ts', 'src/vike/+client.ts', 'src/vike/hydrate.tsx', 'src/kinds/*/Page.tsx'],
      include: ['react-dom/server', '@unhead/react/server', 'pathe', 'stylis'],
    },
    // No hot updates: the screen's own saves change the files it shows, and its worker imports the
    // page kinds, where React's refresh runtime (made for a window) would not run.
    server: { port: opts.port, host: opts.host, strictPort: true, hmr: false },
  });
  await server.listen();
  return server;
}

function editingScreen(opts: Options): Plugin {
  return {
    name: 'editing-screen',
    // Before the site's own middleware, which answers every page with the check's errors while
    // the files have any: the editing screen and its backend stay reachable.
    enforce: 'pre',
    async configureServer(server) {
      // decap-server's own local backend, on an app of the Express it is written for.
      const require = createRequire(import.meta.url);
      const backend = (require('express') as () => Connect)();
      const { registerLocalFs } = require('decap-server/dist/middlewares.js') as {
        registerLocalFs: (app: Connect, options?: { logLevel?: string }) => Promise<void>;
      };
      await registerLocalFs(backend, { logLevel: 'warn' });
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url.startsWith('/api/v1')) return backend(req, res, next);
        if (url === '/admin' || url === '/admin/' || url === '/admin/index.html') return void adminPage(server, req, res).catch(next);
        if (url === '/admin/project.json') return void sendProject(opts, res);
        next();
      });
    },
  };
}

async function adminPage(server: ViteDevServer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url === '/admin') {
    res.writeHead(301, { location: '/admin/' }).end();
    return;
  }
  const html = await server.transformIndexHtml('/admin/', readFileSync(resolve(server.config.root, 'src/admin/index.html'), 'utf8'));
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' })
    .end(html);
}

function sendProject(opts: Options, res: ServerResponse): void {
  const body = JSON.stringify(projectFiles(opts.contentRoot, opts.root));
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache', 'x-robots-tag': 'noindex, nofollow' }).end(body);
}
