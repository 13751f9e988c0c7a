import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

type Guard = typeof import('./guard.server');
type Connect = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
type Options = { root: string; port: number; host: string; contentRoot: string };

/**
 * `npm run edit`: the site's dev server (Vite + Vike, from the project's vite.config.ts) with the
 * editing screen at /admin, decap-server's local backend at /api/v1 writing into `contentRoot`,
 * and the two endpoints the screen calls before it saves or previews.
 */
export async function startEditServer(opts: Options): Promise<ViteDevServer> {
  process.env.GIT_REPO_DIRECTORY = opts.contentRoot;
  const server = await createServer({
    root: opts.root,
    configFile: join(opts.root, 'vite.config.ts'),
    plugins: [editingScreen(opts)],
    // Its own dependency cache: Decap's bundle stays out of the one `npm run dev` uses.
    cacheDir: join(opts.root, 'node_modules/.vite-edit'),
    server: { port: opts.port, host: opts.host, strictPort: true },
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
      const guard = () => server.ssrLoadModule('/src/admin/guard.server.ts') as Promise<Guard>;
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url.startsWith('/api/v1')) return backend(req, res, next);
        if (url === '/admin' || url === '/admin/' || url === '/admin/index.html') return void adminPage(server, req, res).catch(next);
        if (url === '/admin/api/check' || url === '/admin/api/preview') return void answer(guard, opts, req, res, url).catch(next);
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

async function answer(guard: () => Promise<Guard>, opts: Options, req: IncomingMessage, res: ServerResponse, url: string): Promise<void> {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end('POST only');
    return;
  }
  const body = await readBody(req);
  let input: { path?: unknown; text?: unknown };
  try {
    input = JSON.parse(body) as typeof input;
  } catch {
    res.writeHead(400).end('The body is not JSON.');
    return;
  }
  const g = await guard();
  const path = g.editablePath(input.path);
  if (!path || typeof input.text !== 'string') {
    res.writeHead(400).end('path must be site.yaml or a .yaml file under content/, and text a string.');
    return;
  }
  if (url === '/admin/api/check') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(g.checkEdit(opts.contentRoot, path, input.text)));
    return;
  }
  const origin = `http://${req.headers.host ?? `${opts.host}:${opts.port}`}`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(await g.previewEdit(opts.contentRoot, path, input.text, origin));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 5_000_000) req.destroy(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}
