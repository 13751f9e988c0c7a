import { provider, type Env } from './providers';
import { START_PATH } from './oauth.server';

/**
 * Which repository and branch the editing screen of a Netlify site saves to, and through what,
 * decided when the site is built, from its environment:
 * - the repository: `EDIT_REPOSITORY` (`owner/name`, or its URL), else `REPOSITORY_URL`, which
 *   Netlify sets to the repository the site is built from;
 * - the branch: `EDIT_BRANCH`, else `BRANCH` (Netlify: the branch being built), else `main`;
 * - the backend: `EDIT_BACKEND` (`github`, `gitlab`, or `git-gateway` for Netlify Identity, the
 *   older option), else the repository's host (a gitlab host: `gitlab`, any other: `github`).
 * The build writes it beside the project's files for the function that serves them, and the
 * screen's configuration (src/editing/server/config.ts) names the same.
 */
export type Backend = 'github' | 'gitlab' | 'git-gateway';
export type EditingRepository = { backend: Backend; repo?: string; branch: string };

const BACKENDS: Backend[] = ['github', 'gitlab', 'git-gateway'];

export function editingRepository(env: Env): EditingRepository {
  const source = env.EDIT_REPOSITORY || env.REPOSITORY_URL || '';
  const { host, repo } = parseRepository(source);
  const asked = env.EDIT_BACKEND as Backend | undefined;
  if (asked && !BACKENDS.includes(asked)) throw new Error(`EDIT_BACKEND is "${asked}": write one of ${BACKENDS.join(', ')}.`);
  const backend = asked ?? (host && /gitlab/i.test(host) ? 'gitlab' : 'github');
  return { backend, ...(repo ? { repo } : {}), branch: env.EDIT_BRANCH || env.BRANCH || 'main' };
}

/** `owner/name`, `https://host/owner/name(.git)` or `git@host:owner/name.git` (GitLab groups may nest). */
export function parseRepository(source: string): { host?: string; repo?: string } {
  const text = source
    .trim()
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  if (!text) return {};
  const ssh = /^[\w.-]+@([\w.-]+):(.+)$/.exec(text);
  if (ssh) return { host: ssh[1], repo: ssh[2] };
  if (/^[a-z]+:\/\//i.test(text)) {
    const url = new URL(text);
    return { host: url.hostname, repo: url.pathname.replace(/^\/+/, '') || undefined };
  }
  return /^[\w.-]+(\/[\w.-]+)+$/.test(text) ? { repo: text } : {};
}

/**
 * The `backend` of Decap's configuration for the repository. The screen adds `base_url` (its own
 * origin, where the sign-in function answers) when it starts.
 */
export function decapBackend(editingRepository: EditingRepository, env: Env): Record<string, unknown> {
  if (editingRepository.backend === 'git-gateway') return { name: 'git-gateway', branch: editingRepository.branch };
  const item = provider(editingRepository.backend, env)!;
  const defaultApi = editingRepository.backend === 'github' ? 'https://api.github.com' : 'https://gitlab.com/api/v4';
  return {
    name: editingRepository.backend,
    ...(editingRepository.repo ? { repo: editingRepository.repo } : {}),
    branch: editingRepository.branch,
    auth_endpoint: START_PATH.slice(1),
    ...(item.apiUrl !== defaultApi ? { api_root: item.apiUrl } : {}),
  };
}
