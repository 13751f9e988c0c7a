/**
 * The edit server (`npm run edit`) is locked down: it writes only the files the screen edits, and
 * only after the project's check has passed on the server, and no foreign page can read its
 * answers. Who may call it (the run's key, its own origin) and which paths it never serves are
 * the rules of gate.ts, tested in src/editing/server/gate.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundleAdmin } from '../../src/build/admin';
import { startEditServer, type EditServer } from '../support/edit-server';

// A busy machine can hold the first answers of a cold edit server for a minute or more.
vi.setConfig({ testTimeout: 400_000 });

let editServer: EditServer;
let cookie = '';

let built = '';

beforeAll(async () => {
  // The screen built from this code (kept by any build of it; made here on a fresh clone): served as built.
  built = await bundleAdmin(process.cwd(), { quiet: true });
  editServer = await startEditServer();
  const res = await call(editServer.link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  expect(cookie).toMatch(/=/);
}, 300_000);
afterAll(async () => {
  await editServer?.stop();
});

/**
 * One request on a connection of its own (node:http, no keep-alive), its answer read whole and
 * bounded in time.
 */
function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string; redirect?: string } = {}) {
  return new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false, timeout: 180_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

const api = (body: unknown, headers: Record<string, string> = {}) =>
  call(`${editServer.origin}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: editServer.origin, ...headers },
    body: JSON.stringify(body),
  });
const persist = (path: string, raw: string) => api({ action: 'persistEntry', params: { dataFiles: [{ path, raw }], assets: [] } });

describe('the screen it serves', () => {
  it('is the one built from this code, marked for the local backend, with its assets; the built site’s own has no mark', async () => {
    const page = await call(`${editServer.origin}/admin/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="editing-backend" content="local" />');
    const script = /<script type="module"[^>]*src="(\/admin\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script, page.body).toBeDefined();
    expect(readFileSync(join(built, 'index.html'), 'utf8')).toContain(script!);
    const code = await call(`${editServer.origin}${script}`);
    expect(code.status).toBe(200);
    expect(code.headers['content-type']).toMatch(/javascript/);
    expect(code.body).toBe(readFileSync(join(built, script!.slice('/admin/'.length)), 'utf8'));
    expect(readFileSync(join(built, 'index.html'), 'utf8')).not.toContain('editing-backend');
  });
});

describe('who may use the edit server', () => {
  it('sends no CORS headers a foreign page could read an answer with', async () => {
    const res = await call(`${editServer.origin}/src/editing/server/gate.ts`, { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('what the edit server writes', () => {
  it('refuses every file the screen does not edit, and leaves it unchanged', async () => {
    for (const path of [
      'package.json',
      '.git/config',
      'src/vike/data.server.ts',
      '.ci/run',
      '../outside-the-project.yaml',
      'content/../package.json',
      'schema/site.schema.json',
      'content/x.js',
      '/etc/passwd',
    ]) {
      const before = existsSync(join(editServer.contentRoot, path)) ? readFileSync(join(editServer.contentRoot, path), 'utf8') : null;
      const res = await persist(path, 'x: 1\n');
      expect(res.status, path).toBe(403);
      const after = existsSync(join(editServer.contentRoot, path)) ? readFileSync(join(editServer.contentRoot, path), 'utf8') : null;
      expect(after, path).toBe(before);
    }
    expect(editServer.git('status', '--porcelain')).toBe('');
  });

  it('refuses content the check refuses (checked on the server), with the check’s message, and writes nothing', async () => {
    const site = readFileSync(join(editServer.contentRoot, 'site.yaml'), 'utf8');
    const broken = await persist('site.yaml', site.replace(/^routes:/m, 'routes: [\n'));
    expect(broken.status).toBe(422);
    expect((JSON.parse(broken.body) as { error: string }).error).toMatch(/Not saved/);
    const [file] = editServer.git('ls-files', 'content/cities').trim().split('\n');
    const city = readFileSync(join(editServer.contentRoot, file), 'utf8');
    const typed = await persist(file, city.replace(/^(description: >-\n)/m, '$1  Repairs from $85 in town.\n'));
    expect(typed.status).toBe(422);
    // In the screen's words: what is wrong and what to do, no file, key path or command.
    const said = (JSON.parse(typed.body) as { error: string }).error;
    expect(said).toContain("'$85' is typed by hand");
    expect(said).not.toMatch(/\.yaml|npm run|\[constant-literal\]|description:/);
    expect(editServer.git('status', '--porcelain')).toBe('');
  });

  it('writes a valid change, and says so when a save changes nothing', async () => {
    const [file] = editServer.git('ls-files', 'content/cities').trim().split('\n');
    const city = readFileSync(join(editServer.contentRoot, file), 'utf8');
    const same = await persist(file, city);
    expect(JSON.parse(same.body)).toMatchObject({ unchanged: true });
    const changed = city.replace(/^name: (.*)$/m, 'name: $1 Area');
    const res = await persist(file, changed);
    expect(res.status).toBe(200);
    expect(readFileSync(join(editServer.contentRoot, file), 'utf8')).toBe(changed);
    editServer.git('checkout', '--', file);
  });
});
