import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, trustProxyFromEnv } from '../../../http/client-address.server';
import { parseFormBody } from '../../../http/form-body';
import { isBusy } from '../../../http/database.server';
import { requestUrl } from '../../../http/handler';
import {
  LINK_GONE_PAGE,
  messagePage,
  PASSWORD_PATH,
  passwordPage,
  SCREEN_PATH,
  SESSION_API_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  returnPath,
  signInPage,
} from './pages';
import { readBody } from '../../../http/read-body.server';
import { ADMIN_PAGE_HEADERS, fromOwnOrigin, header, sameSecret, sessionCookie, sessionToken } from './request';
import { ACCOUNT_MAX_FAILURES, type Editor, type EditorStore, type NewSession } from './store';

export type { Editor } from './store';
export { PASSWORD_PATH, SESSION_API_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from './pages';

export type EditorsOptions = {
  store: EditorStore;
  /** Secure on the session cookie (default true; browsers keep Secure cookies of http://localhost too) */
  secureCookie?: boolean;
  now?: () => Date;
  log?: (line: string) => void;
  /** how many reverse proxies stand in front (default: env TRUST_PROXY) */
  trustProxy?: number;
};
export type EditorsHandler = {
  /** Answers the sign-in side's paths (and every /admin path while no editor exists); false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  /** The editor of the request's session, when it has a valid, unexpired one. */
  editorOf(req: IncomingMessage): Editor | undefined;
  /**
   * For a request that changes something: answers 401 (no session) or 403 (another origin, a
   * cross-site request, a missing or wrong x-csrf-token header) as JSON and returns undefined, or
   * returns the editor, and the caller does the work.
   */
  checkWrite(req: IncomingMessage, res: ServerResponse): Editor | undefined;
  hasEditors(): boolean;
};

/** Longest form body: two passwords of PASSWORD_MAX_LENGTH characters, %-escaped, and a token. */
const MAX_BODY_BYTES = 32 * 1024;
const BODY_TIMEOUT_MS = 10_000;
const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'x-content-type-options': 'nosniff',
};

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
const inMinutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/**
 * The sign-in side of the owner's server: editors sign in with e-mail and password (or choose one
 * through a one-time link), get a server-side session in an HttpOnly, Secure, SameSite=Strict
 * cookie, and sign out. Until the first editor exists every /admin path is answered 404. Every POST
 * here refuses another origin; the editing screen's writes go through checkWrite (session, origin
 * and the session's CSRF token).
 */
export function editorsHandler(editorsOptions: EditorsOptions): EditorsHandler {
  const ctx = editorsContext(editorsOptions);
  function handle(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    const url = requestUrl(req);
    if (!isAdminPath(url.pathname)) return false;
    if (!ctx.store.hasEditors()) {
      ctx.send(res, 404, messagePage('Not found', 'There is no page at this address.'));
      return true;
    }
    const answer = route(ctx, req, res, url);
    if (answer === false) return false;
    return answer instanceof Promise ? answer.then(() => true) : true;
  }

  function checkWrite(req: IncomingMessage, res: ServerResponse): Editor | undefined {
    const editor = ctx.editorOf(req);
    if (!editor) return void ctx.json(res, 401, { error: 'Not signed in: sign in again, then repeat the change.' });
    if (!fromOwnOrigin(req, ctx.hops))
      return void ctx.json(res, 403, { error: 'This change was not sent from the editing screen of this site.' });
    if (!sameSecret(header(req, 'x-csrf-token'), editor.csrf))
      return void ctx.json(res, 403, { error: 'This change did not carry the editing screen’s token: reload the screen and repeat it.' });
    return editor;
  }

  return { handle, editorOf: ctx.editorOf, checkWrite, hasEditors: () => ctx.store.hasEditors() };
}

/** What the sign-in side's answers share: the store, the clock, the log, the cookie's setting, the trusted proxies. */
function editorsContext(editorsOptions: EditorsOptions) {
  const { store } = editorsOptions;
  const now = editorsOptions.now ?? (() => new Date());
  const log = editorsOptions.log ?? ((line: string) => console.log(line));
  const secure = editorsOptions.secureCookie ?? true;
  const hops = editorsOptions.trustProxy ?? trustProxyFromEnv();

  const send = (res: ServerResponse, status: number, html: string, extra: Record<string, string | number> = {}) => {
    res.writeHead(status, { ...ADMIN_PAGE_HEADERS, ...extra });
    res.end(html);
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, JSON_HEADERS);
    res.end(JSON.stringify(body));
  };
  const signedIn = (res: ServerResponse, session: NewSession, next = SCREEN_PATH) => {
    const maxAge = (session.expiresAt.getTime() - now().getTime()) / 1000;
    res.writeHead(303, { ...ADMIN_PAGE_HEADERS, location: returnPath(next), 'set-cookie': sessionCookie(session.token, maxAge, secure) });
    res.end();
  };
  const editorOf = (req: IncomingMessage) => store.session(sessionToken(req) ?? '', now());

  /**
   * The work's result, or 'busy' when the database is held by another process (npm run editors) at
   * this moment. (Password checks queue instead: a flood must not make an editor's sign-in busy.)
   */
  const busyOr = async <T>(work: () => Promise<T>): Promise<T | 'busy'> => {
    try {
      return await work();
    } catch (e) {
      if (isBusy(e)) return 'busy';
      throw e;
    }
  };

  /** The form's fields, or undefined once the request has been answered (not ours to accept). */
  const readForm = async (req: IncomingMessage, res: ServerResponse): Promise<Map<string, string> | undefined> => {
    if (!fromOwnOrigin(req, hops)) {
      send(res, 403, messagePage('Not sent from this site', 'This form can only be sent from the pages of this site itself.'));
      return undefined;
    }
    if (!/^application\/x-www-form-urlencoded\b/i.test(header(req, 'content-type') ?? '')) {
      send(res, 415, messagePage('Not a form', 'This address takes the fields of its form only.'));
      return undefined;
    }
    const body = await readBody(req, MAX_BODY_BYTES, BODY_TIMEOUT_MS);
    const parsed = Buffer.isBuffer(body) ? parseFormBody(body) : undefined;
    if (!parsed?.ok) {
      const status = body === 'too-large' ? 413 : body === 'timeout' ? 408 : 400;
      send(res, status, messagePage('The form did not arrive whole', 'Please go back and send it again.'), { connection: 'close' });
      return undefined;
    }
    return parsed.fields;
  };

  const methodNotAllowed = (res: ServerResponse, allow: string) =>
    send(res, 405, messagePage('Not here', 'This address does not take that kind of request.'), { allow });

  return { store, now, log, secure, hops, send, json, signedIn, editorOf, busyOr, readForm, methodNotAllowed };
}

type EditorsContext = ReturnType<typeof editorsContext>;

async function signIn(ctx: EditorsContext, req: IncomingMessage, res: ServerResponse) {
  const form = await ctx.readForm(req, res);
  if (!form) return;
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  const next = returnPath(form.get('next'));
  if (!email || !password) return ctx.send(res, 400, signInPage({ email, next, error: 'Type your e-mail and your password.' }));
  const at = ctx.now();
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], ctx.hops);
  const result = await ctx.busyOr(() => ctx.store.signIn(email, password, address, at));
  if (result === 'busy') {
    const error = 'The server is busy at this moment. Please try again in a minute.';
    return ctx.send(res, 503, signInPage({ email, next, error }), { 'retry-after': 60 });
  }
  if (result.ok) {
    ctx.log(`editors: ${result.session.editor.email} signed in`);
    return ctx.signedIn(res, result.session, next);
  }
  if (result.reason === 'mismatch') return ctx.send(res, 401, signInPage({ email, next, error: 'That e-mail and password do not match.' }));
  const minutes = minutesUntil(result.until, at);
  const retry = { 'retry-after': minutes * 60 };
  if (result.reason === 'locked') {
    ctx.log(`editors: sign-in refused for ${JSON.stringify(email)}: locked after ${ACCOUNT_MAX_FAILURES} wrong passwords`);
    const error = `This account is locked for now: the password was wrong ${ACCOUNT_MAX_FAILURES} times. Try again in ${inMinutes(minutes)}.`;
    return ctx.send(res, 429, signInPage({ email, next, error }), retry);
  }
  ctx.log(`editors: sign-in refused from ${address}: too many failures`);
  const error = `Too many failed sign-ins from your network. Try again in ${inMinutes(minutes)}.`;
  return ctx.send(res, 429, signInPage({ email, next, error }), retry);
}

function passwordForm(ctx: EditorsContext, res: ServerResponse, url: URL) {
  const token = url.searchParams.get('token') ?? '';
  const editor = ctx.store.linkEditor(token, ctx.now());
  if (!editor) return ctx.send(res, 410, LINK_GONE_PAGE());
  ctx.send(res, 200, passwordPage({ token, name: editor.name, email: editor.email }));
}

async function setPassword(ctx: EditorsContext, req: IncomingMessage, res: ServerResponse) {
  const form = await ctx.readForm(req, res);
  if (!form) return;
  const token = form.get('token') ?? '';
  const result = await ctx.busyOr(() => ctx.store.setPassword(token, form.get('password') ?? '', form.get('again') ?? '', ctx.now()));
  if (result === 'busy')
    return ctx.send(res, 503, messagePage('The server is busy', 'Please go back and try again in a minute.'), { 'retry-after': 60 });
  if (result.ok) {
    ctx.log(`editors: ${result.session.editor.email} chose a password`);
    return ctx.signedIn(res, result.session);
  }
  if (result.reason === 'link') return ctx.send(res, 410, LINK_GONE_PAGE());
  const editor = ctx.store.linkEditor(token, ctx.now());
  if (!editor) return ctx.send(res, 410, LINK_GONE_PAGE());
  ctx.send(res, 400, passwordPage({ token, name: editor.name, email: editor.email, error: result.message }));
}

async function signOut(ctx: EditorsContext, req: IncomingMessage, res: ServerResponse) {
  const form = await ctx.readForm(req, res);
  if (!form) return;
  const token = sessionToken(req);
  const editor = token ? ctx.store.session(token, ctx.now()) : undefined;
  if (editor && !sameSecret(form.get('csrf'), editor.csrf)) {
    return ctx.send(
      res,
      403,
      messagePage('Not signed out', 'This sign-out did not come from your editing screen. Reload the screen and try again.'),
    );
  }
  if (token && (await ctx.busyOr(async () => ctx.store.signOut(token))) === 'busy') {
    return ctx.send(res, 503, messagePage('The server is busy', 'You are not signed out yet. Please try again in a moment.'), {
      'retry-after': 5,
    });
  }
  // Signed out from the desk, the sign-in leads back to the desk (it led to the editing screen).
  const next = returnPath(form.get('next'));
  const location = next === SCREEN_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
  res.writeHead(303, { ...ADMIN_PAGE_HEADERS, location, 'set-cookie': sessionCookie('', 0, ctx.secure) });
  res.end();
}

/** Answers one of the sign-in side's paths; false when the path is not one of them. */
function route(ctx: EditorsContext, req: IncomingMessage, res: ServerResponse, url: URL): void | Promise<void> | false {
  const method = req.method ?? 'GET';
  const get = method === 'GET' || method === 'HEAD';
  switch (url.pathname) {
    case SIGN_IN_PATH:
      if (get) return ctx.send(res, 200, signInPage({ next: returnPath(url.searchParams.get('next')) }));
      return method === 'POST' ? signIn(ctx, req, res) : ctx.methodNotAllowed(res, 'GET, HEAD, POST');
    case PASSWORD_PATH:
      if (get) return passwordForm(ctx, res, url);
      return method === 'POST' ? setPassword(ctx, req, res) : ctx.methodNotAllowed(res, 'GET, HEAD, POST');
    case SIGN_OUT_PATH:
      return method === 'POST' ? signOut(ctx, req, res) : ctx.methodNotAllowed(res, 'POST');
    case SCREEN_PATH:
      // Not signed in: to the sign-in at once (the screen would ask the server first, and its
      // question's 401 would stand in the browser's console).
      if (!get || ctx.editorOf(req)) return false;
      res.writeHead(303, { ...ADMIN_PAGE_HEADERS, location: SIGN_IN_PATH });
      return void res.end();
    case SESSION_API_PATH: {
      if (!get) return ctx.methodNotAllowed(res, 'GET, HEAD');
      const editor = ctx.editorOf(req);
      return ctx.json(res, editor ? 200 : 401, editor ?? { error: 'Not signed in.' });
    }
    default:
      return false;
  }
}
