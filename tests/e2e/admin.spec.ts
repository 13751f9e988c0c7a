/**
 * The editing screen, as an office manager uses it: `npm run edit` over a copy of the project's
 * site.yaml and content/ (a git repository of its own, so that each save is a diff), Decap CMS at
 * /admin in Chromium, forms, the preview, and the check that guards every save.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';

let copy = '';
let server: ChildProcess;
let admin = '';

test.describe('the editing screen over a copy of the content', () => {
  test.describe.configure({ mode: 'serial' });

  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: copy, encoding: 'utf8' });
  /** The lines changed since the copy was made, without the diff's headers. */
  const changed = () =>
    git('diff', '--unified=0', '--no-color')
      .split('\n')
      .filter((l) => /^[-+](?![-+]{2} )/.test(l));

  test.beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'edit-'));
    for (const part of ['site.yaml', 'content', 'schema']) cpSync(part, join(copy, part), { recursive: true });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'as copied');
    server = spawn(process.execPath, ['scripts/run.mjs', 'edit', '--content', copy], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    admin = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /Editing screen: (\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      server.once('exit', () => reject(new Error(`npm run edit exited before it listened:\n${out}`)));
    });
  });

  test.afterAll(async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill();
    await exited;
    rmSync(copy, { recursive: true, force: true });
  });

  async function openEntry(page: Page, hash: string) {
    // A fresh load for each entry: Decap's own navigation between entries is not what is tested here.
    await page.goto('about:blank');
    await page.goto(`${admin}#/collections/${hash}`);
    // The local backend's login is one click, remembered by the browser after the first.
    const login = page.getByRole('button', { name: 'Login' });
    const saved = page.getByText('Changes saved');
    await expect(login.or(saved)).toBeVisible({ timeout: 60_000 });
    if (await login.isVisible()) {
      await login.click();
      await page.goto(`${admin}#/collections/${hash}`);
    }
    await expect(saved).toBeVisible({ timeout: 30_000 });
  }

  async function publish(page: Page) {
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
  }

  /** The page drawn in the preview pane (Decap's frame, then the page's own frame in it). */
  const preview = (page: Page) => page.frameLocator('#preview-pane').frameLocator('iframe[title="Page preview"]');

  test('a city and a service edited with forms: the diff is exactly those lines, and the check passes', async ({ page }) => {
    test.setTimeout(180_000);
    await openEntry(page, 'cities/entries/brandon');
    await expect(preview(page).locator('h1')).toContainText('Brandon', { timeout: 30_000 });
    await page.locator('[id^="name-field"]').first().fill('Valrico');
    // The preview draws the unsaved name with the city page's own renderer.
    await expect(preview(page).locator('h1')).toContainText('Valrico', { timeout: 30_000 });
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 30_000 });
    expect(changed()).toEqual(['-name: Brandon', '+name: Valrico']);

    await openEntry(page, 'services/entries/garage-door-repair');
    const before = (parse(readFileSync(join(copy, 'content/services/garage-door-repair.yaml'), 'utf8')) as { shortDescription: string })
      .shortDescription;
    const text = 'Fast, honest repairs for every part of your garage door, from springs to openers.';
    await page.locator('[id^="shortDescription-field"]').fill(text);
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 30_000 });
    // The description keeps its folded style: its own lines change, nothing else.
    const folded = before.match(/.{1,88}(\s|$)/g)!.map((l) => `-  ${l.trim()}`);
    expect(changed()).toEqual(['-name: Brandon', '+name: Valrico', ...folded, `+  ${text}`]);
    expect(git('diff', '--stat')).toMatch(/2 files changed/);
    execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', copy], { stdio: 'pipe' });
    git('commit', '-qam', 'edits');
  });

  test('a typed fee (the $85 of serviceCallFee) in copy: the check’s own message, and nothing written', async ({ page }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'services/entries/garage-door-repair');
    const fee = (parse(readFileSync(join(copy, 'site.yaml'), 'utf8')) as { constants: { serviceCallFee: string } }).constants
      .serviceCallFee;
    await page.locator('[id^="shortDescription-field"]').fill(`Repairs from ${fee}, springs to openers, done right the first time.`);
    await publish(page);
    const problems = page.locator('#check-problems');
    await expect(problems).toContainText('[constant-literal]', { timeout: 30_000 });
    await expect(problems).toContainText('content/services/garage-door-repair.yaml');
    await expect(problems).toContainText('serviceCallFee');
    expect(changed()).toEqual([]);
  });

  test('a duplicate id: the check’s own message, and nothing written', async ({ page }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'lists/entries/reviews');
    const reviews = (parse(readFileSync(join(copy, 'content/reviews.yaml'), 'utf8')) as { reviews: Array<{ id: string; name: string }> })
      .reviews;
    const first = reviews[0].id;
    // Reviews are listed collapsed, each by its name: open the second and give it the first one's id.
    await page.getByText(reviews[1].name, { exact: true }).locator('..').getByRole('button').first().click();
    await page.locator('[id^="id-field"]').nth(1).fill(first);
    await publish(page);
    const problems = page.locator('#check-problems');
    await expect(problems).toContainText('[duplicate-id]', { timeout: 30_000 });
    await expect(problems).toContainText(`review id '${first}' is used twice`);
    expect(changed()).toEqual([]);
  });
});

test('the built site has no editing screen: /admin is not found and no file of it carries the editor', async ({ request }) => {
  // `request` goes to the suite's `npm start`, which serves the built site.
  expect((await request.get('/admin/')).status()).toBe(404);
  expect((await request.get('/admin')).status()).toBe(404);
  const dist = process.env.OUT_DIR ?? 'dist';
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(html|js|css|json|xml|txt)$/.test(f) || f.endsWith('_headers'),
  );
  expect(files.length).toBeGreaterThan(50);
  const carrying = files.filter((f) => /decap-cms|registerPreviewTemplate|\/admin\//.test(readFileSync(join(dist, f), 'utf8')));
  expect(carrying).toEqual([]);
});
