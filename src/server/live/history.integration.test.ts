import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteHistory, UndoRefused } from './history';

const ana = { name: 'Ana Office', email: 'ana@example.com' };
const ben = { name: 'Ben Owner', email: 'ben@example.com' };

describe('the site’s history is its git repository', () => {
  let dir: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'history-'));
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, 'site.yaml'), 'phone: one\n');
    writeFileSync(join(dir, 'content/a.yaml'), 'name: A\n');
    writeFileSync(join(dir, 'notes.txt'), 'not edited by the screen\n');
    git('init', '-q');
    git('-c', 'user.name=dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '--allow-empty', '-m', 'start');
    git('add', '-A');
    git('-c', 'user.name=dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'as set up');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('records a save as a commit by its editor, with its message, touching only the saved files', async () => {
    const h = siteHistory(dir, {});
    writeFileSync(join(dir, 'site.yaml'), 'phone: two\n');
    writeFileSync(join(dir, 'notes.txt'), 'a change the screen did not make\n');
    const sha = await h.commit(['site.yaml'], ana, 'Update business facts');
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(git('log', '-1', '--format=%an <%ae>|%cn|%s').trim()).toBe('Ana Office <ana@example.com>|Ana Office|Update business facts');
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('site.yaml');
    expect(git('status', '--porcelain').trim()).toBe('M notes.txt');
    const [latest] = await h.recent();
    expect(latest).toMatchObject({ commit: sha, name: ana.name, email: ana.email, message: 'Update business facts', paths: ['site.yaml'] });
    expect(await h.commit(['site.yaml'], ana, 'nothing new')).toBeUndefined();
  });

  it('lists only changes to the edited files, and a deleted and a new file are recorded', async () => {
    const h = siteHistory(dir, {});
    rmSync(join(dir, 'content/a.yaml'));
    writeFileSync(join(dir, 'content/b.yaml'), 'name: B\n');
    await h.commit(['content/a.yaml', 'content/b.yaml'], ben, 'Replace A with B');
    const changes = await h.recent();
    expect(changes.map((c) => c.message)).toEqual(['Replace A with B', 'as set up']);
    expect(changes[0].paths.sort()).toEqual(['content/a.yaml', 'content/b.yaml']);
  });

  it('undo gives back each file as it was before the change (a created file goes), and refuses when a later change touched it', async () => {
    const h = siteHistory(dir, {});
    writeFileSync(join(dir, 'site.yaml'), 'phone: two\n');
    writeFileSync(join(dir, 'content/new.yaml'), 'name: New\n');
    const first = (await h.commit(['site.yaml', 'content/new.yaml'], ana, 'Phone and a new page'))!;
    const { message, changes } = await h.undoChanges(first.slice(0, 10));
    expect(message).toBe('Undo “Phone and a new page”');
    expect(changes.get('site.yaml')?.toString()).toBe('phone: one\n');
    expect(changes.get('content/new.yaml')).toBeNull();

    writeFileSync(join(dir, 'site.yaml'), 'phone: three\n');
    await h.commit(['site.yaml'], ben, 'Phone again');
    await expect(h.undoChanges(first)).rejects.toThrow(UndoRefused);
    await expect(h.undoChanges(first)).rejects.toThrow(/site\.yaml was changed again after this change/);
    await expect(h.undoChanges('not-a-commit')).rejects.toThrow(UndoRefused);
    expect(readFileSync(join(dir, 'site.yaml'), 'utf8')).toBe('phone: three\n');
  });

  it('outside a repository nothing is recorded and nothing fails', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      writeFileSync(join(plain, 'site.yaml'), 'x: 1\n');
      const h = siteHistory(plain, { GIT_CEILING_DIRECTORIES: tmpdir() });
      expect(h.isRepository()).toBe(false);
      expect(await h.commit(['site.yaml'], ana, 'x')).toBeUndefined();
      expect(await h.recent()).toEqual([]);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
