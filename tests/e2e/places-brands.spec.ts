import { expect, test, type Page } from '@playwright/test';
import { hydrated, watchConsole } from '../support/page';
import { href } from '../../src/routes/urls';
import { bookingHref } from '../../src/booking/rules/links';
import { headingOf } from '../support/page-copy';

const CITIES = ['tampa', 'south-tampa', 'brandon', 'westchase', 'carrollwood', 'st-petersburg', 'clearwater', 'wesley-chapel'];
const BRANDS = ['clopay', 'amarr', 'wayne-dalton', 'liftmaster', 'genie', 'chamberlain', 'overhead-door', 'chi', 'raynor'];

const brandCards = (page: Page) => page.locator('#brands li:has(> h3)');

test.describe('brand list', () => {
  test('search matches names in any case; tabs All, Residential, Commercial filter; arrows move between tabs', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/brands');
    await hydrated(page);
    const all = page.getByRole('tab', { name: 'All' });
    const residential = page.getByRole('tab', { name: 'Residential' });
    const commercial = page.getByRole('tab', { name: 'Commercial' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(brandCards(page)).toHaveCount(9);

    const search = page.getByLabel('Search brands by name');
    await search.fill('LIFT');
    await expect(brandCards(page)).toHaveCount(1);
    await expect(brandCards(page).getByRole('heading', { level: 3 })).toHaveText('LiftMaster');
    await search.fill('chamberlain');
    await expect(brandCards(page).getByRole('heading', { level: 3 })).toHaveText(['Chamberlain']);
    await commercial.click();
    await expect(commercial).toHaveAttribute('aria-selected', 'true');
    await expect(brandCards(page)).toHaveCount(0);
    await expect(page.getByText('No brands match “chamberlain”.')).toBeVisible();
    await search.fill('');
    await expect(brandCards(page)).toHaveCount(8);
    await expect(brandCards(page).getByRole('heading', { name: 'Chamberlain', exact: true })).toHaveCount(0);
    await residential.click();
    await expect(brandCards(page)).toHaveCount(9);
    await residential.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(all).toBeFocused();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(commercial).toHaveAttribute('aria-selected', 'true');
    expect(problems).toEqual([]);
  });

  test('a card shows kinds with text labels, the first 3 models, "+N more models" and a link to the brand', async ({ page }) => {
    await page.goto('/brands');
    const clopay = brandCards(page).filter({ has: page.getByRole('heading', { name: 'Clopay' }) });
    await expect(clopay.locator('.kinds li')).toHaveText(['Residential', 'Commercial']);
    await expect(clopay.locator('.models li')).toHaveCount(3);
    await expect(clopay).toContainText(/\+\d+ more models/);
    await expect(clopay.getByRole('link', { name: /Clopay repair and service/ })).toHaveAttribute('href', '/brands/clopay');
    const chamberlain = brandCards(page).filter({ has: page.getByRole('heading', { name: 'Chamberlain' }) });
    await expect(chamberlain.locator('.kinds li')).toHaveText(['Residential']);
    await expect(page.locator('#faq details')).toHaveCount(4);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the brand list shows every brand and hides the search and tabs that need a script', async ({ page }) => {
    await page.goto('/brands');
    await expect(brandCards(page)).toHaveCount(9);
    await expect(page.getByLabel('Search brands by name')).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Residential' })).toBeHidden();
  });

  test('the map is a plain link and no map button; the long text still opens; every city tab panel shows', async ({ page }) => {
    await page.goto(href('service-areas'));
    await expect(page.getByRole('button', { name: 'Show map' })).toBeHidden();
    await expect(page.getByRole('link', { name: /View Tampa, FL on Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=Tampa,FL',
    );
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByText('Read More About Our Service Areas').click();
    await expect(page.getByRole('heading', { name: 'Preparing for Hurricane Season' })).toBeVisible();
    await page.goto('/cities/brandon');
    for (const heading of [
      'Garage Door Repairs in Brandon',
      'New Door and Opener Installation in Brandon',
      'Garage Door Maintenance in Brandon',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('an unknown city shows the message without an id before the script runs', async ({ page }) => {
    const res = await page.goto('/cities/sarasota');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('City Information Not Found');
    await expect(page.locator('main')).toContainText("Sorry, we couldn't find detailed information for the requested city.");
    await expect(page.locator('main')).not.toContainText('_missing');
    // A town we serve without a page of its own: the visitor is offered the phone and the form, not only sent away.
    const served = page.locator('main p').filter({ hasText: 'Most towns we serve have no page of their own' });
    await expect(served.getByRole('link', { name: 'book a visit' })).toHaveAttribute('href', '/booking');
    await expect(served.locator('a[href^="tel:"]')).toHaveCount(1);
  });
});

test('the Tampa map loads nothing from a third party before the visitor asks for it', async ({ page }) => {
  const problems = watchConsole(page);
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(request.url()) && !request.url().startsWith('data:'))
      thirdParty.push(request.url());
  });
  // The map's own requests cannot succeed offline; answer them locally so only the request matters.
  await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
  await page.goto(href('service-areas'));
  await hydrated(page);
  await page.locator('#intro').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.locator('iframe');
  await expect(map).toHaveAttribute('src', 'https://www.google.com/maps?q=Tampa,FL&output=embed');
  await expect(map).toHaveAttribute('title', /Tampa, FL/);
  await expect(map).toBeFocused();
  await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('service areas: counties, neighborhoods, districts, popular links, and Read More / Read Less collapsed by default', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(href('service-areas'));
  await hydrated(page);
  await expect(page.getByRole('link', { name: /Call \(\d{3}\) \d{3}-\d{4}/ }).first()).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.locator('main').getByRole('link', { name: 'Schedule Service' }).first()).toHaveAttribute('href', '/booking');
  await expect(page.locator('#intro li')).toHaveCount(4);
  await expect(page.locator('#intro').getByRole('link', { name: /Services/ })).toHaveAttribute('href', '/services');
  await expect(page.locator('#counties h3')).toHaveText(['Hillsborough County', 'Pinellas County', 'Pasco County']);
  const hillsborough = page.locator('#counties li:has(> h3)').first();
  await expect(hillsborough.locator('.links a')).toHaveCount(6);
  await expect(hillsborough.locator('.links a').first()).toHaveAttribute('href', '/cities/tampa/seminole-heights');
  await expect(page.locator('#neighborhoods h3')).toHaveText(['Hillsborough County', 'Pinellas County', 'Pasco County']);
  await expect(page.locator('#districts li')).toHaveCount(18);
  await expect(page.locator('#commitments li')).toHaveCount(3);
  await expect(page.locator('#popular li')).toHaveCount(6);
  await expect(page.locator('#popular a[href="/services/garage-door-track-repair/st-petersburg"]')).toHaveCount(1);

  const more = page.locator('#more details');
  const summary = more.locator('summary');
  // The label a visitor sees (the other one is display: none).
  const label = summary.locator('span:visible');
  await expect(more).not.toHaveAttribute('open');
  await expect(label).toHaveText('Read More About Our Service Areas');
  await expect(summary).toHaveAccessibleName('Read More About Our Service Areas');
  await expect(page.getByRole('heading', { name: 'Preparing for Hurricane Season' })).toBeHidden();
  await summary.click();
  await expect(label).toHaveText('Read Less');
  await expect(summary).toHaveAccessibleName('Read Less');
  await expect(page.getByRole('heading', { name: 'Preparing for Hurricane Season' })).toBeVisible();
  await summary.click();
  await expect(label).toHaveText('Read More About Our Service Areas');
  await expect(page.getByRole('heading', { name: 'Preparing for Hurricane Season' })).toBeHidden();
  expect(problems).toEqual([]);
});

for (const [path, count] of [
  [href('service-areas'), 5],
  ['/cities/clearwater', 5],
  ['/cities/tampa/ybor-city', 4],
  ['/brands', 4],
] as const) {
  test(`FAQs on ${path}: ${count} questions, one open at a time, all may close`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(count);
    for (let i = 0; i < count; i++) await expect(items.nth(i)).not.toHaveAttribute('open');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(1).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json));
    // FAQPage markup is for /faq only: these questions are shown, not marked up.
    expect(ld.find((block) => block['@type'] === 'FAQPage')).toBeUndefined();
  });
}

test('city page: hero, services, neighborhood cards, tabs with Repairs first, no invented projects, the business and a local Service', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/cities/st-petersburg');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Garage Door Repair in St. Petersburg, FL');
  await expect(page.locator('#services a').first()).toHaveAttribute('href', /^\/services\/[a-z-]+$/);
  const cards = page.locator('#neighborhoods li');
  await expect(cards.first().locator('h3')).toHaveText('Old Northeast');
  await expect(cards.first()).toContainText('33701, 33704');
  await expect(cards.first().locator('.clamp')).toHaveCSS('-webkit-line-clamp', '3');
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/cities/st-petersburg/old-northeast');

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Repairs', 'Installation', 'Maintenance']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Garage Door Repairs in St. Petersburg' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Garage Door Maintenance in St. Petersburg' })).toBeHidden();
  await tabs.nth(2).click();
  await expect(page.getByRole('heading', { name: 'Garage Door Maintenance in St. Petersburg' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Garage Door Repairs in St. Petersburg' })).toBeHidden();

  // St. Petersburg's recent jobs are listed on their neighborhoods' pages, none on the city page.
  await expect(page.locator('#projects')).toHaveCount(0);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json));
  const business = ld.find((block) => block['@type'] === 'HomeAndConstructionBusiness');
  expect(business.geo['@type']).toBe('GeoCoordinates');
  expect(business.description).toBeTruthy();
  const service = ld.find((block) => block['@type'] === 'Service');
  expect(service.areaServed.name).toBe('St. Petersburg, FL');
  expect(service.provider['@id']).toBe(business['@id']);
  expect(problems).toEqual([]);
});

test('neighborhood page: breadcrumb, ZIPs, services without stars, the offer, its own recent work, related links', async ({ page }) => {
  await page.goto('/cities/wesley-chapel/seven-oaks');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Service Areas',
    'Wesley Chapel',
  ]);
  await expect(page.locator('h1')).toHaveText('Garage Door Repair in Seven Oaks, Wesley Chapel');
  await expect(page.getByText('ZIP code 33544')).toBeVisible();
  await expect(page.locator('#popular li')).toHaveCount(3);
  await expect(page.locator('#popular').getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  // The one offer (site.yaml's `offer`), whatever its words.
  await expect(page.locator('#offer')).toContainText(/\d+(%|\$)? off|\$\d+ off/);
  await expect(page.locator('#projects')).toHaveCount(0); // no job listed for Seven Oaks
  await page.goto('/cities/wesley-chapel/meadow-pointe');
  await expect(page.locator('#projects li')).toHaveCount(1);
  await expect(page.locator('#projects li .place')).toContainText('Meadow Pointe');
  await page.goto('/cities/wesley-chapel/seven-oaks');
  const related = page.locator('#related a');
  await expect(related).toHaveCount(4);
  expect(await related.evaluateAll((as) => as.map((link) => link.getAttribute('href')))).toEqual([
    '/cities/wesley-chapel',
    href('service-areas'),
    '/services',
    // Booking carries the page's city (decision 071).
    bookingHref({ city: 'wesley-chapel' }),
  ]);
});

test('brand page: website in a new tab, badges, services with three issues, call and book, back to brands', async ({ page }) => {
  await page.goto('/brands/liftmaster');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('LiftMaster');
  const site = page.getByRole('link', { name: /Official LiftMaster website \(opens in a new tab\)/ });
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', /noopener/);
  await expect(site).toHaveAttribute('href', 'https://www.liftmaster.com');
  const services = page.locator('#services > .container > ul > li');
  await expect(services).toHaveCount(6);
  for (const li of await services.all()) {
    await expect(li.locator('ul li')).toHaveCount(3);
    await expect(li.getByRole('link')).toHaveAttribute('href', /^\/services\/[a-z-]+$/);
  }
  await expect(page.locator('#common-issues li')).toHaveCount(4);
  await expect(page.locator('#cta').getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.locator('#cta').getByRole('link', { name: /Schedule Service/ })).toHaveAttribute('href', '/booking');
  await page.getByRole('link', { name: 'Back to All Brands' }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.locator('h1')).toHaveText(headingOf('brands', 'hero'));
});

test.describe('not found', () => {
  for (const [path, heading, text, link] of [
    [
      '/cities/x',
      'City Information Not Found',
      "Sorry, we couldn't find detailed information for the requested city: x",
      'View All Service Areas',
    ],
    [
      '/cities/orlando',
      'City Information Not Found',
      "Sorry, we couldn't find detailed information for the requested city: orlando",
      'Return to Home',
    ],
    [
      '/cities/tampa/x',
      'Neighborhood Not Found',
      "Sorry, we couldn't find information for the requested neighborhood.",
      'View All Service Areas',
    ],
    [
      '/cities/x/seminole-heights',
      'Neighborhood Not Found',
      "Sorry, we couldn't find information for the requested neighborhood.",
      'View All Service Areas',
    ],
    ['/brands/x', 'Brand not found.', 'We could not find that brand.', 'View All Brands'],
  ] as const) {
    test(`${path}: 404 and "${heading}"`, async ({ page }) => {
      const problems = watchConsole(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.locator('main')).toContainText(text);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.locator('main').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(
        link === 'Return to Home' ? /\/$/ : link === 'View All Brands' ? /\/brands$/ : new RegExp(`${href('service-areas')}$`),
      );
      expect(problems.filter((problem) => !/404 \(Not Found\)/.test(problem))).toEqual([]);
    });
  }
});

test("a neighborhood we have no page for, under a city we serve, offers that city's page, which lists its neighborhoods", async ({
  page,
}) => {
  const res = await page.goto('/cities/tampa/hyde-park');
  expect(res?.status()).toBe(404);
  await hydrated(page);
  await page.locator('main').getByRole('link', { name: 'All Neighborhoods in This City' }).click();
  await expect(page).toHaveURL(/\/cities\/tampa$/);
  await expect(page.locator('h1')).toContainText('Tampa');
  // Under a city we do not serve there is no such page to offer.
  await page.goto('/cities/x/seminole-heights');
  await hydrated(page);
  await expect(page.locator('main').getByRole('link', { name: 'View All Service Areas' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'All Neighborhoods in This City' })).toHaveCount(0);
});

test('a city, brand or neighborhood a slip of the keyboard away is offered on its not-found page', async ({ page }) => {
  for (const [typed, meant, heading, name] of [
    ['/cities/brandn', '/cities/brandon', 'Garage Door Repair in Brandon, FL', /Brandon/],
    ['/brands/liftmastr', '/brands/liftmaster', /LiftMaster/, /LiftMaster/],
  ] as const) {
    const res = await page.goto(typed);
    expect(res?.status(), typed).toBe(404);
    await hydrated(page);
    const offer = page.locator('main .near');
    // Offered by its name, as the visitor knows the page, not by its address.
    const link = offer.getByRole('link');
    await expect(link).toHaveText(name);
    await expect(link).not.toHaveText(meant);
    await expect(offer).toHaveText(/^Did you mean .+\?$/);
    await expect(link).toHaveAttribute('href', meant);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${meant}$`));
    await expect(page.locator('h1')).toHaveText(heading);
  }
  // Nothing near: nothing offered.
  await page.goto('/cities/orlando');
  await hydrated(page);
  await expect(page.locator('main .near')).toHaveCount(0);
});

test('without JavaScript, the owner’s server offers the city or brand a slip of the keyboard away, by name, with 404', async ({
  browser,
}) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  for (const [typed, meant, name] of [
    ['/cities/brandn', '/cities/brandon', /Brandon/],
    ['/brands/liftmastr', '/brands/liftmaster', /LiftMaster/],
  ] as const) {
    const res = await page.goto(typed);
    expect(res?.status(), typed).toBe(404);
    const link = page.locator('main .near').getByRole('link');
    await expect(link).toHaveText(name);
    await expect(link).toHaveAttribute('href', meant);
  }
  await page.goto('/cities/orlando');
  await expect(page.locator('main .near')).toHaveCount(0);
  // No dead end: an unknown neighborhood, or a town a service has no page for, leads up to the page it sits under.
  for (const [typed, up] of [
    ['/cities/tampa/nowhere-at-all', '/cities/tampa'],
    ['/services/garage-door-repair/orlando', '/services/garage-door-repair'],
  ]) {
    const res = await page.goto(typed);
    expect(res?.status(), typed).toBe(404);
    await expect(
      page
        .locator('main .near')
        .filter({ hasText: /^Go up to / })
        .getByRole('link'),
    ).toHaveAttribute('href', up);
  }
  await ctx.close();
});

test('city ids are lower-cased: case variants and mixed case redirect, and in the app mixed case lands on the city after the script runs', async ({
  page,
  request,
}) => {
  // The owner's server answers any mixed case of a page with 301 (a static host's _redirects lists the variants).
  for (const variant of ['/cities/TAMPA', '/cities/Tampa', '/cities/St-Petersburg', '/cities/BrAnDoN']) {
    const res = await request.get(variant, { maxRedirects: 0 });
    expect(res.status(), variant).toBe(301);
    expect(res.headers().location, variant).toBe(variant.toLowerCase());
  }
  await page.goto('/cities/BrAnDoN');
  await expect(page).toHaveURL(/\/cities\/brandon$/);
  await expect(page.locator('h1')).toHaveText('Garage Door Repair in Brandon, FL');
  // Within the app (Back and Forward, a link), the script lower-cases the id itself.
  await hydrated(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/cities/CLEARWATER');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/cities\/clearwater$/);
  await expect(page.locator('h1')).toHaveText('Garage Door Repair in Clearwater, FL');
});

test('every link on the service-areas, city, neighborhood and brand pages answers 200', async ({ request }) => {
  test.setTimeout(180_000);
  const pages = [
    href('service-areas'),
    '/brands',
    ...BRANDS.map((brand) => `/brands/${brand}`),
    ...CITIES.map((city) => `/cities/${city}`),
  ];
  // Every neighborhood page, as the service-areas directory lists them.
  const directory = await (await request.get(href('service-areas'))).text();
  const neighborhoods = [...directory.matchAll(/href="(\/cities\/[a-z-]+\/[a-z-]+)"/g)].map((match) => match[1]);
  expect(new Set(neighborhoods).size).toBeGreaterThanOrEqual(CITIES.length * 4);
  pages.push(...new Set(neighborhoods));
  pages.push('/cities/_missing', '/cities/_missing/_missing', '/brands/_missing');

  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const url of pages) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect([200, 404]).toContain(res.status());
    const html = await res.text();
    const body = html.slice(html.indexOf('<body'), html.indexOf('<script type="application/json"'));
    for (const [, raw] of body.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const href = raw.replace(/&amp;/g, '&');
      if (/^(tel|sms|mailto):/.test(href)) continue;
      if (/^https?:/.test(href)) {
        if (!href.startsWith('https://')) broken.push(`${url} -> ${href} (not https)`);
        continue;
      }
      const path = href.split('#')[0];
      if (!checked.has(path)) checked.set(path, (await request.get(path, { maxRedirects: 0 })).status());
      if (checked.get(path) !== 200) broken.push(`${url} -> ${href} (${checked.get(path)})`);
    }
  }
  expect(checked.size).toBeGreaterThan(60);
  expect(broken).toEqual([]);
});

test('on a phone, a local fact stands in a card as tall as the fact, and no blank stands under a card: neither an empty box nor a row as tall as its longest fact', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of [
    href('city', { cityId: 'tampa' }),
    href('city', { cityId: 'brandon' }),
    href('neighborhood', { cityId: 'tampa', neighborhoodId: 'seminole-heights' }),
  ]) {
    await page.goto(url);
    const cards = await page.locator('[data-local-facts] [data-fact]').evaluateAll((facts) =>
      facts.map((fact, i) => {
        const box = fact.getBoundingClientRect();
        const last = fact.querySelector('dd')!.getBoundingClientRect();
        // What comes under the card: the next card, or the end of the list when it is the last.
        const under = (facts[i + 1] ?? fact.parentElement!).getBoundingClientRect();
        const next = facts[i + 1] && under.top > box.top ? under.top : fact.parentElement!.getBoundingClientRect().bottom;
        return {
          fact: (fact as HTMLElement).dataset.fact,
          below: Math.round(box.bottom - last.bottom),
          gap: Math.round(next - box.bottom),
        };
      }),
    );
    expect(cards.length, url).toBeGreaterThan(2);
    for (const card of cards) {
      // Below the fact's last line: the card's padding and border only (about 20 px), never a blank box.
      expect(card.below, `${url}: ${card.fact}`).toBeLessThan(40);
      // Under the card: the gap to the next one, or nothing, never a blank as tall as another card.
      expect(card.gap, `${url}: under ${card.fact}`).toBeLessThan(40);
    }
  }
});
