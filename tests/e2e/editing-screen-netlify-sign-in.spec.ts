/**
 * The built screen's sign-in as Netlify runs it, in Chromium with Decap's own code: the window
 * opened by "Login with GitHub" goes through the site's functions (src/netlify/oauth.server.ts, answered
 * here in place of Netlify), a stand-in for GitHub's authorize page and token exchange (real HTTP),
 * and back; the screen gets the token only through Decap's `authorizing:` handshake.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Route } from '@playwright/test';
import { startGitHost, type GitHost } from '../support/git-host';
import { oauthCallback, oauthStart } from '../../src/netlify/oauth.server';
import { CALLBACK_PATH, START_PATH } from '../../src/netlify/paths';
import { EDITING_DIR, REPOSITORY_FILE } from '../../src/netlify/project-files.server';

const repository = JSON.parse(readFileSync(join(EDITING_DIR, REPOSITORY_FILE), 'utf8')) as { backend: string; repo?: string };
const client = { id: 'app-id', secret: 'app-secret' };

/** Answers a browser request with one of the site's functions, as Netlify would. */
async function answerWith(route: Route, fn: (req: Request) => Promise<Response>): Promise<void> {
  const request = route.request();
  const res = await fn(new Request(request.url(), { method: request.method(), headers: await request.allHeaders() }));
  await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
}

test.describe("the built screen signs in with GitHub through the site's own functions", () => {
  // The screen's repository is the build's: run `EDIT_REPOSITORY=owner/name npm run build` (Netlify sets it).
  test.skip(repository.backend !== 'github' || !repository.repo, 'the site was built without a GitHub repository (EDIT_REPOSITORY)');
  let host: GitHost;
  test.afterEach(async () => host?.close());

  async function routeFunctions(context: BrowserContext, origin: string) {
    host = await startGitHost({
      client,
      code: 'code-1',
      token: 'token-1',
      redirectUri: origin + CALLBACK_PATH,
      repos: { [repository.repo!]: { 'token-1': true } },
    });
    const env = { GITHUB_CLIENT_ID: client.id, GITHUB_CLIENT_SECRET: client.secret, GITHUB_URL: host.url, GITHUB_API_URL: host.url };
    await context.route(`${origin}${START_PATH}?*`, (route) => answerWith(route, (req) => oauthStart(req, env)));
    await context.route(`${origin}${CALLBACK_PATH}?*`, (route) => answerWith(route, (req) => oauthCallback(req, env)));
    // GitHub's API as Decap asks it after the sign-in: who the user is, and whether they can push.
    await context.route('https://api.github.com/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/user') return route.fulfill({ json: { login: 'office-manager', name: 'Office Manager', avatar_url: '' } });
      if (path === `/repos/${repository.repo}`)
        return route.fulfill({
          json: { full_name: repository.repo, owner: { login: repository.repo!.split('/')[0] }, permissions: { push: true } },
        });
      return route.fulfill({ status: 404, json: { message: 'Not Found' } });
    });
  }

  test('the token reaches the screen through the sign-in window, and Decap signs the editor in', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await routeFunctions(context, origin);
    await page.goto('/admin/');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Login with GitHub' }).click();
    // Decap closes the window once it has the answer.
    await (await popup).waitForEvent('close', { timeout: 30_000 });
    // Decap keeps the signed-in user with the token the function handed over.
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}') as { token?: string }).token))
      .toBe('token-1');
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeHidden();
    // The exchange happened between the function and the host, with the app's secret.
    expect(
      host.seen.some((call) => call.what === 'POST /login/oauth/access_token' && call.form?.get('client_secret') === client.secret),
    ).toBe(true);
  });
});
