import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a Git host's OAuth and API endpoints (GitHub's paths, and GitLab's project
 * answer), on a port of the OS's choosing: it hands out `token` for `code` to the app `client`,
 * and answers a repository's permissions for the tokens it is told about.
 */
export type GitHost = {
  url: string;
  /** Every request it received, as `METHOD /path`, with the form it was sent. */
  seen: Array<{ what: string; form?: URLSearchParams }>;
  close(): Promise<void>;
};

export type GitHostOptions = {
  client: { id: string; secret: string };
  /** The code the authorize step would have handed out, and the token it is worth. */
  code: string;
  token: string;
  /** The callback the code was issued for (an exchange naming another is refused, as GitHub does). */
  redirectUri: string;
  /** Repository (`owner/name`) -> token -> may push. */
  repos: Record<string, Record<string, boolean>>;
};

export async function startGitHost(options: GitHostOptions): Promise<GitHost> {
  const seen: GitHost['seen'] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && (url.pathname === '/login/oauth/access_token' || url.pathname === '/oauth/token')) {
      const form = new URLSearchParams(await body(req));
      seen.push({ what: `POST ${url.pathname}`, form });
      const ok =
        form.get('client_id') === options.client.id &&
        form.get('client_secret') === options.client.secret &&
        form.get('code') === options.code &&
        form.get('redirect_uri') === options.redirectUri;
      // GitHub answers a refused exchange with 200 and an error in the body.
      return ok
        ? json(200, { access_token: options.token, token_type: 'bearer', scope: 'repo' })
        : json(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    }
    seen.push({ what: `${req.method} ${url.pathname}` });
    // The authorize page, as if the editor allowed the app: back to the callback with the code
    // (by a page of its own, as after a click on "Authorize", not a redirect of this request).
    if (req.method === 'GET' && (url.pathname === '/login/oauth/authorize' || url.pathname === '/oauth/authorize')) {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', options.code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      const href = back.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(`<!DOCTYPE html><meta http-equiv="refresh" content="0; url=${href}"><title>Authorize</title>`);
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const github = /^\/repos\/([^/]+\/[^/]+)$/.exec(url.pathname);
    const gitlab = /^\/api\/v4\/projects\/([^/]+)$/.exec(url.pathname);
    const repo = github?.[1] ?? (gitlab ? decodeURIComponent(gitlab[1]) : undefined);
    if (repo) {
      const known = Object.values(options.repos).some((tokens) => token !== undefined && token in tokens);
      if (!known) return json(401, { message: 'Bad credentials' });
      const push = options.repos[repo]?.[token!];
      if (push === undefined) return json(404, { message: 'Not Found' });
      return github
        ? json(200, { full_name: repo, permissions: { admin: false, push, pull: true } })
        : json(200, { path_with_namespace: repo, permissions: { project_access: { access_level: push ? 30 : 20 }, group_access: null } });
    }
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
