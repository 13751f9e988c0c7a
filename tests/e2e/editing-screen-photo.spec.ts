/**
 * A new photo for the home page from the editing screen, as an office manager changes it: `npm run
 * edit` over a scratch site, Decap's image field, a photo from the computer. The save is the
 * photo's file and one changed line; a photo too small for its place is said at its field as soon
 * as it is chosen (on a phone and on a computer), and refused there at Publish.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { pictureOf, readSourceImage } from '../../src/manifest/images';
import { changedLines, expectSaved, openEntry, publish, test, useEditServer } from '../support/edit-screen';

const photos = mkdtempSync(join(tmpdir(), 'photos-'));

test.describe('a new photo from the editing screen', () => {
  const edit = useEditServer();

  test.afterAll(() => {
    rmSync(photos, { recursive: true, force: true });
  });

  /** A photo as a phone makes it: a JPEG of `width` x `height`. */
  async function photo(name: string, width: number, height: number): Promise<string> {
    const file = join(photos, name);
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#3d6b8c' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    writeFileSync(file, bytes);
    return file;
  }

  /** Opens the home page's "Hero image" group and chooses `file` for its photo through the media library's upload. */
  async function choosePhoto(page: Page, file: string): Promise<void> {
    await openEntry(page, edit, 'pages/entries/page-home');
    await page
      .getByText(/^hero image$/i)
      .first()
      .click();
    await page
      .getByRole('button', { name: /choose different image|choose an image/i })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles(file);
    // The picker speaks of photos, in the office's words (not Decap's "assets", "Draft", "Choose selected").
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Use the chosen photo' }) });
    await expect(picker).toContainText('Photos');
    await expect(picker).toContainText('Not published yet');
    expect(await picker.innerText()).not.toMatch(/asset|draft|selected/i);
    // The upload is the one chosen.
    await page.getByRole('button', { name: 'Use the chosen photo' }).click();
  }

  test('a photo from the computer replaces the hero photo: asked whether its words still fit, then its file and one changed line', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await choosePhoto(page, await photo('new-door.jpg', 2000, 1300));
    // The preview shows it before it is published, from the computer's copy (at its address on the site it is not yet).
    const shown = page.frameLocator('#preview-pane').frameLocator('iframe[title="Page preview"]').locator('img[src^="blob:"]').first();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await publish(page);
    // The hero's words were written for the photo replaced: asked first. "Write new words" saves nothing and marks them.
    const asked = page.getByRole('dialog', { name: 'Do these words still describe the new photo?' });
    await expect(asked).toContainText('“Illustration of a Florida home at dusk');
    await asked.getByRole('button', { name: 'Write new words' }).click();
    await expect(page.locator('.field-problem')).toHaveText(
      'These words describe the photo you replaced. Describe the new photo: what it shows, in a sentence.',
    );
    // The box of the words is ready to type in; the note says what comes next.
    await expect(page.locator('textarea[id^="intro-field"][aria-invalid="true"]')).toBeFocused();
    await expect(page.getByText('Not published yet: write the words for the new photo (marked), then publish.')).toBeVisible();
    expect(changedLines(edit)).toEqual([]);
    // The same door in a better shot: they still fit. Publishing again takes the last refusal's note away.
    await publish(page);
    await expect(asked).toBeVisible();
    await expect(page.getByText(/^Not published yet:/).filter({ visible: true })).toHaveCount(0);
    await asked.getByRole('button', { name: 'Publish: they still fit' }).click();
    await expectSaved(page, 120_000);
    expect(existsSync(join(edit.contentRoot, 'public/images/uploads/new-door.jpg'))).toBe(true);
    expect(changedLines(edit)).toEqual(['-    image: /images/home-hero.jpg', '+    image: /images/uploads/new-door.jpg']);
    const home = parse(execFileSync('git', ['show', 'HEAD:content/pages/home.yaml'], { cwd: edit.contentRoot, encoding: 'utf8' }));
    expect(home.blocks.heroImage.image).toBe('/images/home-hero.jpg');
    execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', edit.contentRoot], { stdio: 'pipe' });
    // The photo and its sized copies are served as the pages will name them.
    const img = readSourceImage(edit.contentRoot, '/images/uploads/new-door.jpg');
    if ('problem' in img) throw new Error(img.problem);
    for (const url of ['/images/uploads/new-door.jpg', pictureOf(img).src, pictureOf(img).sources[0].srcSet.split(' ')[0]]) {
      const res = await page.request.get(`${edit.origin}${url}`);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toMatch(/^image\//);
    }
  });

  test('a photo too small for the hero is refused at its field, in plain words, and nothing is saved', async ({ page }) => {
    test.setTimeout(300_000);
    edit.git('add', '-A');
    edit.git('commit', '-qm', 'new hero photo');
    await choosePhoto(page, await photo('thumbnail.jpg', 640, 420));
    await publish(page);
    // At the photo's field, in plain words, and nowhere else.
    const mark = page.locator('.field-problem');
    await expect(mark).toHaveCount(1, { timeout: 120_000 });
    await expect(mark).toContainText(/This photo is too small \(640 pixels wide\).*at least 1200 pixels wide/);
    await expect(page.locator('#check-problems')).toHaveCount(0);
    await expect(mark.locator('xpath=ancestor::div[@aria-label][1]')).toContainText(/photo/i);
    expect(changedLines(edit)).toEqual([]);
    expect(existsSync(join(edit.contentRoot, 'public/images/uploads/thumbnail.jpg'))).toBe(false);
  });

  test('a photo too small uploaded in Photos, outside an entry, is refused in the server’s words, and nothing is written', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const small = await photo('small-library.jpg', 640, 420);
    await openEntry(page, edit, 'pages/entries/page-home');
    // The list of cities: no entry open, so the picker writes an upload at once.
    await page.evaluate(() => (location.hash = '#/collections/cities'));
    await page.getByRole('button', { name: 'Photos', exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(small);
    await expect(page.getByText(/^Not uploaded: This photo is too small \(640 pixels wide\)\. Upload a larger photo/)).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/persist/)).toHaveCount(0);
    expect(existsSync(join(edit.contentRoot, 'public/images/uploads/small-library.jpg'))).toBe(false);
    await page.keyboard.press('Escape');
  });

  for (const [what, viewport] of [
    ['a phone (390 px)', { width: 390, height: 844 }],
    ['a computer (1280 px)', { width: 1280, height: 800 }],
  ] as const) {
    test(`on ${what}: a photo too small is said at its field as soon as it is chosen, and shown as chosen`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      await choosePhoto(page, await photo(`small-${viewport.width}.jpg`, 640, 420));
      // Before any Publish: at the photo's field, in plain words.
      const mark = page.locator('.field-problem');
      await expect(mark).toHaveCount(1, { timeout: 60_000 });
      await expect(mark).toContainText(/This photo is too small \(640 pixels wide\)\. .*at least 1200 pixels wide/);
      await mark.scrollIntoViewIfNeeded();
      await expect(mark).toBeInViewport();
      // The photo chosen is shown from the computer's copy (it is on the site only once saved), not as a broken picture.
      const shown = mark.locator('xpath=ancestor::div[@aria-label][1]').locator('img');
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
      // Publish is refused at the field, and nothing is written.
      await publish(page);
      await expect(page.getByText(/^Not saved/)).toBeVisible({ timeout: 60_000 });
      await expect(mark).toHaveCount(1);
      expect(changedLines(edit)).toEqual([]);
    });
  }
});
