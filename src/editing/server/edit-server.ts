import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { lookup } from 'mrmime';
import { SizedCache } from '../../manifest/image-copies.server';
import { IMAGE_PATH, SIZED_FOLDER } from '../../manifest/images';
import { devGlobalContext } from '../../vike/dev-context.server';
import { createBackend, inOrder } from './backend';
import { acceptKeyLink, EDIT_DEPS_CACHE, isPrivatePath, refuseStranger } from './gate';
import { projectFiles } from './project';
import { adminConfigText } from './config';
import { copySchemas } from '../../kinds/kinds';
import { SCREEN_CONFIG_PATH } from '../../routes/urls';
import { checkInBrowser } from './vite-plugin';

type Options = {
  root: string;
  port: number;
  host: string;
  contentRoot: string;
  key: string;
  /**
   * The editing screen built from this code (src/build/admin.ts): served as built, a few minified
   * files. (Compiled by Vite on request instead, Decap's CommonJS packages did not run in a browser.)
   */
  builtScreen: string;
};

/** The largest request the screen's backend reads (a save with an uploaded image). */
const MAX_BODY = 12 * 1024 * 1024;

/**
 * `npm run edit`: the site's dev server (Vite + Vike, from the project's vite.config.ts) with the
 * editing screen at /admin, its file backend at /api/v1 writing into `contentRoot` (the editable
 * files only, each change checked on the server first: backend.ts), and the project's files as
 * they are on disk for the screen's check and preview (`/admin/project.json`). Only the browser
 * that opened the printed link (`opts.key`) gets the screen, its backend and the files (gate.ts);
 * no page of another origin can read an answer (no CORS), and the lead database, git and the
 * project's settings are never served.
 */
export async function startEditServer(opts: Options): Promise<ViteDevServer> {
  // The screen's worker draws pages with the site's server renderer in the browser on purpose
  // (check.worker.ts): Vike's warning about a .server file on the client is left out for it only.
  for (const method of ['warn', 'log'] as const) {
    const print = console[method];
    console[method] = (...args: unknown[]) => void (/file-env[\s\S]*src\/editing\//.test(String(args[0])) || print(...args));
  }
  const server = await createServer({
    root: opts.root,
    configFile: join(opts.root, 'vite.config.ts'),
    plugins: [editingScreen(opts), checkInBrowser(opts.root)],
    // Its own dependency cache: Decap's bundle stays out of the one `npm run dev` uses. In the
    // project's folder, not in node_modules, which a copy of the project may share by a link: a copy
    // started at the same time rewrote the bundle an open screen was loading.
    cacheDir: join(opts.root, EDIT_DEPS_CACHE),
    // Every dependency of the screen, of its worker (the check, the page kinds) and of the site's
    // own pages is known before the first request: without hot updates, a dependency found later
    // would leave an open page with two copies of React.
    optimizeDeps: {
      entries: ['src/vike/+client.ts', 'src/vike/hydrate.tsx', 'src/kinds/*/page.tsx'],
      include: ['react-dom/server', '@unhead/react/server', 'pathe', 'stylis'],
    },
    // No hot updates: the screen's own saves change the files it shows, and its worker imports the
    // page kinds, where React's refresh runtime (made for a window) would not run.
    server: {
      port: opts.port,
      host: opts.host,
      strictPort: true,
      hmr: false,
      cors: false,
      fs: { deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/data/**', '**/*.sqlite*', '**/.ci/**'] },
    },
  });
  await server.listen();
  await depsBundled(server);
  // Vike reads the site's config files now, not at the first page: it runs each through a file named
  // for its content beside it, which another dev server of the same project starting at that moment
  // (a test's, `npm run dev`) removes; it is then never read, and every page of this server waits.
  await devGlobalContext();
  return server;
}

function editingScreen(opts: Options): Plugin {
  const backend = createBackend({ contentRoot: opts.contentRoot, codeRoot: opts.root, serialise: inOrder() });
  // One cache of sized copies for the run: it reads the copy's photos once, not on every request.
  const photos = new SizedCache(opts.contentRoot);
  return {
    name: 'editing-screen',
    // Before the site's own middleware, which answers every page with the check's errors while
    // the files have any: the editing screen and its backend stay reachable.
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (isPrivatePath(req.url ?? '/')) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        if (url === '/admin/' && acceptKeyLink(req, res, opts.key)) return;
        if (opts.contentRoot !== opts.root && req.method === 'GET' && url.startsWith('/images/'))
          return void servePhoto(photos, url, res, next).catch(next);
        if (url.startsWith('/api/v1')) {
          if (refuseStranger(req, res, opts.key)) return;
          return void answerBackend(req, res, backend).catch(next);
        }
        if (url === '/admin' || url === '/admin/' || url === '/admin/index.html') {
          if (url !== '/admin' && refuseStranger(req, res, opts.key)) return;
          return void adminPage(req, res, opts.builtScreen);
        }
        if (req.method === 'GET' && url.startsWith('/admin/assets/')) return serveBuilt(opts.builtScreen, url, res, next);
        if (url === SCREEN_CONFIG_PATH) {
          if (refuseStranger(req, res, opts.key)) return;
          return void sendConfig(opts, res);
        }
        if (url === '/admin/project.json') {
          if (refuseStranger(req, res, opts.key)) return;
          return void sendProject(opts, res);
        }
        next();
      });
    },
  };
}

async function answerBackend(req: IncomingMessage, res: ServerResponse, backend: ReturnType<typeof createBackend>): Promise<void> {
  const send = (status: number, body: unknown): void =>
    void res
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  if (req.method !== 'POST') return send(405, { error: 'The editing screen’s backend answers POST only.' });
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return send(415, { error: 'Send JSON.' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return send(413, { error: 'This is too large to save at once (images: at most 10 MB).' });
    chunks.push(chunk);
  }
  let request: { action?: unknown; params?: unknown };
  try {
    request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof request;
  } catch {
    return send(400, { error: 'The request could not be read.' });
  }
  const answer = await backend(request);
  send(answer.status, answer.body);
}

function adminPage(req: IncomingMessage, res: ServerResponse, built: string): void {
  if (req.url === '/admin') {
    res.writeHead(301, { location: '/admin/' }).end();
    return;
  }
  // The built screen learns from its page that it saves through this server's local backend
  // (src/editing/screen/main.ts); the one built for the site has no such mark.
  const html = readFileSync(join(built, 'index.html'), 'utf8').replace('</head>', `  ${LOCAL_MARK}\n  </head>`);
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' })
    .end(html);
}

/** The mark of the screen's page under `npm run edit` (read by src/editing/screen/main.ts). */
const LOCAL_MARK = '<meta name="editing-backend" content="local" />';

/** A file of the built screen (`/admin/assets/...`), or on to Vite when there is none. */
function serveBuilt(built: string, url: string, res: ServerResponse, next: () => void): void {
  const file = join(built, decodeURIComponent(url.slice('/admin/'.length)));
  if (!file.startsWith(join(built, 'assets/')) || !existsSync(file)) return next();
  res.writeHead(200, {
    'content-type': lookup(file) ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  res.end(readFileSync(file));
}

/**
 * Editing another site folder (`--content`): its photos and their sized copies come from that
 * folder (Vite serves this project's public/ only), so an upload shows once saved.
 */
async function servePhoto(photos: SizedCache, url: string, res: ServerResponse, next: () => void): Promise<void> {
  const contentRoot = photos.root;
  const file = url.startsWith(SIZED_FOLDER) ? await photos.file(url) : IMAGE_PATH.test(url) ? join(contentRoot, 'public', url) : undefined;
  if (!file || !existsSync(file)) return next();
  res.writeHead(200, { 'content-type': lookup(file) ?? 'application/octet-stream' });
  res.end(readFileSync(file));
}

function sendProject(opts: Options, res: ServerResponse): void {
  const body = JSON.stringify(projectFiles(opts.contentRoot, opts.root));
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache', 'x-robots-tag': 'noindex, nofollow' }).end(body);
}

/**
 * The screen's lists and forms, made from the files it edits as they are now: a city saved a moment
 * ago is in its list at the next load (src/editing/screen/config.ts).
 */
function sendConfig(opts: Options, res: ServerResponse): void {
  const body = adminConfigText(opts.contentRoot, copySchemas());
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache', 'x-robots-tag': 'noindex, nofollow' }).end(body);
}

/**
 * Waits until Vite has bundled the screen's dependencies. On a cold cache that takes a while and
 * keeps the server's thread busy; the link is printed after it, so that the first click answers.
 */
async function depsBundled(server: ViteDevServer): Promise<void> {
  const optimizer = server.environments.client.depsOptimizer;
  if (!optimizer) return;
  await optimizer.scanProcessing;
  const all = () => [...Object.values(optimizer.metadata.optimized), ...Object.values(optimizer.metadata.discovered)];
  await Promise.all(all().map((optimizedDepInfo) => optimizedDepInfo.processing));
}
