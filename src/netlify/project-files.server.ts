import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canPush, provider, type Env } from './providers';
import type { EditingRepository } from './repository';

/**
 * The project's files for the editing screen's check and preview on a Netlify site (site.yaml with
 * its comments, content/, schema/: what `npm run edit` reads from disk), answered only to an editor:
 * a request whose `Authorization: Bearer <token>` is a token of the repository's Git host that can
 * push to the repository (the same right Decap needs to save). No token: 401; a token without that
 * right: 403. The files are the ones the build wrote beside the site, outside the published folder
 * (EDITING_DIR), so they are those of the deployed commit, in one answer.
 */
export const EDITING_DIR = '.build/editing';
export const PROJECT_FILE = 'project.json';
export const REPOSITORY_FILE = 'repository.json';

type Loaded = { text: string; etag: string; repository: EditingRepository };
let loaded: { dir: string; files: Loaded } | undefined;

function load(dir: string): Loaded | undefined {
  if (loaded?.dir === dir) return loaded.files;
  if (!existsSync(join(dir, PROJECT_FILE)) || !existsSync(join(dir, REPOSITORY_FILE))) return undefined;
  const text = readFileSync(join(dir, PROJECT_FILE), 'utf8');
  const repository = JSON.parse(readFileSync(join(dir, REPOSITORY_FILE), 'utf8')) as EditingRepository;
  const files = { text, repository, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
  loaded = { dir, files };
  return files;
}

const answer = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });

export async function projectFilesAnswer(req: Request, env: Env, dir: string): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, 'Only GET.', { allow: 'GET, HEAD' });
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return answer(401, 'Sign in to the editing screen first.', { 'www-authenticate': 'Bearer' });
  const files = load(dir);
  if (!files) return answer(503, 'This deploy has no editing files: it was not built with npm run build.');
  const { repository } = files;
  const allowed = await mayEdit(req, env, repository, token).catch(() => 'unreachable' as const);
  if (allowed === 'unreachable') return answer(502, 'The Git host could not be asked who you are. Try again in a minute.');
  if (allowed === 'bad-token')
    return answer(401, 'Your sign-in has expired: sign in again.', { 'www-authenticate': 'Bearer error="invalid_token"' });
  if (allowed === 'no')
    return answer(403, `Your account cannot change ${repository.repo ?? 'the repository'}: ask the owner to add you as a collaborator.`);
  const headers = { 'content-type': 'application/json', 'cache-control': 'private, no-cache', vary: 'Authorization', etag: files.etag };
  if (req.headers.get('if-none-match') === files.etag) return new Response(null, { status: 304, headers });
  return new Response(req.method === 'HEAD' ? null : files.text, { status: 200, headers });
}

/** Whether the token's holder may edit: push rights on the repository, or (Git Gateway) a signed-in Identity user of this site. */
async function mayEdit(req: Request, env: Env, repository: EditingRepository, token: string): Promise<'yes' | 'no' | 'bad-token'> {
  if (repository.backend === 'git-gateway') {
    const res = await fetch(new URL('/.netlify/identity/user', req.url), { headers: { authorization: `Bearer ${token}` } });
    return res.ok ? 'yes' : 'bad-token';
  }
  const item = provider(repository.backend, env);
  if (!item || !repository.repo) return 'no';
  return canPush(item, repository.repo, token);
}

/**
 * Where the build's editing files are in the deployed function: Netlify keeps `included_files` at
 * their path in the project, beside the function's code or in its working folder.
 */
export function findEditingDir(env: Env, here: string | undefined): string {
  if (env.EDITING_DIR) return env.EDITING_DIR;
  const starts = [process.cwd(), here && dirname(here), '/var/task'].filter((text): text is string => Boolean(text));
  for (const start of starts) {
    for (let dir = start; ; dir = dirname(dir)) {
      if (existsSync(join(dir, EDITING_DIR, PROJECT_FILE))) return join(dir, EDITING_DIR);
      if (dirname(dir) === dir) break;
    }
  }
  return join(process.cwd(), EDITING_DIR);
}
