import { expect, test } from '@playwright/test';
import { kindSamples } from '../../src/build/measure';
import { PHONE, screensAllowed, screensTall } from '../support/heights';

const dist = process.env.OUT_DIR ?? 'dist';

test.use({ viewport: PHONE });

/**
 * The three heaviest pages of every page kind, read from the built site (each page's page.json
 * names its kind, so a new kind is measured with no list to edit): on a phone each is at most its
 * number of screens tall, once hydrated (every section rendered at its true height).
 */
for (const { kind, url } of kindSamples(dist, 3)) {
  test(`${kind} (${url}) at 390x844 is at most ${screensAllowed(kind)} screens tall`, async ({ page }) => {
    await page.goto(url);
    const screens = await screensTall(page);
    console.log(`${kind.padEnd(18)} ${url.padEnd(48)} ${Math.round(screens * PHONE.height)} px = ${screens.toFixed(2)} screens`);
    expect(screens, `${url} is ${screens.toFixed(2)} phone screens tall`).toBeLessThanOrEqual(screensAllowed(kind));
  });
}
