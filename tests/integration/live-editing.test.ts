/**
 * The editing screen's backend on the owner's server, over HTTP, with the real editors' store and
 * sessions, the real check and build, and a scratch site that is a git repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorsHandler } from '../../src/editing/server/editors/handler';
import { openEditorStore, type EditorStore } from '../../src/editing/server/editors/store';
import { liveEditing } from '../../src/editing/server/live/editing';
import { livePublisher, type LivePublisher } from '../../src/editing/server/live/publisher';
import { ask, listen } from '../support/http';
import { committed, scratchSite } from '../support/scratch-site';

const PASSWORD = 'a long office password';
let scratch = '';
let data = '';
let store: EditorStore;
let server: Server;
let port = 0;
let publisher: LivePublisher | undefined;
let origin = '';
const swapped: string[] = [];
const sessions: Record<string, { cookie: string; csrf: string }> = {};

const git = (...args: string[]) => execFileSync('git', args, { cwd: scratch, encoding: 'utf8' });
const fileOf = (path: string) => readFileSync(join(scratch, path), 'utf8');

beforeAll(async () => {
  scratch = committed(scratchSite(undefined, { buildable: true }));
  data = mkdtempSync(join(tmpdir(), 'live-editing-'));
  store = openEditorStore(join(data, 'editors.sqlite'), { scrypt: { N: 2 ** 12, r: 8, p: 1 } });
  const gate = editorsHandler({ store, secureCookie: false, log: () => {}, trustProxy: 0 });
  publisher = livePublisher({ root: scratch, runner: resolve('scripts/run.mjs'), swap: (dir) => void swapped.push(dir) });
  const editing = liveEditing({ root: scratch, gate, publisher });
  server = createServer((req, res) => {
    void (async () => {
      for (const handle of [gate.handle, editing]) if (await handle(req, res)) return;
      res.writeHead(404).end();
    })();
  });
  port = await listen(server);
  origin = `http://127.0.0.1:${port}`;
  for (const [name, email] of [
    ['Ana Office', 'ana@example.com'],
    ['Ben Owner', 'ben@example.com'],
  ]) {
    const link = store.addOrRelink(name, email);
    const set = await store.setPassword(link.token, PASSWORD, PASSWORD);
    if (!set.ok) throw new Error('password not set');
    const cookie = `site_session=${set.session.token}`;
    const session = await ask(port, '/admin/api/session', { headers: { cookie } });
    sessions[email] = { cookie, csrf: (JSON.parse(session.body.toString()) as { csrf: string }).csrf };
  }
}, 120_000);

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  // The builder may still be compressing the last generation's pages into the scratch site.
  await publisher?.stop();
  store?.close();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

/** A request to the screen's backend as `email` (or nobody), with the headers a test chooses to leave out or change. */
function api(path: string, body: unknown, options: { as?: string; origin?: string | null; csrf?: string | null } = {}) {
  const session = options.as ? sessions[options.as] : undefined;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) headers.cookie = session.cookie;
  if (options.origin !== null) headers.origin = options.origin ?? origin;
  const csrf = options.csrf === undefined ? session?.csrf : options.csrf;
  if (csrf) headers['x-csrf-token'] = csrf;
  return ask(port, path, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const json = (response: { body: Buffer }) => JSON.parse(response.body.toString()) as Record<string, unknown>;

describe('the editing screen’s backend on the owner’s server', () => {
  it('answers no request without a session, from another origin or without the CSRF token, and changes nothing', async () => {
    const head = git('rev-parse', 'HEAD');
    const before = fileOf('site.yaml');
    const save = { action: 'persistEntry', params: { entry: { path: 'site.yaml', raw: `${before}# changed\n` } } };
    const read = { action: 'getEntry', params: { path: 'site.yaml' } };
    for (const body of [save, read, { action: 'deleteFile', params: { path: 'content/faq.yaml' } }]) {
      expect((await api('/admin/api/v1', body)).status, 'no session').toBe(401);
      expect((await api('/admin/api/v1', body, { as: 'ana@example.com', origin: 'http://localhost:9999' })).status, 'foreign').toBe(403);
      expect((await api('/admin/api/v1', body, { as: 'ana@example.com', csrf: null })).status, 'no token').toBe(403);
      expect((await api('/admin/api/v1', body, { as: 'ana@example.com', csrf: 'x'.repeat(43) })).status, 'wrong token').toBe(403);
    }
    expect((await api('/admin/api/undo', { commit: head.trim() })).status).toBe(401);
    expect((await api('/admin/api/undo', { commit: head.trim() }, { as: 'ana@example.com', csrf: null })).status).toBe(403);
    for (const path of ['/admin/api/project.json', '/admin/api/history']) {
      expect((await api(path, undefined)).status).toBe(401);
      expect((await api(path, undefined, { as: 'ana@example.com', csrf: null })).status).toBe(403);
    }
    // Signed in and right in every way, a file the screen does not edit is still refused.
    for (const path of ['package.json', '.git/config', 'src/vike/+config.ts', '.ci/run', '../x.yaml', 'content/../package.json']) {
      const answer = await api(
        '/admin/api/v1',
        { action: 'persistEntry', params: { entry: { path, raw: 'x: 1\n' } } },
        { as: 'ana@example.com' },
      );
      expect(answer.status, path).toBe(403);
    }
    expect(fileOf('site.yaml')).toBe(before);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('status', '--porcelain')).toBe('');
    // The project's files go to a signed-in editor only.
    const files = await api('/admin/api/project.json', undefined, { as: 'ana@example.com' });
    expect(files.status).toBe(200);
    expect(json(files)['site.yaml']).toBe(before);
  });

  it('a save the check refuses is refused by the build, which swaps nothing; the file is put back and nothing recorded', async () => {
    const before = fileOf('site.yaml');
    const raw = before.replace(/^(\s+serviceCallFee: ).*$/m, '$1');
    expect(raw).not.toBe(before);
    const answer = await api(
      '/admin/api/v1',
      { action: 'persistEntry', params: { entry: { path: 'site.yaml', raw } } },
      { as: 'ana@example.com' },
    );
    expect(answer.status).toBe(422);
    // In the screen's words: no file:line, code in brackets or developer's fix.
    const said = (json(answer) as { error: string }).error;
    expect(said).toMatch(/^Not saved: /);
    expect(said).not.toMatch(/site\.yaml:\d|\[[a-z-]+\]|fix:|npm run/);
    expect(fileOf('site.yaml')).toBe(before);
    expect(swapped).toEqual([]);
    expect(git('status', '--porcelain')).toBe('');
  });

  it('two editors who opened the same file both get their change: one after the other, merged, each a commit of its own', async () => {
    const open = async (as: string) =>
      (json(await api('/admin/api/v1', { action: 'getEntry', params: { path: 'site.yaml' } }, { as })) as { data: string }).data;
    const anas = await open('ana@example.com');
    const bens = await open('ben@example.com');
    const fee = /^(\s+serviceCallFee: )\$(\d+)$/m.exec(anas)!;
    const tagline = /^(\s+tagline: )(.+)$/m.exec(bens)!;
    const newTagline = 'Garage door repair and new doors across Tampa Bay';
    const [anasSave, bensSave] = await Promise.all([
      api(
        '/admin/api/v1',
        { action: 'persistEntry', params: { entry: { path: 'site.yaml', raw: anas.replace(fee[0], `${fee[1]}$${Number(fee[2]) + 4}`) } } },
        { as: 'ana@example.com' },
      ),
      api(
        '/admin/api/v1',
        { action: 'persistEntry', params: { entry: { path: 'site.yaml', raw: bens.replace(tagline[0], `${tagline[1]}${newTagline}`) } } },
        { as: 'ben@example.com' },
      ),
    ]);
    expect([anasSave.status, bensSave.status], `${anasSave.body}\n${bensSave.body}`).toEqual([200, 200]);
    const now = fileOf('site.yaml');
    expect(now).toContain(`serviceCallFee: $${Number(fee[2]) + 4}`);
    expect(now).toContain(`tagline: ${newTagline}`);
    expect(swapped.length).toBe(2);
    const log = git('log', '-2', '--format=%an', '--', 'site.yaml').trim().split('\n').sort();
    expect(log).toEqual(['Ana Office', 'Ben Owner']);
    expect(git('status', '--porcelain')).toBe('');
    // The screen's history lists both, newest first, and undo of the older one takes back its own line
    // only: the newer change, to other lines of the same file, stays.
    const history = json(await api('/admin/api/history', undefined, { as: 'ana@example.com' })) as {
      changes: Array<{ commit: string; name: string }>;
    };
    expect(
      history.changes
        .slice(0, 2)
        .map((change) => change.name)
        .sort(),
    ).toEqual(['Ana Office', 'Ben Owner']);
    const undo = await api('/admin/api/undo', { commit: history.changes[1].commit }, { as: 'ana@example.com' });
    expect(undo.status, String(undo.body)).toBe(200);
    const older = history.changes[1].name === 'Ana Office' ? fee[0] : tagline[0];
    const newer = history.changes[1].name === 'Ana Office' ? `tagline: ${newTagline}` : `serviceCallFee: $${Number(fee[2]) + 4}`;
    expect(fileOf('site.yaml')).toContain(older);
    expect(fileOf('site.yaml')).toContain(newer);
    expect(git('status', '--porcelain')).toBe('');
  }, 600_000);
});
