import { expect, test } from '@playwright/test';
import { kindSamples } from '../../src/build/measure';
import { RENDER_LATER_ID } from '../../src/app/render-later';
import { hydrated } from '../support/page';

const dist = process.env.OUT_DIR ?? 'dist';

/** A phone's screen (issue 42: booking one tap away, a page a homeowner can get through). */
const PHONE = { width: 390, height: 844 };

/** How many phone screens a page of each kind may be: the home page 12, every other kind 10. */
const screensAllowed = (kind: string) => (kind === 'home' ? 12 : 10);

test.use({ viewport: PHONE });

/**
 * The three heaviest pages of every page kind, read from the built site (each page's page.json
 * names its kind, so a new kind is measured with no list to edit): on a phone each is at most its
 * number of screens tall, once hydrated (every section rendered at its true height).
 */
for (const { kind, url } of kindSamples(dist, 3)) {
  test(`${kind} (${url}) at 390x844 is at most ${screensAllowed(kind)} screens tall`, async ({ page }) => {
    await page.goto(url);
    await hydrated(page);
    // The page is rendered section by section after load (decision 014): wait until every one is.
    await expect(page.locator(`style#${RENDER_LATER_ID}`)).toHaveCount(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const screens = height / PHONE.height;
    console.log(`${kind.padEnd(18)} ${url.padEnd(48)} ${height} px = ${screens.toFixed(2)} screens`);
    expect(screens, `${url} is ${screens.toFixed(2)} phone screens tall`).toBeLessThanOrEqual(screensAllowed(kind));
  });
}
