import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdRequests, hydrated, watchConsole } from '../support/page';
import { href } from '../../src/routes/urls';
import { loadSite } from '../../src/manifest/load';
import { headingOf, pageCopy } from '../support/page-copy';

/** What the carousel shows: the "n of 7" labels of the visible slides, in order. */
async function shownSlides(carousel: Locator): Promise<string[]> {
  return carousel.locator('[aria-roledescription="slide"]:visible').evaluateAll((els) =>
    els
      .map((slide) => ({ label: slide.getAttribute('aria-label') ?? '', order: Number(getComputedStyle(slide).order) }))
      .sort((a, b) => a.order - b.order)
      .map((slide) => slide.label),
  );
}

async function jsonLd(page: Page): Promise<Array<Record<string, any>>> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json));
}

test.describe('home page', () => {
  test('hero: tag, headline, three benefits, local copy, the booking form and the hero picture', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    const hero = page.locator('section[aria-labelledby="home-hero-heading"]');
    await expect(hero.getByText('Tampa, Florida')).toBeVisible();
    await expect(page.locator('h1')).toHaveText(/^Expert Garage Door Repair Starting at \$\d+$/);
    await expect(hero.locator('.benefits li')).toHaveCount(3);
    await expect(hero.locator('form[name="booking-form"]')).toHaveCount(1);
    const img = hero.locator('picture img');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(hero.locator('picture source[type="image/avif"]')).toHaveCount(1);
    await expect.poll(() => img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(hero.getByText('Loading...')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('six service cards with Common Issues and Learn more, and the extra service links resolve', async ({ page, request }) => {
    await page.goto('/');
    const cards = page.locator('#services .service-cards > li');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { name: 'Common Issues' })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', /^\/services\/[a-z-]+$/);
    }
    const allServices = String((pageCopy('home', 'services').cta as { label: string }).label);
    await expect(page.getByRole('link', { name: allServices })).toHaveAttribute('href', href('services-index'));
    for (const href of [
      '/services/same-day-garage-door-repair',
      '/services/garage-door-opener-repair',
      '/services/garage-door-track-repair',
    ]) {
      await expect(page.locator(`#services a[href="${href}"]`)).toHaveCount(1);
      expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
    }
  });

  test('on a phone, a service card reached with Tab is on the screen: its row scrolls to it and stays', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const cards = page.locator('.service-cards > *');
    const more = cards.nth(1).getByRole('link', { name: /Learn more/ });
    // Tab from the first card's last link to the second card's first control, then on to its Learn more.
    await cards
      .nth(0)
      .getByRole('link', { name: /Learn more/ })
      .focus();
    for (let i = 0; i < 4 && !(await more.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    // The row's snap took it back to the first card: the focus sat on "Learn m" at the screen's edge.
    await page.waitForTimeout(600);
    for (const shown of [more, cards.nth(1)]) {
      const box = (await shown.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });

  test('brand filter: All Brands, Residential, Commercial; tiles link to the brand pages', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const section = page.locator('#brands');
    const tiles = section.locator('.tiles li');
    const button = (name: string) => section.getByRole('button', { name, exact: true });
    await expect(button('All Brands')).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles).toHaveCount(9);
    await button('Commercial').click();
    await expect(button('Commercial')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('All Brands')).toHaveAttribute('aria-pressed', 'false');
    await expect(tiles).toHaveCount(8);
    await expect(section.getByRole('link', { name: /Chamberlain/ })).toHaveCount(0);
    await button('Residential').click();
    await expect(tiles).toHaveCount(9);
    await expect(section.getByRole('link', { name: /Chamberlain/ })).toHaveAttribute('href', '/brands/chamberlain');
    await button('All Brands').click();
    await expect(tiles).toHaveCount(9);
    for (const link of await tiles.locator('a').all()) await expect(link).toHaveAttribute('href', /^\/brands\/[a-z-]+$/);
    await expect(section.getByRole('link', { name: 'View All Brands' })).toHaveAttribute('href', '/brands');
  });

  test('reviews carousel at 1280 px: two cards, next/previous/dots wrap, auto-advance, pause on hover and focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    // A second ahead: on a busy machine more than a few ms pass before the pause reaches the page
    // (pausing in the past fails), and a second is well inside the carousel's 5 s interval.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect.poll(() => shownSlides(carousel)).toEqual(['1 of 7', '2 of 7']);

    await page.clock.runFor(5000);
    await expect.poll(() => shownSlides(carousel)).toEqual(['2 of 7', '3 of 7']);
    await page.clock.runFor(5000);
    await expect.poll(() => shownSlides(carousel)).toEqual(['3 of 7', '4 of 7']);

    // Paused while the pointer is over it.
    await carousel.locator('.track').hover();
    await page.clock.runFor(15000);
    await expect.poll(() => shownSlides(carousel)).toEqual(['3 of 7', '4 of 7']);
    // Leaving restarts the full interval: nothing moves before it has passed.
    await page.mouse.move(5, 5);
    await page.clock.runFor(4900);
    await expect.poll(() => shownSlides(carousel)).toEqual(['3 of 7', '4 of 7']);
    await page.clock.runFor(100);
    await expect.poll(() => shownSlides(carousel)).toEqual(['4 of 7', '5 of 7']);

    // Paused while focus is inside; buttons and dots work from the keyboard.
    const next = carousel.getByRole('button', { name: 'Next review' });
    const prev = carousel.getByRole('button', { name: 'Previous review' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlides(carousel)).toEqual(['5 of 7', '6 of 7']);
    await page.clock.runFor(15000);
    await expect.poll(() => shownSlides(carousel)).toEqual(['5 of 7', '6 of 7']);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlides(carousel)).toEqual(['7 of 7', '1 of 7']);
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlides(carousel)).toEqual(['1 of 7', '2 of 7']);
    await prev.click();
    await expect.poll(() => shownSlides(carousel)).toEqual(['7 of 7', '1 of 7']);
    await carousel.getByRole('button', { name: 'Show review 3' }).click();
    await expect.poll(() => shownSlides(carousel)).toEqual(['3 of 7', '4 of 7']);
    await expect(carousel.getByRole('button', { name: 'Show review 3' })).toHaveAttribute('aria-current', 'true');

    // The rotation control stops and restarts the slide show.
    await page.locator('h1').click();
    await page.mouse.move(5, 5);
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.locator('h1').click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(15000);
    await expect.poll(() => shownSlides(carousel)).toEqual(['3 of 7', '4 of 7']);
    await expect(carousel.locator('.track')).toHaveAttribute('aria-live', 'polite');
    await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.locator('h1').click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect.poll(() => shownSlides(carousel)).toEqual(['4 of 7', '5 of 7']);
    await expect(carousel.locator('.track')).toHaveAttribute('aria-live', 'off');
  });

  test('reviews carousel at 375 px shows one card', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await expect.poll(() => shownSlides(carousel)).toHaveLength(1);
    const first = (await shownSlides(carousel))[0];
    await carousel.getByRole('button', { name: 'Next review' }).click();
    await expect.poll(() => shownSlides(carousel)).not.toEqual([first]);
  });

  test('FAQ: six questions, the first open, one open at a time, the open one closes', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(items.nth(2).locator('.answer')).toBeVisible();
    await items.nth(2).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });

  test('service areas: Read More / Read Less and Show ZIP Codes / Hide ZIP Codes, cities and neighborhoods', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const areas = page.locator('#service-areas');
    const more = areas.locator('summary', { hasText: 'Read More' });
    const tampaText = areas.getByText(/Tampa is hard on garage doors/);
    await expect(tampaText).toBeHidden();
    await more.click();
    await expect(tampaText).toBeVisible();
    await expect(areas.locator('summary', { hasText: 'Read Less' })).toBeVisible();
    await expect(areas.getByText('Read More', { exact: true })).toBeHidden();
    await areas.locator('summary', { hasText: 'Read Less' }).click();
    await expect(tampaText).toBeHidden();

    const zips = areas.locator('.zips .zip-list li');
    await expect(zips.first()).toBeHidden();
    await areas.locator('summary', { hasText: 'Show ZIP Codes' }).click();
    await expect(zips.first()).toBeVisible();
    await expect(areas.getByRole('heading', { name: 'Hillsborough County' })).toBeVisible();
    await expect(areas.getByRole('heading', { name: 'Pinellas County' })).toBeVisible();
    await expect(areas.getByRole('heading', { name: 'Pasco County' })).toBeVisible();
    await areas.locator('summary', { hasText: 'Hide ZIP Codes' }).click();
    await expect(zips.first()).toBeHidden();

    await expect(areas.locator('.popular li')).toHaveCount(5);
    await expect(areas.locator('.grid > li')).toHaveCount(3);
    for (const city of await areas.locator('.grid > li').all()) await expect(city.locator('li a')).toHaveCount(3);
    await expect(page.locator('#common-issues li h3')).toHaveText(['Humidity', 'Storm Damage', 'Salt Air Corrosion', 'Power Surges']);
  });

  test('CTA band: Schedule Service in Tampa, booking, call and the first four cities', async ({ page }) => {
    await page.goto('/');
    const cta = page.locator('section[aria-labelledby="home-cta-heading"]');
    await expect(cta.getByRole('heading', { name: headingOf('home', 'cta') })).toBeVisible();
    await expect(cta.getByRole('heading').getByRole('link', { name: headingOf('home', 'cta') })).toHaveAttribute('href', '/booking');
    await expect(cta.getByRole('link', { name: /Book Online/ })).toHaveAttribute('href', '/booking');
    await expect(cta.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    const cityLinks = cta.locator('a[href^="/cities/"]');
    await expect(cityLinks).toHaveCount(4);
    await expect(cta.locator(`a[href="${href('service-areas')}"]`)).toHaveCount(1);
  });

  test('stat cards rise into view when scrolled to, and simply show with reduced motion', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const stats = page.locator('[data-reveal]');
    await expect(stats).toHaveAttribute('data-reveal', 'waiting');
    await stats.scrollIntoViewIfNeeded();
    await expect(stats).toHaveAttribute('data-reveal', 'shown');
    await expect
      .poll(() =>
        stats
          .locator('li')
          .last()
          .evaluate((element) => getComputedStyle(element).opacity),
      )
      .toBe('1');

    const reduced = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const p2 = await reduced.newPage();
    await p2.goto(page.url());
    await hydrated(p2);
    await expect(p2.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'static');
    await expect(p2.locator('[data-reveal] li').first()).toHaveCSS('opacity', '1');
    await reduced.close();
  });

  test('hero picture: Loading... while the image loads, gone once it has', async ({ page }) => {
    // Held: the loading label shows; released: it goes.
    const image = await holdRequests(page, /\/images\/sized\/home-hero-\d+\./);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const loading = page.getByText('Loading...', { exact: true });
    await expect(loading).toBeVisible();
    image.release();
    await expect(loading).toHaveCount(0);
  });

  test('hero picture painted before the page hydrates: no loading label over it, at any moment', async ({ page }) => {
    // Any "Loading..." put into the page from its first byte on is seen.
    await page.addInitScript(() => {
      const watched = window as unknown as { sawLoading?: boolean };
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Loading...')) watched.sawLoading = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const scripts = await holdRequests(page, /\/assets\/entries\//);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const img = page.locator('section[aria-labelledby="home-hero-heading"] img');
    await expect.poll(() => img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    scripts.release();
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false)).toBe(false);
  });

  test('hero picture fails: the second local file is used and the Notice toast shows', async ({ page }) => {
    const problems = watchConsole(page);
    await page.route(/\/images\/sized\/home-hero-\d+\./, (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByText('Notice', { exact: true })).toBeVisible();
    await expect(page.getByText("Using fallback image as primary image couldn't be loaded.")).toBeVisible();
    const img = page.locator('section[aria-labelledby="home-hero-heading"] img');
    await expect(img).toHaveAttribute('src', /home-hero-fallback\.[0-9a-f]{8}\.jpg$/);
    await expect.poll(() => img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('Image Loading Error')).toHaveCount(0);
    expect(problems.filter((problem) => !/ERR_FAILED|Failed to load resource/.test(problem))).toEqual([]);
  });

  test('both hero images fail: the Image Loading Error toast shows and the loading label goes', async ({ page }) => {
    await page.route(/\/images\/sized\/home-hero/, (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    const { items, tag } = pageCopy('home', 'heroImage') as { items: Array<{ title: string; text: string }>; tag: string };
    await expect(page.getByText(items[1].title, { exact: true })).toBeVisible();
    await expect(page.getByText(items[1].text)).toBeVisible();
    await expect(page.getByText(tag, { exact: true })).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="home-hero-heading"] img')).toHaveCount(0);
  });

  test('JSON-LD: the business and the list of the six services, no ratings', async ({ page }) => {
    await page.goto('/');
    const ld = await jsonLd(page);
    expect(ld.map((block) => block['@type'])).toEqual(['HomeAndConstructionBusiness', 'ItemList']);
    expect(ld[0].telephone).toMatch(/^\+1\d{10}$/);
    expect(ld[0].openingHoursSpecification).toHaveLength(3);
    expect(ld[1].itemListElement.map((listItem: { url: string }) => new URL(listItem.url).pathname)).toEqual([
      '/services/garage-door-repair',
      '/services/garage-door-opener',
      '/services/spring-replacement',
      '/services/garage-door-installation',
      '/services/keypad-remote',
      '/services/preventative-maintenance',
    ]);
    expect(JSON.stringify(ld)).not.toMatch(/AggregateRating|"Review"/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home: every review readable, all brands shown, no filter buttons, no loading label', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[aria-roledescription="slide"]:visible')).toHaveCount(7);
    await expect(page.locator('#brands .tiles li')).toHaveCount(9);
    await expect(page.locator('#brands .filters')).toBeHidden();
    await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
    await expect(page.locator('[data-reveal] li').first()).toBeVisible();
    await page.locator('#service-areas summary', { hasText: 'Read More' }).click();
    await expect(page.getByText(/Tampa is hard on garage doors/)).toBeVisible();
  });

  test('service and city pages: every tab panel shows, under its name; no tab bar whose buttons would do nothing', async ({ page }) => {
    for (const path of ['/services/garage-door-repair', '/services/categories/garage-door-repair']) {
      await page.goto(path);
      const panels = page.locator('[role="tabpanel"]:visible');
      await expect(panels).toHaveCount(3);
      await expect(page.getByRole('tablist')).toBeHidden();
      const names = await page.getByRole('tab', { includeHidden: true }).allTextContents();
      for (const [i, name] of names.entries()) await expect(panels.nth(i).getByRole('heading', { level: 3 }).first()).toHaveText(name);
    }
    // A city's panels have headings of their own: no second one.
    await page.goto('/cities/tampa');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const panel of await page.locator('[role="tabpanel"]').all()) await expect(panel.getByRole('heading')).toHaveCount(1);
  });
});

test.describe('services index', () => {
  test('badges, main and specialized cards, FAQ and JSON-LD', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/services');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li')).toHaveText(['Home', 'Services']);
    await expect(page.locator('.badges li')).toHaveCount(4);
    await expect(page.locator('#main-services li')).toHaveCount(6);
    await expect(page.locator('#specialized-services li')).toHaveCount(15);
    const details = page.getByRole('link', { name: /^View Service Details/ });
    await expect(details).toHaveCount(21);
    await expect(page.locator('#expertise li h3')).toHaveText([
      'Comprehensive Repairs',
      'Quick Response',
      'Qualified Technicians',
      'Guaranteed Work',
    ]);
    await expect(page.locator('#service-area li')).toHaveCount(9);
    await expect(page.locator('#faq details')).toHaveCount(4);
    const ld = await jsonLd(page);
    expect(ld.map((block) => block['@type'])).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList']);
    expect(ld[0].geo).toBeTruthy();
    await details.first().click();
    await expect(page).toHaveURL(/\/services\/garage-door-repair$/);
    expect(problems).toEqual([]);
  });
});

test.describe('service detail', () => {
  test('tabs follow the WAI-ARIA pattern with the keyboard; sections, related services and JSON-LD', async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/services/spring-replacement');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Spring Replacement');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Warning Signs', 'Maintenance Tips', 'Brands We Service']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(/lubric|spring/i);
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/brands\//);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();

    await expect(page.locator('#process li h3')).toHaveText([
      'Initial Assessment',
      'Explanation and Quote',
      'Repair',
      'Testing',
      'Maintenance Recommendations',
    ]);
    await expect(page.locator('#service-areas .places li')).toHaveCount(9);
    const related = page.locator('#related li');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    // The side card stays in view while the page scrolls (wide screens).
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(page.locator('aside[aria-labelledby="side-card-heading"]')).toBeInViewport();

    const ld = await jsonLd(page);
    expect(ld.map((block) => block['@type'])).toEqual(['HomeAndConstructionBusiness', 'Service', 'BreadcrumbList']);
    expect(ld[1].name).toBe('Spring Replacement');
    expect(ld[1].provider['@id']).toBe(ld[0]['@id']);
    expect(ld[2].itemListElement.map((listItem: { name: string }) => listItem.name)).toEqual(['Home', 'Services', 'Spring Replacement']);

    await page.locator('#service-areas').getByRole('link', { name: 'Spring Replacement in Brandon' }).click();
    await expect(page).toHaveURL(/\/services\/spring-replacement\/brandon$/);
    await expect(page.locator('h1')).toHaveText('Spring Replacement in Brandon, FL');
    expect(problems).toEqual([]);
  });

  test('category view: Key Benefits first, canonical to the service page', async ({ page }) => {
    await page.goto('/services/categories/garage-door-cable-repair');
    await hydrated(page);
    await expect(page.getByRole('tab')).toHaveText(['Key Benefits', 'Our Process', 'Maintenance Tips']);
    await expect(page.getByRole('tab', { name: 'Key Benefits' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Our Process' }).click();
    await expect(page.getByRole('tabpanel').locator('li')).not.toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/garage-door-cable-repair$/);
    expect((await jsonLd(page)).map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    await expect(page.getByRole('link', { name: /View Service Details/ }).first()).toHaveAttribute(
      'href',
      '/services/garage-door-cable-repair',
    );
  });
});

test.describe('service in a city', () => {
  test('hero, four steps, offer, neighborhood cards, four FAQs, related links and JSON-LD with geo', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/services/garage-door-opener-repair/clearwater');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Garage Door Opener Repair in Clearwater, FL');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li')).toHaveText([
      'Home',
      'Services',
      'Garage Door Opener Repair',
      'Clearwater',
    ]);
    await expect(page.locator('#process .steps li h3')).toHaveText([
      'Diagnosis',
      'Upfront Pricing',
      'Expert Service',
      'Testing & Warranty',
    ]);
    await expect(page.locator('aside[aria-labelledby="offer-heading"]')).toContainText('Clearwater');
    const hoods = page.locator('#neighborhoods li');
    expect(await hoods.count()).toBeGreaterThanOrEqual(4);
    await expect(hoods.first().getByRole('link')).toHaveAttribute('href', /^\/cities\/clearwater\/[a-z-]+$/);
    await expect(page.locator('#faq details')).toHaveCount(4);
    // The service's own first question, then the shared ones written for its type of work.
    const service = loadSite(process.cwd()).site!.services.find((candidate) => candidate.id === 'garage-door-opener-repair')!;
    await expect(page.locator('#faq summary').first()).toHaveText(service.faq[0].question.replace('{{city}}', 'Clearwater'));
    await expect(page.locator('#faq summary').nth(1)).toHaveText('How much does Garage Door Opener Repair cost in Clearwater?');
    const ld = await jsonLd(page);
    expect(ld.map((block) => block['@type'])).toEqual(['HomeAndConstructionBusiness', 'Service', 'BreadcrumbList']);
    expect(ld[0].geo.latitude).toBeCloseTo(27.95, 1);
    expect(ld[1].areaServed.name).toContain('Clearwater');
    expect(ld[1].serviceType).toBe('Garage Door Opener Repair');
    await hoods.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/cities\/clearwater\/[a-z-]+$/);
    expect(problems).toEqual([]);
  });

  test('a pair with its own copy is indexable and shows that copy; a pair without is noindex, also after client navigation', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const robots = page.locator('head meta[name="robots"]');
    await page.goto('/services/spring-replacement/south-tampa');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Spring Replacement in South Tampa, FL');
    await expect(page.getByRole('heading', { level: 2, name: 'Why springs give out early near Bayshore' })).toBeVisible();
    // Own copy replaces the words of the description, not the spec's sections.
    await expect(page.locator('#overview, #conditions')).toHaveCount(0);
    await expect(page.locator('#process li')).toHaveCount(4);
    await expect(page.locator('#faq details')).toHaveCount(4);
    await expect(page.locator('#offer')).toContainText('South Tampa');
    await expect(robots).toHaveCount(0);
    expect((await jsonLd(page)).map((block) => block['@type'])).toEqual(['HomeAndConstructionBusiness', 'Service', 'BreadcrumbList']);
    // A pair the page links to that has no own copy (content/local/services/<service>/<city>.yaml).
    const hrefs = await page.locator('main a[href^="/services/"]').evaluateAll((as) => as.map((link) => link.getAttribute('href')!));
    const template = hrefs.find((target) => {
      const [, , service, city] = target.split('/');
      return city && !existsSync(join('content/local/services', service, `${city}.yaml`));
    })!;
    expect(template, 'a linked service-in-city page without own copy').toBeTruthy();
    await page.locator(`main a[href="${template}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${template}$`));
    await expect(page.locator('#overview')).toBeVisible();
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Spring Replacement in South Tampa, FL');
    await expect(robots).toHaveCount(0);
    const fresh = await page.request.get(template);
    expect(await fresh.text()).toContain('<meta name="robots" content="noindex, follow">');
    expect(problems).toEqual([]);
  });

  test('copy differs between services and cities', async ({ page }) => {
    const texts: string[] = [];
    // A service drawn from the template in every city (no folder of own copy), other than the third one here.
    const template = readdirSync('content/services')
      .map((file) => file.replace(/\.yaml$/, ''))
      .find((id) => id !== 'keypad-remote' && !existsSync(join('content/local/services', id)))!;
    for (const url of [`/services/${template}/westchase`, `/services/${template}/st-petersburg`, '/services/keypad-remote/tampa']) {
      await page.goto(url);
      texts.push(
        await page
          .locator('#overview, #conditions, #neighborhoods')
          .allInnerTexts()
          .then((sections) => sections.join('\n')),
      );
    }
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toContain('Hillsborough');
    expect(texts[1]).toContain('Pinellas');
  });
});

test.describe('unknown ids', () => {
  test('an unknown service or category redirects (301) to /services; a known old path to its page', async ({ request, page }) => {
    for (const path of ['/services/no-such-service', '/services/categories/no-such-service']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(301);
      expect(res.headers().location).toMatch(/\/services\/?$/);
    }
    const old = await request.get('/services/track-roller-service', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toMatch(/\/services\/garage-door-track-repair$/);
    await page.goto('/services/no-such-service');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('h1')).toHaveText(/Services/);
  });

  test('an unknown service or city pair: 404, Service or Location Not Found, a link to the service areas, the call or booking for a town with no page, and a service we offer', async ({
    page,
  }) => {
    for (const path of ['/services/garage-door-repair/orlando', '/services/no-such-service/tampa']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(headingOf('service-city', 'missing'));
      await expect(page.getByText("Sorry, we couldn't find information for the requested service or location.")).toBeVisible();
      await expect(page.locator(`main a[href="${href('service-areas')}"]`)).toHaveCount(1);
      // Not a dead end: the town may be one we serve without a page of its own.
      const towns = page.locator('main p', { hasText: 'Most towns we serve have no page of their own' });
      await expect(towns.locator(`a[href="${href('booking')}"]`)).toBeVisible();
      await expect(towns.locator('a[href^="tel:"]')).toBeVisible();
      // A service we offer has its own page (the ids are in the address: known once the page has hydrated).
      const service = page.locator(`main a[href="${href('service', { serviceId: 'garage-door-repair' })}"]`);
      await expect(service).toHaveCount(path.includes('garage-door-repair') ? 1 : 0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    }
  });
});
