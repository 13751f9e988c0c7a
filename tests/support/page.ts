import { expect, type Page } from '@playwright/test';

/** Collects console errors and warnings (and uncaught errors) of a page for an assertion at the end. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Waits until React has hydrated the page (the shell marks <html data-hydrated>) and its islands
 * (the booking form marks itself data-ready once its own script has hydrated it).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const forms = page.locator('form[name="booking-form"]');
  if ((await forms.count()) > 0) await expect(forms.first()).toHaveAttribute('data-ready', 'true');
}
