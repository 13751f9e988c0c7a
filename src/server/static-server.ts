import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import sirv from 'sirv';
import { headersFor, hostAnswer, loadHeaders, loadRedirects, type HeaderRule, type Matcher } from './host-rules';
import { memoryFiles } from './memory-files';

export type Handler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
type Options = { dir: string; handlers?: Handler[]; patterns?: Array<{ match: string; to: string }> };

/**
 * Serves a built site the way the static host does: `_redirects`, `_headers`, files (with
 * precompressed .br/.gz), a 404 rule's page with status 404, else 404.html with 404.
 */
export function createSiteServer({ dir, handlers = [], patterns = [] }: Options): Server {
  // The rule files are read by Netlify's own parser and matcher, which start asynchronously
  // (WebAssembly): requests that come before they are ready wait for them.
  let match: Matcher = () => undefined;
  let headerRules: HeaderRule[] = [];
  let loaded = false;
  const ready = Promise.all([
    existsSync(join(dir, '_redirects')) ? loadRedirects(join(dir, '_redirects')) : match,
    existsSync(join(dir, '_headers')) ? loadHeaders(join(dir, '_headers')) : headerRules,
  ]).then(([m, h]) => {
    [match, headerRules, loaded] = [m, h, true];
  });
  ready.catch((e: unknown) => console.error(`npm start cannot read the host's rules: ${(e as Error).message}`));
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
  const fileCache = new Map<string, boolean>();
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
  const root = normalize(dir);
  /** Whether a path relative to the site's root is a file inside it. */
  const isFile = (rel: string) =>
    remember(fileCache, rel, () => {
      const f = normalize(join(dir, rel));
      if (!f.startsWith(root)) return false;
      try {
        return statSync(f).isFile();
      } catch {
        return false;
      }
    });

  type Decision =
    | { type: 'redirect'; to: string; status: number }
    | { type: 'file'; file: string }
    | { type: 'page'; file: string; status: number };

  /** What the host does with a GET of this path (src/server/host-rules.ts); computed once per path. */
  const decide = (rawPath: string, search: string): Decision => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      pathname = rawPath;
    }
    // Regular-expression redirects no rule file can express (decision 003).
    const pattern = regexes.find((p) => p.re.test(rawPath + search));
    if (pattern) return { type: 'redirect', to: pattern.to, status: 301 };
    const answer = hostAnswer(pathname, match, isFile);
    // The host's own trailing-slash redirect keeps the query; a rule's target is used as written.
    if (answer.type === 'redirect') return { type: 'redirect', to: answer.keepsQuery ? answer.to + search : answer.to, status: answer.status };
    const file = join(dir, answer.file);
    return answer.status === 200 ? { type: 'file', file } : { type: 'page', file, status: answer.status };
  };
  const decisions = new Map<string, Decision>();

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

  const handle = (req: IncomingMessage, res: ServerResponse) => {
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
  };
  return createServer((req, res) => (loaded ? handle(req, res) : void ready.then(() => handle(req, res), (e: unknown) => fail(res, e))));
}
