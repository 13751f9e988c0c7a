/**
 * The Git hosts an editor can sign in with on a Netlify site, and where their OAuth and API
 * endpoints are. Each one can be moved by the site's environment (GitHub Enterprise, a GitLab of
 * your own, or a stand-in in the tests): `GITHUB_URL` / `GITHUB_API_URL`, `GITLAB_URL` /
 * `GITLAB_API_URL`. The OAuth app's id and secret: `GITHUB_CLIENT_ID` / `GITHUB_CLIENT_SECRET`
 * (`GITLAB_...` for GitLab), or `OAUTH_CLIENT_ID` / `OAUTH_CLIENT_SECRET` for either.
 */
export type ProviderName = 'github' | 'gitlab';
export type Env = Record<string, string | undefined>;

export type Provider = {
  name: ProviderName;
  /** What people call it, in messages. */
  title: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  clientId?: string;
  clientSecret?: string;
  /** The scopes the editing screen may ask for; the first is asked when it names none. */
  scopes: string[];
};

const trim = (url: string) => url.replace(/\/+$/, '');

export function provider(name: string | null | undefined, env: Env): Provider | undefined {
  if (name === 'github') {
    const web = trim(env.GITHUB_URL || 'https://github.com');
    return {
      name,
      title: 'GitHub',
      authorizeUrl: `${web}/login/oauth/authorize`,
      tokenUrl: `${web}/login/oauth/access_token`,
      // GitHub Enterprise Server answers its API under /api/v3 of its own host.
      apiUrl: trim(env.GITHUB_API_URL || (web === 'https://github.com' ? 'https://api.github.com' : `${web}/api/v3`)),
      clientId: env.GITHUB_CLIENT_ID || env.OAUTH_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET || env.OAUTH_CLIENT_SECRET,
      scopes: ['repo', 'public_repo'],
    };
  }
  if (name === 'gitlab') {
    const web = trim(env.GITLAB_URL || 'https://gitlab.com');
    return {
      name,
      title: 'GitLab',
      authorizeUrl: `${web}/oauth/authorize`,
      tokenUrl: `${web}/oauth/token`,
      apiUrl: trim(env.GITLAB_API_URL || `${web}/api/v4`),
      clientId: env.GITLAB_CLIENT_ID || env.OAUTH_CLIENT_ID,
      clientSecret: env.GITLAB_CLIENT_SECRET || env.OAUTH_CLIENT_SECRET,
      scopes: ['api'],
    };
  }
  return undefined;
}

/**
 * Whether the holder of `token` can push to `repo` (`owner/name`), asked of the host's API:
 * GitHub's repository answer carries `permissions.push` for the token's user; GitLab's project
 * answer carries the user's access level (30, Developer, and above can push).
 */
export async function canPush(provider: Provider, repo: string, token: string): Promise<'yes' | 'no' | 'bad-token'> {
  const url = provider.name === 'github' ? `${provider.apiUrl}/repos/${repo}` : `${provider.apiUrl}/projects/${encodeURIComponent(repo)}`;
  const res = await fetch(url, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: provider.name === 'github' ? 'application/vnd.github+json' : 'application/json',
      'user-agent': 'site-editing-screen',
    },
  });
  if (res.status === 401) return 'bad-token';
  // A private repository the user cannot see is "not found" to them.
  if (!res.ok) return 'no';
  const body = (await res.json()) as {
    permissions?: { push?: boolean; project_access?: { access_level?: number } | null; group_access?: { access_level?: number } | null };
  };
  if (provider.name === 'github') return body.permissions?.push === true ? 'yes' : 'no';
  const level = Math.max(body.permissions?.project_access?.access_level ?? 0, body.permissions?.group_access?.access_level ?? 0);
  return level >= 30 ? 'yes' : 'no';
}
