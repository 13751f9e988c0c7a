import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHost, type GitHost } from '../../tests/support/git-host';
import { PROJECT_FILE, projectFilesAnswer, REPOSITORY_FILE } from './project-files.server';
import type { EditingRepository } from './repository';

/**
 * The project's files on a Netlify site are for editors only: a token of the Git host that can
 * push to the site's repository, asked of the host's API (a stand-in, over real HTTP).
 */
const SITE = 'https://editing.example.test';
const files = { 'site.yaml': '# The business, in one file.\nbusiness:\n  name: Example\n', 'content/faq.yaml': 'faq: []\n' };
let host: GitHost;
const dirs: string[] = [];

beforeAll(async () => {
  host = await startGitHost({
    client: { id: 'x', secret: 'y' },
    code: 'c',
    token: 't',
    redirectUri: '',
    repos: { 'owner/site': { 'can-push': true, 'can-read': false }, 'group/sub/site': { 'gl-push': true, 'gl-read': false } },
  });
});
afterAll(async () => {
  await host.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function built(repository: EditingRepository): string {
  const dir = mkdtempSync(join(tmpdir(), 'editing-files-'));
  dirs.push(dir);
  writeFileSync(join(dir, PROJECT_FILE), JSON.stringify(files));
  writeFileSync(join(dir, REPOSITORY_FILE), JSON.stringify(repository));
  return dir;
}

const ask = (dir: string, headers: Record<string, string> = {}, env: Record<string, string> = { GITHUB_API_URL: host.url }) =>
  projectFilesAnswer(new Request(`${SITE}/admin/project-files`, { headers }), env, dir);

describe('the project-files function', () => {
  it('answers 401 without a token, and with a token the host does not know', async () => {
    const dir = built({ backend: 'github', repo: 'owner/site', branch: 'main' });
    const none = await ask(dir);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain('business');
    expect((await ask(dir, { authorization: 'Bearer forged' })).status).toBe(401);
  });

  it('answers 403 to an account that cannot push to the repository', async () => {
    const dir = built({ backend: 'github', repo: 'owner/site', branch: 'main' });
    const res = await ask(dir, { authorization: 'Bearer can-read' });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('business');
  });

  it('answers the files to an account that can push, privately, and 304 while they are unchanged', async () => {
    const dir = built({ backend: 'github', repo: 'owner/site', branch: 'main' });
    const res = await ask(dir, { authorization: 'Bearer can-push' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(files);
    expect(res.headers.get('cache-control')).toMatch(/private/);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await ask(dir, { authorization: 'Bearer can-push', 'if-none-match': etag });
    expect(again.status).toBe(304);
    // The cached copy is never given without asking the host again.
    expect((await ask(dir, { authorization: 'Bearer can-read', 'if-none-match': etag })).status).toBe(403);
  });

  it('asks GitLab for the access level on a GitLab repository (nested groups too)', async () => {
    const dir = built({ backend: 'gitlab', repo: 'group/sub/site', branch: 'main' });
    const env = { GITLAB_API_URL: `${host.url}/api/v4` };
    expect((await ask(dir, { authorization: 'Bearer gl-push' }, env)).status).toBe(200);
    expect((await ask(dir, { authorization: 'Bearer gl-read' }, env)).status).toBe(403);
  });

  it('refuses everyone when the build knew no repository', async () => {
    const dir = built({ backend: 'github', branch: 'main' });
    expect((await ask(dir, { authorization: 'Bearer can-push' })).status).toBe(403);
  });
});
