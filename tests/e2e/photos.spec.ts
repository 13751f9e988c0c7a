/**
 * Content photos as a visitor sees them, with a photo and without, at 375 and 1280 px: a scratch
 * site whose content names photos where the frozen content has none
 * (tests/fixtures/manifests/photos-everywhere: two of the team and a van on the about page, one of
 * a service, a sample one of a review shown on the home page and on /reviews), drawn for the test,
 * built and served by `npm start` (the same server as the suite's, over that scratch site).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { drawPhotos } from '../support/drawn-photos';
import { PHONE, screensAllowed, screensTall } from '../support/heights';
import { hydrated, watchConsole } from '../support/page';
import { freePort } from '../support/ports';
import { spawnGroup, stopGroup, waitForOutput } from '../support/process-group';
import { scratchSite } from '../support/scratch-site';

/** The pictures the scenario's content names, drawn into the scratch site before it is built. */
const DRAWINGS = [
  { file: 'images/team.jpg', subject: 'Team' },
  { file: 'images/van.jpg', subject: 'Van' },
  { file: 'images/spring.jpg', subject: 'Spring' },
  { file: 'images/new-door.jpg', subject: 'New door' },
];
/** A service the scenario gives a photo, and one it does not. */
const WITH_PHOTO = '/services/spring-replacement';
const WITHOUT_PHOTO = '/services/garage-door-repair';

let scratch = '';
let data = '';
let origin = '';
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  scratch = scratchSite('photos-everywhere', { buildable: true });
  await drawPhotos(scratch, DRAWINGS);
  data = mkdtempSync(join(tmpdir(), 'photos-data-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawnGroup(process.execPath, [resolve('scripts/run.mjs'), 'start', '--build'], {
    cwd: scratch,
    env: {
      ...process.env,
      PORT: String(port),
      OUT_DIR: 'dist',
      LEADS_DB: join(data, 'leads.sqlite'),
      EDITORS_DB: join(data, 'editors.sqlite'),
    },
  });
  server.stderr!.resume();
  await waitForOutput(server, /Serving /, 'npm start over the scratch site with photos');
});

test.afterAll(async () => {
  if (server) await stopGroup(server);
  rmSync(scratch, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await hydrated(page);
}

/** The page does not scroll sideways: nothing on it is wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, 'the page is wider than the screen').toBeLessThanOrEqual(screen);
}

/**
 * A photo as it must stand on any page: described, lazy and sized in the HTML; drawn in a landscape
 * box it fills without being stretched; a sample carrying its mark inside the picture's box.
 */
async function expectPhoto(figure: Locator): Promise<Box> {
  await figure.scrollIntoViewIfNeeded();
  const img = figure.locator('img');
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('loading', 'lazy');
  expect((await img.getAttribute('alt'))?.split(' ').length).toBeGreaterThanOrEqual(4);
  expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
  await expect.poll(() => img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const [picture, drawn] = [await box(figure.locator('picture')), await box(img)];
  expect(Math.abs(drawn.width - picture.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(drawn.height - picture.height)).toBeLessThanOrEqual(1);
  expect(drawn.width / drawn.height).toBeGreaterThanOrEqual(1.2);
  expect(drawn.width / drawn.height).toBeLessThanOrEqual(1.8);
  const natural = await img.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight);
  if (Math.abs(natural - drawn.width / drawn.height) > 0.02)
    expect(await img.evaluate((image) => getComputedStyle(image).objectFit)).toBe('cover');
  if ((await figure.getAttribute('data-sample')) !== null) {
    const mark = figure.locator('[data-sample-mark]');
    await expect(mark).toHaveText(/sample photo/i);
    expect(inside(await box(mark), drawn), 'the sample mark lies on the picture').toBe(true);
  }
  return drawn;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const width of [375, 1280]) {
  const phone = width < 768;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 812 : 900 } });

    test('about: the team and van photos after the story, side by side or in a row that scrolls sideways', async ({ page }) => {
      const problems = watchConsole(page);
      await open(page, '/about');
      const team = page.locator('#team');
      await expect(team.getByRole('heading', { level: 2 })).toBeVisible();
      const figures = team.locator('[data-photo]');
      await expect(figures).toHaveCount(2);
      const [first, second] = [await expectPhoto(figures.nth(0)), await expectPhoto(figures.nth(1))];
      const list = team.locator('ul');
      if (phone) {
        // The first photo whole on the screen, the next one peeking; the row scrolls, the page does not.
        expect(first.x).toBeGreaterThanOrEqual(0);
        expect(first.x + first.width).toBeLessThanOrEqual(width);
        expect(second.x).toBeLessThan(width);
        expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
        await expect(list).toHaveAttribute('tabindex', '0');
        await expect(list).toHaveAccessibleName(/team/i);
      } else {
        // Side by side, one size, filling the section's width between them (no empty third column).
        expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(first.width - second.width)).toBeLessThanOrEqual(1);
        const section = await box(list);
        expect(second.x + second.width).toBeGreaterThan(section.x + section.width - 2);
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test('service: the description with its photo beside or under it, and without a photo the text alone', async ({ page }) => {
      const problems = watchConsole(page);
      await open(page, WITH_PHOTO);
      const about = page.locator('#about');
      const photo = await expectPhoto(about.locator('[data-photo]'));
      const lead = await box(about.locator('.lead'));
      if (phone) {
        // Under the text, as wide as it.
        expect(photo.y).toBeGreaterThanOrEqual(lead.y + lead.height);
        expect(Math.abs(photo.width - lead.width)).toBeLessThanOrEqual(2);
      } else {
        // Beside the text, from its top, in the same column.
        expect(photo.x).toBeGreaterThanOrEqual(lead.x + lead.width);
        expect(Math.abs(photo.y - lead.y)).toBeLessThanOrEqual(8);
        expect(photo.height).toBeLessThan(lead.height);
      }
      expect(inside(photo, await box(about))).toBe(true);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await open(page, WITHOUT_PHOTO);
      const bare = page.locator('#about');
      await expect(bare.locator('figure, picture, img')).toHaveCount(0);
      // No room kept for a photo: the text takes the block's width.
      const [text, block] = [await box(bare.locator('.lead')), await box(bare)];
      expect(text.width).toBeGreaterThan(Math.min(block.width, 600) - 2);
      expect(problems).toEqual([]);
    });

    test('reviews: a card with a photo beside cards without, each photo inside its card, the cards of a row one height', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await open(page, '/reviews');
      const cards = page.locator('#reviews article');
      const withPhoto = cards.filter({ has: page.locator('[data-photo]') });
      await expect(withPhoto).toHaveCount(1);
      const photo = await expectPhoto(withPhoto.locator('[data-photo]'));
      const card = await box(withPhoto);
      expect(inside(photo, card)).toBe(true);
      // Its neighbours in the same row (on a phone, the sideways row) stand as tall as it.
      const row = [];
      for (const other of await cards.all()) {
        const rect = await box(other);
        if (Math.abs(rect.y - card.y) <= 1) row.push(rect);
      }
      expect(row.length).toBeGreaterThan(1);
      for (const rect of row) expect(Math.abs(rect.height - card.height)).toBeLessThanOrEqual(1);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test('home: the review carousel shows a review’s photo small beside its author, and the others without', async ({ page }) => {
      const problems = watchConsole(page);
      await open(page, '/');
      const carousel = page.getByRole('region', { name: 'Customer reviews' });
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByRole('button', { name: /stop automatic/i }).click();
      const slides = carousel.locator('[aria-roledescription="slide"]');
      const labels = await slides.evaluateAll((all) =>
        all.map((slideElement) => (slideElement.querySelector('[data-photo]') ? 'photo' : 'none')),
      );
      const at = labels.indexOf('photo');
      expect(at).toBeGreaterThanOrEqual(0);
      expect(labels.filter((label) => label === 'none').length).toBeGreaterThan(0);
      await carousel.getByRole('button', { name: `Show review ${at + 1}` }).click();
      const slide = slides.nth(at);
      await expect(slide).toBeVisible();
      const thumb = await expectPhoto(slide.locator('[data-photo]'));
      const author = await box(slide.locator('.who'));
      // Small, beside the author's name (the slide keeps about its height), inside the card.
      expect(thumb.width).toBeLessThanOrEqual(128);
      expect(thumb.x + thumb.width).toBeLessThanOrEqual(author.x);
      expect(inside(thumb, await box(slide.locator('article')))).toBe(true);
      await expectNoSidewaysScroll(page);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('with photos on a phone', () => {
  test.use({ viewport: PHONE });
  for (const [kind, path] of [
    ['home', '/'],
    ['about', '/about'],
    ['service', WITH_PHOTO],
    ['reviews', '/reviews'],
  ]) {
    test(`${kind} (${path}) stays within ${screensAllowed(kind)} screens`, async ({ page }) => {
      await page.goto(origin + path);
      expect(await screensTall(page)).toBeLessThanOrEqual(screensAllowed(kind));
    });
  }
});
