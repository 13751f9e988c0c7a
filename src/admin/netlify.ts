/**
 * On a Netlify site: editors sign in with Netlify Identity, whose widget must be on the page before
 * Decap's Git Gateway backend loads (it also completes the invitation and password links Netlify
 * e-mails, `/admin/#invite_token=...`).
 */
export async function startNetlify(): Promise<void> {
  const { default: identity } = await import('netlify-identity-widget');
  (window as { netlifyIdentity?: unknown }).netlifyIdentity = identity;
}
