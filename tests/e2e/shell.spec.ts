import { expect, test } from '@playwright/test';
import { headerControlsOffScreen, holdRequests, hydrated, watchConsole } from '../support/page';
import { headingOf } from '../support/page-copy';

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a service and a city are complete HTML', async ({ page }) => {
    for (const [path, h1] of [
      ['/', /Garage Door Repair/],
      ['/services/spring-replacement', /Spring Replacement/],
      ['/cities/tampa', /Garage Door Repair in Tampa, FL/],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(h1);
      await expect(page.locator('header a[href^="tel:"]')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Terms of Use');
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      for (const block of ld) expect(() => JSON.parse(block)).not.toThrow();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/$' : path + '$'}`));
    }
  });

  test('the mobile menu opens without JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Book a Service' })).toBeVisible();
  });
});

test('client navigation swaps the page without a full load and scrolls to top', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.mouse.wheel(0, 1500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Spring Replacement' }).click();
  await expect(page).toHaveURL(/\/services\/spring-replacement$/);
  await expect(page.locator('h1')).toContainText('Spring Replacement');
  await expect(page).toHaveTitle(/Spring/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The focus is on the new page's heading, as after a full load: not on the link of a page that is gone.
  await expect(page.locator('h1')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toBeFocused();
  expect(problems).toEqual([]);
});

test('header dropdowns at 1280 px: click opens, one at a time, Escape closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const services = nav.locator('summary', { hasText: 'Services' });
  const brands = nav.locator('summary', { hasText: 'Brands' });
  await services.click();
  await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible();
  await brands.click();
  await expect(nav.getByRole('link', { name: 'LiftMaster' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All Services' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'LiftMaster' })).toBeHidden();
  await expect(brands).toBeFocused();
  await services.click();
  await nav.getByRole('link', { name: 'Spring Replacement' }).click();
  await expect(page).toHaveURL(/spring-replacement$/);
  await expect(nav.getByRole('link', { name: 'All Services' })).toBeHidden();
});

test('the header stands on one line at every desktop width: no item wraps, nothing overflows', async ({ page }) => {
  await page.goto('/');
  for (const width of [768, 1024, 1100, 1180, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const layout = await page.locator('header .inner').evaluate((inner) => {
      const items = [
        ...inner.querySelectorAll<HTMLElement>('.brand, .desktop > ul > li > a, .desktop summary, .call, .book-header'),
      ].filter((element) => element.checkVisibility());
      return {
        overflow: inner.scrollWidth - inner.clientWidth,
        wrapped: items
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() && linesOf(node) > 1))
          .map((element) => element.textContent!.trim()),
        items: items.length,
      };
      function linesOf(node: Node): number {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
    });
    expect(layout.items, `${width} px: the header's items`).toBeGreaterThan(3);
    expect(layout.overflow, `${width} px: the header is wider than the screen`).toBeLessThanOrEqual(0);
    expect(layout.wrapped, `${width} px: header items on two lines`).toEqual([]);
  }
});

test('at 375 px the floating buttons step aside while a field has focus, and come back after', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const bar = page.getByRole('navigation', { name: 'Quick contact' });
  const fields = (tab: typeof page) => [tab.getByLabel('Full Name'), tab.getByLabel('ZIP Code'), tab.getByLabel(/Preferred Date/)];
  // Without JavaScript (the browser's own date input), then hydrated (the calendar's button and the calendar itself).
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 375, height: 800 } });
  const plain = await noScript.newPage();
  try {
    await plain.goto('/booking');
    const plainBar = plain.getByRole('navigation', { name: 'Quick contact' });
    await expect(plainBar).toBeVisible();
    for (const field of fields(plain)) {
      await field.focus();
      await expect(plainBar).toBeHidden();
    }
  } finally {
    await noScript.close();
  }
  await page.goto('/booking');
  await hydrated(page);
  await expect(bar).toBeVisible();
  for (const field of fields(page)) {
    await field.focus();
    await expect(bar).toBeHidden();
  }
  await page.getByLabel(/Preferred Date/).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button').first().focus();
  await expect(bar).toBeHidden();
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(bar).toBeVisible();
});

test('at 375 px a link reached with Tab is scrolled clear of the floating buttons, and its focus ring shows on the dark footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const bar = page.getByRole('navigation', { name: 'Quick contact' });
  for (const [path, name] of [
    ['/booking', 'Privacy Policy'],
    ['/faq', 'Terms of Use'],
  ]) {
    await page.goto(path);
    const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
    // The focus one Tab before the link, the link in the page's last 30 px, under the bar: in view
    // for the browser, which scrolls no further unless the page says how much of its foot is covered.
    await link.evaluate((target) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')];
      focusable[focusable.indexOf(target as HTMLElement) - 1].focus({ preventScroll: true });
      const box = target.getBoundingClientRect();
      window.scrollBy(0, box.bottom - (window.innerHeight - 30));
    });
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const [linkBox, barBox] = [await link.boundingBox(), await bar.boundingBox()];
    expect(linkBox!.y + linkBox!.height, `${name} on ${path}, under the bar`).toBeLessThanOrEqual(barBox!.y);
    // The ring has a white tone beside its orange one: the orange alone is 2.8:1 on the footer's navy.
    expect(await link.evaluate((element) => getComputedStyle(element).boxShadow)).toMatch(/rgb\(255, 255, 255\) 0px 0px 0px 2px/);
  }
});

test('header at 375 px: hamburger, expandable sub-lists, Book a Service, floating buttons', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // Every control of the header is on the screen, whole, and a thumb's size (44 px), the call button as the menu's.
  expect(await headerControlsOffScreen(page)).toEqual([]);
  for (const control of [page.locator('header a.call'), page.locator('header summary', { hasText: 'Menu' })]) {
    const box = (await control.boundingBox())!;
    expect([box.width, box.height].map(Math.round)).toEqual([44, 44]);
  }
  await expect(page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Call Now' })).toHaveAttribute(
    'href',
    /^tel:\+1/,
  );
  await expect(page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Text Us' })).toHaveAttribute(
    'href',
    /^sms:\+1/,
  );
  await page.locator('header summary', { hasText: 'Menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  // The open menu covers the page: Tab after its last link never lands on a link hidden under it,
  // nor can a screen reader read the page under it (inert).
  await mobile.getByRole('link', { name: 'Book a Service' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main, footer, .skip-link') ?? null)).toBeNull();
  for (const under of [page.locator('main'), page.getByRole('contentinfo', { includeHidden: true })])
    await expect(under).toHaveAttribute('inert');
  await mobile.locator('summary', { hasText: 'Brands' }).click();
  await expect(mobile.getByRole('link', { name: 'Genie' })).toBeVisible();
  await mobile.getByRole('link', { name: 'Book a Service' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(mobile).toBeHidden();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await page.getByLabel('Full Name').click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
});

test('header turns compact after scrolling 10 px', async ({ page }) => {
  await page.goto('/services');
  await hydrated(page);
  await expect(page.locator('header')).toHaveAttribute('data-compact', 'false');
  await page.mouse.wheel(0, 400);
  await expect(page.locator('header')).toHaveAttribute('data-compact', 'true');
});

test('declared redirects answer 301 on direct load and redirect in-app', async ({ page, request }) => {
  for (const [from, to] of [
    ['/tampa', '/cities/tampa'],
    ['/Tampa', '/cities/tampa'],
    ['/cities/TAMPA', '/cities/tampa'],
    // A page's address typed with capitals, as the menu writes its name (a brand's own letters too).
    ['/Services', '/services'],
    ['/FAQ', '/faq'],
    ['/brands/LiftMaster', '/brands/liftmaster'],
    ['/services/Garage-Door-Repair', '/services/garage-door-repair'],
    ['/contact', '/booking'],
    // The header's "Book" as a visitor types it.
    ['/book', '/booking'],
    ['/schedule', '/booking'],
    ['/opener-repair', '/services/garage-door-opener-repair'],
    ['/services/track-roller-service', '/services/garage-door-track-repair'],
    ['/services/not-a-service', '/services'],
  ]) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(new URL(res.headers().location, 'http://x').pathname, from).toBe(to);
  }
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/contact-us');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/booking$/);
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/this-page-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toContainText(headingOf('not-found', 'hero'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const city = await page.goto('/cities/sarasota');
  expect(city?.status()).toBe(404);
});

test('in-app navigation to an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toContainText(headingOf('not-found', 'hero'));
});

test('sitemaps and robots are served', async ({ request }) => {
  for (const path of [
    '/sitemap.xml',
    '/sitemap-pages.xml',
    '/sitemap-services.xml',
    '/sitemap-locations.xml',
    '/sitemap-brands.xml',
    '/sitemap.html',
    '/robots.txt',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
  expect(await (await request.get('/sitemap.xml')).text()).toContain('<sitemapindex');
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/nope', '/assets/missing.js']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
  }
});

test('a visitor who scrolls before the page hydrates stays where they scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const modules = await holdRequests(page, /\/assets\/chunks\//);
  await page.goto('/');
  await expect(page.locator('#render-later')).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const before = await page.evaluate(() => window.scrollY);
  modules.release();
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

for (const [url, id] of [
  ['/', 'faq'],
  ['/services', 'specialized-services'],
  ['/faq', 'pricing-and-booking'],
]) {
  for (const javaScriptEnabled of [true, false]) {
    test(`landing on ${url}#${id} puts it the hash offset below the top (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${url}#${id}`);
      if (javaScriptEnabled) await hydrated(page);
      const top = () => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
      // site.yaml ui.hashScrollOffsetPx: 80, once (not again as the section's own scroll margin).
      // Within 1 px: the section's top can fall between pixels, and Chromium settles the scroll
      // position on the pixel on either side of it from one load to the next.
      await expect.poll(async () => Math.abs((await top()) - 80)).toBeLessThanOrEqual(1);
      // Hydration leaves it there, to the fraction of a pixel.
      const settled = await top();
      await page.waitForTimeout(300);
      expect(await top()).toBe(settled);
      await context.close();
    });
  }
}
