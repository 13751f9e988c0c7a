import { test as base, expect, type Dialog, type Page } from '@playwright/test';
import { startEditServer, type EditServer } from './edit-server';

/**
 * The test of the editing screen's specs. Its `page` is one page per worker, kept open from test to
 * test: the screen (Decap, megabytes of script) boots once per edit server and screen size, and
 * `openEntry` then moves to the next entry within the screen, as an editor does (about a second of
 * the machine's time less per test than a fresh load). What a test set on the page is undone when
 * it ends: its listeners, its routes, its screen size. A test that needs a first visit opens its
 * entry with `{ fresh: true }` (or goes to a page itself); a fresh load clears the origin's storage first.
 */
export const test = base.extend<object, { screenPage: Page }>({
  screenPage: [
    async ({ browser }, run) => {
      const context = await browser.newContext();
      await run(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ screenPage }, run) => {
    await run(screenPage);
    screenPage.removeAllListeners();
    await screenPage.unrouteAll({ behavior: 'ignoreErrors' });
    await screenPage.setViewportSize(DEFAULT_VIEWPORT);
  },
});

/** Playwright's screen size when a test sets none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** The screen a page has loaded: its origin and the screen size it was loaded at. */
const loaded = new WeakMap<Page, string>();
const screenOf = (page: Page, origin: string) => `${origin} ${JSON.stringify(page.viewportSize())}`;

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
 * Opens an entry of the screen (`#/collections/<hash>`); the entry is open when Decap says its
 * changes are saved. A page already showing this server's screen, at this screen size, moves there
 * within the screen: to the settings' list first (the entry's form is made anew, as when an editor
 * goes back and picks the next entry), agreeing to leave what the last test left unpublished.
 * Otherwise (or with `fresh`) a fresh load: the printed link sets the run's key and sends the
 * browser on to the screen, which opens signed in (no "Login" step: the key is the sign-in). The
 * first visit compiles the screen's bundle, which takes as long as the machine needs: that wait is
 * bounded by the test's own time limit.
 */
export async function openEntry(page: Page, edit: EditServer, hash: string, opts: { fresh?: boolean } = {}): Promise<void> {
  const saved = page.getByText('Nothing to publish');
  // A new entry's blank form opens in a fresh load: within the screen, its folds opened as the last new entry's had been left.
  const fresh = opts.fresh || hash.endsWith('/new');
  if (!fresh && loaded.get(page) === screenOf(page, edit.origin) && page.url().startsWith(`${edit.origin}/admin/`)) {
    const leave = (dialog: Dialog) => void (dialog.message().includes('will be lost') ? dialog.accept() : dialog.dismiss());
    page.on('dialog', leave);
    try {
      // What the last test's saves said in Decap's notes is not this test's to read (the screen's own
      // status line goes by itself with its entry: save-status.ts).
      await closeNotes(page);
      await page.evaluate(() => (location.hash = '#/collections/settings'));
      await expect(saved).toBeHidden({ timeout: 0 });
      await page.evaluate((to) => (location.hash = to), `#/collections/${hash}`);
      await expect(saved, 'the entry to open').toBeVisible({ timeout: 0 });
    } finally {
      page.off('dialog', leave);
    }
    return;
  }
  loaded.delete(page);
  await page.goto('about:blank');
  await clearStorage(page, edit.origin);
  await page.goto(edit.link);
  await page.goto(`${edit.origin}/admin/#/collections/${hash}`);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(saved), 'the editing screen to load (its entry, or a Login step)').toBeVisible({ timeout: 0 });
  await expect(login, 'the printed link opens the screen signed in, without a Login step').toBeHidden();
  loaded.set(page, screenOf(page, edit.origin));
}

/** What a page left at an origin (cookies, local storage, IndexedDB where Decap keeps its drafts, service workers, caches): gone. */
async function clearStorage(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const storageTypes = 'cookies,local_storage,indexeddb,websql,file_systems,service_workers,cache_storage';
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  await cdp.detach();
}

/** Decap's notes (a save's "Saved", a refusal's "Not saved: …"), closed: they stay a few seconds, and the next one read is the next save's. */
export async function closeNotes(page: Page): Promise<void> {
  // The shown ones: a note on its way out may leave its empty box in the page, unseen.
  const notes = page.locator('.Toastify__toast').filter({ visible: true });
  // A note may go by itself before the click lands (its time is up, or the screen took it away): a
  // click waits for its note a few seconds only, and what is left is counted below.
  for (const note of await notes.all()) await note.click({ timeout: 5_000 }).catch(() => undefined);
  // A pointer resting on a note holds it open (its timer waits while the pointer is over it): off it.
  await page.mouse.move(0, 0);
  await expect(notes).toHaveCount(0, { timeout: 0 });
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

/** Waits for the save's answer: "Saved", or a refusal, which fails at once with what the screen said. */
export async function expectSaved(page: Page, timeout: number): Promise<void> {
  const saved = page.getByText('Saved', { exact: true });
  const refused = page.getByText(/Not saved|Failed to persist|cannot be empty\./).first();
  await expect(saved.or(refused)).toBeVisible({ timeout });
  if (await saved.isVisible()) return;
  const said = await page.locator('.field-problem, [role="alert"]').allInnerTexts();
  throw new Error(`The save was refused: ${await refused.innerText()}\n${said.join('\n')}`);
}

/**
 * A new paragraph after a long text's heading, as the office makes one: the caret at the heading's
 * end, then Enter. The editor takes the page's caret into its own a moment later, and an Enter
 * before that lands where its caret was (the heading replaced, or split): then the Enter is undone
 * (Ctrl+Z, as the office would) and made again.
 */
export async function newParagraphAfter(page: Page, heading: string): Promise<void> {
  const body = page.locator('[contenteditable="true"]').first();
  const title = body.locator('h3', { hasText: heading });
  const made = async () =>
    (await body
      .locator('h3')
      .filter({ hasText: new RegExp(`^${heading}$`) })
      .count()) === 1 && (await title.locator('xpath=following-sibling::*[1]').innerText()).trim() === '';
  for (let tries = 0; tries < 3; tries++) {
    await title.selectText();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(250);
    await page.keyboard.press('Enter');
    if (await made()) return;
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(body.locator('h3').filter({ hasText: new RegExp(`^${heading}$`) })).toHaveCount(1);
  }
  expect(await made(), `an empty paragraph after "${heading}"`).toBe(true);
}

/**
 * Reloads the page, agreeing to leave it (the browser's own question) and to have the kept draft
 * back (the screen's), and waits until the screen has asked for the draft.
 */
export async function reloadBringingDraftBack(page: Page): Promise<void> {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type() === 'beforeunload' ? 'leave?' : dialog.message());
    void dialog.accept();
  });
  await page.reload();
  await expect.poll(() => asked.some((text) => text.includes('Bring those unsaved changes back?')), { timeout: 60_000 }).toBe(true);
}

/** A folded group of the form opened as the editor opens it: its arrow beside its name ("Phone"). */
export async function unfold(page: Page, name: string): Promise<void> {
  await page
    .locator('div:has(> button[data-testid="expand-button"])')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('button[data-testid="expand-button"]')
    .click();
}
