import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { startEditServer, type EditServer } from './edit-server';

/**
 * The test of the editing screen's specs. Its `page` opens in one browser context per worker, so
 * that the screen's bundle (Decap, megabytes, served `immutable`) is downloaded and compiled once
 * per worker, not once per test: the HTTP cache and V8's code cache are the context's. Each test
 * still starts as a first visit: when it ends, its page is left, and every origin it reached loses
 * its cookies and storage (local storage, IndexedDB, where Decap keeps its drafts, service
 * workers, caches); only the HTTP cache stays. A test that needs a screen size sets it on its page.
 */
export const test = base.extend<object, { screenContext: BrowserContext }>({
  screenContext: [
    async ({ browser }, run) => {
      const context = await browser.newContext();
      await run(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ screenContext }, run) => {
    const page = await screenContext.newPage();
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    });
    await run(page);
    await forget(screenContext, page, origins);
  },
});

/** Everything but the HTTP cache that a test's page left in the shared context, gone; the page closed. */
async function forget(context: BrowserContext, page: Page, origins: Set<string>): Promise<void> {
  // Off the screen first: an open page holds its IndexedDB, which would outlive the clearing.
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  const storageTypes = 'cookies,local_storage,indexeddb,websql,file_systems,service_workers,cache_storage';
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  await cdp.detach();
  await context.clearCookies();
  await page.close();
}

/**
 * The edit server of a describe block (call it inside `test.describe`): started before its tests,
 * which run in order (they share the scratch site's state), and stopped after them, also when one fails. A
 * cold start bundles the screen's dependencies before the server answers: minutes on a busy machine.
 * The returned object is the server once it has started (reading it earlier is an error).
 */
export function useEditServer(): EditServer {
  let server: EditServer | undefined;
  base.describe.configure({ mode: 'serial' });
  base.beforeAll(async () => {
    base.setTimeout(600_000);
    server = await startEditServer();
  });
  base.afterAll(async () => {
    await server?.stop();
  });
  return new Proxy({} as EditServer, {
    get(_, key: keyof EditServer) {
      if (!server) throw new Error('the edit server is read before its beforeAll started it');
      return server[key];
    },
  });
}

/** The lines the screen's saves changed in the scratch site since its last commit, without the diff's headers. */
export const changedLines = (edit: EditServer): string[] =>
  edit
    .git('diff', '--unified=0', '--no-color')
    .split('\n')
    .filter((line) => /^[-+](?![-+]{2} )/.test(line));

/**
 * Opens an entry of the screen (`#/collections/<hash>`) in a fresh load: the printed link sets the
 * run's key and sends the browser on to the screen, which opens signed in (no "Login" step: the
 * key is the sign-in), and the entry is open when Decap says its changes are saved. The first
 * visit compiles the screen's bundle, which takes as long as the machine needs: that wait is
 * bounded by the test's own time limit.
 */
export async function openEntry(page: Page, edit: EditServer, hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(edit.link);
  await page.goto(`${edit.origin}/admin/#/collections/${hash}`);
  const login = page.getByRole('button', { name: 'Login' });
  const saved = page.getByText('Changes saved');
  await expect(login.or(saved), 'the editing screen to load (its entry, or a Login step)').toBeVisible({ timeout: 0 });
  await expect(login, 'the printed link opens the screen signed in, without a Login step').toBeHidden();
}

/** Publish, then "Publish now" (what follows is the test's to wait for). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

/** The template's example texts (they start with ✎) in the open form, by field id. */
export async function exampleFields(page: Page): Promise<string[]> {
  return page
    .locator('input, textarea')
    .evaluateAll((els) =>
      (els as Array<HTMLInputElement | HTMLTextAreaElement>).filter((field) => field.value.includes('✎')).map((field) => field.id),
    );
}

/**
 * Opens every fold (a list's entries, a group) that hides an example text, as an editor opens
 * them: the nearest "Expand" before the first hidden one, until none is hidden.
 */
export async function openFolds(page: Page): Promise<void> {
  for (;;) {
    const opened = await page.evaluate(() => {
      const hidden = [...document.querySelectorAll<HTMLInputElement>('input, textarea')].find(
        (input) => input.value.includes('✎') && !input.checkVisibility(),
      );
      if (!hidden) return 'none hidden';
      const folds = [...document.querySelectorAll<HTMLButtonElement>('button[data-testid="expand-button"][aria-label="Expand"]')].filter(
        (element) => element.checkVisibility() && element.compareDocumentPosition(hidden) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      folds.at(-1)?.click();
      return folds.length ? 'opened' : 'no fold';
    });
    if (opened === 'none hidden') return;
    expect(opened, 'a fold to open before a hidden example text').toBe('opened');
  }
}

/** Chooses an option of a choice field (the n-th whose id starts with `key-field`): the first offered, or the one named. */
export async function choose(page: Page, key: string, option?: string, nth = 0): Promise<void> {
  await page.locator(`[id^="${key}-field"]`).nth(nth).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: new RegExp(`^${option}$`) }) : options).first().click();
}

/** Waits for the save's answer: "Entry saved", or a refusal, which fails at once with what the screen said. */
export async function expectSaved(page: Page, timeout: number): Promise<void> {
  const saved = page.getByText('Entry saved');
  const refused = page.getByText(/Not saved|Failed to persist|cannot be empty\./).first();
  await expect(saved.or(refused)).toBeVisible({ timeout });
  if (await saved.isVisible()) return;
  const said = await page.locator('.field-problem, [role="alert"]').allInnerTexts();
  throw new Error(`The save was refused: ${await refused.innerText()}\n${said.join('\n')}`);
}
