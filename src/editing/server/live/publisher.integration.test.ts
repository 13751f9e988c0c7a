import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { livePublisher } from './publisher';

const scratch = mkdtempSync(join(tmpdir(), 'publisher-env-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The server's secrets, as `npm start` may have them in its environment. */
const SECRETS = {
  SMTP_URL: 'smtps://office:mail-password@mail.example.com',
  BOOKING_LINK_SECRET: 'link-secret-0123456789',
  LEADS_DB: '/srv/site/data/leads.sqlite',
  EDITORS_DB: '/srv/site/data/editors.sqlite',
  OAUTH_CLIENT_SECRET: 'oauth-secret',
  GITHUB_CLIENT_SECRET: 'github-secret',
  GITLAB_CLIENT_SECRET: 'gitlab-secret',
  SOME_API_TOKEN: 'anything-else',
};

describe('the build that follows a save', () => {
  it('knows no secret of the server: only what a build reads reaches it', async () => {
    // A stand-in for the builder (scripts/run.mjs publisher) that writes down the environment it was given, as a build's code would see it.
    const runner = join(scratch, 'runner.mjs');
    writeFileSync(
      runner,
      `import { mkdirSync, writeFileSync } from 'node:fs';
process.on('message', ({ out }) => {
  mkdirSync(out, { recursive: true });
  writeFileSync(out + '/env.json', JSON.stringify(process.env));
  writeFileSync(out + '/index.html', '<!doctype html>');
  process.send({ code: 0, output: '' });
});
process.on('disconnect', () => process.exit(0));
`,
    );
    const publisher = livePublisher({
      root: scratch,
      runner,
      env: { ...process.env, ...SECRETS, EDIT_BRANCH: 'main' },
      swap: () => undefined,
    });
    const published = await publisher.publish();
    await publisher.stop();
    expect(published.ok).toBe(true);
    const seen = JSON.parse(readFileSync(join(publisher.current()!, 'env.json'), 'utf8')) as Record<string, string>;
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(seen[name], name).toBeUndefined();
      expect(Object.values(seen).join('\n'), name).not.toContain(value);
    }
    expect(Object.keys(seen).filter((key) => /data[/\\]/.test(seen[key]))).toEqual([]);
    // What a build needs is still there.
    expect(seen.PATH).toBe(process.env.PATH);
    expect(seen.EDIT_BRANCH).toBe('main');
    expect(seen.NODE_ENV).toBe('production');
  });
});
