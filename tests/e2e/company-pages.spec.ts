import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { hydrated, watchConsole } from '../support/page';
import { isPlaceholderUrl } from '../../src/manifest/facts';
import { loadSite } from '../../src/manifest/load';
import { headingOf, pageCopy } from '../support/page-copy';
import { dataUrl } from '../../src/routes/urls';

const ROOT = join(import.meta.dirname, '../..');
/** The stats tile of the average rating: the one whose value is the rating. */
const ratingTitle = String(
  (pageCopy('reviews', 'stats').items as Array<{ value: string; title: string }>).find((item) => item.value.includes('{{averageRating}}'))
    ?.title,
);
const OUT_DIR = process.env.OUT_DIR ?? 'dist';
const MESSAGES = (parse(readFileSync(join(ROOT, 'content/pages/not-found.yaml'), 'utf8')) as { messages: string[] }).messages;
/** The browser reports the 404 of the document itself; that one is expected on the not-found page. */
const real = (problems: string[]) => problems.filter((problem) => !/status of 404/.test(problem));

/** A value read until two reads in a row agree (scrolling or a post-hydration update has settled). */
async function settled<T>(read: () => Promise<T>): Promise<T> {
  let last: T | undefined;
  let seen = false;
  await expect
    .poll(
      async () => {
        const now = await read();
        const still = seen && now === last;
        last = now;
        seen = true;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return last as T;
}

/** The distance from the top of the viewport to an element, once scrolling has settled. */
const settledTop = (page: Page, selector: string) =>
  settled(() => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top)));

test.describe('reviews', () => {
  test('the average is computed from the listed reviews, and the filter narrows the list', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/reviews');
    await hydrated(page);
    const list = page.locator('#reviews');
    const cards = list.locator('article');
    await expect(cards).toHaveCount(12);

    const ratings = (
      await cards.locator('[role="img"]').evaluateAll((els) => els.map((element) => element.getAttribute('aria-label') ?? ''))
    ).map((label) => Number(/Rated (\d+(?:\.\d+)?) out of 5/.exec(label)![1]));
    const average = (Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10).toFixed(1);
    await expect(page.locator('#stats li', { hasText: ratingTitle })).toContainText(`${average}/5`);

    for (const card of await cards.all()) {
      // A sample review carries its mark and never a "verified" badge; a real one is labelled Verified Customer.
      if ((await card.getAttribute('data-sample')) !== null) {
        await expect(card).toContainText(/Sample review/i);
        await expect(card).not.toContainText(/verified/i);
      } else await expect(card).toContainText('Verified Customer');
      await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(card.locator('.meta')).toContainText(/\d{5}/);
    }
    const services = await cards.locator('.service').allTextContents();

    const filters = page.getByRole('group', { name: 'Filter reviews by service' });
    const all = filters.getByRole('button', { name: 'All', exact: true });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const spring = filters.getByRole('button', { name: 'Spring Replacement' });
    await spring.click();
    await expect(spring).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    const expected = services.filter((service) => service.includes('Spring Replacement')).length;
    expect(expected).toBeGreaterThan(0);
    await expect(cards).toHaveCount(expected);
    for (const text of await cards.locator('.service').allTextContents()) expect(text).toContain('Spring Replacement');
    await expect(list.getByRole('status')).toContainText(`Showing ${expected} of 12 reviews`);

    await all.click();
    await expect(cards).toHaveCount(12);

    // one button per service type present, after All
    const names = await filters.getByRole('button').allTextContents();
    expect(names[0]).toBe('All');
    expect(new Set(names.slice(1))).toEqual(new Set(services));

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(ld).not.toMatch(/"(AggregateRating|Review)"/);
    // Every review site is named; only one whose address is real is a link (placeholders are not).
    const { site } = loadSite(process.cwd());
    const reviewSites = site!.manifest.business.reviewSites;
    await expect(page.locator('#review-sites li')).toHaveCount(reviewSites.length);
    await expect(page.locator('#review-sites a')).toHaveCount(reviewSites.filter((reviewSite) => !isPlaceholderUrl(reviewSite.url)).length);
    expect(real(problems)).toEqual([]);
  });

  test('without JavaScript every review shows and the filter buttons are hidden', async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto('/reviews');
    await expect(page.locator('#reviews article')).toHaveCount(12);
    await expect(page.getByRole('group', { name: 'Filter reviews by service' })).toBeHidden();
    await ctx.close();
  });
});

test.describe('FAQ', () => {
  test('category links scroll to the category, 80 px below the top, also when clicked again', async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/faq');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'FAQ categories' });
    await expect(nav.getByRole('link')).toHaveCount(5);

    await page.evaluate(() => {
      const watched = window as unknown as { scrolls: number };
      watched.scrolls = 0;
      window.addEventListener('scroll', () => watched.scrolls++);
    });
    await nav.getByRole('link', { name: /Garage Door Openers/ }).click();
    await expect(page).toHaveURL(/\/faq#openers$/);
    expect(Math.abs((await settledTop(page, '#openers')) - 80)).toBeLessThanOrEqual(2);
    // smooth: many small steps, not one jump
    expect(await page.evaluate(() => (window as unknown as { scrolls: number }).scrolls)).toBeGreaterThan(3);

    await page.evaluate(() => window.scrollTo(0, 0));
    await nav.getByRole('link', { name: /Garage Door Openers/ }).click();
    expect(Math.abs((await settledTop(page, '#openers')) - 80)).toBeLessThanOrEqual(2);
    expect(real(problems)).toEqual([]);
  });

  test('a direct link to a category lands 80 px below the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/faq#pricing-and-booking');
    await hydrated(page);
    expect(Math.abs((await settledTop(page, '#pricing-and-booking')) - 80)).toBeLessThanOrEqual(2);
  });

  test('accordions open one at a time within a category and may all close', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    const section = page.locator('#repairs');
    const items = section.locator('details');
    await expect(page.locator('details[open]')).toHaveCount(0);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('.answer')).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await items.nth(1).locator('summary').click();
    await expect(section.locator('details[open]')).toHaveCount(0);
  });

  test('the FAQPage structured data holds exactly the visible questions', async ({ page }) => {
    await page.goto('/faq');
    const visible = (await page.locator('main details summary').allTextContents()).map((text) => text.trim());
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json));
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((question: { name: string }) => question.name)).toEqual(visible);
    expect(visible.length).toBeGreaterThanOrEqual(15);
  });
});

test.describe('not-found page', () => {
  test('answers 404, noindex, with a message that changes and the spec links', async ({ page }) => {
    const problems = watchConsole(page);
    const logs: string[] = [];
    page.on('console', (consoleMessage) => consoleMessage.type() === 'log' && logs.push(consoleMessage.text()));
    const res = await page.goto('/no-such-door-page');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /may have a typo/);
    await expect(page.locator('h1')).toHaveText(headingOf('not-found', 'hero'));
    await expect(page.locator('main')).toContainText('404');
    await expect.poll(() => logs.some((log) => log.includes('/no-such-door-page'))).toBe(true);

    const message = page.locator('main .message p');
    let previous = await settled(async () => (await message.textContent())!);
    expect(MESSAGES).toContain(previous);
    for (let i = 0; i < 6; i++) {
      await page.getByRole('button', { name: 'Try another message' }).click();
      await expect(message).not.toHaveText(previous);
      const now = (await message.textContent())!;
      expect(MESSAGES).toContain(now);
      previous = now;
    }

    // "door" is in the path: the service links, with Home Page first and Schedule Service last
    const links = page.getByRole('navigation', { name: headingOf('not-found', 'suggestions') }).getByRole('link');
    await expect(links).toHaveText(['Home Page', 'Garage Door Repair', 'All Services', 'Schedule Service']);
    await expect(page.getByRole('link', { name: 'Go to suggested page' })).toHaveCount(0);
    await links.filter({ hasText: 'Garage Door Repair' }).click();
    await expect(page).toHaveURL(/\/services\/garage-door-repair$/);
    expect(real(problems)).toEqual([]);
  });

  test('the message change animates for 1 s, and not at all with reduced motion', async ({ page }) => {
    await page.goto('/no-such-page');
    await hydrated(page);
    const message = page.locator('main .message p');
    await page.getByRole('button', { name: 'Try another message' }).click();
    await expect(message).toHaveAttribute('data-animate', 'true');
    expect(await message.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('1s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Try another message' }).click();
    expect(await message.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  for (const [path, target, h1] of [
    ['/tampa-fl', '/cities/tampa', /Tampa/],
    ['/garage-door-repair-brandon', '/services/garage-door-repair/brandon', /Brandon/],
    ['/city/Clearwater', '/cities/clearwater', /Clearwater/],
    ['/spring-repair', '/services/spring-replacement', /Spring Replacement/],
    // a slip of the keyboard
    ['/servics', '/services', /Services/],
    ['/revuews', '/reviews', /Reviews/],
  ] as const) {
    test(`${path}: the banner offers ${target}, by its name`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await hydrated(page);
      // Its name is the page's own title, without the company's; the name, not its address in code type.
      const title = await (await page.request.get(dataUrl(target))).json();
      await expect(page.locator('main .banner .name')).toHaveText(title.head.title.split(' | ')[0]);
      await expect(page.locator('main .banner')).not.toContainText(target);
      await expect(page.locator('main .banner code')).toHaveCount(0);
      await page.getByRole('link', { name: 'Go to suggested page' }).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('h1')).toHaveText(h1);
    });
  }

  test('Go Back returns to the previous page; Return to Home goes home', async ({ page }) => {
    await page.goto('/faq');
    await page.goto('/nothing-here');
    await hydrated(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goto('/nothing-here');
    await hydrated(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('in-app navigation to an unknown path shows it too', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/lost-location');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText(headingOf('not-found', 'hero'));
    await expect(page.getByRole('navigation', { name: headingOf('not-found', 'suggestions') }).getByRole('link')).toHaveText([
      'Home Page',
      'Service Areas',
      'Tampa Services',
      'Schedule Service',
    ]);
  });

  test('on a static host that serves 404.html: malformed paths leave for home, case variants for the page', async ({ page }) => {
    const notFound = readFileSync(join(ROOT, OUT_DIR, '404.html'), 'utf8');
    const serve404 = (route: { fulfill: (response: object) => Promise<void> }) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: notFound });
    await page.route('**/www.example.com/old', serve404);
    await page.route('**/CITIES/TAMPA', serve404);
    // every h1 text the tab shows, kept across the redirect in sessionStorage
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const h1 = document.querySelector('h1')?.textContent ?? '';
        const seen = sessionStorage.getItem('h1s') ?? '';
        if (h1 && !seen.split('|').includes(h1)) sessionStorage.setItem('h1s', `${seen}|${h1}`);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/www.example.com/old');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toContainText('Garage Door Repair');
    expect(await page.evaluate(() => sessionStorage.getItem('h1s'))).toContain('|Redirecting to the correct page...');
    await page.goto('/CITIES/TAMPA');
    await expect(page).toHaveURL(/\/cities\/tampa$/);
    await expect(page.locator('h1')).toContainText('Tampa');
  });

  test('without JavaScript: 404, the suggested page (the owner’s server fills it in), Return to Home, no Go Back or message button', async ({
    browser,
  }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    const res = await page.goto('/tampa-fl');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(headingOf('not-found', 'hero'));
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Try another message' })).toBeHidden();
    await expect(page.locator('main .message p')).toHaveText(MESSAGES[0]);
    await expect(page.locator('main .banner .name')).toHaveText(/Tampa/);
    await expect(page.locator('main .banner code')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to suggested page' })).toHaveAttribute('href', '/cities/tampa');
    await ctx.close();
  });
});

test.describe('about and legal pages', () => {
  test('the map loads nothing from Google until asked', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => /google/.test(request.url()) && google.push(request.url()));
    await page.route(/google\./, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/about');
    await hydrated(page);
    await expect(page.locator('main')).toContainText('Office Hours');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(google).toEqual([]);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe')).toHaveAttribute('title', /Map of/);
    expect(google.length).toBeGreaterThan(0);
  });

  test('terms: the table of contents links each of the 8 sections', async ({ page }) => {
    await page.goto('/terms');
    await hydrated(page);
    const toc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(toc).toHaveCount(8);
    await expect(page.locator('article h2')).toHaveCount(8);
    await toc.filter({ hasText: 'Governing Law' }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    expect(Math.abs((await settledTop(page, '#governing-law')) - 80)).toBeLessThanOrEqual(2);
    await expect(page.locator('#governing-law + p')).toContainText('State of Florida');
  });

  test('the booking confirmation page says a request was received (the office has not confirmed a visit yet), and is noindex', async ({
    page,
  }) => {
    await page.goto('/booking/thanks');
    await expect(page.locator('h1')).toHaveText(headingOf('booking', 'received'));
    await expect(page.locator('main')).not.toContainText(/scheduled/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
