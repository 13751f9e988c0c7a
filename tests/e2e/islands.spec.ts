import { expect, test, type Page } from '@playwright/test';
import { kindSamples, measurePage } from '../../src/build/measure';
import { formReady, holdRequests, hydrated, watchConsole } from '../support/page';

const dist = process.env.OUT_DIR ?? 'dist';

/** The scripts a page fetches, as paths, in the order it asks for them. */
function scriptsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) fetched.push(path);
  });
  return fetched;
}

/** The chunks the page's booking form loads when the visitor reaches for it (src/app/islands.ts). */
async function onIntent(page: Page): Promise<string[]> {
  const list = await page.locator('script[data-islands-on-intent]').getAttribute('data-islands-on-intent');
  return (list ?? '').split(' ').filter(Boolean);
}

/**
 * The byte budget (src/build/measure.ts) counts the scripts a page lists for its first visit; a real
 * browser must fetch exactly those, no more, until the network is idle: the measure is what a
 * visitor downloads.
 */
for (const { kind, url } of kindSamples(dist)) {
  test(`${kind} (${url}): the scripts fetched until the network is idle are the ones the page's budget counts`, async ({ page }) => {
    const fetched = scriptsFetched(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(new Set(fetched)).toEqual(new Set(measurePage(dist, url).jsFiles));
  });
}

test.describe('the home page booking form loads its script when the visitor reaches for it', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('not before: the page hydrates and the network goes idle without it', async ({ page }) => {
    const fetched = scriptsFetched(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const later = await onIntent(page);
    expect(later.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    for (const script of later) expect(fetched).not.toContain(script);
    await expect(page.locator('form[name="booking-form"]')).not.toHaveAttribute('data-ready', 'true');
    // The prerendered form is complete and usable meanwhile: a real form that posts.
    await expect(page.locator('form[name="booking-form"]')).toHaveAttribute('method', 'post');
    await expect(page.getByLabel('Full Name')).toBeEditable();
  });

  test('the pointer over the form loads it; what was typed before it hydrated is kept, on screen and in the form', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const [chunk] = await onIntent(page);
    const chunkHeld = await holdRequests(page, `**${chunk}`);
    // Typing before the script arrives: the chunk is asked for, and held back.
    await page.getByLabel('Full Name').fill('Maria Lopez');
    await page.getByLabel('Phone Number').fill('(813) 555-0177');
    await page.getByLabel('Service Needed').selectOption('Spring Replacement');
    expect(chunkHeld.asked()).toBe(true);
    await expect(page.locator('form[name="booking-form"]')).not.toHaveAttribute('data-ready', 'true');
    chunkHeld.release();
    await expect(page.locator('form[name="booking-form"]')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(813) 555-0177');
    await expect(page.getByLabel('Service Needed')).toHaveValue('Spring Replacement');
    // The form's own state holds them too: its draft is saved with them, and the enhanced date field is drawn.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('booking-form-draft') ?? 'null')?.values))
      .toMatchObject({ name: 'Maria Lopez', phone: '(813) 555-0177', serviceType: 'Spring Replacement' });
    await expect(page.getByRole('button', { name: /Preferred Date/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a visitor already typing in the form when the page hydrates gets its script without another move', async ({ page }) => {
    // The page's own modules are held back: it stays unhydrated while the visitor types.
    const modules = await holdRequests(page, /\/assets\/chunks\//);
    await page.goto('/');
    await page.getByLabel('Full Name').fill('Maria Lopez');
    modules.release();
    await hydrated(page);
    await expect(page.locator('form[name="booking-form"]')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez');
    await expect(page.getByLabel('Full Name')).toBeFocused();
  });

  test('a visitor typing a date when the script arrives keeps the date input until they leave it; then the form hydrates with their date', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const [chunk] = await onIntent(page);
    const chunkHeld = await holdRequests(page, `**${chunk}`);
    // A tap or a Tab into the browser's own date input reaches for the form; the visitor types the month and the day.
    const native = page.locator('form[name="booking-form"] input[type="date"]');
    await native.focus();
    await page.keyboard.type('1217');
    await expect.poll(() => chunkHeld.asked()).toBe(true);
    chunkHeld.release();
    // The script is in, and waits: the input stays as the visitor has it (hydrated now, it was
    // focused anew, and the year went into the month).
    await page.waitForTimeout(500);
    await expect(native).toBeFocused();
    await page.keyboard.type('2026');
    await expect(native).toHaveValue('2026-12-17');
    // They leave the date: the form hydrates, their date in it, and the focus where they went.
    await page.getByLabel('Full Name').click();
    await expect(page.locator('form[name="booking-form"]')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('button', { name: /Preferred Date/ })).toContainText('December 17, 2026');
    await expect(page.locator('form[name="booking-form"] input[name="date"]')).toHaveValue('2026-12-17');
    await expect(page.getByLabel('Full Name')).toBeFocused();
  });

  test('a browser that keeps a draft loads it at once and shows the draft', async ({ page }) => {
    await page.goto('/booking');
    await formReady(page);
    await page.getByLabel('Full Name').fill('Dana Whitfield');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('booking-form-draft'))).toContain('Dana Whitfield');
    await page.goto('/');
    await expect(page.locator('form[name="booking-form"]')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByLabel('Full Name')).toHaveValue('Dana Whitfield');
  });

  test('an in-app navigation to the home page draws the form and loads it at once', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.locator('header').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('form[name="booking-form"]')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test('a navigation in the app from the home page, a #hash included, keeps the prerendered form on screen until it hydrates', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const watched = window as unknown as { formGone: boolean };
      watched.formGone = false;
      // After every change to the page, a booking form is on it (the prerendered one, or its hydrated self).
      new MutationObserver(() => {
        if (document.readyState === 'complete' && !document.querySelector('form[name="booking-form"]')) watched.formGone = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    // The skip link: an in-page jump, which the app's router hears as a new location.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('form[name="booking-form"]')).toHaveAttribute('data-ready', 'true');
    expect(await page.evaluate(() => (window as unknown as { formGone: boolean }).formGone)).toBe(false);
    // And a link to another page swaps the page at once.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Spring Replacement' }).click();
    await expect(page.locator('h1')).toContainText('Spring Replacement');
  });
});
