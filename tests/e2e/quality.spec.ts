import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { everyPairWalk } from '../support/every-pair-walk';
import { headerControlsOffScreen, hydrated, watchConsole } from '../support/page';
import { href } from '../../src/routes/urls';

/** One page of every page kind. */
const KINDS: Record<string, string> = {
  home: '/',
  'services-index': '/services',
  service: '/services/garage-door-repair',
  'service-category': '/services/categories/spring-replacement',
  'service-city': '/services/spring-replacement/westchase',
  'service-city with own copy': '/services/spring-replacement/south-tampa',
  brands: '/brands',
  brand: '/brands/liftmaster',
  city: '/cities/st-petersburg',
  neighborhood: '/cities/tampa/ybor-city',
  'neighborhood with own copy': '/cities/south-tampa/hyde-park',
  'service-areas': href('service-areas'),
  about: '/about',
  reviews: '/reviews',
  faq: '/faq',
  booking: '/booking',
  'booking-result': '/booking/thanks',
  legal: '/privacy',
  'not-found': '/no-such-page',
  'city-not-found': '/cities/sarasota',
};

/**
 * At one width, on the page loaded at that width: no axe violations (WCAG 2.2 A/AA), targets >= 24 px,
 * icons at their size, no sideways scroll. Axe runs in the page itself (its legacy mode): the pages
 * have no frames, and its default mode opens one more page per run only to merge the frames' results.
 */
async function checkAt(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await hydrated(page);
  // Axe judges the page at rest: the review carousel lays its cards out again for the width once
  // hydrated, and a card still fading in (its text at a fifth of its opacity) is not its contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(page.frames(), 'a page with frames needs axe to look into each (AxeBuilder without setLegacyMode)').toHaveLength(1);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(violations).toEqual([]);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea, [role="tab"]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
        // Inside a closed <details>, content keeps a box but is not rendered (content-visibility).
        if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
        // Links inside running text are exempt (WCAG 2.5.8 inline exception).
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline' && el.closest('p, li')?.textContent !== el.textContent)
          return false;
        return box.width < 24 || box.height < 24;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`,
      ),
  );
  expect(small).toEqual([]);
  // Every icon is drawn at the size its component asked for: no page's CSS stretches or squeezes it.
  const resized = await page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>('svg.icon')]
      .map((svg) => ({ svg, r: svg.getBoundingClientRect() }))
      .filter(
        ({ svg, r: box }) =>
          (box.width || box.height) &&
          svg.checkVisibility({ contentVisibilityAuto: true }) &&
          (Math.round(box.width) !== Number(svg.getAttribute('width')) || Math.round(box.height) !== Number(svg.getAttribute('height'))),
      )
      .map(
        ({ svg, r: box }) =>
          `${svg.parentElement?.tagName.toLowerCase()} "${(svg.parentElement?.textContent ?? '').trim().slice(0, 30)}": ${svg.getAttribute('width')} drawn ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
  expect(resized).toEqual([]);
  // Nothing is wider than the screen: a row of cards scrolls sideways inside itself, never the page.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A control that books, inside the first screen of a phone: a link to the booking page, or the booking form's first field on it. */
async function bookingOnFirstScreen(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await hydrated(page);
  const onFirstScreen = await page.evaluate((booking) => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.top >= 0 &&
        box.bottom <= window.innerHeight &&
        el.checkVisibility({ visibilityProperty: true })
      );
    };
    // The booking page, with or without the page's service and city in its query.
    const links = [...document.querySelectorAll(`a[href="${booking}"], a[href^="${booking}?"]`)];
    const fields =
      location.pathname === booking ? [...document.querySelectorAll('form input:not([type="hidden"]), form select, form textarea')] : [];
    return [...links, ...fields].filter(shown).map((el) => el.textContent?.trim() || el.getAttribute('name'));
  }, href('booking'));
  expect(onFirstScreen, `nothing on the first screen of ${path} books a visit`).not.toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('header').getByRole('link', { name: 'Book a Service' })).toBeVisible();
}

// One test per page kind, its page loaded afresh for each check (one browser context for the three).
for (const [kind, path] of Object.entries(KINDS)) {
  test(`${kind}: at 375 and 1280 px no axe violations (WCAG 2.2 A/AA), targets >= 24 px, icons at their size, no sideways scroll; booking one tap away on the first screen of a phone (390x844) and in the header at 1280 px; no console errors`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    for (const width of [375, 1280]) await test.step(`at ${width} px`, () => checkAt(page, path, width));
    await test.step('booking one tap away on a phone (390x844), and in the header at 1280 px', () => bookingOnFirstScreen(page, path));
    // A not-found page is itself a 404 response, which Chromium logs as a failed resource.
    expect(problems.filter((problem) => !(kind.includes('not-found') && /status of 404/.test(problem)))).toEqual([]);
  });
}

/**
 * The floating buttons whose label (its text, not the icon beside it) stands on more than one line
 * or reaches past its button's edge.
 */
function brokenFloatingLabels(page: Page): Promise<string[]> {
  return page.locator('nav[aria-label="Quick contact"] a').evaluateAll((links) =>
    links.flatMap((link) => {
      const rects = [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()].filter((rect) => rect.width > 0);
        });
      const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
      const right = Math.max(...rects.map((rect) => rect.right));
      const edge = link.getBoundingClientRect().right;
      return lines > 1 || right > edge
        ? [`"${link.textContent?.trim()}" on ${lines} lines, to ${Math.round(right)} of ${Math.round(edge)}`]
        : [];
    }),
  );
}

/** The phone's links (its number is never broken over two lines) that reach past the block they stand in: the footer's column, a paragraph. */
function overflowingPhoneLinks(page: Page): Promise<string[]> {
  return page.locator('a[href^="tel:"]').evaluateAll((links) =>
    links.flatMap((link) => {
      const box = link.getBoundingClientRect();
      const block = link.parentElement?.closest('p, li, section, address, div')?.getBoundingClientRect();
      return box.width > 0 && block && box.right > block.right + 1
        ? [`"${link.textContent?.trim()}" to ${Math.round(box.right)} of ${Math.round(block.right)}`]
        : [];
    }),
  );
}

/**
 * The phone number's links in running text whose colour is not their text's: on a dark band the
 * site's link colour (navy) could not be read, and axe leaves a gradient's contrast unjudged.
 */
function unreadablePhoneLinks(page: Page): Promise<string[]> {
  return page.locator('a.phone-link').evaluateAll((links) =>
    links.flatMap((link) => {
      const own = getComputedStyle(link).color;
      const text = link.parentElement ? getComputedStyle(link.parentElement).color : own;
      return own === text ? [] : [`"${link.parentElement?.textContent?.trim().slice(0, 40)}…": ${own} in ${text}`];
    }),
  );
}

/** The marks of sample content ("Sample rating") that break over two lines or reach past the item they mark. */
function brokenSampleMarks(page: Page): Promise<string[]> {
  return page.locator('[data-sample-mark]').evaluateAll((marks) =>
    marks.flatMap((mark) => {
      const box = mark.getBoundingClientRect();
      const item = mark.closest('[data-sample]')?.getBoundingClientRect();
      const lines = Math.round(box.height / parseFloat(getComputedStyle(mark).fontSize));
      return lines > 2 || (item && box.right > item.right)
        ? [
            `"${mark.textContent?.trim()}" ${Math.round(box.height)} px tall, to ${Math.round(box.right)} of ${Math.round(item?.right ?? 0)}`,
          ]
        : [];
    }),
  );
}

test('at 320 px, the narrowest phones: no page of any kind scrolls sideways, the header keeps its controls on the screen, each floating button holds its label on one line, each sample mark its words, and each phone link its block and its text’s colour', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const narrowest = { width: 320, height: 640 };
  await page.setViewportSize(narrowest);
  const problems: string[] = [];
  for (const [kind, path] of Object.entries(KINDS)) {
    await page.goto(path);
    await hydrated(page);
    const wide = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    if (wide > narrowest.width) problems.push(`${kind}: the page is ${wide} px wide`);
    for (const control of await headerControlsOffScreen(page)) problems.push(`${kind}: header ${control}`);
    for (const label of await brokenFloatingLabels(page)) problems.push(`${kind}: floating ${label}`);
    for (const mark of await brokenSampleMarks(page)) problems.push(`${kind}: sample mark ${mark}`);
    for (const link of await overflowingPhoneLinks(page)) problems.push(`${kind}: phone link ${link}`);
    for (const link of await unreadablePhoneLinks(page)) problems.push(`${kind}: phone link in its own colour ${link}`);
  }
  expect(problems).toEqual([]);
});

test('client navigation between every pair of page kinds works, with no console error', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const walk = everyPairWalk(Object.values(KINDS));
  expect(walk[0]).toBe('/');
  await page.goto(walk[0]);
  await hydrated(page);
  // Each step of the walk is one pair: from the page the last step reached to the next.
  for (const to of walk.slice(1)) {
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`));
    await expect(page.locator('h1')).toHaveCount(1);
  }
  expect(problems.filter((problem) => !/404 \(Not Found\)/.test(problem))).toEqual([]);
});

test('keyboard only: skip link, header menus, tabs, accordions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/garage-door-repair');
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const services = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });
  await expect(services).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Services' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toBeFocused();
  const tab = page.getByRole('tab').first();
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab').nth(1)).toBeFocused();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  const summary = page.locator('main details[name] > summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main details[name]').first()).toHaveAttribute('open', '');
});
