import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { endAllGroups, runGroup } from '../../../../tests/support/process-group';
import { openEditorStore } from './store';

const dir = mkdtempSync(join(tmpdir(), 'editors-cli-'));
afterAll(() => {
  endAllGroups();
  rmSync(dir, { recursive: true, force: true });
});
const db = join(dir, 'data', 'editors.sqlite');
const editors = (...args: string[]) =>
  runGroup(process.execPath, ['scripts/run.mjs', 'editors', ...args], {
    env: { ...process.env, EDITORS_DB: db, PUBLIC_URL: 'https://edit.example.org' },
  });

it('add prints a one-time link, list shows the editor, remove removes them and ends their sessions', async () => {
  const added = await editors('add', 'Pat Lee', 'pat@example.com');
  expect(added.code, added.output).toBe(0);
  const link = /https:\/\/edit\.example\.org\/admin\/password\?token=([\w-]+)/.exec(added.output);
  expect(link, added.output).not.toBeNull();
  expect(added.output).toMatch(/24 hours/);

  const store = openEditorStore(db, { scrypt: { N: 2 ** 12, r: 8, p: 1 } });
  try {
    expect(store.linkEditor(link![1])?.email).toBe('pat@example.com');
    const listed = await editors('list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/Pat Lee\s+pat@example\.com\s+not yet/);

    const set = await store.setPassword(link![1], 'correct horse battery', 'correct horse battery');
    if (!set.ok) throw new Error(`the printed link did not work: ${set.reason}`);
    expect((await editors('list')).output).toMatch(/pat@example\.com\s+set\s/);

    const again = await editors('add', 'Pat Lee', 'PAT@example.com');
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/already is an editor/);

    const removed = await editors('remove', 'pat@example.com');
    expect(removed.code, removed.output).toBe(0);
    expect(store.session(set.session.token)).toBeUndefined();
    expect(store.hasEditors()).toBe(false);
    expect((await editors('list')).output).toMatch(/No editors/);
  } finally {
    store.close();
  }
});

it('a link made from site.yaml’s placeholder address says it leads nowhere, and how to make one that works', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, EDITORS_DB: join(dir, 'data', 'placeholder.sqlite') };
  delete env.PUBLIC_URL;
  const added = await runGroup(process.execPath, ['scripts/run.mjs', 'editors', 'add', 'Pat Lee', 'pat@example.com'], { env });
  expect(added.code, added.output).toBe(0);
  expect(added.output).toMatch(
    /placeholder address, so this link leads nowhere.*PUBLIC_URL=http:\/\/localhost:4173 npm run editors -- add "Pat Lee" pat@example\.com/s,
  );
});

it('misuse exits non-zero with a plain message', async () => {
  const cases: Array<[string[], number, RegExp]> = [
    [[], 2, /Say what to do: add, list or remove/],
    [['invite', 'pat@example.com'], 2, /not something this command does/],
    [['add', 'pat@example.com'], 2, /give their name \(in quotes\) and their e-mail/],
    [['add', 'Pat Lee', 'pat.example.com'], 2, /is not an e-mail address/],
    [['remove'], 2, /give their e-mail/],
    [['remove', 'nobody@example.com'], 1, /No editor has the e-mail nobody@example\.com/],
  ];
  for (const [args, code, message] of cases) {
    const result = await editors(...args);
    expect(result.code, args.join(' ')).toBe(code);
    expect(result.output, args.join(' ')).toMatch(message);
    expect(result.output, args.join(' ')).not.toMatch(/\n\s+at /); // no stack trace
  }
});
