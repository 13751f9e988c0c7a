import { expect, type Page } from '@playwright/test';
import { RENDER_LATER_ID } from '../../src/app/render-later';
import { hydrated } from './page';

/** A phone's screen (issue 42: booking one tap away, a page a homeowner can get through). */
export const PHONE = { width: 390, height: 844 };

/** How many phone screens a page of each kind may be: the home page 12, every other kind 10. */
export const screensAllowed = (kind: string) => (kind === 'home' ? 12 : 10);

/** The page's height in screens of the viewport, once hydrated and every section rendered at its true height. */
export async function screensTall(page: Page): Promise<number> {
  await hydrated(page);
  // The page is rendered section by section after load (decision 014): wait until every one is.
  await expect(page.locator(`style#${RENDER_LATER_ID}`)).toHaveCount(0);
  const [height, screen] = await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
  return height / screen;
}
