import { expect, type Page } from '@playwright/test';

/** Collects console errors and warnings (and uncaught errors) of a page for an assertion at the end. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * The header's controls (links and menu summaries) not whole on the screen, each as "label: left-right"
 * (the header clips what would stick out, so no sideways scroll shows them).
 */
export async function headerControlsOffScreen(page: Page): Promise<string[]> {
  return page.locator('header a, header summary').evaluateAll((els) =>
    els
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > innerWidth))
      .map(({ el, box }) => `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${Math.round(box.left)}-${Math.round(box.right)}`),
  );
}

/**
 * Waits until React has hydrated the page (the shell marks <html data-hydrated>) and the islands
 * that load with it (the booking form marks itself data-ready once its own script has hydrated it;
 * a form that loads when the visitor reaches for it is not waited for: see formReady()).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const forms = page.locator('[data-load="hydrate"] > form[name="booking-form"]');
  if ((await forms.count()) > 0) await expect(forms.first()).toHaveAttribute('data-ready', 'true');
}

/** Reaches for the page's booking form as a visitor would (the pointer over it) and waits until its script has hydrated it. */
export async function formReady(page: Page): Promise<void> {
  await hydrated(page);
  const form = page.locator('form[name="booking-form"]').first();
  await form.hover();
  await expect(form).toHaveAttribute('data-ready', 'true');
}

/**
 * Holds back every request to `url` (as page.route matches it) until release() is called;
 * asked() says whether one has been made meanwhile.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release(): void; asked(): boolean }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}
