/**
 * The editing screen as an office manager makes mistakes in it (`npm run edit` over a scratch
 * site, tests/support/edit-server.ts): each mistake gives one message at its field, in plain
 * words, and nothing is written; a required field says so on its label and, left empty, at once at
 * the field (on a phone and on a computer); a time typed as people say it is written in the file's
 * form; and on a phone (390 px) the screen fits, with Publish and the preview toggle on screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import {
  changedLines,
  closeNotes,
  newParagraphAfter,
  openEntry as openScreenEntry,
  publish,
  reloadBringingDraftBack,
  test,
  unfold,
  useEditServer,
} from '../support/edit-screen';
import { readTime, showDate, showTime } from '../../src/editing/shared/when';
import { SCREEN_TIME_EXAMPLE } from '../../src/manifest/plain-schema';

/** Words an office manager must never be shown. */
const DEVELOPER = /npm run|see another file|\[[a-z-]+\]|\^|\\d|\.yaml|fix:/;

test.describe('mistakes on the editing screen', () => {
  const server = useEditServer();

  const changed = () => changedLines(server);
  const read = <T>(file: string) => parse(readFileSync(join(server.contentRoot, file), 'utf8')) as T;

  const openEntry = (page: Page, hash: string) => openScreenEntry(page, server, hash);

  /** The field's own box in the form: its label, its input and what is said under it. */
  const fieldBox = (input: Locator) => input.locator('xpath=ancestor::div[@aria-label][1]');

  /** Nothing written: the entry left with its changes unpublished (the screen asks first, and she agrees). */
  async function leaveUnpublished(page: Page) {
    expect(changed()).toEqual([]);
    await page.evaluate(() => (location.hash = '#/collections/settings'));
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  }

  /** The list of rows of opening hours in `hours`, its first row opened. */
  async function openFirstRow(page: Page, hours: Locator): Promise<Locator> {
    const rows = hours
      .locator('[id$="-field"], [id*="-field-"]')
      .filter({ has: page.locator('[id^="opens-field"]') })
      .first();
    await rows.locator('button:not([data-testid])').filter({ hasNotText: /add/i }).first().click();
    return rows;
  }

  /** A review added on the reviews' screen: its fields by their labels (the new entry's, the last of each). */
  async function addReview(page: Page): Promise<(label: string) => Locator> {
    await openEntry(page, 'lists/entries/reviews');
    await page.getByRole('button', { name: /^Add/ }).first().click();
    return (label: string) => page.getByLabel(label, { exact: true }).last();
  }

  /** A new review filled in on the reviews' screen, with or without its rating; its ZIP code field. */
  async function newReview(page: Page, fields: { area: string; zip: string; rated: boolean }): Promise<Locator> {
    const field = await addReview(page);
    await field('Name').fill('Jordan K.');
    await field('Area').fill(fields.area);
    await field('ZIP code').fill(fields.zip);
    await field('Date').fill('2026-09-12');
    await field('Date').press('Escape');
    await field('Service').click();
    await page.getByRole('option').first().click();
    if (fields.rated) await page.getByRole('radiogroup', { name: 'Rating', exact: true }).last().getByRole('radio').last().check();
    await field('Comment').fill('The crew came the same afternoon and explained every step.');
    return field('ZIP code');
  }

  /** One message at the field, in plain words, and nothing else said about the save. */
  async function oneMessageAt(page: Page, input: Locator, words: RegExp) {
    const box = fieldBox(input);
    await expect(box).toContainText(words, { timeout: 60_000 });
    expect(await box.innerText()).not.toMatch(DEVELOPER);
    expect(await page.locator('.field-problem').count()).toBeLessThanOrEqual(1);
    await expect(page.locator('#check-problems')).toHaveCount(0);
  }

  test('a city whose name is cleared: one message at the name, nothing written', async ({ page }) => {
    test.setTimeout(600_000);
    const city = readdirSync(join(server.contentRoot, 'content/cities'))[0].replace(/\.yaml$/, '');
    await openEntry(page, `cities/entries/${city}`);
    const name = page.locator('[id^="name-field"]').first();
    await name.fill('');
    await publish(page);
    await oneMessageAt(page, name, /name (is required|cannot be empty)/i);
    expect(changed()).toEqual([]);
    // The refusal's note goes with the entry: it does not stay its seconds over the next one opened
    // (the office agrees to leave her unpublished change).
    const refused = page.getByText(/^Not saved:/).filter({ visible: true });
    await expect(refused).toHaveCount(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.evaluate(() => (location.hash = '#/collections/settings'));
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expect(refused).toHaveCount(0, { timeout: 3_000 });
  });

  test("a fact made longer that makes pages' search summaries too long: the closed entry opens at the summary, whose note names the pages", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await openEntry(page, 'settings/entries/site');
    await page.locator('[id$="-warranty"]').first().fill('12-month parts and labor');
    await publish(page);
    await expect(page.getByText(/^Not saved/).first()).toBeVisible({ timeout: 60_000 });
    // The summary is in a closed entry of the pages' titles: opened, its note in sight, naming a page.
    // Each summary too long at its own page kind's field (the neighborhood pages' too): the service-in-city one here.
    const note = page.locator('.field-problem', { hasText: 'search summary' }).filter({ hasText: '/services/' });
    await expect(note).toBeVisible({ timeout: 10_000 });
    await expect(note).toContainText(
      /The search summary of \/services\/[a-z-]+\/[a-z-]+ (and \d+ more )?is too long with its facts filled in/,
    );
    await expect(note).toBeInViewport();
    expect(await note.innerText()).not.toMatch(DEVELOPER);
    expect(changed()).toEqual([]);
  });

  test('two mistakes in one save, one of them a required field left empty: each said once, at its field', async ({ page }) => {
    test.setTimeout(300_000);
    const city = readdirSync(join(server.contentRoot, 'content/cities'))[1].replace(/\.yaml$/, '');
    await openEntry(page, `cities/entries/${city}`);
    const name = page.locator('[id^="name-field"]').first();
    const summary = page.locator('[id^="metaDescription-field"]').first();
    await name.fill('');
    await summary.fill('Too short.');
    await publish(page);
    // Decap refuses the empty name itself; the summary too short is said as well, not only in the preview's list.
    const said = (input: Locator) => fieldBox(input).locator('.field-problem, [class*="-ControlErrorsList"] li').filter({ visible: true });
    await expect(said(summary)).toHaveText(['The search summary is too short. Write at least 50 characters.'], { timeout: 60_000 });
    await expect(said(name)).toHaveCount(1);
    await expect(said(name)).toContainText(/name cannot be empty/i);
    expect(await fieldBox(summary).innerText()).not.toMatch(DEVELOPER);
    expect(changed()).toEqual([]);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.evaluate(() => (location.hash = '#/collections/settings'));
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  });

  test('a mistake is said at its field once she leaves the field, before Publish; fixed, it goes; a field not reached says nothing', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // Leaving an entry with unsaved changes asks first (the browser's own question): she leaves them.
    page.on('dialog', (dialog) => void dialog.accept());
    const city = readdirSync(join(server.contentRoot, 'content/cities'))[2].replace(/\.yaml$/, '');
    await openEntry(page, `cities/entries/${city}`);
    const summary = page.locator('[id^="metaDescription-field"]').first();
    const before = await summary.inputValue();
    await summary.fill('Too short.');
    // Still typing in it: nothing said yet.
    await page.waitForTimeout(1_000);
    await expect(fieldBox(summary).locator('.field-problem')).toHaveCount(0);
    await summary.press('Tab');
    await expect(fieldBox(summary).locator('.field-problem')).toHaveText(
      ['The search summary is too short. Write at least 50 characters.'],
      {
        timeout: 30_000,
      },
    );
    await expect(summary).toHaveAttribute('aria-invalid', 'true');
    // Only there: no list above the form, nothing at the fields she has not left, nothing written.
    await expect(page.locator('.field-problem')).toHaveCount(1);
    await expect(page.locator('#check-problems')).toHaveCount(0);
    expect(changed()).toEqual([]);
    // Fixed and left: the note goes, and it does not come back.
    await summary.fill(before);
    await summary.press('Tab');
    await page.waitForTimeout(1_500);
    await expect(page.locator('.field-problem')).toHaveCount(0);
    await expect(summary).not.toHaveAttribute('aria-invalid', 'true');
    await page.evaluate(() => (location.hash = '#/collections/settings'));
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    // A business fact: a price in words is said at its own box when she leaves it.
    await openEntry(page, 'settings/entries/site');
    const fee = page.locator('[id^="constants-field"][id$="-serviceCallFee"]');
    await fee.fill('eighty five');
    await fee.press('Tab');
    await expect(page.locator(`#${await fee.getAttribute('id')}-problem`)).toContainText(/'eighty five', which is not a price/, {
      timeout: 30_000,
    });
    await leaveUnpublished(page);
  });

  test('a review added to the published list: only the fields she has left say their mistakes; Publish says the rest, with no page error', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    page.on('dialog', (dialog) => void dialog.accept());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const field = await addReview(page);
    await field('Name').fill('Jordan K.');
    await field('Area').fill('Riverview');
    await field('ZIP code').fill('33578');
    await field('ZIP code').fill('');
    await page.keyboard.press('Tab');
    // The ZIP code she left empty says so; the service, rating and comment she has not reached say nothing.
    await expect(fieldBox(field('ZIP code')).locator('.field-problem')).toHaveCount(1, { timeout: 30_000 });
    await page.waitForTimeout(1_500);
    await expect(page.locator('.field-problem')).toHaveCount(1);
    // Publish says every one (Decap's own refusal of the empty required fields is no page error).
    await publish(page);
    await expect(fieldBox(page.getByRole('radiogroup', { name: 'Rating', exact: true }).last()).locator('.field-problem')).toHaveText(
      'No rating is chosen. Choose the rating.',
      { timeout: 30_000 },
    );
    await expect(fieldBox(field('Comment')).locator('.field-problem')).toHaveCount(1);
    expect(errors).toEqual([]);
    await leaveUnpublished(page);
  });

  test('a date picked from the calendar shows as the office writes one, and the note of the empty date goes', async ({ page }) => {
    test.setTimeout(300_000);
    page.on('dialog', (dialog) => void dialog.accept());
    const date = (await addReview(page))('Date');
    await date.focus();
    await date.press('Tab');
    await expect(fieldBox(date).locator('.field-problem')).toHaveText('The date cannot be empty. Fill in the date.');
    // The calendar beside the box (the browser's own date input) gives the file's form of the day.
    await fieldBox(date).locator('input[type="date"]').fill('2026-11-20');
    await expect(date).toHaveValue('11/20/2026');
    await expect(fieldBox(date).locator('.field-problem')).toHaveCount(0);
    await expect(date).not.toHaveAttribute('aria-invalid', 'true');
    await leaveUnpublished(page);
  });

  test('a run of closed days that ends before it starts: said under the date with the days as she writes them, the date box whole', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    page.on('dialog', (dialog) => void dialog.accept());
    await openEntry(page, 'settings/entries/site');
    // The booking form's group, folded, opened; then a new closed date in it.
    const add = page.locator('#nc-root button', { hasText: 'Add closed date' });
    if (!(await add.isVisible()))
      await page.locator('[id^="booking-field"]').first().locator('[data-testid="expand-button"]').first().click();
    await add.click();
    await page
      .getByLabel(/^From \(first day\)/)
      .last()
      .fill('7/6/2027');
    const to = page.getByLabel(/^To \(last day\)/).last();
    await to.fill('7/2/2027');
    await page.getByLabel('Name', { exact: true }).last().fill('Team training');
    await page.keyboard.press('Tab');
    await publish(page);
    const said = fieldBox(to).locator('.field-problem');
    await expect(said).toHaveText(
      "'Team training' ends before it starts (7/6/2027 to 7/2/2027). Make the last day the same as the first day or later.",
      { timeout: 30_000 },
    );
    // Under the row of the box and its calendar button, not between them: the box keeps its width.
    const [box, note] = [(await to.boundingBox())!, (await said.boundingBox())!];
    expect(note.y).toBeGreaterThanOrEqual(box.y + box.height);
    const from = (await page
      .getByLabel(/^From \(first day\)/)
      .last()
      .boundingBox())!;
    expect(Math.abs(box.width - from.width)).toBeLessThan(2);
    expect(changed()).toEqual([]);
    await leaveUnpublished(page);
  });

  test('a published entry: a mistake one field makes at another is said there as soon as she leaves the first', async ({ page }) => {
    test.setTimeout(300_000);
    page.on('dialog', (dialog) => void dialog.accept());
    await openEntry(page, 'settings/entries/site');
    await unfold(page, 'Phone');
    const display = page.locator('[id^="display-field"]').first();
    const dialled = page.locator('[id^="e164-field"]').first();
    const shown = await display.inputValue();
    // The number as dialled made another than the one shown: said at the number shown, before any Publish.
    await dialled.fill('+18135550199');
    await dialled.press('Tab');
    await expect(fieldBox(display).locator('.field-problem')).toContainText(`shows ${shown} but dials +18135550199`, { timeout: 30_000 });
    await expect(page.locator('#check-problems')).toHaveCount(0);
    await leaveUnpublished(page);
  });

  test('a day put into a second row of hours: said at once, under the other row, though that row is closed', async ({ page }) => {
    test.setTimeout(300_000);
    page.on('dialog', (dialog) => void dialog.accept());
    await openEntry(page, 'settings/entries/site');
    const hours = page.locator('[id^="hours-field"]').first();
    await hours.locator('[data-testid="expand-button"]').first().click();
    // The first row (Monday to Friday) opened; Saturday, which has a row of its own, added to it.
    const rows = await openFirstRow(page, hours);
    const days = rows.locator('[id^="days-field"]').first();
    await days.click();
    await page.keyboard.type('Saturday');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const said = page.locator('.field-problem', { hasText: 'Saturday is in two rows' });
    await expect(said).toBeVisible({ timeout: 30_000 });
    // Under the closed row it names, which is marked (its line says its day): not at the foot of the list.
    const row = said.locator('xpath=preceding-sibling::*[1]');
    await expect(row).toContainText(/^Saturday, /);
    await expect(row).toHaveAttribute('aria-invalid', 'true');
    // The preview's list names the row as the form does (it said "Service 2, Day 1").
    const preview = page.frameLocator('#preview-pane').frameLocator('iframe[title="Page preview"]').locator('body');
    await expect(preview).toContainText(/Hours, row of service hours 2(, day 1)?: .*Saturday is in two rows/, { timeout: 30_000 });
    await leaveUnpublished(page);
  });

  test('an incomplete e-mail address, then a price written in words: each one message at its field, nothing written', async ({ page }) => {
    test.setTimeout(300_000);
    await openEntry(page, 'settings/entries/site');
    // A phone number not written as the form asks: the save stops at the field, and "Not saved" is
    // said as for a field left empty (Decap said it only then; the form moved to the red field).
    await unfold(page, 'Phone');
    const display = page.locator('[id^="display-field"]').first();
    const number = await display.inputValue();
    await display.fill('813 555 012');
    await publish(page);
    await expect(page.getByText('Not saved: some fields need fixing first (each says what, in red).')).toBeVisible({
      timeout: 30_000,
    });
    await expect(fieldBox(display)).toContainText('Write the phone number like (727) 555-2368.');
    expect(changed()).toEqual([]);
    await closeNotes(page);
    await display.clear();
    await display.fill(number);
    await expect(fieldBox(display)).not.toContainText('Write the phone number like');

    const email = page.locator('[id^="email-field"]').first();
    const address = await email.inputValue();
    await email.fill('office@example');
    await publish(page);
    await oneMessageAt(page, email, /not a complete e-mail address/);
    await expect(fieldBox(email)).toContainText('@');
    expect(changed()).toEqual([]);

    // A fact of the business facts: said at the fact's own box (it went to a list above the form).
    await email.clear();
    await email.fill(address);
    await expect(email).toHaveValue(address);
    const fee = page.locator('[id^="constants-field"][id$="-serviceCallFee"]');
    await fee.fill('eighty five');
    await publish(page);
    const note = page.locator(`#${await fee.getAttribute('id')}-problem`);
    await expect(note).toContainText(/'eighty five', which is not a price/, { timeout: 60_000 });
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(await note.innerText()).not.toMatch(DEVELOPER);
    await expect(page.locator('#check-problems')).toHaveCount(0);
    expect(changed()).toEqual([]);
  });

  test('unsaved changes brought back after a reload: the save changes only what was changed, comments and order kept', async ({ page }) => {
    test.setTimeout(300_000);
    await openEntry(page, 'settings/entries/site');
    const fee = page.locator('[id^="constants-field"][id$="-serviceCallFee"]');
    const email = page.locator('[id^="email-field"]').first();
    const [before, address] = [await fee.inputValue(), await email.inputValue()];
    await email.clear();
    await email.fill('office@example');
    await publish(page);
    await oneMessageAt(page, email, /not a complete e-mail address/);
    // The last change typed just before the page is left: kept too (Decap kept a draft two seconds
    // after the last change only, and a reload at once lost it).
    await fee.fill('$92');
    // Leaving asks first (the browser's own question), then the screen offers the draft back.
    await reloadBringingDraftBack(page);
    await expect(fee).toHaveValue('$92', { timeout: 60_000 });
    await email.clear();
    await email.fill(address);
    await publish(page);
    await expect(page.getByText('Saved. The file now holds your change.')).toBeVisible({ timeout: 60_000 });
    // It had written the whole of site.yaml anew, without its comments.
    expect(changed()).toEqual([`-  serviceCallFee: ${before}`, '+  serviceCallFee: $92']);
    server.git('commit', '-qam', 'a fee brought back from a draft');
  });

  test('a long text typed, then the page reloaded: the paragraph is brought back, not the file’s text', async ({ page }) => {
    test.setTimeout(300_000);
    await openEntry(page, 'texts/entries/text-about');
    await newParagraphAfter(page, 'Built for Tampa Bay homes');
    await page.keyboard.type('Ask about our annual tune-up plan.');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await reloadBringingDraftBack(page);
    // The file's text, loaded after the answer, took the draft's place: the paragraph was gone.
    await expect(page.locator('[contenteditable="true"]').first()).toContainText('Ask about our annual tune-up plan.', { timeout: 60_000 });
    await page.waitForTimeout(1_500);
    await expect(page.locator('[contenteditable="true"]').first()).toContainText('Ask about our annual tune-up plan.');
    expect(changed()).toEqual([]);
  });

  test('two cities given the same name: one message saying so at the name, nothing written', async ({ page }) => {
    test.setTimeout(300_000);
    const [first, second] = readdirSync(join(server.contentRoot, 'content/cities')).slice(0, 2);
    const taken = read<{ name: string }>(`content/cities/${first}`).name;
    await openEntry(page, `cities/entries/${second.replace(/\.yaml$/, '')}`);
    const name = page.locator('[id^="name-field"]').first();
    await name.fill(taken);
    await publish(page);
    await oneMessageAt(page, name, new RegExp(`Two cities are both named ${taken}.*Rename one`));
    expect(changed()).toEqual([]);
  });

  test('a date written in a form the screen cannot read: one message with the form wanted, nothing written', async ({ page }) => {
    test.setTimeout(300_000);
    await openEntry(page, 'lists/entries/reviews');
    const { reviews } = read<{ reviews: Array<{ name: string; date: string }> }>('content/reviews.yaml');
    // A folded review shows its name and its day, the day as the date fields show one (3/14/2026, not the file's 2026-03-14).
    await page
      .getByText(`${reviews[1].name}, ${showDate(reviews[1].date)}`, { exact: true })
      .locator('..')
      .getByRole('button')
      .first()
      .click();
    const date = page.locator('[id^="date-field"]').nth(1);
    await date.fill('next Friday');
    await publish(page);
    // In the office's own way of writing a date, not the file's.
    await oneMessageAt(page, date, /"next Friday" is not a date we can read\. Write it like 3\/14\/2026 or March 14, 2026/);
    expect(changed()).toEqual([]);
    // A date read is shown as the office writes one (the file gets 2026-03-14 from it).
    await date.fill('March 14, 2026');
    await date.press('Tab');
    await expect(date).toHaveValue('3/14/2026');
  });

  test('an opening time: "25:00" and "4:30" said at once under the box; "9 am" accepted, shown "9:00 AM", and the file says "09:00" on that one line', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await openEntry(page, 'settings/entries/site');
    // Opening hours are a list of rows inside the business, each row folded: open the group, then its first row.
    const hours = page.locator('[id^="hours-field"]').first();
    await hours.locator('[data-testid="expand-button"]').first().click();
    // Each folded row sums itself up with its times as its fields say them ("Saturday, 8:00 AM, 5:00 PM").
    const folded = hours.locator('[class*="NestedObjectLabel"]').filter({ visible: true });
    const inWords = /^[^:]+, \d{1,2}:\d\d [AP]M, \d{1,2}:\d\d [AP]M$/;
    await expect(folded.first()).toHaveText(inWords);
    expect((await folded.allTextContents()).filter((line) => !inWords.test(line))).toEqual([]);
    // A row of several days names them as the office says them ("Monday to Friday"), not its first day "and more".
    const hoursRows = read<{ business: { hours: { service: Array<{ days: string[] }> } } }>('site.yaml').business.hours.service;
    const week = hoursRows.find((row) => row.days.length > 2)!;
    await expect(folded.filter({ hasText: `${week.days[0]} to ${week.days.at(-1)}, ` }).first()).toBeVisible();
    expect((await folded.allTextContents()).join('\n')).not.toMatch(/and more|·/);
    const rows = await openFirstRow(page, hours);
    const opens = rows.locator('[id^="opens-field"]').first();
    // The box shows the time as the office reads it; the file holds its 24-hour form.
    const before = readTime(await opens.inputValue())!;
    expect(await opens.inputValue()).toBe(showTime(before));
    // A time that cannot be read, or does not say morning or afternoon, is said as soon as the box is left, before any Publish.
    const note = fieldBox(opens).locator('.field-problem').filter({ visible: true });
    await opens.fill('25:00');
    await opens.blur();
    await expect(note).toHaveText(`"25:00" is not a time we can read. ${SCREEN_TIME_EXAMPLE}`);
    await expect(opens).toHaveAttribute('aria-invalid', 'true');
    await opens.fill('4:30');
    await opens.blur();
    await expect(note).toHaveText('Is "4:30" in the morning or the afternoon? Write 4:30 AM or 4:30 PM.');
    await expect(opens).toHaveValue('4:30');
    await opens.fill('9 am');
    await expect(note).toHaveCount(0);
    await opens.blur();
    await expect(opens).toHaveValue('9:00 AM');
    await expect(opens).not.toHaveAttribute('aria-invalid');
    await publish(page);
    await expect(page.getByText('Saved. The file now holds your change.')).toBeVisible({ timeout: 60_000 });
    const lines = changed();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`opens: "${before}"`);
    expect(lines[1]).toBe(lines[0].replace(/^-/, '+').replace(`opens: "${before}"`, 'opens: "09:00"'));
    server.git('commit', '-qam', 'an opening time');
  });

  for (const [what, viewport] of [
    ['a phone (390 px)', { width: 390, height: 844 }],
    ['a computer (1280 px)', { width: 1280, height: 800 }],
  ] as const) {
    test(`on ${what}: a required field says so on its label, and a business name left empty says so at once, at the field`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      await openEntry(page, 'settings/entries/site');
      const name = page.locator('[id^="name-field"]').first();
      await expect(name).toHaveAccessibleName('Name (required)');
      // A field that may stay empty says so instead, as Decap writes it.
      await expect(page.getByLabel(/\(optional\)$/).first()).not.toHaveAccessibleName(/required/);
      await name.fill('');
      await name.press('Tab');
      // Said before any Publish, at the field (not only in the preview's list), as the check says it.
      const said = fieldBox(name).getByText('The name cannot be empty. Fill in the name.', { exact: true }).filter({ visible: true });
      await expect(said).toHaveCount(1);
      await expect(said).toBeInViewport();
      // At Publish it is still said there, once, and nothing is written.
      await publish(page);
      await expect(page.getByText(/^Not saved/)).toBeVisible({ timeout: 60_000 });
      await expect(said).toHaveCount(1);
      expect(changed()).toEqual([]);
      // Typed again, it is said no more.
      await name.fill('Baywise Garage Door Co.');
      await name.press('Tab');
      await expect(
        fieldBox(name)
          .getByText(/cannot be empty/)
          .filter({ visible: true }),
      ).toHaveCount(0);
    });

    test(`on ${what}: a review's ZIP code outside the area served is refused at the ZIP code, in plain words, and nothing is written`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      // The booking form refuses this ZIP code; so does the content (one rule, src/booking/rules/zip.ts).
      const zip = await newReview(page, { area: 'Hyde Park, Tampa', zip: '90210', rated: true });
      await publish(page);
      const said = fieldBox(zip)
        .getByText(/ZIP code 90210 is outside the area we serve/)
        .filter({ visible: true });
      await expect(said).toHaveCount(1, { timeout: 60_000 });
      await expect(said).toBeInViewport();
      expect(await fieldBox(zip).innerText()).not.toMatch(DEVELOPER);
      expect(changed()).toEqual([]);
    });

    test(`on ${what}: a new review without its rating is refused at Publish, with the message at the rating`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      await newReview(page, { area: 'Riverview', zip: '33578', rated: false });
      await publish(page);
      const rating = page.getByRole('radiogroup', { name: 'Rating', exact: true }).last();
      const said = fieldBox(rating).getByText('No rating is chosen. Choose the rating.').filter({ visible: true });
      await expect(said).toHaveCount(1, { timeout: 60_000 });
      await expect(said).toBeInViewport();
      expect(changed()).toEqual([]);
    });
  }

  test('on a phone (390 px): no sideways scrolling, Publish and the preview toggle on screen', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const city = readdirSync(join(server.contentRoot, 'content/cities'))[0].replace(/\.yaml$/, '');
    await openEntry(page, `cities/entries/${city}`);
    // A change makes Publish the toolbar's button.
    await page.locator('[id^="name-field"]').first().press('End');
    await page.locator('[id^="name-field"]').first().type(' ');
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    for (const control of [page.getByRole('button', { name: 'Publish', exact: true }), page.getByTitle('Toggle preview')]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // The preview toggle works from the phone: it hides and shows the preview.
    const pane = page.locator('#preview-pane');
    const shown = await pane.isVisible();
    await page.getByTitle('Toggle preview').click();
    await expect(pane).toBeVisible({ visible: !shown });
  });
});
