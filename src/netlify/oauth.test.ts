import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHost, type GitHost } from '../../tests/support/git-host';
import { CALLBACK_PATH, oauthCallback, oauthStart, START_PATH } from './oauth.server';

/**
 * The sign-in functions against a stand-in for GitHub's OAuth endpoints (real HTTP): a token
 * reaches only the screen at the site's own origin, and only after a sign-in this browser started.
 */
const SITE = 'https://editing.example.test';
const client = { id: 'app-id', secret: 'app-secret' };
let host: GitHost;
let env: Record<string, string>;

beforeAll(async () => {
  host = await startGitHost({ client, code: 'code-1', token: 'token-1', redirectUri: SITE + CALLBACK_PATH, repos: {} });
  env = { GITHUB_CLIENT_ID: client.id, GITHUB_CLIENT_SECRET: client.secret, GITHUB_URL: host.url, GITHUB_API_URL: host.url };
});
afterAll(() => host.close());

/** Starts a sign-in as Decap's window does; returns where it was sent and the cookie it got. */
async function start(query = '?provider=github&site_id=editing.example.test&scope=repo') {
  const res = await oauthStart(new Request(SITE + START_PATH + query), env);
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { res, to: new URL(res.headers.get('location') ?? 'about:blank'), setCookie, cookie: setCookie.split(';')[0] };
}

const callback = (query: string, cookie?: string) =>
  oauthCallback(new Request(`${SITE}${CALLBACK_PATH}?${query}`, { headers: cookie ? { cookie } : {} }), env);

type Posted = { message: unknown; target: string };

/**
 * Runs the answer page's script as a browser would in the sign-in window, opened by a screen at
 * `openerOrigin`: the screen answers the window's greeting the way Decap does. Returns what the
 * window posted to the screen.
 */
async function runPage(res: Response, openerOrigin = SITE): Promise<{ posted: Posted[]; html: string }> {
  const html = await res.text();
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  // The browser runs the script only if the page's policy names its hash.
  const hash = createHash('sha256').update(script).digest('base64');
  expect(res.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);
  const posted: Posted[] = [];
  const listeners: Array<(error: { data: unknown; origin: string; source: unknown }) => void> = [];
  const opener = {
    postMessage(message: unknown, target: string) {
      posted.push({ message, target });
      // The screen (Decap) answers the greeting, from its own origin, if the target lets it hear it.
      if (typeof message === 'string' && message.startsWith('authorizing:') && (target === openerOrigin || target === '*'))
        for (const listener of [...listeners]) listener({ data: message, origin: openerOrigin, source: opener });
    },
  };
  const window = {
    opener,
    addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    removeEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.splice(listeners.indexOf(listener), 1),
  };
  runInNewContext(script, { window });
  return { posted, html };
}

describe('the sign-in functions', () => {
  it('send the editor to the host with a fresh state kept in an HttpOnly, Secure, SameSite=Lax cookie', async () => {
    const first = await start();
    const second = await start();
    expect(first.res.status).toBe(302);
    expect(first.to.origin + first.to.pathname).toBe(`${host.url}/login/oauth/authorize`);
    expect(first.to.searchParams.get('client_id')).toBe(client.id);
    expect(first.to.searchParams.get('redirect_uri')).toBe(SITE + CALLBACK_PATH);
    expect(first.to.searchParams.get('scope')).toBe('repo');
    const state = first.to.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(second.to.searchParams.get('state')).not.toBe(state);
    expect(first.cookie).toContain(state);
    expect(first.setCookie).toMatch(/;\s*HttpOnly/i);
    expect(first.setCookie).toMatch(/;\s*Secure/i);
    expect(first.setCookie).toMatch(/;\s*SameSite=Lax/i);
    // The secret never goes to the browser.
    expect(first.to.href + first.setCookie).not.toContain(client.secret);
  });

  it("hand the token to the screen at the site's own origin, after its answer, and to no other", async () => {
    const { to, cookie } = await start();
    const res = await callback(`code=code-1&state=${to.searchParams.get('state')}`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { posted } = await runPage(res);
    expect(posted.map((item) => item.target)).toEqual([SITE, SITE]);
    expect(posted[0].message).toBe('authorizing:github');
    expect(posted[1].message).toBe(`authorization:github:success:${JSON.stringify({ token: 'token-1', provider: 'github' })}`);
    // The exchange carried the app's secret, from the function to the host.
    expect(host.seen.at(-1)?.form?.get('client_secret')).toBe(client.secret);

    // Opened by a page of another origin: the greeting cannot reach it, and no token is posted.
    const again = await start();
    const other = await runPage(
      await callback(`code=code-1&state=${again.to.searchParams.get('state')}`, again.cookie),
      'https://evil.example',
    );
    expect(other.posted.map((item) => item.target)).toEqual([SITE]);
    expect(JSON.stringify(other.posted)).not.toContain('token-1');
  });

  for (const [name, query, withCookie, says] of [
    ['the editor cancels at the host', 'error=access_denied&state=STATE', true, /cancelled/i],
    ['the state does not match the cookie', 'code=code-1&state=another-state', true, /does not match/i],
    ['there is no state cookie (not started here, or too late)', 'code=code-1&state=STATE', false, /not started from this browser/i],
    ['the host refuses the code', 'code=stale-code&state=STATE', true, /incorrect or expired/i],
  ] as const) {
    it(`post a plain error and no token when ${name}`, async () => {
      const { to, cookie } = await start();
      const exchanges = host.seen.filter((item) => item.what.startsWith('POST')).length;
      const res = await callback(query.replace('STATE', to.searchParams.get('state') ?? ''), withCookie ? cookie : undefined);
      const { posted, html } = await runPage(res);
      expect(res.status).toBe(400);
      expect(html).not.toContain('token-1');
      const last = String(posted.at(-1)?.message);
      expect(last).toMatch(/^authorization:github:error:/);
      expect((JSON.parse(last.replace('authorization:github:error:', '')) as { message: string }).message).toMatch(says);
      expect(html).toMatch(says);
      expect(posted.every((item) => item.target === SITE)).toBe(true);
      // Only a matching state leads to an exchange at the host.
      const exchanged = host.seen.filter((item) => item.what.startsWith('POST')).length > exchanges;
      expect(exchanged).toBe(name === 'the host refuses the code');
      // The cookie is spent whatever happened.
      expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    });
  }

  it('say what is missing when the site has no OAuth app set, and send nobody to the host', async () => {
    const res = await oauthStart(new Request(`${SITE}${START_PATH}?provider=github`), { GITHUB_URL: host.url });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('GITHUB_CLIENT_ID');
  });

  it("send a GitLab sign-in to GitLab's own authorize page, with the same function", async () => {
    const res = await oauthStart(new Request(`${SITE}${START_PATH}?provider=gitlab&scope=api`), {
      OAUTH_CLIENT_ID: client.id,
      OAUTH_CLIENT_SECRET: client.secret,
      GITLAB_URL: host.url,
    });
    const to = new URL(res.headers.get('location') ?? 'about:blank');
    expect(to.origin + to.pathname).toBe(`${host.url}/oauth/authorize`);
    expect(to.searchParams.get('response_type')).toBe('code');
    // Back from GitLab: the code is exchanged at GitLab's token endpoint, and the screen hears "gitlab".
    const gitlabEnv = { OAUTH_CLIENT_ID: client.id, OAUTH_CLIENT_SECRET: client.secret, GITLAB_URL: host.url };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    const back = await oauthCallback(
      new Request(`${SITE}${CALLBACK_PATH}?code=code-1&state=${to.searchParams.get('state')}`, { headers: { cookie } }),
      gitlabEnv,
    );
    const { posted } = await runPage(back);
    expect(posted.at(-1)?.message).toBe(`authorization:gitlab:success:${JSON.stringify({ token: 'token-1', provider: 'gitlab' })}`);
    expect(host.seen.at(-1)?.what).toBe('POST /oauth/token');
    expect(host.seen.at(-1)?.form?.get('grant_type')).toBe('authorization_code');
  });
});
