/**
 * The editing screen's layout, on a phone (390 x 844) and on a computer (1280 x 800), as an office
 * manager uses it: `npm run edit` over a scratch site (tests/support/edit-server.ts). On a
 * phone an entry opens on its form and the page preview is one tap away, in its place, never under
 * the form where a tap meant for a field lands in it; on a computer the preview is beside the form.
 * On both, nothing is laid over a field: not the list of problems a refused save shows either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { changedLines, openEntry, publish, test, useEditServer } from '../support/edit-screen';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium';

const PHONE = { width: 390, height: 844 };
const COMPUTER = { width: 1280, height: 800 };

/**
 * The fields of the form whose middle is under something else (a bar, a panel, the preview), at
 * each of a few scroll positions of the page and of the form's own pane (both back at the top
 * after); a field drawn outside the window is not looked at.
 */
async function coveredFields(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  for (const step of [0, 1, 2, 3]) {
    const found = await page.evaluate((step) => {
      const pane = document.querySelector("#nc-root [class*='-ControlPaneContainer']");
      for (const scroller of [document.scrollingElement, pane]) if (scroller) scroller.scrollTop = (step * scroller.scrollHeight) / 4;
      const out: string[] = [];
      // The toolbar stays at the top: what has scrolled under it has left the screen, as under any top bar.
      const barBottom = document.querySelector("#nc-root [class*='-ToolbarContainer']")?.getBoundingClientRect().bottom ?? 0;
      for (const field of document.querySelectorAll<HTMLElement>('#nc-root input, #nc-root textarea, #nc-root [contenteditable="true"]')) {
        if (!field.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = field.getBoundingClientRect();
        const pointX = box.left + box.width / 2;
        const pointY = box.top + Math.min(box.height / 2, 12);
        if (!box.width || pointX < 0 || pointY < barBottom || pointX >= innerWidth || pointY >= innerHeight) continue;
        const top = document.elementFromPoint(pointX, pointY);
        if (top && !field.contains(top) && !top.contains(field) && !top.closest('label')?.contains(field))
          out.push(`${field.id || field.tagName} under ${top.id || top.tagName}.${String(top.className).slice(0, 60)}`);
      }
      return out;
    }, step);
    found.forEach((cover) => covered.add(cover));
  }
  await page.evaluate(() => {
    for (const scroller of [document.scrollingElement, document.querySelector("#nc-root [class*='-ControlPaneContainer']")])
      if (scroller) scroller.scrollTop = 0;
  });
  return [...covered];
}

/** The facts whose text is wider than its box (the office manager would see it cut), by name. */
const cutFacts = (page: Page) =>
  page
    .locator('.facts tbody :is(input, textarea)')
    .evaluateAll((boxes) =>
      (boxes as HTMLTextAreaElement[])
        .filter((box) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight)
        .map((box) => box.id),
    );

test.describe('the editing screen on a phone and on a computer', () => {
  const edit = useEditServer();
  const cities = () => readdirSync(join(edit.contentRoot, 'content/cities')).map((file) => file.replace(/\.yaml$/, ''));

  async function sized(page: Page, viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) {
    await page.setViewportSize(viewport);
    await run(page);
  }

  test('on a phone (390 px) an entry opens on its form; the preview is one tap away, in its place; the next entry opens on its form again', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await sized(page, PHONE, async (page) => {
      const [first, second] = cities();
      await openEntry(page, edit, `cities/entries/${first}`);
      const name = page.locator('[id^="name-field"]').first();
      const preview = page.locator('#preview-pane');
      await expect(name).toBeInViewport();
      await expect(preview).toBeHidden();
      expect(await coveredFields(page)).toEqual([]);
      // The top bar in two rows (the way back, then Publish), Delete at the far end of Publish's
      // row, away from it: the bar had taken three rows, Delete pressed against Publish.
      const [publishBox, deleteBox, barBox] = await Promise.all([
        page
          .getByRole('button', { name: /^Publish/ })
          .first()
          .boundingBox(),
        page.getByRole('button', { name: 'Delete', exact: true }).boundingBox(),
        page.locator("#nc-root [class*='-ToolbarContainer']").boundingBox(),
      ]);
      expect(Math.round(deleteBox!.y)).toBe(Math.round(publishBox!.y));
      expect(deleteBox!.x - (publishBox!.x + publishBox!.width)).toBeGreaterThan(PHONE.width / 3);
      expect(barBox!.height).toBeLessThan(2 * 60);

      const show = page.getByRole('button', { name: 'Show preview' });
      await expect(show).toBeInViewport({ ratio: 1 });
      await show.click();
      // The preview in the form's place: a tap on it is a tap on the page, and the form is out of reach.
      await expect(preview).toBeInViewport();
      await expect(name).toBeHidden();
      const back = page.getByRole('button', { name: 'Back to the form' });
      await expect(back).toBeInViewport({ ratio: 1 });
      await back.click();
      await expect(name).toBeInViewport();
      await expect(preview).toBeHidden();

      // The preview shown for one entry, the next one opened from the screen still opens on its form.
      await page.getByRole('button', { name: 'Show preview' }).click();
      await expect(preview).toBeVisible();
      // Back to the list of cities, as the office goes, and into another city.
      const secondName = (parse(readFileSync(join(edit.contentRoot, 'content/cities', `${second}.yaml`), 'utf8')) as { name: string }).name;
      await page.getByRole('link', { name: 'Back to Cities' }).click();
      // A list has no preview: its view button is not said to show one (it did, and did nothing).
      await expect(page.getByRole('link', { name: secondName }).first()).toBeVisible();
      const said = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#nc-root button')]
            .map((button) => getComputedStyle(button, '::after').content)
            .filter((text) => /preview/i.test(text)),
        );
      expect(await said()).toEqual([]);
      await page.getByRole('link', { name: secondName }).first().click();
      await expect(page.locator('[id^="name-field"]').first()).toHaveValue(secondName, { timeout: 60_000 });
      await expect(page.locator('[id^="name-field"]').first()).toBeInViewport();
      await expect(preview).toBeHidden();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  });

  test('on a phone (390 px) the business facts fit the screen: every fact’s text, whole, and its Remove button (at 1280 px too), a group opened by its name, and Publish stays in sight while the form scrolls', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await sized(page, PHONE, async (page) => {
      await openEntry(page, edit, 'settings/entries/site');
      await expect(page.getByRole('button', { name: 'Remove service call fee' })).toBeAttached();
      // A folded group opens where its name is tapped, not only on its arrow; open, its bar (the name
      // gone from it) closes it where it is tapped as well.
      const bars = page.locator('[class*="-TopBarContainer"]');
      const at = await bars.evaluateAll((all) => all.findIndex((bar) => bar.textContent === 'License'));
      const number = page.locator('[id^="number-field"]').first();
      await expect(number).toBeHidden();
      await bars.nth(at).getByText('License').click();
      await expect(number).toBeVisible();
      await bars.nth(at).click({ position: { x: 200, y: 10 } });
      await expect(number).toBeHidden();
      // The right edge of the farthest box or button of the facts, and of the window.
      const [farthest, window] = await page.evaluate(() => [
        Math.max(
          ...[...document.querySelectorAll('.facts input, .facts textarea, .facts button')].map(
            (element) => element.getBoundingClientRect().right,
          ),
        ),
        innerWidth,
      ]);
      expect(farthest).toBeLessThanOrEqual(window);
      expect(await cutFacts(page), 'facts whose text its box cuts').toEqual([]);
      // A change made, then the form scrolled on: Publish, and that the change is not saved, stay in sight.
      await page.locator('[id^="tagline-field"]').first().fill('Garage door repair across Tampa Bay, every day');
      await page.evaluate(() => scrollTo(0, document.scrollingElement!.scrollHeight));
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBeGreaterThan(150);
      await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeInViewport({ ratio: 1 });
      await expect(page.getByText('Unsaved changes')).toBeInViewport();
      // On a computer too, each fact's box holds its text whole.
      await page.setViewportSize(COMPUTER);
      expect(await cutFacts(page), 'facts whose text its box cuts at 1280 px').toEqual([]);
    });
  });

  test('on a phone (390 px), a fact the pages use, removed: Publish is refused with the message in sight, under the facts', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await sized(page, PHONE, async (page) => {
      await openEntry(page, edit, 'settings/entries/site');
      // A change published first: its "Saved" goes when the next Publish starts (it stood beside the refusal, saying both).
      await page.locator('[id^="tagline-field"]').first().fill('Garage door repair and new doors across Tampa Bay');
      await publish(page);
      await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
      // The note stands at the foot of the screen: at its top it covered the way back and the status for its seconds.
      const noteBox = (await page.locator('.Toastify__toast-container').boundingBox())!;
      const toolbar = (await page.locator("#nc-root [class*='-ToolbarContainer']").boundingBox())!;
      expect(noteBox.y, 'the "Saved" note under the top bar').toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
      expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(PHONE.height + 1);
      edit.git('commit', '-qam', 'a new tagline');
      await page.getByRole('button', { name: 'Remove service call fee' }).click();
      await publish(page);
      await expect(page.getByText(/^Not saved/)).toBeVisible({ timeout: 60_000 });
      // When the refusal is said, no "Saved" stands beside it (one on its way out is leaving).
      const standing = await page.evaluate(
        () => [...document.querySelectorAll('.Toastify__toast--success')].filter((note) => !/exit/.test(note.className)).length,
      );
      expect(standing, 'a "Saved" note standing beside the refusal').toBe(0);
      // The facts' table is taller than the screen: the note under it is what is shown (the middle of the table was).
      const note = page.locator('.field-problem').filter({ hasText: 'serviceCallFee' });
      await expect(note).toHaveCount(1, { timeout: 60_000 });
      await expect(note).toBeInViewport();
      expect(changedLines(edit)).toEqual([]);
      // A list with a long name keeps the bar in two rows: the way back cut short, beside the account
      // ("Back to Reviews, FAQ, counties, projects" put the account on a row of its own: three rows).
      await openEntry(page, edit, 'lists/entries/reviews');
      const back = page.getByRole('link', { name: 'Back to Reviews, FAQ, counties, projects' });
      await expect(back).toBeVisible();
      const bar = await page.locator("#nc-root [class*='-ToolbarContainer']").boundingBox();
      expect(bar!.height).toBeLessThan(2 * 60);
    });
  });

  test('in a narrow window with a scroll bar that takes room (a computer’s), a refusal’s note is whole beside it, its × on the screen', async ({
    playwright,
  }) => {
    test.setTimeout(300_000);
    // The suite's browser hides scroll bars; a computer's take room at the side, and the notes ran under it.
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const page = await browser.newPage({ viewport: PHONE });
      await openEntry(page, edit, 'settings/entries/site');
      await page.locator('[id^="constants-field"][id$="-serviceCallFee"]').fill('85 dollars');
      await publish(page);
      const close = page.locator('.Toastify__toast--error .Toastify__close-button').filter({ visible: true }).first();
      await expect(close).toBeVisible({ timeout: 60_000 });
      const shown = await page.evaluate(() => document.documentElement.clientWidth);
      expect(shown, 'a scroll bar that takes room').toBeLessThan(PHONE.width);
      // Once it has slid in, its right edge.
      const right = async () => {
        const box = await close.boundingBox();
        return box ? box.x + box.width : Infinity;
      };
      await expect.poll(right, { message: 'the note’s × inside the screen, beside the scroll bar' }).toBeLessThanOrEqual(shown);
      expect(changedLines(edit)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('a folded row of hours opens where its line of values is clicked, not only at its small arrow', async ({ page }) => {
    test.setTimeout(300_000);
    await sized(page, COMPUTER, async (page) => {
      await openEntry(page, edit, 'settings/entries/site');
      const hours = page.locator('[id^="hours-field"]').first();
      await hours.locator('[data-testid="expand-button"]').first().click();
      const opens = hours.locator('[id^="opens-field"]').filter({ visible: true });
      await expect(opens).toHaveCount(0);
      await hours
        .getByText(/^Saturday, /)
        .first()
        .click();
      await expect(opens).toHaveCount(1);
      // Nothing removed on the way: the rows are all there, and nothing is changed.
      await expect(page.getByText('Nothing to publish')).toBeVisible();
      expect(changedLines(edit)).toEqual([]);
    });
  });

  test('on a computer (1280 px) the preview is beside the form, and nothing is laid over a field', async ({ page }) => {
    test.setTimeout(300_000);
    await sized(page, COMPUTER, async (page) => {
      await openEntry(page, edit, `cities/entries/${cities()[0]}`);
      const name = page.locator('[id^="name-field"]').first();
      const preview = page.locator('#preview-pane');
      await expect(name).toBeInViewport();
      await expect(preview).toBeInViewport();
      const [form, page2] = [await name.boundingBox(), await preview.boundingBox()];
      expect(form!.x + form!.width).toBeLessThanOrEqual(page2!.x);
      expect(await coveredFields(page)).toEqual([]);
    });
  });

  test('on a computer (1280 px), a refusal’s note leaves the top bars clear, and a fact’s name stays beside its box with the mistake said under it', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await sized(page, COMPUTER, async (page) => {
      await openEntry(page, edit, 'settings/entries/site');
      const fee = page.locator('[id^="constants-field"][id$="-serviceCallFee"]');
      await fee.fill('85 dollars');
      await publish(page);
      await expect(page.getByText(/^Not saved/)).toBeVisible({ timeout: 60_000 });
      // At the top right, the note covered Bookings, Recent changes and Sign out for its seconds.
      const noteBox = (await page.locator('.Toastify__toast-container').boundingBox())!;
      const toolbar = (await page.locator("#nc-root [class*='-ToolbarContainer']").boundingBox())!;
      expect(noteBox.y, 'the note under the top bars').toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
      // The fact's name at the top of its row, beside its box: the note under the box made the row taller.
      await expect(page.locator(`#${await fee.getAttribute('id')}-problem`)).toBeVisible({ timeout: 60_000 });
      const name = (await page.locator('.facts tbody tr').filter({ has: fee }).locator('th').boundingBox())!;
      const box = (await fee.boundingBox())!;
      expect(Math.abs(name.y - box.y), 'the name beside its box, not below it').toBeLessThan(12);
    });
  });

  for (const [what, viewport] of [
    ['a phone (390 px)', PHONE],
    ['a computer (1280 px)', COMPUTER],
  ] as const) {
    test(`on ${what}, a refusal whose field is not on the screen is listed at the top of the form, over no field`, async ({ page }) => {
      test.setTimeout(300_000);
      await sized(page, viewport, async (page) => {
        // A long text's field, as the file holds it (its Markdown mode): its problem (a bare <) is
        // listed above the form, not at a field.
        await openEntry(page, edit, 'texts/entries/text-about');
        const box = page.locator('[aria-label="markdown field"]');
        await box.getByRole('switch').click();
        const text = readFileSync(join(edit.contentRoot, 'content/pages/about.mdx'), 'utf8');
        await box.locator('[contenteditable="true"]').fill(text.replace('a simple idea:', 'a simple idea (calls answered in <2 minutes):'));
        // On a phone, published from the preview: the form comes back, with what to fix.
        if (viewport === PHONE) await page.getByRole('button', { name: 'Show preview' }).click();
        await publish(page);
        const problems = page.locator('#check-problems');
        await expect(problems).toContainText('A < in the text starts a tag', { timeout: 60_000 });
        await expect(problems).toBeInViewport();
        expect(await problems.evaluate((element) => !!element.closest('#nc-root'))).toBe(true);
        expect(await coveredFields(page)).toEqual([]);
        expect(changedLines(edit)).toEqual([]);
        // Fixed in the text: the list goes by itself, without a Close or another Publish.
        await box.locator('[contenteditable="true"]').fill(text.replace('a simple idea:', 'a simple idea (calls answered in 2 minutes):'));
        await expect(problems).toHaveCount(0);
        expect(changedLines(edit)).toEqual([]);
      });
    });
  }
});
