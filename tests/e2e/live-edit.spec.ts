/**
 * The owner's server as the office uses it: `npm start` over a scratch site that is a git
 * repository, an editor added with `npm run editors`, the one-time link, the password, the screen,
 * a new phone number live while the old site answers every request, the commit by that editor, and
 * undo from the screen.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { freePort } from '../support/ports';
import { runGroup, spawnGroup, stopGroup } from '../support/process-group';
import { committed, scratchSite } from '../support/scratch-site';
import { expectSaved, unfold } from '../support/edit-screen';
import { openLeadStore } from '../../src/booking/server/lead-store';

const RUN = resolve('scripts/run.mjs');
let scratch = '';
let data = '';
let origin = '';
let server: ChildProcess;
/** What npm start has printed so far. */
let said = '';
let env: NodeJS.ProcessEnv = {};

const git = (...args: string[]) => execFileSync('git', args, { cwd: scratch, encoding: 'utf8' });
const phoneOf = () =>
  (parse(readFileSync(join(scratch, 'site.yaml'), 'utf8')) as { business: { phone: { display: string; e164: string } } }).business.phone;

test.describe('editing the live site on the owner’s server', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    scratch = committed(scratchSite(undefined, { buildable: true }));
    data = mkdtempSync(join(tmpdir(), 'live-data-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    env = {
      ...process.env,
      PORT: String(port),
      LEADS_DB: join(data, 'leads.sqlite'),
      EDITORS_DB: join(data, 'editors.sqlite'),
      PUBLIC_URL: origin,
    };
    server = spawnGroup(process.execPath, [RUN, 'start', '--build'], { cwd: scratch, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Everything the server says is kept (it never waits on a full pipe) and attached to a failed test.
    const keep = (chunk: Buffer) => void (said += chunk.toString());
    server.stdout!.on('data', keep);
    server.stderr!.on('data', keep);
    await new Promise<void>((ok, fail) => {
      const serving = () => /Serving /.test(said) && (server.stdout!.off('data', serving), ok());
      server.stdout!.on('data', serving);
      server.once('exit', () => fail(new Error(`npm start exited:\n${said}`)));
    });
  });

  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus) await info.attach('npm start', { body: said, contentType: 'text/plain' });
  });

  test.afterAll(async () => {
    if (server) await stopGroup(server);
    rmSync(scratch, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  async function publishedPhone(): Promise<string> {
    const html = await (await fetch(`${origin}/contact`)).text();
    return html;
  }

  test('an editor added on the command line sets a password, changes the phone number, and it is live; undo puts it back', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    // Before any editor exists, there is no editing screen.
    expect((await fetch(`${origin}/admin/`)).status).toBe(404);
    const added = await runGroup(process.execPath, [RUN, 'editors', 'add', 'Dana Office', 'dana@example.com'], { cwd: scratch, env });
    expect(added.code, added.output).toBe(0);
    const link = /(http\S+\/admin\/password\?token=\S+)/.exec(added.output)?.[1];
    expect(link, added.output).toBeTruthy();

    await page.goto(link!);
    const password = 'garage-door-office-2026';
    await page.getByLabel(/^new password/i).fill(password);
    await page.getByLabel(/again|confirm|repeat/i).fill(password);
    await page.getByRole('button', { name: /password|save|continue/i }).click();
    await expect(page).toHaveURL(`${origin}/admin/`);
    // The link works once.
    const again = await fetch(link!);
    expect(again.status).toBe(410);

    const old = phoneOf();
    const fresh = { display: '(813) 555-0199', e164: '+18135550199' };
    await openSettings(page);
    // Decap's fields are found by their control ids (`<key>-field-<n>`): business.phone's two.
    // The business's phone is a folded group, opened as the editor opens it: its arrow beside "Phone".
    await unfold(page, 'Phone');
    const display = page.locator('[id^="display-field"]').first();
    // Typed as people write it: left, it is written as the site shows numbers.
    await display.fill('813-555-0199');
    await display.press('Tab');
    await expect(display).toHaveValue(fresh.display);
    // Typed once: the number as dialled follows.
    await expect(page.locator('[id^="e164-field"]').first()).toHaveValue(fresh.e164);

    // Every request in between is answered by the old site or the new one: no 5xx, no missing file.
    const watched: Array<number | string> = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        for (const path of ['/', '/contact', '/services', '/sitemap.xml'])
          watched.push(
            await fetch(`${origin}${path}`).then(
              async (response) => (await response.arrayBuffer(), response.status),
              (e: Error) => `${path}: ${e.message}`,
            ),
          );
      }
    })();
    try {
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Publish now').click();
      // A save answers once the site is built and live: on a shared machine that can take a while.
      // A refusal ends the wait at once, and says why.
      await expectSaved(page, 300_000);
      // The screen says the change is live, and it is.
      await expect(page.getByText('Saved and live: the site shows your change now.')).toBeVisible();
      expect(await publishedPhone()).toContain(fresh.display);
    } finally {
      watching = false;
      await watcher;
    }
    expect(watched.length).toBeGreaterThan(0);
    expect(watched.filter((status) => status !== 200)).toEqual([]);
    expect(phoneOf().display).toBe(fresh.display);
    expect(git('log', '-1', '--format=%an <%ae>').trim()).toBe('Dana Office <dana@example.com>');
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('site.yaml');

    // The change is titled with what changed, in the office's words.
    // One change: the number as dialled, written with it, is not said again.
    const title = `Phone number: ${old.display} → ${fresh.display}`;
    expect(git('log', '-1', '--format=%s').trim()).toBe(title);

    // The bookings desk is one click away on the same screen.
    await expect(page.locator('#editor-bar').getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/admin/bookings');

    // Recent changes lists the office's changes only (not the developer's set-up commit), each by its title.
    await page.getByRole('button', { name: 'Recent changes' }).click();
    const changes = page.locator('#recent-changes > ol > li');
    await expect(changes).toHaveCount(1);
    await expect(changes.first()).toContainText(title);
    // Who, and when in the business's time zone (as the desk says its times), whatever the browser's.
    await expect(changes.first()).toContainText(/Dana Office, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
    await expect(page.locator('#recent-changes')).not.toContainText('the site as set up');

    // Undo from the screen: the old number is back, live, and the undo is a commit too.
    // Asked first, in words that keep later changes (only this one is taken back).
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: /^Undo/ }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toContainText('the changes saved after it stay', {
      timeout: 300_000,
    });
    expect(asked).toContain('Only this change is taken back (the changes saved after it stay)');
    // The change on a line of its own, not inside quotes of the question (its words hold quotes of their own).
    expect(asked).toContain(`Undo this change?\n\n${title}\n\n`);
    await expect.poll(async () => (await publishedPhone()).includes(old.display), { timeout: 60_000 }).toBe(true);
    expect(phoneOf().display).toBe(old.display);
    expect(git('log', '-1', '--format=%an|%s').trim()).toBe(`Dana Office|Undone: ${title}`);
    await expect(changes).toHaveCount(2);
    await expect(changes.first()).toContainText(`Undone: ${title}`);
    // The change undone says so where its Undo was: its undo, above it, is the one that puts it back.
    await expect(changes.nth(1).getByRole('button')).toHaveCount(0);
    await expect(changes.nth(1).locator('.undone')).toHaveText('Undone');
    // The form behind the list still showed the new number, and its next Publish would have put it
    // back: closing the list loads the screen anew, with the number as it is now.
    await page.locator('#recent-changes').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Nothing to publish')).toBeVisible({ timeout: 120_000 });
    await expect(display).toHaveValue(old.display);

    // On a phone the same list fits the screen: each title and its Undo readable without scrolling sideways.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${origin}/admin/`);
    await phone.getByRole('button', { name: 'Recent changes' }).click();
    const onPhone = phone.locator('#recent-changes > ol > li');
    await expect(onPhone).toHaveCount(2);
    await expect(onPhone.nth(1)).toContainText(title);
    for (const box of [await phone.locator('#recent-changes').boundingBox(), await onPhone.nth(0).getByRole('button').boundingBox()])
      expect(box && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box)).toBe(true);
    // Close is at the top, where the list starts, and a tap beside the list closes it too.
    const closeBox = (await phone.locator('#recent-changes').getByRole('button', { name: 'Close' }).boundingBox())!;
    expect(closeBox.y).toBeLessThan((await onPhone.first().boundingBox())!.y);
    // Scrolled to its end on a short screen, the list keeps its title, Close and status line in sight
    // (what an Undo far down did is said there), flush with its top: no entry shows above them.
    await phone.setViewportSize({ width: 390, height: 300 });
    const list = phone.locator('#recent-changes');
    await list.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
    await expect.poll(() => list.evaluate((dialog) => dialog.scrollTop)).toBeGreaterThan(0);
    const top = list.locator('.top');
    await expect(top.getByRole('button', { name: 'Close' })).toBeInViewport();
    await expect(top.locator('.note[role="status"]')).toHaveCount(1);
    expect((await top.boundingBox())!.y - (await list.boundingBox())!.y).toBeLessThan(4);
    await phone.mouse.click(4, 4);
    await expect(phone.locator('#recent-changes')).toBeHidden();
    await phone.close();
  });

  /** Signs in as the editor the first test added (her session is the request context's cookie); the CSRF token. */
  async function signIn(request: APIRequestContext): Promise<string> {
    const sign = await request.post(`${origin}/admin/sign-in`, {
      form: { email: 'dana@example.com', password: 'garage-door-office-2026' },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(sign.status()).toBe(303);
    return ((await (await request.get(`${origin}/admin/api/session`)).json()) as { csrf: string }).csrf;
  }

  test('a sign-in that ended while she edits: Publish says she is signed out, with the way back in, and keeps what she typed', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await page.goto(`${origin}/admin/sign-in`);
    await page.getByLabel('E-mail').fill('dana@example.com');
    await page.getByLabel('Password').fill('garage-door-office-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await openSettings(page);
    const tagline = page.locator('[id^="tagline-field"]').first();
    await tagline.fill('Garage doors fixed right, typed while signed out');
    // The session ends (its time is up, or her password was changed on another device): its cookie is gone.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now').click();
    const bar = page.locator('#signed-out');
    await expect(bar).toContainText('You are signed out');
    await expect(bar.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin/sign-in?next=%2Fadmin%2F');
    await expect(page.locator('#editor-bar').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    // Not a fault of her edit ("Undo your last change"), and nothing written.
    await expect(page.getByText('could not be checked')).toHaveCount(0);
    await expect(page.locator('#editor-bar')).not.toContainText('Signed in as');
    await expect(tagline).toHaveValue('Garage doors fixed right, typed while signed out');
    expect(git('status', '--porcelain').trim()).toBe('');
    // Signed in again, she opens the entry: her change is offered back, and published.
    page.on('dialog', (dialog) => void dialog.accept());
    await bar.getByRole('link', { name: 'Sign in again' }).click();
    await page.getByLabel('E-mail').fill('dana@example.com');
    await page.getByLabel('Password').fill('garage-door-office-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/admin/`));
    await page.goto(`${origin}/admin/#/collections/settings/entries/site`);
    await expect(tagline).toHaveValue('Garage doors fixed right, typed while signed out', { timeout: 120_000 });
    await expect(page.locator('#editor-bar')).toContainText('Signed in as Dana Office');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now').click();
    await expectSaved(page, 300_000);
    expect(git('log', '-1', '--format=%s')).toMatch(/^Tagline/);
  });

  test('a save of the business facts while a confirmed visit falls on a closed day says so, with the way to the desk', async ({ page }) => {
    test.setTimeout(300_000);
    // A visit confirmed before its day was closed: on the first closed day still to come in site.yaml.
    const today = new Date().toISOString().slice(0, 10);
    const { booking } = parse(readFileSync(join(scratch, 'site.yaml'), 'utf8')) as {
      booking: { closedDates: Array<{ date?: string; from?: string; to?: string }> };
    };
    const day = booking.closedDates.map((closed) => closed.date ?? closed.to!).find((date) => date > today);
    expect(day, 'a closed day still to come in site.yaml').toBeDefined();
    const store = openLeadStore(env.LEADS_DB);
    try {
      const values = { name: 'Maria Gonzalez', phone: '(813) 555-0142', email: '', street: '4102 W Bay Ave', city: 'Tampa' };
      const { id } = store.save(
        { ...values, state: 'FL', zip: '33616', date: day!, time: '8:00 AM', serviceType: 'Spring Replacement', issue: 'A loud bang.' },
        `key-live-${'x'.repeat(24)}`,
      );
      store.update(id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
    } finally {
      store.close();
    }
    await page.goto(`${origin}/admin/sign-in`);
    await page.getByLabel('E-mail').fill('dana@example.com');
    await page.getByLabel('Password').fill('garage-door-office-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await openSettings(page);
    await page.locator('[id^="tagline-field"]').first().fill('Garage doors fixed right across Tampa Bay');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now').click();
    await expectSaved(page, 300_000);
    const status = page.locator('#save-status');
    await expect(status).toContainText(
      'Saved and live: the site shows your change now. One confirmed visit falls on a day now closed or outside the service hours: move each one or cancel it, and tell the customer.',
    );
    // Something to do now: read out at once, and drawn to be seen (not the plain "Saved" line).
    await expect(status).toHaveAttribute('role', 'alert');
    await expect(status).toHaveAttribute('data-tone', 'act');
    const desk = status.getByRole('link', { name: 'Open the bookings desk' });
    await expect(desk).toHaveAttribute('href', '/admin/bookings');
    // It stays until it is closed (or another entry is opened).
    await status.getByRole('button', { name: 'Close this message' }).click();
    await expect(status).toHaveCount(0);
    await page.goto(`${origin}/admin/bookings`);
    await expect(page.locator('.standing')).toContainText('Maria Gonzalez');
  });

  test('a save the check refuses leaves the live site byte for byte as it was', async ({ request }) => {
    const before = await (await request.get(`${origin}/`)).body();
    const session = { csrf: await signIn(request) };
    const raw = readFileSync(join(scratch, 'site.yaml'), 'utf8').replace(/^(\s+serviceCallFee: ).*$/m, '$1');
    const answer = await request.post(`${origin}/admin/api/v1`, {
      data: { action: 'persistEntry', params: { entry: { path: 'site.yaml', raw } } },
      headers: { origin, 'x-csrf-token': session.csrf },
    });
    expect(answer.status()).toBe(422);
    expect(Buffer.compare(await (await request.get(`${origin}/`)).body(), before)).toBe(0);
    expect(git('status', '--porcelain').trim()).toBe('');
  });

  test('a page body with code, saved with an editor’s password, is refused: nothing of it runs, nothing is committed, the live site is unchanged', async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const csrf = await signIn(request);
    const body = 'content/pages/about.mdx';
    const original = readFileSync(join(scratch, body), 'utf8');
    const marker = join(scratch, 'owned.txt');
    const head = git('rev-parse', 'HEAD');
    const liveAbout = await (await request.get(`${origin}/about`)).body();
    const payloads = [
      `{/* note */ (process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'owned'), '') /* end */}`,
      '<img src="/favicon.svg" alt="" onerror="alert(1)" />',
      '<form action="//203.0.113.9/x"><input name="q" /></form>',
    ];
    for (const payload of payloads) {
      const [first, ...rest] = original.split('\n\n');
      const raw = [first, payload, ...rest].join('\n\n');
      const answer = await request.post(`${origin}/admin/api/v1`, {
        data: { action: 'persistEntry', params: { entry: { path: body, raw } } },
        headers: { origin, 'x-csrf-token': csrf },
      });
      expect(answer.status(), payload).toBe(422);
      const said = await answer.text();
      expect(said, payload).toMatch(/about\.mdx:3\b|line 3\b/);
      expect(said, payload).not.toMatch(/\n\s+at .+:\d+:\d+/);
    }
    expect(existsSync(marker)).toBe(false);
    expect(readFileSync(join(scratch, body), 'utf8')).toBe(original);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('status', '--porcelain').trim()).toBe('');
    expect(Buffer.compare(await (await request.get(`${origin}/about`)).body(), liveAbout)).toBe(0);
  });
});

async function openSettings(page: Page) {
  await page.goto(`${origin}/admin/#/collections/settings/entries/site`);
  await expect(page.getByText('Nothing to publish')).toBeVisible({ timeout: 120_000 });
}
