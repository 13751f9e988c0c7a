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
      const js = (pattern: RegExp) =>
        resources.filter((resource) => pattern.test(new URL(resource.name).pathname)).map((resource) => resource.startTime);
      return {
        load: nav.loadEventStart,
        entry: js(/^\/assets\/entries\//),
        chunks: js(/^\/assets\/chunks\//),
        images: js(/^\/images\//),
        data: js(/^\/(shell|(.*\/)?page)\.json$/),
      };
    });
    expect(timing.entry).toHaveLength(1);
    expect(timing.chunks.length).toBeGreaterThan(2);
    for (const start of timing.chunks) expect(start).toBeGreaterThanOrEqual(timing.load);
    // The data the page was rendered from is not in the HTML: shell.json and its page.json, after load.
    expect(timing.data).toHaveLength(2);
    for (const start of timing.data) expect(start).toBeGreaterThanOrEqual(timing.load);
    for (const start of timing.images) expect(start).toBeLessThan(Math.min(...timing.chunks));
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
}

test('a hero image that never arrives does not keep the page from hydrating', async ({ page }) => {
  await page.route(/\/images\/sized\/home-hero-\d+\./, () => {
    // never answered
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
});

/** Each top-level section of the page's main content: its computed content-visibility. */
const sectionVisibility = (page: import('@playwright/test').Page) =>
  page.evaluate(() => [...document.querySelectorAll('#main>*>section')].map((section) => getComputedStyle(section).contentVisibility));

/**
 * docs/decisions/014-render-the-rest-after-first-paint.md: the first paint renders the header and
 * the first section; the entry then renders the other sections one per frame, and the page is an
 * ordinary page (no content-visibility left) before it hydrates.
 */
test.describe('the sections after the first are rendered after first paint', () => {
  test('until the entry runs, sections after the first and the footer wait to be rendered', async ({ page }) => {
    await page.route(/\/assets\/entries\//, (route) => route.abort());
    await page.goto('/');
    const states = await sectionVisibility(page);
    expect(states.length).toBeGreaterThan(8);
    expect(states[0]).toBe('visible');
    expect(new Set(states.slice(1))).toEqual(new Set(['auto']));
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('#root>footer')!).contentVisibility)).toBe('auto');
  });

  test('the entry renders them one at a time, then removes the rule, before the page hydrates', async ({ page }) => {
    await page.addInitScript(() => {
      const steps: string[] = [];
      (window as unknown as { renderSteps: string[] }).renderSteps = steps;
      new MutationObserver((records) => {
        for (const record of records) {
          const style = document.getElementById('render-later');
          if (record.type === 'childList' && [...record.removedNodes].some((node) => (node as Element).id === 'render-later'))
            steps.push('removed');
          else if (style && record.target === style) steps.push(style.textContent?.match(/n\+(\d+)/)?.[1] ?? '?');
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    await hydrated(page);
    const count = (await sectionVisibility(page)).length;
    const steps = await page.evaluate(() => (window as unknown as { renderSteps: string[] }).renderSteps);
    // The parser's own rule (from the 2nd section on), then one rule per frame, each letting one
    // more section render, then the element goes and the last section and the footer render.
    const expected = Array.from({ length: count - 1 }, (_, i) => String(i + 2));
    expect(steps.filter((step) => step !== '?')).toEqual([...expected, 'removed']);
    await expect(page.locator('#render-later')).toHaveCount(0);
    expect(new Set(await sectionVisibility(page))).toEqual(new Set(['visible']));
  });

  test('without JavaScript every section renders at once (the rule needs scripting)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#render-later')).toHaveCount(1);
    expect(new Set(await sectionVisibility(page))).toEqual(new Set(['visible']));
    await context.close();
  });
});

test('the native date input draws its calendar button without an SVG image', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/booking');
  // The button is an element of the input's user-agent shadow tree: only DevTools reaches its style.
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  type DomNode = { nodeId: number; attributes?: string[]; children?: DomNode[]; shadowRoots?: DomNode[] };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const find = (node: DomNode): DomNode | undefined =>
    node.attributes?.includes('-webkit-calendar-picker-indicator')
      ? node
      : [...(node.children ?? []), ...(node.shadowRoots ?? [])].map(find).find(Boolean);
  const picker = find(root);
  expect(picker).toBeDefined();
  const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', { nodeId: picker!.nodeId })) as {
    computedStyle: Array<{ name: string; value: string }>;
  };
  const image = computedStyle.find((property) => property.name === 'background-image')?.value ?? '';
  // Chromium's own is an SVG data URL: a document of its own for every page with the form.
  expect(image).toContain('linear-gradient');
  expect(image).not.toContain('url(');
  await context.close();
});
