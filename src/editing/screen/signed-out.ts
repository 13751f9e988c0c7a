import { NotSaved } from './phrases';
import { whereSaved } from './where';

/** Where the sign-in page is, and where it sends the editor back to: this screen. */
const SIGN_IN = '/admin/sign-in?next=%2Fadmin%2F';

/** What the editor reads when the owner's server no longer knows her session. */
export const SIGNED_OUT =
  'You are signed out (the sign-in ended, or the password was changed on another device). What you typed is kept in this browser: sign in again, open this entry, and the screen offers your changes back.';

/**
 * The owner's server ended the editor's session (its time was up, she chose a new password
 * elsewhere, or she was removed): every later request is refused with 401. The screen said "The
 * site could not be checked. Undo your last change", blaming her edit, and still said "Signed in
 * as". It says so instead, once, in a bar at the top with the way back in; her draft is kept
 * (backups.ts), and the screen offers it again after she signs in.
 */
export function sayIfSignedOut(status: number): void {
  const said = document.getElementById('signed-out');
  // Signed in again (in the other tab): the bar goes, and the editor bar is as it was.
  if (said && status >= 200 && status < 300) {
    said.remove();
    const where = whereSaved();
    if (where.backend === 'server') document.querySelector('#editor-bar > span')?.replaceChildren(`Signed in as ${where.editor.name}`);
    document.querySelector<HTMLElement>('#editor-bar form')?.removeAttribute('hidden');
    return;
  }
  if (status !== 401 || said) return;
  const bar = document.createElement('p');
  bar.id = 'signed-out';
  bar.setAttribute('role', 'alert');
  // The screen is left for the sign-in page (the browser may ask first: her draft is kept either way,
  // backups.ts); a screen left open in another tab would keep the ended session's token.
  const link = Object.assign(document.createElement('a'), { href: SIGN_IN, textContent: 'Sign in again' });
  bar.append(`${SIGNED_OUT} `, link);
  document.body.prepend(bar);
  document.querySelector('#editor-bar > span')?.replaceChildren('Signed out');
  // Its "Sign out" has nothing left to end.
  document.querySelector<HTMLElement>('#editor-bar form')?.setAttribute('hidden', '');
}

/** Before a save on the owner's server: a session that has ended stops it with the words above, not as a fault of her edit. */
export async function stopIfSignedOut(): Promise<void> {
  if (whereSaved().backend !== 'server') return;
  const res = await fetch('/admin/api/session', { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
  if (res?.status !== 401) return;
  sayIfSignedOut(401);
  throw new NotSaved(`Not saved: ${SIGNED_OUT}`);
}
