import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteHistory, undoneTitle, UndoRefused } from './history';

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
    const history = siteHistory(dir, {});
    writeFileSync(join(dir, 'site.yaml'), 'phone: two\n');
    writeFileSync(join(dir, 'notes.txt'), 'a change the screen did not make\n');
    const sha = await history.commit(['site.yaml'], ana, 'Update business facts');
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(git('log', '-1', '--format=%an <%ae>|%cn|%s|%(trailers:key=Made-with,valueonly)').trim()).toBe(
      'Ana Office <ana@example.com>|Ana Office|Update business facts|the editing screen',
    );
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('site.yaml');
    expect(git('status', '--porcelain').trim()).toBe('M notes.txt');
    const [latest] = await history.recent();
    expect(latest).toMatchObject({ commit: sha, name: ana.name, email: ana.email, message: 'Update business facts', paths: ['site.yaml'] });
    expect(await history.commit(['site.yaml'], ana, 'nothing new')).toBeUndefined();
  });

  it('lists the office’s changes only: the screen’s, not a commit made in git (content only or not) or a merge', async () => {
    const history = siteHistory(dir, {});
    rmSync(join(dir, 'content/a.yaml'));
    writeFileSync(join(dir, 'content/b.yaml'), 'name: B\n');
    await history.commit(['content/a.yaml', 'content/b.yaml'], ben, 'Replace A with B');
    // A developer's commit of code and content, a content-only commit made outside the screen, a merge.
    const dev = ['-c', 'user.name=dev', '-c', 'user.email=dev@example.com'];
    writeFileSync(join(dir, 'notes.txt'), 'code\n');
    writeFileSync(join(dir, 'content/b.yaml'), 'name: B2\n');
    git(...dev, 'commit', '-qam', 'Content says workType and code with it');
    writeFileSync(join(dir, 'site.yaml'), 'phone: by hand\n');
    git(...dev, 'commit', '-qam', 'Phone changed by hand');
    const main = git('branch', '--show-current').trim();
    git('checkout', '-qb', 'house3', 'HEAD~1');
    writeFileSync(join(dir, 'content/c.yaml'), 'name: C\n');
    git('add', '-A');
    git(...dev, 'commit', '-qm', 'C on a branch');
    git('checkout', '-q', main);
    git(...dev, 'merge', '-q', '--no-edit', '-m', "Merge branch 'house3'", 'house3');
    const changes = await history.recent();
    // (The branch's commit and the one beside it may have the same second: their order is git's.)
    expect(changes.map((change) => change.message)).toEqual(['Replace A with B']);
    expect(changes.find((change) => change.message === 'Replace A with B')?.paths.sort()).toEqual(['content/a.yaml', 'content/b.yaml']);
    // Only what is listed can be undone.
    const code = git('log', '-1', '--format=%H', '--grep=workType').trim();
    await expect(history.undoChanges(code)).rejects.toThrow(/not one the office made/);
    const byHand = git('log', '-1', '--format=%H', '--grep=by hand').trim();
    await expect(history.undoChanges(byHand)).rejects.toThrow(/not one the office made/);
  });

  it('a save is titled with what changed in the office’s words, each change listed in its message', async () => {
    const history = siteHistory(dir, {});
    const site = (phone: string) => `business:\n  phone:\n    display: ${phone}\n  email: office@example.com\n`;
    writeFileSync(join(dir, 'site.yaml'), site('(813) 555-0142'));
    await history.commit(['site.yaml'], ana, 'set up');
    writeFileSync(join(dir, 'site.yaml'), site('(813) 555-0199').replace('office@', 'desk@'));
    await history.commit(['site.yaml'], ana);
    const [latest] = await history.recent();
    expect(latest.message).toBe('Phone number: (813) 555-0142 → (813) 555-0199; E-mail: office@example.com → desk@example.com');
    expect(latest.details).toEqual(['Phone number: (813) 555-0142 → (813) 555-0199', 'E-mail: office@example.com → desk@example.com']);
  });

  it('undo gives back each file as it was before the change (a created file goes), and refuses when a later change touched it', async () => {
    const history = siteHistory(dir, {});
    writeFileSync(join(dir, 'site.yaml'), 'phone: two\n');
    writeFileSync(join(dir, 'content/new.yaml'), 'name: New\n');
    const first = (await history.commit(['site.yaml', 'content/new.yaml'], ana, 'Phone and a new page'))!;
    const { message, changes } = await history.undoChanges(first.slice(0, 10));
    expect(message).toBe('Undone: Phone and a new page');
    // Undone again, it is put back; and undone once more, undone, never "Undone: Undone: …".
    expect(undoneTitle(message)).toBe('Put back: Phone and a new page');
    expect(undoneTitle(undoneTitle(message))).toBe('Undone: Phone and a new page');
    expect(changes.get('site.yaml')?.toString()).toBe('phone: one\n');
    expect(changes.get('content/new.yaml')).toBeNull();

    writeFileSync(join(dir, 'site.yaml'), 'phone: three\n');
    await history.commit(['site.yaml'], ben, 'Phone again');
    await expect(history.undoChanges(first)).rejects.toThrow(UndoRefused);
    // Named by its title, as Recent changes lists it: the office sees which to undo first.
    await expect(history.undoChanges(first)).rejects.toThrow(
      'A later change touched the same part of the site: “Phone again”. Undo that change, then this one',
    );
    await expect(history.undoChanges('not-a-commit')).rejects.toThrow(UndoRefused);
    expect(readFileSync(join(dir, 'site.yaml'), 'utf8')).toBe('phone: three\n');
  });

  it('an undo keeps the later changes to the same file that touched other lines, and refuses one that touched its lines', async () => {
    const history = siteHistory(dir, {});
    const site = (phone: string, hours: string, email: string) =>
      `phone: ${phone}\nfiller: 1\nfiller: 2\nhours: ${hours}\nfiller: 3\nemail: ${email}\n`;
    writeFileSync(join(dir, 'site.yaml'), site('one', '8-5', 'a@x'));
    await history.commit(['site.yaml'], ana, 'set up');
    writeFileSync(join(dir, 'site.yaml'), site('two', '8-5', 'a@x'));
    const phone = (await history.commit(['site.yaml'], ana, 'Phone'))!;
    writeFileSync(join(dir, 'site.yaml'), site('two', '7-6', 'a@x'));
    await history.commit(['site.yaml'], ben, 'Hours');
    // The phone goes back; the later hours stay.
    const { changes } = await history.undoChanges(phone);
    expect(changes.get('site.yaml')?.toString()).toBe(site('one', '7-6', 'a@x'));
    // A later change of the phone's own line: refused, naming it.
    writeFileSync(join(dir, 'site.yaml'), site('three', '7-6', 'a@x'));
    await history.commit(['site.yaml'], ben, 'Phone again');
    await expect(history.undoChanges(phone)).rejects.toThrow('A later change touched the same part of the site: “Phone again”');
  });

  it('marks a change undone once its undo is recorded, and no longer once that undo is undone (put back)', async () => {
    const history = siteHistory(dir, {});
    writeFileSync(join(dir, 'site.yaml'), 'phone: two\n');
    const phone = (await history.commit(['site.yaml'], ana, 'Phone'))!;
    const undo = async (commit: string) => {
      const { message, undoes, changes } = await history.undoChanges(commit);
      for (const [path, bytes] of changes) writeFileSync(join(dir, path), bytes!);
      return (await history.commit([...changes.keys()], ana, message, undoes))!;
    };
    const undone = await undo(phone);
    const [undoEntry, phoneEntry] = await history.recent();
    expect([undoEntry.message, undoEntry.undone, phoneEntry.undone]).toEqual(['Undone: Phone', false, true]);
    // Undone again: refused, naming the undo, which is the one to undo to have it back.
    await expect(history.undoChanges(phone)).rejects.toThrow(
      'This change is undone already (“Undone: Phone”). To have it again, undo that undo.',
    );
    await undo(undone);
    expect((await history.recent())[0].message).toBe('Put back: Phone');
    expect((await history.recent()).map((change) => change.undone)).toEqual([false, true, false]);
    expect(readFileSync(join(dir, 'site.yaml'), 'utf8')).toBe('phone: two\n');
    // The change is the site's again: it can be undone once more.
    await undo(phone);
    expect(readFileSync(join(dir, 'site.yaml'), 'utf8')).toBe('phone: one\n');
    expect((await history.recent()).map((change) => change.undone)).toEqual([false, false, true, true]);
  });

  it('outside a repository nothing is recorded and nothing fails', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      writeFileSync(join(plain, 'site.yaml'), 'x: 1\n');
      const history = siteHistory(plain, { GIT_CEILING_DIRECTORIES: tmpdir() });
      expect(history.isRepository()).toBe(false);
      expect(await history.commit(['site.yaml'], ana, 'x')).toBeUndefined();
      expect(await history.recent()).toEqual([]);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
