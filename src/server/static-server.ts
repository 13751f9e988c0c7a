import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join, normalize, posix, relative, resolve, sep } from 'node:path';
import sirv from 'sirv';
import { headersFor, hostAnswer, loadHeaders, loadRedirects, type HeaderRule, type HostAnswer, type Matcher } from './host-rules';
import { LruCache } from '../http/lru';
import { memoryFiles } from './memory-files';
import { dataUrl } from '../routes/urls';
import { pageName } from '../app/page-store';
import type { Handler, PageFill } from '../http/handler';
import type { PageNamer } from './not-found-fill';

export type { Handler, PageFill };

/** The server of a built site, which can be pointed at a newer build of it. */
export type SiteServer = Server & {
  /** Serves `dir` from now on; `compressed` settles when its pages' compressed copies are all written, or not to be served (memoryFiles). */
  useDir: (dir: string, compressed?: Promise<boolean>) => Promise<void>;
  /** What the server remembers per path, in all its caches: entries and their estimated bytes. */
  remembered: () => { entries: number; bytes: number };
  /** The served site's not-found page, the frame of the server's own pages for visitors (framedPage); undefined when it has none. */
  pageFrame: () => string | undefined;
};
type Options = {
  dir: string;
  handlers?: Handler[];
  fill?: PageFill;
  /** the not-found page for a path (its decoded path in one spelling), changed for it; undefined: as built */
  notFoundFill?: (pathname: string, nameOf?: PageNamer) => ((html: string) => string) | undefined;
  patterns?: Array<{ match: string; to: string }>;
  /** open connections served at once; one more is answered 503 and closed (env MAX_CONNECTIONS) */
  maxConnections?: number;
  /**
   * open connections from one client address, below maxConnections (env MAX_CONNECTIONS_PER_ADDRESS):
   * past it a connection does not count against the global cap, gets 503 and is closed
   */
  maxConnectionsPerAddress?: number;
  /** time for a client to send its request headers, and its whole request */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** how often Node checks those two timeouts */
  timeoutCheckMs?: number;
};

/** Server limits (a request's body has its own, shorter limit in the booking handler). */
export const SERVER_LIMITS = {
  maxConnections: 1000,
  maxConnectionsPerAddress: 50,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
};
/** A connection past its address's cap that sends no request within this time is closed. */
const OVER_ADDRESS_CAP_IDLE_MS = 2_000;

/** The per-address cap actually applied: the one given (or the default), always below the global cap. */
export function perAddressCap(global: number, given?: number): number {
  const wanted = given ?? Math.min(SERVER_LIMITS.maxConnectionsPerAddress, Math.floor(global / 4));
  return Math.max(1, Math.min(wanted, global - 1));
}
/** Remembered answers per path: entries and bytes (keys included), for each of the three caches. */
const CACHE_ENTRIES = 5_000;
const CACHE_BYTES = 4 * 1024 * 1024;
/** The most the server remembers per path, whatever the paths it is asked for: its three caches full. */
export const REMEMBERED_BYTES_CAP = 3 * CACHE_BYTES;
/** A missing file is never cached for long, whatever its path's rules say (a hashed asset's are a year). */
const NOT_FOUND_CACHE = 'no-cache';

/** Percent-encodes what may not appear raw in a Location (controls, spaces, non-ASCII, `\`), and never starts a path with `//`. */
export function safeLocation(to: string): string {
  const encoded = to.replace(/[^!#$%&'()*+,\-./0-9:;=?@A-Z[\]_a-z~]/gu, (ch) =>
    [...Buffer.from(ch, 'utf8')].map((value) => `%${value.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return encoded.startsWith('/') ? encoded.replace(/^\/+/, '/') : encoded;
}

/** A decoded path in one spelling: `.` and `..` resolved (never above the root), repeated slashes as one. */
const oneSpelling = (pathname: string) => posix.normalize(pathname.startsWith('/') ? pathname : `/${pathname}`);
/** A request's path decoded once (as written when it does not decode). */
const decodePath = (rawPath: string) => {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
};
/**
 * A path that means another path than it shows: a `..` segment (written or encoded) or an encoded
 * slash or backslash. The host's rules and the file would be chosen from different readings of it,
 * so it is answered 404.
 */
const twoReadings = (rawPath: string, decoded: string) => /%2f|%5c/i.test(rawPath) || decoded.split(/[/\\]/).includes('..');
/** A decoded path as it goes into a URL: each segment percent-encoded. */
const encodePath = (pathname: string) => pathname.split('/').map(encodeURIComponent).join('/');

/** Past the connection cap: a clear answer (try again shortly), then the connection closes. */
function busy(res: ServerResponse): void {
  res.statusCode = 503;
  res.setHeader('Retry-After', '5');
  res.setHeader('Connection', 'close');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Service Unavailable: the server is busy. Please try again in a few seconds.\n');
}

function fail(res: ServerResponse, e: unknown): void {
  console.error('server error:', (e as Error).message);
  if (!res.headersSent) res.statusCode = 500;
  res.end('Internal Server Error\n');
}

/** Remembers what `make` gives for `key` in `cache`. */
function remember<V>(cache: LruCache<V>, key: string, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

function sendFile(res: ServerResponse, file: string, status: number): void {
  const body = readFileSync(file);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** A built page changed for this request's query (PageFill), never cached by the browser or anyone between; false when it is served as built. */
function sentFilled(
  fill: PageFill | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  rawPath: string,
  search: string,
): boolean {
  if (!fill || !search || !file.endsWith('.html')) return false;
  const change = fill(oneSpelling(decodePath(rawPath)), new URLSearchParams(search));
  if (!change) return false;
  const body = Buffer.from(change(readFileSync(file, 'utf8')));
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** A file's text, read when first asked for and kept (a served folder never changes: a new build is a new one). */
function textOnce(file: string): () => string {
  let text: string | undefined;
  return () => (text ??= readFileSync(file, 'utf8'));
}

/** A page that answers 404 (the not-found page, a stand-in) changed for this path (notFoundFill), sent with 404; false when it is sent as built. */
function sentNotFoundFilled(
  notFoundFill: Options['notFoundFill'],
  req: IncomingMessage,
  res: ServerResponse,
  page: () => string,
  rawPath: string,
  nameOf: PageNamer,
): boolean {
  const change = notFoundFill?.(oneSpelling(decodePath(rawPath)), nameOf);
  if (!change) return false;
  const body = Buffer.from(change(page()));
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

function redirect(res: ServerResponse, target: string, status: number): void {
  const to = safeLocation(target);
  res.statusCode = status;
  res.setHeader('Location', to);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`Redirecting to ${to}\n`);
}

/**
 * Where a redirect of the host sends the visitor. The host's own trailing-slash redirect goes to the
 * page's path, built from the path in one spelling and encoded (never the request's text); a rule's
 * target is used as written. Either keeps the query (a campaign's ?utm_source=… reaches the page),
 * as Netlify does.
 */
function locationOf(answer: Extract<HostAnswer, { type: 'redirect' }>, search: string): string {
  const to = answer.toPage ? encodePath(answer.to) : answer.to;
  return answer.keepsQuery ? to + search : to;
}

/**
 * The page a path names in other letters (`/services/garage-door-repair/Tampa`, `/Cities/TAMPA/`),
 * or undefined: the site's addresses are lower case, and a path that differs from a page only by its
 * letters is that page, at any depth (the spec looks ids up lower-cased). The not-found page's script
 * does the same in the browser on a static host (decision 003); only pages are looked up, never
 * assets, whose names hold capitals of their own.
 */
function pageInLowerCase(pathname: string, answerOf: (path: string) => HostAnswer): string | undefined {
  if (pathname === pathname.toLowerCase()) return undefined;
  const lower = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const answer = answerOf(lower);
  return answer.type === 'file' && answer.status === 200 && answer.file.endsWith('.html') ? lower : undefined;
}

/**
 * The one address of a page asked for by another (the owner's server only; a static host serves
 * the file as asked): its file's name (`/faq.html`, `/index.html`, `/index`) or a path in another
 * spelling (`//about`, `/cities/./tampa`) answers 301 to the page's own path; the stand-in file of
 * an old address (`/contact.html`, written for hosts without redirects) answers that address's
 * redirect; the not-found page asked for by name (`/404`, `/404.html`) answers 404, never 200.
 * Undefined for any other answer.
 */
function tidyAddress(
  rawPathname: string,
  answer: HostAnswer,
  isFile: (rel: string) => boolean,
  answerOf: (path: string) => HostAnswer,
): { type: 'page'; to: string } | { type: 'rule'; answer: Extract<HostAnswer, { type: 'redirect' }> } | { type: 'not-found' } | undefined {
  if (answer.type !== 'file' || answer.status !== 200 || !answer.file.endsWith('.html')) return undefined;
  if (answer.file === '404.html') return { type: 'not-found' };
  const path = oneSpelling(rawPathname);
  const clean = path.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1') || '/';
  if (clean === rawPathname) return undefined;
  if (isFile(dataUrl(clean).slice(1))) return { type: 'page', to: clean.replace(/(.)\/$/, '$1') };
  const rule = clean === path ? undefined : answerOf(clean);
  return rule?.type === 'redirect' ? { type: 'rule', answer: rule } : undefined;
}

/** What the host does with a GET of a path: computed once per path. */
type Decision =
  | { type: 'redirect'; to: string; status: number }
  | { type: 'file'; file: string }
  | { type: 'page'; file: string; status: number }
  | { type: 'bad-request' };

/** What some caches hold together: entries and their estimated bytes. */
function rememberedIn(caches: Array<{ size: number; bytes: number }>): { entries: number; bytes: number } {
  return { entries: caches.reduce((n, item) => n + item.size, 0), bytes: caches.reduce((n, item) => n + item.bytes, 0) };
}

/** Whether a path relative to the site's root `dir` is a file there: remembered per path, within bounds. */
function fileTest(dir: string, fileCache: LruCache<boolean>): (rel: string) => boolean {
  /** True for the site's folder and what is under it (a sibling named like it, `dist-private`, is not). */
  const inside = (path: string) => path === dir || path.startsWith(dir + sep);
  /** Whether a path relative to the site's root is a file inside it, and not a dot-file (as sirv's dotfiles: false; the well-known folder excepted). */
  return (rel: string) =>
    remember(fileCache, rel, () => {
      const file = normalize(join(dir, rel));
      if (
        !inside(file) ||
        file
          .slice(dir.length + 1)
          .split(sep)
          .some((seg) => seg.startsWith('.') && seg !== '.well-known')
      )
        return false;
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    });
}

/**
 * The site's rule files (_redirects, _headers), read by Netlify's own parser and matcher, which
 * start asynchronously (WebAssembly): requests that come before they are ready wait for `ready`.
 */
function hostRuleFiles(dir: string) {
  let match: Matcher = () => undefined;
  let headerRules: HeaderRule[] = [];
  let loaded = false;
  const ready = Promise.all([
    existsSync(join(dir, '_redirects')) ? loadRedirects(join(dir, '_redirects')) : match,
    existsSync(join(dir, '_headers')) ? loadHeaders(join(dir, '_headers')) : headerRules,
  ]).then(([loadedMatch, loadedHeaders]) => {
    [match, headerRules, loaded] = [loadedMatch, loadedHeaders, true];
  });
  ready.catch((e: unknown) => console.error(`npm start cannot read the host's rules: ${(e as Error).message}`));
  return { ready, loaded: () => loaded, match: () => match, headers: () => headerRules };
}

/**
 * sirv over `dir`, made when first asked: sirv lists the whole folder when it is made (about 2,400
 * files, at each swap on the owner's server), and it serves only files too large to keep in memory.
 */
function lazySirv(dir: string): ReturnType<typeof sirv> {
  let files: ReturnType<typeof sirv> | undefined;
  return (req, res, next) =>
    (files ??= sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'], dotfiles: false }))(req, res, next);
}

/** What the host does with a GET of a path of the site in `dir` (src/server/host-rules.ts); computed once per path. */
function decider(
  dir: string,
  regexes: Array<{ re: RegExp; to: string }>,
  match: () => Matcher,
  isFile: (rel: string) => boolean,
): (rawPath: string, search: string) => Decision {
  const notFoundPage = join(dir, '404.html');
  return (rawPath, search) => {
    const pathname = decodePath(rawPath);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(pathname)) return { type: 'bad-request' };
    if (twoReadings(rawPath, pathname)) return { type: 'page', file: notFoundPage, status: 404 };
    // Regular-expression redirects no rule file can express (decision 003), tried on the path only:
    // a query string (?ref=https://...) never decides a redirect; it goes on with the visitor.
    const pattern = regexes.find((regex) => regex.re.test(rawPath) || regex.re.test(pathname));
    if (pattern) return { type: 'redirect', to: pattern.to.includes('?') ? pattern.to : pattern.to + search, status: 301 };
    const answerOf = (path: string) => hostAnswer(path, match(), isFile);
    const answer = answerOf(oneSpelling(pathname));
    const lower = answer.status === 404 ? pageInLowerCase(oneSpelling(pathname), answerOf) : undefined;
    if (lower) return { type: 'redirect', to: encodePath(lower) + search, status: 301 };
    if (answer.type === 'redirect') return { type: 'redirect', to: locationOf(answer, search), status: answer.status };
    const tidy = tidyAddress(pathname, answer, isFile, answerOf);
    if (tidy?.type === 'page') return { type: 'redirect', to: encodePath(tidy.to) + search, status: 301 };
    if (tidy?.type === 'rule') return { type: 'redirect', to: locationOf(tidy.answer, search), status: tidy.answer.status };
    if (tidy) return { type: 'page', file: notFoundPage, status: 404 };
    const file = join(dir, answer.file);
    return answer.status === 200 ? { type: 'file', file } : { type: 'page', file, status: answer.status };
  };
}

/** What the server does besides serving the files: the redirect patterns, and its changes of pages. */
type Served = Pick<Options, 'patterns' | 'fill' | 'notFoundFill'>;

/**
 * One built site as the static host serves it, from `dir`: its rule files, its files, and what was
 * learnt about each path (the folder never changes while this serves it: a new build is a new one).
 */
function staticSite(given: string, { patterns = [], fill, notFoundFill }: Served, compressed?: Promise<boolean>) {
  const dir = resolve(given);
  const rules = hostRuleFiles(dir);
  const regexes = patterns.map((item) => ({ re: new RegExp(item.match), to: item.to }));
  const files = lazySirv(dir);
  const inMemory = memoryFiles(undefined, compressed);
  const notFoundPage = join(dir, '404.html');
  // The pages that answer 404 (the not-found page, the stand-ins of unknown ids): each read once, when first filled.
  const answers404 = new Map<string, () => string>();
  const textOf = (file: string) => answers404.get(file) ?? answers404.set(file, textOnce(file)).get(file)!;
  /** A page by its name, from its data (what the page's script shows): the not-found fill names the page it offers. */
  const nameOf: PageNamer = (path) => {
    try {
      return pageName((JSON.parse(readFileSync(join(dir, dataUrl(path).slice(1)), 'utf8')) as { head: { title: string } }).head.title);
    } catch {
      return undefined;
    }
  };

  // The built site does not change while it is served: remember what each path resolved to, within bounds.
  const headerCache = new LruCache<Array<[string, string]>>(CACHE_ENTRIES, CACHE_BYTES, (item) =>
    item.reduce((n, [key, value]) => n + (key.length + value.length) * 2 + 32, 0),
  );
  const headersOf = (pathname: string) => remember(headerCache, pathname, () => Object.entries(headersFor(rules.headers(), pathname)));
  const fileCache = new LruCache<boolean>(CACHE_ENTRIES, CACHE_BYTES);
  const isFile = fileTest(dir, fileCache);

  const decide = decider(dir, regexes, rules.match, isFile);
  const decisions = new LruCache<Decision>(
    CACHE_ENTRIES,
    CACHE_BYTES,
    (decision) => ('file' in decision ? decision.file.length * 2 : 'to' in decision ? decision.to.length * 2 : 0) + 48,
  );

  /** A missing file: 404.html with 404, not cached for long. */
  const notFound = (res: ServerResponse) => {
    res.setHeader('Cache-Control', NOT_FOUND_CACHE);
    sendFile(res, notFoundPage, 404);
  };
  /**
   * A file too large to keep in memory, streamed by sirv: asked for by the file's own path (so sirv
   * serves the file decided on, whatever the request's spelling), and whole (a Range is ignored, as
   * RFC 9110 allows: sirv's own answer to odd ranges is not to the standard).
   */
  const streamed = (req: IncomingMessage, res: ServerResponse, file: string, search: string) => {
    delete req.headers.range;
    req.url = encodePath(`/${relative(dir, file).split(sep).join('/')}`) + search;
    return files(req, res, () => notFound(res));
  };
  /** The static part: synchronous, so a plain GET costs no more than sirv's own work. */
  const serve = (req: IncomingMessage, res: ServerResponse, raw: string, rawPath: string, queryAt: number) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      return res.end('Method Not Allowed\n');
    }
    const search = queryAt < 0 ? '' : raw.slice(queryAt);
    const decision = remember(decisions, raw, () => decide(rawPath, search));
    if (decision.type === 'file')
      return (
        sentFilled(fill, req, res, decision.file, rawPath, search) ||
        inMemory(req, res, decision.file) ||
        streamed(req, res, decision.file, search)
      );
    if (decision.type === 'redirect') return redirect(res, decision.to, decision.status);
    if (decision.type === 'bad-request') return badRequest(res);
    if (decision.status === 404) res.setHeader('Cache-Control', NOT_FOUND_CACHE);
    const page404 = decision.status === 404 && decision.file.endsWith('.html');
    if (page404 && sentNotFoundFilled(notFoundFill, req, res, textOf(decision.file), rawPath, nameOf)) return;
    return inMemory(req, res, decision.file, decision.status) || sendFile(res, decision.file, decision.status);
  };
  const remembered = () => rememberedIn([fileCache, headerCache, decisions]);
  const frame = () => (existsSync(notFoundPage) ? textOf(notFoundPage)() : undefined);
  return { ready: rules.ready, isLoaded: rules.loaded, headersOf, serve, remembered, frame };
}

type StaticSite = ReturnType<typeof staticSite>;

/** A path with control characters: 400, never cached. */
function badRequest(res: ServerResponse) {
  res.statusCode = 400;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  return res.end('Bad Request: the address contains control characters.\n');
}

/**
 * Serves a built site the way the static host does: `_redirects`, `_headers`, files (with
 * precompressed .br/.gz), a 404 rule's page with status 404, else 404.html with 404.
 */
/**
 * Past the cap a connection still gets a clear answer (503, try again shortly), then is closed: it
 * is put in `overCap`, which the request handler reads. A connection past its address's cap is not
 * counted against the global cap (one client's idle connections cannot lock the others out) and is
 * closed soon if it sends nothing.
 */
function capConnections(server: Server, cap: number, addressCap: number, overCap: WeakSet<Socket>): void {
  /** open connections counted against the caps, in all and per client address */
  let open = 0;
  const byAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const mine = byAddress.get(address) ?? 0;
    if (mine >= addressCap) {
      overCap.add(socket);
      socket.setTimeout(OVER_ADDRESS_CAP_IDLE_MS, () => socket.destroy());
      return;
    }
    if (open >= cap) overCap.add(socket);
    open++;
    byAddress.set(address, mine + 1);
    socket.once('close', () => {
      open--;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  });
}

export function createSiteServer({ dir: given, handlers = [], patterns = [], fill, notFoundFill, ...limits }: Options): SiteServer {
  const served: Served = { patterns, fill, notFoundFill };
  let site: StaticSite = staticSite(given, served);
  /** Handlers (the booking endpoint) first; the first one that may be async makes the rest wait. */
  const run = async (
    req: IncomingMessage,
    res: ServerResponse,
    from: number,
    first: Promise<boolean>,
    raw: string,
    rawPath: string,
    value: number,
  ) => {
    if (await first) return;
    for (let i = from; i < handlers.length; i++) {
      const done = handlers[i](req, res);
      if (done === true || (done !== false && (await done))) return;
    }
    site.serve(req, res, raw, rawPath, value);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    try {
      const raw = req.url ?? '/';
      const quantity = raw.indexOf('?');
      const rawPath = quantity < 0 ? raw : raw.slice(0, quantity);
      // The host's headers are chosen from the same decoded path, in one spelling, as the file.
      // A path with control characters (answered 400) gets the site-wide headers, those of '/'.
      const headerPath = oneSpelling(decodePath(rawPath));
      // eslint-disable-next-line no-control-regex
      for (const [key, value] of site.headersOf(/[\u0000-\u001f\u007f]/.test(headerPath) ? '/' : headerPath)) res.setHeader(key, value);
      if (overCap.has(req.socket)) return busy(res);
      for (let i = 0; i < handlers.length; i++) {
        const done = handlers[i](req, res);
        if (done === true) return;
        if (done !== false) return void run(req, res, i + 1, done, raw, rawPath, quantity).catch((e: unknown) => fail(res, e));
      }
      site.serve(req, res, raw, rawPath, quantity);
    } catch (e) {
      fail(res, e);
    }
  };
  const answer = (req: IncomingMessage, res: ServerResponse) =>
    site.isLoaded()
      ? handle(req, res)
      : void site.ready.then(
          () => handle(req, res),
          (e: unknown) => fail(res, e),
        );
  const cap = limits.maxConnections ?? SERVER_LIMITS.maxConnections;
  const overCap = new WeakSet<Socket>();
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs ?? SERVER_LIMITS.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs ?? SERVER_LIMITS.requestTimeoutMs,
      keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
      ...(limits.timeoutCheckMs ? { connectionsCheckingInterval: limits.timeoutCheckMs } : {}),
    },
    answer,
  );
  capConnections(server, cap, perAddressCap(cap, limits.maxConnectionsPerAddress), overCap);
  // `Expect: 100-continue` is answered by the handler, after it has checked the headers (a body too large gets 413, not 100).
  server.on('checkContinue', answer);
  /**
   * Serves another built site from now on (a rebuild after an edit): its rule files are read first,
   * then requests go to it; a request already answering finishes from the folder it started with.
   * `compressed`: settles when the pages' compressed copies are written (memoryFiles).
   */
  const useDir = async (dir: string, compressed?: Promise<boolean>): Promise<void> => {
    const next = staticSite(dir, served, compressed);
    await next.ready;
    site = next;
  };
  return Object.assign(server, { useDir, remembered: () => site.remembered(), pageFrame: () => site.frame() });
}
