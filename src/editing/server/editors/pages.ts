import { escapeHtml as esc, serverPage } from '../../../http/html';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

/**
 * The sign-in side's pages: small and self-contained (inline style, no script, so they work with
 * JavaScript off), one h1, labelled fields with the autocomplete hints password managers read, and
 * an error said once, as an alert the fields point to (aria-describedby).
 */
export const SIGN_IN_PATH = '/admin/sign-in';
export const PASSWORD_PATH = '/admin/password';
export const SIGN_OUT_PATH = '/admin/sign-out';
export const SESSION_API_PATH = '/admin/api/session';
/** Where a signed-in editor is sent: the editing screen. */
export const SCREEN_PATH = '/admin/';

const STYLE = `
body{font:1rem/1.5 system-ui,sans-serif;color:#1b1f24;background:#f4f6f8;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #57606a;border-radius:4px}
input:focus,button:focus{outline:3px solid #0969da;outline-offset:1px}
button{margin-top:1.25rem;font:inherit;font-weight:600;padding:.6rem 1rem;border:0;border-radius:4px;background:#24292f;color:#fff;cursor:pointer}
.alert{border-left:4px solid #b3261e;background:#fdecea;padding:.5rem .75rem;margin:0 0 1rem}
.hint{color:#4a5159;font-size:.9rem}`;

function page(title: string, body: string): string {
  return serverPage({ title, style: STYLE, body: `<main>\n${body}\n</main>` });
}

const alert = (error: string | undefined) => (error ? `<p id="error" class="alert" role="alert">${esc(error)}</p>\n` : '');
const described = (error: string | undefined, ...ids: string[]) => {
  const all = [...ids, ...(error ? ['error'] : [])];
  return `${all.length ? ` aria-describedby="${all.join(' ')}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
};

/** The sign-in form; after a refusal, the reason and the e-mail as typed. */
/**
 * Where a sign-in may return to (`next`): a page of the editing side of this site (the bookings desk,
 * a request on it), never another site or path; otherwise the editing screen.
 */
export function returnPath(next: string | null | undefined): string {
  return next && /^\/admin\/[\w./?=&%-]*$/.test(next) && !next.startsWith('//') && !next.includes('..') ? next : SCREEN_PATH;
}

export function signInPage(option: { email?: string; error?: string; next?: string } = {}): string {
  // The office comes here for the bookings desk as well as for the editing screen: the page names where it leads.
  const heading = option.next?.startsWith('/admin/bookings') ? 'Sign in to the bookings desk' : 'Sign in to edit the site';
  return page(
    heading,
    `<h1>${heading}</h1>
${alert(option.error)}<form method="post" action="${SIGN_IN_PATH}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${esc(option.email ?? '')}"${described(option.error)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described(option.error)}>
${
  option.next && option.next !== SCREEN_PATH
    ? `<input type="hidden" name="next" value="${esc(option.next)}">
`
    : ''
}<button type="submit">Sign in</button>
</form>
<p class="hint">No password yet, or forgotten it? Ask whoever runs the site for a new link.</p>`,
  );
}

/** The form to choose a password through a one-time link. */
export function passwordPage(option: { token: string; name: string; email: string; error?: string }): string {
  return page(
    'Choose your password',
    `<h1>Choose your password</h1>
<p>For ${esc(option.name)} (${esc(option.email)}). You will use it with your e-mail to sign in.</p>
${alert(option.error)}<form method="post" action="${PASSWORD_PATH}">
<input type="hidden" name="token" value="${esc(option.token)}">
<label for="password">New password</label>
<p id="rule" class="hint">At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a good one.</p>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"${described(option.error, 'rule')}>
<label for="again">The same password again</label>
<input id="again" name="again" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}"${described(option.error)}>
<button type="submit">Save the password and sign in</button>
</form>`,
  );
}

/** A page that only says something, with a way on. */
export function messagePage(title: string, text: string, link?: { href: string; text: string }): string {
  return page(
    title,
    `<h1>${esc(title)}</h1>\n<p>${esc(text)}</p>${link ? `\n<p><a href="${esc(link.href)}">${esc(link.text)}</a></p>` : ''}`,
  );
}

export const LINK_GONE_PAGE = () =>
  messagePage('This link no longer works', 'This link was already used or has expired; ask for a new one.', {
    href: SIGN_IN_PATH,
    text: 'Sign in',
  });
