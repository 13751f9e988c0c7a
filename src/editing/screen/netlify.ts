import { screenConfig } from './config';
import { setProjectSource } from './check-client';
import { PROJECT_FILES_PATH } from '../../netlify/paths';

/**
 * On a Netlify site the screen saves through the repository's Git host (Decap's GitHub or GitLab
 * backend, signed in by the site's own function at /admin/oauth), or, the older option, through
 * Netlify Identity and Git Gateway (src/netlify/repository.ts decides which when the site is built).
 * Either way the check and the preview read the project's files from /admin/project-files, which
 * answers only with the signed-in editor's token: this hands the token to the screen's worker as
 * soon as there is one (a sign-in kept from an earlier visit, or a new one).
 */
/** Where Decap keeps the signed-in user (with the host's token) between visits. */
const DECAP_USER = 'decap-cms-user';

let current: string | undefined;
function takeToken(token: unknown): void {
  if (typeof token !== 'string' || !token || token === current) return;
  current = token;
  setProjectSource(PROJECT_FILES_PATH, { authorization: `Bearer ${token}` });
}

export async function startNetlify(): Promise<void> {
  const backend = screenConfig().backend;
  if (backend.name === 'git-gateway') return startIdentity();
  if (!backend.repo) {
    // Decap would only say that its configuration lacks a "repo": say what to do instead, and stop.
    notSetUp();
    await new Promise(() => undefined);
  }
  try {
    takeToken((JSON.parse(localStorage.getItem(DECAP_USER) ?? 'null') as { token?: unknown } | null)?.token);
  } catch {
    // No stored sign-in, or one Decap will replace: the sign-in below sets it.
  }
  // The sign-in window's last word to the screen carries the token (Decap reads the same message).
  window.addEventListener('message', (e: MessageEvent) => {
    if (e.origin !== window.location.origin || typeof e.data !== 'string') return;
    const match = /^authorization:[a-z]+:success:(.+)$/s.exec(e.data);
    if (!match) return;
    try {
      takeToken((JSON.parse(match[1]) as { token?: unknown }).token);
    } catch {
      // Not a message of the sign-in window.
    }
  });
}

/**
 * Netlify Identity's widget must be on the page before Decap's Git Gateway backend loads (it also
 * completes the invitation and password links Netlify e-mails, `/admin/#invite_token=...`).
 */
async function startIdentity(): Promise<void> {
  const { default: identity } = await import('netlify-identity-widget');
  (window as { netlifyIdentity?: unknown }).netlifyIdentity = identity;
  const signedIn = (user: { jwt(): Promise<string> } | null) => void user?.jwt().then(takeToken, () => undefined);
  identity.on('init', signedIn);
  identity.on('login', signedIn);
}

/** The site was built without knowing its repository (not on Netlify, or without EDIT_REPOSITORY). */
function notSetUp(): void {
  const main = document.createElement('main');
  main.style.cssText = 'max-width: 40rem; margin: 3rem auto; padding: 0 1rem; font: 16px/1.5 system-ui, sans-serif';
  const h1 = document.createElement('h1');
  h1.textContent = 'Editing online is not set up for this site yet';
  const element = document.createElement('p');
  element.textContent =
    'It was built without knowing which repository it is saved in. A site built by Netlify knows it by itself; ' +
    'anywhere else, build it with EDIT_REPOSITORY set to the repository (owner/name). docs/deploying.md says how.';
  main.append(h1, element);
  document.body.append(main);
}
