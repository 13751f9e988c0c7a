import { expect, test } from '@playwright/test';
import { hydrated, watchConsole } from '../support/page';

/**
 * The loading order of docs/decisions/011-hydrate-after-first-paint.md, in a real browser: the
 * document and its images first, the app's modules and the page's data after the load event,
 * fetched in parallel, and the page hydrates without errors.
 */
for (const url of ['/', '/services/garage-door-repair', '/booking', '/no-such-page']) {
  test(`${url}: modules are fetched after the load event, the page hydrates`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(url);
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const js = (pattern: RegExp) => resources.filter((r) => pattern.test(new URL(r.name).pathname)).map((r) => r.startTime);
      return { load: nav.loadEventStart, entry: js(/^\/assets\/entries\//), chunks: js(/^\/assets\/chunks\//), images: js(/^\/images\//), data: js(/^\/(shell|(.*\/)?page)\.json$/) };
    });
    expect(timing.entry).toHaveLength(1);
    expect(timing.chunks.length).toBeGreaterThan(2);
    for (const start of timing.chunks) expect(start).toBeGreaterThanOrEqual(timing.load);
    // The data the page was rendered from is not in the HTML: shell.json and its page.json, after load.
    expect(timing.data).toHaveLength(2);
    for (const start of timing.data) expect(start).toBeGreaterThanOrEqual(timing.load);
    for (const start of timing.images) expect(start).toBeLessThan(Math.min(...timing.chunks));
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
}

test('a hero image that never arrives does not keep the page from hydrating', async ({ page }) => {
  await page.route(/\/images\/home-hero-\d+\./, () => {
    // never answered
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
});
