import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, serverPage } from '../../http/html';
import { requestUrl } from '../../http/handler';

/**
 * Who may use the editing screen of `npm run edit`: whoever opened the link it printed. The link
 * carries a secret made for this run (`/admin/?key=...`); opening it sets the secret as a cookie
 * (HttpOnly, SameSite=Strict) and every request of the screen's backend and project files must
 * carry it, from the server's own origin. A page of another origin (another program's server on
 * this machine, a web page) is refused: its writes carry a foreign Origin or Sec-Fetch-Site, and
 * it cannot read an answer (the server sends no CORS headers).
 */
export const KEY_COOKIE = 'site_edit_key';
export const KEY_HEADER = 'x-edit-key';

export function newEditKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The secret a request carries (its header or its cookie), if any. */
export function keyOf(req: IncomingMessage): string | undefined {
  const header = req.headers[KEY_HEADER];
  if (typeof header === 'string' && header) return header;
  const cookie = req.headers.cookie ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KEY_COOKIE) return value.join('=');
  }
  return undefined;
}

function sameSecret(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const buffer = Buffer.from(a);
  const value = Buffer.from(b);
  return buffer.length === value.length && timingSafeEqual(buffer, value);
}

/**
 * Whether a request comes from a page of this server itself: no foreign `Origin` (browsers send it
 * with every write and every cross-origin read) and no `Sec-Fetch-Site` other than same-origin.
 */
export function fromOwnOrigin(req: IncomingMessage): boolean {
  const host = req.headers.host;
  const origin = req.headers.origin;
  if (origin !== undefined && (!host || (origin !== `http://${host}` && origin !== `https://${host}`))) return false;
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Writes require an Origin header (every browser sends one with a POST) equal to the server's own. */
export function writeFromOwnOrigin(req: IncomingMessage): boolean {
  return req.headers.origin !== undefined && fromOwnOrigin(req);
}

/** 403 with a plain answer unless the request carries the run's secret from the screen's own origin. */
export function refuseStranger(req: IncomingMessage, res: ServerResponse, key: string): boolean {
  const write = req.method !== 'GET' && req.method !== 'HEAD';
  if (sameSecret(keyOf(req), key) && (write ? writeFromOwnOrigin(req) : fromOwnOrigin(req))) return false;
  // A person's browser opening a kept address of the screen gets a page saying where the link is;
  // the screen's own requests get the sentence they show.
  if (!write && opensPage(req)) return sayWhereTheLinkIs(res, 'The editing screen opens from its link');
  res
    .writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify({ error: 'Open the editing screen from the link it printed when it started.' }));
  return true;
}

/** Whether a request is a browser opening a page (an address typed, kept or followed), not a script's. */
const opensPage = (req: IncomingMessage) =>
  req.headers['sec-fetch-mode'] === 'navigate' || /\btext\/html\b/.test(String(req.headers.accept ?? ''));

/**
 * The page for a browser without the run's key, in the office's words: the link is in the window where
 * `npm run edit` runs, and a new start makes a new one. (A saved address answered a line of JSON,
 * `{"error": ...}`, and an old link a line of plain text: no way on.)
 */
function sayWhereTheLinkIs(res: ServerResponse, heading: string, first = ''): true {
  const body = `<main><h1>${escapeHtml(heading)}</h1>${first ? `<p>${escapeHtml(first)}</p>` : ''}
<p>For safety, the editing screen opens only from the link it shows when it starts: look in the window where
<code>npm run edit</code> runs for the line <q>Editing screen: http://…/admin/?key=…</q>, and open that link in
this browser. If that window is closed, start it again with <code>npm run edit</code>: it shows a new link.</p>
<p>Once opened from the link, this browser opens the screen's addresses (a city, the business facts) until the
screen is started again.</p></main>`;
  const style =
    'body{margin:0;font:17px/1.55 system-ui,sans-serif;color:#1f2330;background:#f6f7f9}main{max-width:38rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.5rem;line-height:1.25}code,q{overflow-wrap:anywhere}code{font-size:.95em;background:#e8eaef;padding:0 .25em;border-radius:3px}';
  res
    .writeHead(403, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(serverPage({ title: heading, style, body }));
  return true;
}

/** `/admin/?key=<secret>`: sets the cookie and sends the browser on to the screen without the key in its address. */
export function acceptKeyLink(req: IncomingMessage, res: ServerResponse, key: string): boolean {
  const url = requestUrl(req);
  const given = url.searchParams.get('key');
  if (given === null) return false;
  if (!sameSecret(given, key)) {
    // A browser that opened this start's link already goes on to the screen (the old link was kept).
    if (sameSecret(keyOf(req), key)) {
      res.writeHead(303, { location: '/admin/', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).end();
      return true;
    }
    return sayWhereTheLinkIs(
      res,
      'This link is from an earlier start',
      'Each start of the editing screen makes a new link, and the one you opened is from an earlier start.',
    );
  }
  res
    .writeHead(303, {
      location: '/admin/',
      'set-cookie': `${KEY_COOKIE}=${key}; Path=/; HttpOnly; SameSite=Strict`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    .end();
  return true;
}

/** The edit server's dependency cache (Vite's cacheDir), in the project's folder. */
export const EDIT_DEPS_CACHE = '.build/vite-edit';

/** Paths the edit server never answers, whatever Vite would make of them: the lead database, git, settings, deploy files. */
export function isPrivatePath(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0]).replace(/\\/g, '/');
  } catch {
    return true;
  }
  const parts = path.split('/').filter(Boolean);
  // Hidden folders at the top (.git, .ci, .build, .vscode) and git or settings anywhere, but for
  // the dependency bundles of the edit server's own cache, which the screen loads.
  if (parts.some((part) => part === '..' || part === '.git' || part.startsWith('.env'))) return true;
  if (parts[0]?.startsWith('.') && parts[0] !== '.well-known' && !path.startsWith(`/${EDIT_DEPS_CACHE}/deps/`)) return true;
  if (/\.(sqlite|sqlite-wal|sqlite-shm|db|env|pem|key|crt)$/i.test(path)) return true;
  const first = parts[0] === '@fs' ? '' : (parts[0] ?? '');
  return (
    ['data', 'deploy', 'dist', 'tests', 'scripts', 'package.json', 'package-lock.json', '.ci'].includes(first) ||
    /\/(data|\.git)\//.test(path)
  );
}
