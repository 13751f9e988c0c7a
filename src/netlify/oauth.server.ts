import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CALLBACK_PATH, START_PATH } from './paths';
import { provider, type Env, type Provider } from './providers';

/**
 * The sign-in of the editing screen on a Netlify site, through the repository's Git host (Decap
 * CMS's GitHub or GitLab backend). Decap opens a window on START_PATH; this sends it to the host's
 * OAuth page with a random `state`, kept in an HttpOnly cookie; the host sends the editor back to
 * CALLBACK_PATH with a code, which is exchanged for a token with the app's secret (it never leaves
 * the function). The window then speaks Decap's protocol with the screen that opened it, to the
 * site's own origin only: it says `authorizing:<provider>`, waits for the screen to answer the same,
 * and posts `authorization:<provider>:success:{"token":...,"provider":...}` (or `:error:{"message":...}`).
 */
export { CALLBACK_PATH, START_PATH };
const COOKIE = 'editing_oauth';
/** The sign-in must be finished within this many seconds of starting it. */
const COOKIE_SECONDS = 600;

/** GET START_PATH?provider=github&scope=repo: off to the host's OAuth page. */
export async function oauthStart(req: Request, env: Env): Promise<Response> {
  const url = new URL(req.url);
  const asked = url.searchParams.get('provider') ?? 'github';
  const item = provider(asked, env);
  if (!item)
    return page(url.origin, sayable(asked), { error: `This site cannot sign in with "${sayable(asked)}": only GitHub and GitLab.` });
  if (!item.clientId || !item.clientSecret) return page(url.origin, item.name, { error: notSetUp(item) });
  const scope = url.searchParams.get('scope') || item.scopes[0];
  if (!item.scopes.includes(scope))
    return page(url.origin, item.name, {
      error: `The editing screen asked ${item.title} for "${sayable(scope)}", which this site does not ask for.`,
    });
  const state = randomBytes(24).toString('base64url');
  const to = new URL(item.authorizeUrl);
  to.searchParams.set('client_id', item.clientId);
  to.searchParams.set('redirect_uri', url.origin + CALLBACK_PATH);
  to.searchParams.set('scope', scope);
  to.searchParams.set('state', state);
  if (item.name === 'gitlab') to.searchParams.set('response_type', 'code');
  return new Response(null, {
    status: 302,
    headers: {
      location: to.href,
      'set-cookie': cookie(`${item.name}.${state}`, COOKIE_SECONDS),
      'cache-control': 'no-store',
    },
  });
}

/** GET CALLBACK_PATH?code=...&state=...: the host sent the editor back. */
export async function oauthCallback(req: Request, env: Env): Promise<Response> {
  const url = new URL(req.url);
  const [name, kept] = (readCookie(req, COOKIE) ?? '').split('.');
  const item = provider(name, env) ?? provider('github', env)!;
  const fail = (error: string) => page(url.origin, item.name, { error });
  const denied = url.searchParams.get('error');
  if (denied === 'access_denied')
    return fail(`Sign-in cancelled: ${item.title} was not allowed to let you edit. Close this window to try again.`);
  if (denied) return fail(`${item.title} refused the sign-in: ${url.searchParams.get('error_description') || denied}.`);
  const state = url.searchParams.get('state') ?? '';
  if (!kept)
    return fail('This sign-in was not started from this browser or took longer than 10 minutes. Close this window and sign in again.');
  if (!same(state, kept)) return fail('This sign-in does not match the one this browser started. Close this window and sign in again.');
  const code = url.searchParams.get('code');
  if (!code) return fail(`${item.title} sent no sign-in code. Close this window and sign in again.`);
  if (!item.clientId || !item.clientSecret) return fail(notSetUp(item));
  const token = await exchange(item, code, url.origin + CALLBACK_PATH);
  if ('error' in token) return fail(token.error);
  return page(url.origin, item.name, { token: token.token });
}

async function exchange(provider: Provider, code: string, redirectUri: string): Promise<{ token: string } | { error: string }> {
  const body = new URLSearchParams({
    client_id: provider.clientId!,
    client_secret: provider.clientSecret!,
    code,
    redirect_uri: redirectUri,
  });
  if (provider.name === 'gitlab') body.set('grant_type', 'authorization_code');
  let res: Response;
  try {
    res = await fetch(provider.tokenUrl, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', 'user-agent': 'site-editing-screen' },
    });
  } catch {
    return { error: `${provider.title} could not be reached to finish the sign-in. Try again in a minute.` };
  }
  const answer = (await res.json().catch(() => ({}))) as { access_token?: unknown; error?: string; error_description?: string };
  if (res.ok && typeof answer.access_token === 'string' && answer.access_token) return { token: answer.access_token };
  const why = answer.error_description || answer.error || `answer ${res.status}`;
  return { error: `${provider.title} did not finish the sign-in (${why}). Close this window and sign in again.` };
}

const notSetUp = (provider: Provider) =>
  `Signing in with ${provider.title} is not set up on this site yet: its ${provider.name.toUpperCase()}_CLIENT_ID and ${provider.name.toUpperCase()}_CLIENT_SECRET are missing (docs/deploying.md).`;

/** A name from the request, fit to be repeated in a message. */
const sayable = (text: string) => text.replace(/[^a-z0-9_,:-]/gi, '').slice(0, 40) || 'github';

function same(a: string, b: string): boolean {
  const buffer = Buffer.from(a);
  const value = Buffer.from(b);
  return buffer.length === value.length && timingSafeEqual(buffer, value);
}

function cookie(value: string, maxAge: number): string {
  return `${COOKIE}=${value}; Path=${START_PATH}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A value written into the page's script: no `</script>` or line separators can end it early. */
const literal = (item: unknown) =>
  JSON.stringify(item)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The window's page: it tells the screen that opened it (at `origin`, nowhere else) how the
 * sign-in went, once the screen has answered its `authorizing:` greeting. Its one script is
 * allowed by its hash; the cookie is cleared whatever happened.
 */
function page(origin: string, name: string, outcome: { token: string } | { error: string }): Response {
  const message =
    'token' in outcome
      ? `authorization:${name}:success:${JSON.stringify({ token: outcome.token, provider: name })}`
      : `authorization:${name}:error:${JSON.stringify({ message: outcome.error })}`;
  const script = `(function () {
  var origin = ${literal(origin)};
  var greeting = ${literal(`authorizing:${name}`)};
  var message = ${literal(message)};
  if (!window.opener) return;
  window.addEventListener('message', function answer(e) {
    if (e.origin !== origin || e.source !== window.opener || e.data !== greeting) return;
    window.removeEventListener('message', answer);
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage(greeting, origin);
})();`;
  const hash = createHash('sha256').update(script).digest('base64');
  const text =
    'token' in outcome
      ? 'Signed in. This window closes by itself; if it stays open, close it and go back to the editing screen.'
      : outcome.error;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${'token' in outcome ? 'Signed in' : 'Not signed in'}</title>
</head>
<body style="font: 16px/1.5 system-ui, sans-serif; margin: 2rem">
<p>${esc(text)}</p>
<p><a href="/admin/">Back to the editing screen</a></p>
<script>${script}</script>
</body>
</html>
`;
  return new Response(html, {
    status: 'token' in outcome ? 200 : 400,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'set-cookie': cookie('', 0),
    },
  });
}
