/**
 * The editing screen's entry. Online (the built site's /admin), editors sign in with Netlify
 * Identity: its widget must be on the page before Decap's Git Gateway backend loads, which uses it
 * for the sign-in, and it also completes the invitation and password links Netlify e-mails
 * (`/admin/#invite_token=...`). Under `npm run edit` the local backend needs no account.
 */
if (!import.meta.env.DEV) {
  const { default: identity } = await import('netlify-identity-widget');
  (window as { netlifyIdentity?: unknown }).netlifyIdentity = identity;
}
await import('./cms');
