import { setProjectSource } from './check-client';
import { setWhere } from './where';
import { addressesLeadSomewhere, type ScreenList } from './addresses';
import { loadConfig } from './config';
import { sayIfSignedOut } from './signed-out';

/**
 * How long the screen waits for the server's answer to a save (a whole rebuild of the site).
 * Declared before the code below runs, which sets up the sender before this module's end.
 */
const SAVE_LIMIT_MS = 10 * 60_000;

/**
 * The editing screen's entry: it finds out where it runs before Decap starts.
 * - `npm run edit`: the edit server's local backend, no account (the printed link's key).
 * - The owner's server (`npm start` with editors): `/admin/api/session` answers with the signed-in
 *   editor and the session's CSRF token, which every request to the server's backend carries; a
 *   visitor without a session is sent to the sign-in page.
 * - A Netlify site: there is no such endpoint; the screen signs in through the repository's host.
 */
const config = await loadConfig();
// Before Decap reads the address: one that names no list or no entry leads to one that does (addresses.ts).
addressesLeadSomewhere(config.collections as ScreenList[]);
// Under `npm run edit`: compiled by its dev server, or built and marked so by it (edit-server.ts).
const local = import.meta.env.DEV || document.querySelector('meta[name="editing-backend"][content="local"]') !== null;
if (local) {
  setWhere({ backend: 'local', api: '/api/v1' });
  // The printed link signed this browser in (its key, src/editing/server/gate.ts): Decap's own
  // "Login" step, one more click that asks nothing, is skipped as on the owner's server.
  localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy' }));
} else {
  const session = await fetch('/admin/api/session', { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
  if (session?.status === 200) {
    const signedIn = (await session.json()) as { name: string; email: string; csrf: string };
    setWhere({ backend: 'server', api: '/admin/api/v1', csrf: signedIn.csrf, editor: { name: signedIn.name, email: signedIn.email } });
    sendTokenWithWrites(signedIn.csrf);
    // Signed in already (the server's session): Decap's own "Login" step is skipped. Decap keeps
    // its user here and restores it through the backend, which asks the server with the session.
    localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy', name: signedIn.name, email: signedIn.email }));
    setProjectSource('/admin/api/project.json', { 'x-csrf-token': signedIn.csrf });
  } else if (session?.status === 401) {
    window.location.replace('/admin/sign-in');
    await new Promise(() => undefined);
  } else {
    setWhere({ backend: 'netlify' });
    const { startNetlify } = await import('./netlify');
    await startNetlify();
  }
}
await import('./cms');
if (!local) (await import('./history-panel')).showHistoryPanel();

/** Decap's proxy backend posts with its own headers: the token is added to each request to /admin/api/. */
function sendTokenWithWrites(csrf: string): void {
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/admin/api/')) return fetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('x-csrf-token', csrf);
    // A save answers once its build is live, which on a busy server can take longer than the 60 s
    // Decap allows any request (its timer aborts the signal it passes in): our own limit instead.
    const answer = fetch(input, { ...init, headers, credentials: 'same-origin', signal: AbortSignal.timeout(SAVE_LIMIT_MS) });
    // A session that ended is said as such, with the way back in (signed-out.ts).
    void answer.then((res) => sayIfSignedOut(res.status)).catch(() => undefined);
    return answer;
  };
}
