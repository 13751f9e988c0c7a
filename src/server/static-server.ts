import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import sirv from 'sirv';
import { applyRule, headersFor, parseHeaders, parseRedirects, type HostRule } from './host-rules';
import { memoryFiles } from './memory-files';

export type Handler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
type Options = { dir: string; handlers?: Handler[]; patterns?: Array<{ match: string; to: string }> };

/**
 * Serves a built site the way the static host does: `_redirects`, `_headers`, files (with
 * precompressed .br/.gz), a 404 rule's page with status 404, else 404.html with 404.
 */
export function createSiteServer({ dir, handlers = [], patterns = [] }: Options): Server {
  const rules = existsSync(join(dir, '_redirects')) ? parseRedirects(readFileSync(join(dir, '_redirects'), 'utf8')) : [];
  const headerRules = existsSync(join(dir, '_headers')) ? parseHeaders(readFileSync(join(dir, '_headers'), 'utf8')) : [];
  const regexes = patterns.map((p) => ({ re: new RegExp(p.match), to: p.to }));
  const files = sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'], dotfiles: false });
  const inMemory = memoryFiles();
  const notFoundPage = join(dir, '404.html');

  const sendFile = (res: ServerResponse, file: string, status: number) => {
    const body = readFileSync(file);
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
  const redirect = (res: ServerResponse, to: string, status: number) => {
    res.statusCode = status;
    res.setHeader('Location', to);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`Redirecting to ${to}\n`);
  };
  // The built site does not change while it is served: remember what each path resolved to.
  const fileCache = new Map<string, string>();
  const headerCache = new Map<string, Array<[string, string]>>();
  const remember = <V>(cache: Map<string, V>, key: string, make: () => V): V => {
    let v = cache.get(key);
    if (v === undefined) {
      v = make();
      if (cache.size > 20_000) cache.clear();
      cache.set(key, v);
    }
    return v;
  };
  const headersOf = (pathname: string) => remember(headerCache, pathname, () => Object.entries(headersFor(headerRules, pathname)));
  const forcedExact = new Map(rules.filter((r) => r.force && !/[:*]/.test(r.from)).map((r) => [r.from, r]));
  const forcedPatterns = rules.filter((r) => r.force && /[:*]/.test(r.from));
  const fileOf = (pathname: string) => remember(fileCache, pathname, () => lookFile(pathname));
  /** The file a path is served from, as sirv finds it ('' when there is none). */
  const lookFile = (pathname: string) => {
    const base = normalize(join(dir, pathname));
    if (!base.startsWith(normalize(dir))) return '';
    for (const f of [base, `${base}.html`, join(base, 'index.html')]) {
      try {
        if (statSync(f).isFile()) return f;
      } catch {
        /* not there */
      }
    }
    return '';
  };
  const applyFirst = (list: HostRule[], pathname: string) => {
    for (const rule of list) {
      const to = applyRule(rule, pathname);
      if (to !== undefined) return { rule, to };
    }
    return undefined;
  };

  type Decision =
    | { type: 'redirect'; to: string; status: number }
    | { type: 'file'; file: string }
    | { type: 'page'; file: string; status: number };

  /** What the host does with a GET of this path; computed once per path (the files do not change). */
  const decide = (rawPath: string, search: string): Decision => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      pathname = rawPath;
    }
    const pattern = regexes.find((p) => p.re.test(rawPath + search));
    if (pattern) return { type: 'redirect', to: pattern.to, status: 301 };
    const exact = forcedExact.get(rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath);
    if (exact) return { type: 'redirect', to: exact.to, status: exact.status };
    const forced = applyFirst(forcedPatterns, rawPath);
    if (forced) return { type: 'redirect', to: forced.to, status: forced.rule.status };
    if (/(^|\/)_(redirects|headers)$/.test(pathname)) return { type: 'page', file: notFoundPage, status: 404 };
    if (/\/_missing\/?$/.test(pathname) && fileOf(pathname)) {
      // A not-found stand-in answers 404 even when asked for by its own path.
      return { type: 'page', file: join(dir, pathname.replace(/\/+$/, ''), 'index.html'), status: 404 };
    }
    const file = fileOf(pathname);
    if (file) {
      if (pathname.length > 1 && pathname.endsWith('/') && !pathname.endsWith('//')) return { type: 'redirect', to: pathname.replace(/\/+$/, '') + search, status: 301 };
      return { type: 'file', file };
    }
    const soft = applyFirst(softRules, rawPath);
    if (soft && (soft.rule.status === 404 || soft.rule.status === 200)) {
      const target = join(dir, soft.to, soft.to.endsWith('.html') ? '' : 'index.html');
      return existsSync(target) ? { type: 'page', file: target, status: soft.rule.status } : { type: 'page', file: notFoundPage, status: 404 };
    }
    if (soft) return { type: 'redirect', to: soft.to, status: soft.rule.status };
    return { type: 'page', file: notFoundPage, status: 404 };
  };
  const decisions = new Map<string, Decision>();
  const softRules = rules.filter((r) => !r.force);

  const fail = (res: ServerResponse, e: unknown) => {
    console.error('server error:', (e as Error).message);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal Server Error\n');
  };
  /** The static part: synchronous, so a plain GET costs no more than sirv's own work. */
  const serve = (req: IncomingMessage, res: ServerResponse, raw: string, rawPath: string, q: number) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      return res.end('Method Not Allowed\n');
    }
    const d = remember(decisions, raw, () => decide(rawPath, q < 0 ? '' : raw.slice(q)));
    if (d.type === 'file') return inMemory(req, res, d.file) || files(req, res, () => sendFile(res, notFoundPage, 404));
    if (d.type === 'redirect') return redirect(res, d.to, d.status);
    return inMemory(req, res, d.file, d.status) || sendFile(res, d.file, d.status);
  };
  /** Handlers (the booking endpoint) first; the first one that may be async makes the rest wait. */
  const run = async (req: IncomingMessage, res: ServerResponse, from: number, first: Promise<boolean>, raw: string, rawPath: string, q: number) => {
    if (await first) return;
    for (let i = from; i < handlers.length; i++) {
      const done = handlers[i](req, res);
      if (done === true || (done !== false && (await done))) return;
    }
    serve(req, res, raw, rawPath, q);
  };

  return createServer((req, res) => {
    try {
      const raw = req.url ?? '/';
      const q = raw.indexOf('?');
      const rawPath = q < 0 ? raw : raw.slice(0, q);
      for (const [k, v] of headersOf(rawPath)) res.setHeader(k, v);
      for (let i = 0; i < handlers.length; i++) {
        const done = handlers[i](req, res);
        if (done === true) return;
        if (done !== false) return void run(req, res, i + 1, done, raw, rawPath, q).catch((e: unknown) => fail(res, e));
      }
      serve(req, res, raw, rawPath, q);
    } catch (e) {
      fail(res, e);
    }
  });
}
