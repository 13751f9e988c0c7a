/**
 * Creating and deleting entries on the editing screen, as an office manager does it: `npm run edit`
 * over a scratch site (a git repository of its own, so that each save is a diff), Decap CMS
 * in Chromium, the screen's own questions before anything is deleted. The entries are chosen by
 * reading the scratch site's files (the featured review, the last one, a brand), never by name.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { changedLines, closeNotes, expectSaved, openEntry as openScreenEntry, publish, test, useEditServer } from '../support/edit-screen';
import { showDate, showMonth } from '../../src/editing/shared/when';

type Review = { id: string; name: string; date: string; featured?: boolean; home?: boolean };
/** How a folded review shows on the screen: its name and its day. */
/** A review's folded line: its name and its day, the day as the date fields show one (3/14/2026). */
const folded = (review: Review) => `${review.name}, ${showDate(review.date)}`;

test.describe('creating and deleting entries on the editing screen', () => {
  const edit = useEditServer();

  const read = (file: string) => readFileSync(join(edit.contentRoot, file), 'utf8');
  const reviews = () => (parse(read('content/reviews.yaml')) as { reviews: Review[] }).reviews;
  const changed = () => changedLines(edit);
  const check = () => execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', edit.contentRoot], { stdio: 'pipe' });
  const commit = (message: string) => edit.git('commit', '-qam', message);

  const openEntry = (page: Page, hash: string) => openScreenEntry(page, edit, hash);

  const dialog = (page: Page) => page.getByRole('dialog');

  /** The list entry the screen shows collapsed under `summary`, and its remove button (the last button of its top bar). */
  function removeListEntry(page: Page, summary: string) {
    const item = page.getByText(summary, { exact: true }).locator('..');
    return item.locator(':scope > div').first().getByRole('button').last().click();
  }

  /** The lines of one list entry in the file's text: from its dash to the line before the next dash or the list's end. */
  function entryLines(text: string, id: string): string[] {
    const lines = text.split('\n');
    const start = lines.findIndex((line) => new RegExp(`^\\s*- id: ${id}$`).test(line));
    expect(start, `the entry ${id} in the file`).toBeGreaterThanOrEqual(0);
    const dash = lines[start].indexOf('-');
    let end = start + 1;
    while (end < lines.length && (lines[end].trim() === '' || lines[end].search(/\S/) > dash)) end++;
    while (lines[end - 1].trim() === '') end--;
    return lines.slice(start, end);
  }

  test('deleting a review that is not the first, the featured one and the last: each diff is exactly that review’s lines', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const all = reviews();
    const featured = all.find((review) => review.featured);
    expect(featured, 'a featured review in the content').toBeTruthy();
    const middle = all.find((review, i) => i > 0 && i < all.length - 1 && review !== featured);
    expect(middle, 'a review between the first and the last that is not featured').toBeTruthy();
    const targets = [middle!.id, featured!.id, 'last'];
    for (const target of targets) {
      const before = reviews();
      const review = target === 'last' ? before[before.length - 1] : before.find((candidate) => candidate.id === target)!;
      const text = read('content/reviews.yaml');
      const lines = entryLines(text, review.id);
      await openEntry(page, 'lists/entries/reviews');
      // The reviews page shows exactly one featured review: deleting it means featuring another in the same save.
      const successor = review.featured ? before.find((other) => other.id !== review.id && !other.featured)! : undefined;
      if (successor) {
        const item = page.getByText(folded(successor), { exact: true }).locator('..');
        await item.locator(':scope > div').first().getByRole('button').first().click();
        await item.getByLabel(/^Featured/).click();
      }
      await removeListEntry(page, folded(review));
      await publish(page);
      // The screen names what is deleted and asks first.
      await expect(dialog(page)).toContainText(review.name, { timeout: 30_000 });
      await expect(dialog(page)).toContainText(review.id);
      await dialog(page).getByRole('button', { name: 'Delete and publish' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
      const diff = changed();
      // Removed lines: the review's own, and one blank line that separated it from its neighbour;
      // added: only the successor's featured flag, when the featured review went.
      const added = diff.filter((line) => line.startsWith('+'));
      expect(added).toEqual(successor ? [expect.stringMatching(/^\+\s+featured: true$/)] : []);
      const removed = diff.filter((line) => line.startsWith('-'));
      expect(removed.filter((line) => line.trim() !== '-')).toEqual(lines.map((line) => `-${line}`));
      expect(removed.length - lines.length).toBeLessThanOrEqual(1);
      // Every other review is exactly as it was (no flag moved to a neighbour unasked).
      expect(reviews()).toEqual(
        before
          .filter((other) => other.id !== review.id)
          .map((other) => (other.id === successor?.id ? { ...other, featured: true } : other)),
      );
      check();
      commit(`delete ${review.id}`);
    }
  });

  test('a neighborhood taken out that a job and its own text still use: refused before any question, each place named in the screen’s words', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await openEntry(page, 'cities/entries/tampa');
    await removeListEntry(page, 'Davis Islands');
    await publish(page);
    await expect(
      page
        .getByText(/^Not saved:/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    // Refused by the check first: not asked to confirm a deletion that cannot be published.
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText(/In Projects › Wind-Rated Double Door Near the Water › Neighborhood/).first()).toBeVisible();
    await expect(
      page
        .getByText(
          /In Text for one city or neighborhood › Neighborhood: Tampa, Davis Islands › Neighborhood: .*Delete this text, or put the neighborhood back/,
        )
        .first(),
    ).toBeVisible();
    expect(changed()).toEqual([]);
  });

  test("a place's own text: its place is its file's, not a box for an id; an edit of its words writes only them", async ({ page }) => {
    test.setTimeout(300_000);
    const [cityId] = readdirSync(join(edit.contentRoot, 'content/local/neighborhoods'));
    const [hoodFile] = readdirSync(join(edit.contentRoot, 'content/local/neighborhoods', cityId));
    const file = `content/local/neighborhoods/${cityId}/${hoodFile}`;
    type Text = { city: string; neighborhood: string; intro: string };
    const before = parse(read(file)) as Text;
    await openEntry(page, `local/entries/local-${cityId}-${hoodFile.replace(/\.yaml$/, '')}`);
    await expect(page.locator('[id^="neighborhood-field"], [id^="city-field"]')).toHaveCount(0);
    const intro = page.locator('[id^="intro-field"]').first();
    await intro.fill(`${before.intro} Call before noon for a same-day visit.`);
    await publish(page);
    await expectSaved(page, 60_000);
    // The place stays as it was; the words are the new ones; nothing else moved.
    expect(parse(read(file))).toEqual({
      ...(parse(edit.git('show', `HEAD:${file}`)) as Text),
      intro: `${before.intro} Call before noon for a same-day visit.`,
    });
    expect(changed().filter((line) => /^[-+]\s*(city|neighborhood):/.test(line))).toEqual([]);
    check();
    commit(`the intro of ${file}`);
  });

  test('a neighborhood taken out after its own text is deleted from the screen: its address sent on to its city in the same save', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    type City = { id: string; name: string; neighborhoods: Array<{ id: string; name: string }> };
    const jobs = read('content/projects.yaml');
    // A neighborhood no job names (a job's place is refused by the check first, as the test above shows).
    const city = readdirSync(join(edit.contentRoot, 'content/cities'))
      .map((file) => parse(read(`content/cities/${file}`)) as City)
      .find((item) => item.neighborhoods.length > 1 && item.neighborhoods.some((hood) => !jobs.includes(`neighborhood: ${hood.id}`)))!;
    const hood = city.neighborhoods.findLast((item) => !jobs.includes(`neighborhood: ${item.id}`))!;
    const text = `content/local/neighborhoods/${city.id}/${hood.id}.yaml`;
    const from = `/cities/${city.id}/${hood.id}`;

    // Its own text first, as the check asks: the page stays (with the shared text), so no redirect is offered.
    await openEntry(page, `local/entries/local-${city.id}-${hood.id}`);
    await page
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    await expect(dialog(page)).toContainText(`Delete the text “Neighborhood: ${city.name}, ${hood.name}”?`, { timeout: 60_000 });
    await expect(dialog(page)).not.toContainText('will be gone');
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => edit.git('status', '--porcelain').trim(), { timeout: 60_000 }).toBe(`D ${text}`);
    check();
    edit.git('add', '-A');
    commit(`delete the text of ${hood.id}`);

    // Then the neighborhood: the question names its page and offers to send its address on to the city.
    await openEntry(page, `cities/entries/${city.id}`);
    await removeListEntry(page, hood.name);
    await publish(page);
    await expect(dialog(page)).toContainText(`Its page ${from} will be gone`, { timeout: 60_000 });
    await dialog(page)
      .getByRole('button', { name: `Delete and send ${from} to /cities/${city.id}` })
      .click();
    await expect.poll(() => edit.git('status', '--porcelain'), { timeout: 60_000 }).toContain('site.yaml');
    expect(edit.git('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual(
      [` M content/cities/${city.id}.yaml`, ' M site.yaml'].sort(),
    );
    const redirects = (parse(read('site.yaml')) as { redirects: Array<{ from: string; to: string }> }).redirects;
    expect(redirects).toContainEqual({ from, to: `/cities/${city.id}` });
    check();
    edit.git('add', '-A');
    commit(`take ${hood.id} out of ${city.id}`);
  });

  test('a list entry taken out and kept after all: nothing is written', async ({ page }) => {
    test.setTimeout(300_000);
    // One the check would let go (not the featured review, which the reviews page needs): the question comes after the check.
    const review = reviews().find((candidate) => !candidate.featured)!;
    await openEntry(page, 'lists/entries/reviews');
    await removeListEntry(page, folded(review));
    await publish(page);
    await expect(dialog(page)).toContainText(review.name, { timeout: 30_000 });
    await dialog(page).getByRole('button', { name: 'Keep it' }).click();
    await expect(page.getByText(/nothing was deleted/).first()).toBeVisible({ timeout: 30_000 });
    expect(changed()).toEqual([]);
  });

  test('removing a fact: the file loses its line and nothing else; one removed by mistake is put back as it was', async ({ page }) => {
    test.setTimeout(300_000);
    // A fact no copy uses (copy that uses one would stop the removal, with the check's message):
    // added to the scratch site first, so that the test does not depend on which facts the content has.
    const site = read('site.yaml');
    const at = site.search(/^constants:\n/m);
    expect(at).toBeGreaterThanOrEqual(0);
    const head = site.slice(at).split('\n');
    const indent = /^\s*/.exec(head[1])![0];
    const line = `${indent}spareFactForRemoval: A fact no copy uses`;
    writeFileSync(join(edit.contentRoot, 'site.yaml'), site.replace(/^constants:\n/m, `constants:\n${line}\n`));
    check();
    commit('a spare fact');
    await openEntry(page, 'settings/entries/site');
    // A fact's box emptied says at the box what that does (the file would lose the fact), and what to do.
    const fee = page.getByLabel(/^Service call fee/);
    const feeText = await fee.inputValue();
    await fee.fill('');
    await expect(fee).toHaveAccessibleDescription(
      'A fact cannot be empty: write its text, or press Remove to take the fact out of the site (once no text uses it).',
    );
    // Published so, it is said once, at the box: not also as a fact she removed. The fee is used by
    // texts, so the note asks for its text only, and says why (Remove would be refused: "Put the fact back").
    await publish(page);
    const note = page.getByText(/Not saved: a business fact is empty/).first();
    await expect(note).toBeVisible({ timeout: 30_000 });
    await expect(note).toContainText(/Write its text: it cannot be taken out of the site while (a text uses|\d+ texts use) it \(.+\)\./);
    await expect(note).not.toContainText('press Remove');
    await expect(fee).toBeFocused();
    await expect(page.getByText(/You removed the fact/)).toHaveCount(0);
    expect(changed()).toEqual([]);
    await fee.fill(feeText);
    await expect(fee).not.toHaveAttribute('aria-invalid');
    // A fact no text uses, emptied: its text, or Remove, which is what she does next.
    await closeNotes(page);
    await page.getByLabel(/^Spare fact for removal/).fill('');
    await publish(page);
    await expect(page.getByText(/Not saved: a business fact is empty/).first()).toContainText(
      'Write its text, or press Remove to take it out of the site.',
      { timeout: 30_000 },
    );
    expect(changed()).toEqual([]);
    await page.getByRole('button', { name: 'Remove spare fact for removal' }).click();
    // A fact taken out by mistake is put back as it was, from the line the screen leaves for it.
    await page.getByRole('button', { name: 'Remove service call fee' }).click();
    await expect(page.getByRole('button', { name: 'Remove service call fee' })).toHaveCount(0);
    await expect(page.locator('.facts-removed')).toHaveText([
      'Removed: Spare fact for removal {{spareFactForRemoval}} Put back',
      'Removed: Service call fee {{serviceCallFee}} Put back',
    ]);
    await page.getByRole('button', { name: 'Put back service call fee' }).click();
    await expect(page.getByRole('button', { name: 'Remove service call fee' })).toBeVisible();
    await expect(page.locator('.facts-removed')).toHaveCount(1);
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
    expect(changed()).toEqual([`-${line}`]);
    expect((parse(read('site.yaml')) as { constants: Record<string, string> }).constants).not.toHaveProperty('spareFactForRemoval');
    check();
    commit('fact removed');
  });

  test('deleting a brand: the screen names what still names it, then deletes it with a redirect in one save', async ({ page }) => {
    test.setTimeout(600_000);
    const brands = readdirSync(join(edit.contentRoot, 'content/brands')).filter((file) => file.endsWith('.yaml'));
    const parsed = brands.map((file) => ({
      file: `content/brands/${file}`,
      ...(parse(read(`content/brands/${file}`)) as { id: string; name: string }),
    }));
    // A brand that no menu links to: menus are not what this test is about.
    const brand = parsed.find((entry) => !read('site.yaml').includes(`/brands/${entry.id}`))!;
    expect(brand, 'a brand without a menu link').toBeTruthy();
    const namedBy = readdirSync(join(edit.contentRoot, 'content/services'))
      .map((file) => `content/services/${file}`)
      .filter((file) => new RegExp(`[[,\\s]${brand.id}[,\\]\\s]`).test(read(file)));

    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(String(error)));
    await openEntry(page, `brands/entries/${brand.id}`);
    await page
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    // Still named by services: the screen lists them and offers only to keep it.
    await expect(dialog(page)).toContainText(`Delete ${brand.name}?`, { timeout: 60_000 });
    // Each in the screen's words: the service and its field, not a file and a line the office never sees.
    for (const file of namedBy)
      await expect(dialog(page)).toContainText(`${(parse(read(file)) as { title: string }).title} › Common brands`);
    await expect(dialog(page)).not.toContainText('.yaml');
    await expect(dialog(page)).not.toContainText(/\bline \d/);
    await expect(dialog(page).getByRole('button')).toHaveText(['Keep it']);
    // Each note Decap adds, and whether it was on the screen at the next frame.
    await page.evaluate(() => {
      const notes: Array<{ text: string; shown: boolean }> = [];
      Object.assign(window, { notesSeen: notes });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement)
              for (const note of node.matches('.Toastify__toast') ? [node] : node.querySelectorAll<HTMLElement>('.Toastify__toast'))
                requestAnimationFrame(() =>
                  notes.push({ text: note.textContent ?? '', shown: note.checkVisibility({ visibilityProperty: true }) }),
                );
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog(page).getByRole('button', { name: 'Keep it' }).click();
    // She chose to keep it, after the dialog said why: Decap's "Not deleted" note goes as it comes (a red
    // note after "Keep it" read as an error), the entry stays open, and no page error.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { notesSeen: Array<{ text: string; shown: boolean }> }).notesSeen), {
        timeout: 30_000,
      })
      .toEqual([{ text: expect.stringMatching(/^Not deleted\./) as unknown as string, shown: false }]);
    await expect(dialog(page)).toBeHidden();
    expect(uncaught).toEqual([]);
    expect(edit.git('status', '--porcelain')).toBe('');

    // The services stop naming it (as the office would, service by service); then it can go.
    for (const file of namedBy) {
      const text = read(file).replace(new RegExp(`^(\\s*\\w+: \\[)(.*)\\]$`, 'gm'), (all, open: string, items: string) => {
        const kept = items
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== brand.id);
        return kept.length === items.split(',').length ? all : `${open}${kept.join(', ')}]`;
      });
      writeFileSync(join(edit.contentRoot, file), text);
    }
    check();
    commit(`services no longer name ${brand.id}`);

    await openEntry(page, `brands/entries/${brand.id}`);
    await page
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    const redirect = dialog(page).getByRole('button', { name: new RegExp(`^Delete and send /brands/${brand.id} to `) });
    await expect(redirect).toBeVisible({ timeout: 60_000 });
    const to = /to (\S+)$/.exec((await redirect.textContent())!)![1];
    await redirect.click();
    await expect.poll(() => edit.git('status', '--porcelain'), { timeout: 60_000 }).toContain(brand.file);
    expect(edit.git('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([` D ${brand.file}`, ' M site.yaml'].sort());
    const siteDiff = edit
      .git('diff', '--unified=0', '--no-color', '--', 'site.yaml')
      .split('\n')
      .filter((line) => /^[-+](?![-+]{2} )/.test(line));
    expect(siteDiff).toHaveLength(1);
    expect(siteDiff[0]).toMatch(new RegExp(`^\\+\\s*- \\{ from: /brands/${brand.id}, to: ${to.replace(/[/]/g, '\\/')} \\}$`));
    const redirects = (parse(read('site.yaml')) as { redirects: Array<{ from: string; to: string }> }).redirects;
    expect(redirects).toContainEqual({ from: `/brands/${brand.id}`, to });
    check();
    edit.git('add', '-A');
    commit(`delete ${brand.id}`);
  });

  test('an entry reached straight from another (as Back and Forward do) shows its own fields, and a save writes it alone', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const cities = readdirSync(join(edit.contentRoot, 'content/cities')).map((file) => file.replace(/\.yaml$/, ''));
    const city = (id: string) => parse(read(`content/cities/${id}.yaml`)) as { name: string; metaDescription: string };
    const [first, second] = cities;
    const name = page.locator('[id^="name-field"]').first();
    const description = page.locator('[id^="metaDescription-field"]').first();
    const go = (hash: string) => page.evaluate((to) => (location.hash = to), hash);
    await openEntry(page, `cities/entries/${first}`);
    await expect(name).toHaveValue(city(first).name);
    // Straight to another city, with a change left unsaved: the screen asks once, then shows that city.
    await description.fill(`${city(first).metaDescription} Changed.`);
    const asked: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('dialog', (question) => {
      asked.push(question.message());
      void question.accept();
    });
    await go(`#/collections/cities/entries/${second}`);
    await expect(name).toHaveValue(city(second).name);
    await expect(description).toHaveValue(city(second).metaDescription);
    expect(asked).toHaveLength(1);
    // Its change is saved into its own file, and nothing else changes.
    const shorter = `${city(second)
      .metaDescription.split(' ')
      .slice(0, -2)
      .join(' ')
      .replace(/[,;.]$/, '')}.`;
    await description.fill(shorter);
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
    expect(city(second).metaDescription).toBe(shorter);
    expect(edit.git('status', '--porcelain').trim()).toBe(`M content/cities/${second}.yaml`);
    commit('a city described shorter');
    // From a city straight to the business facts, and back as the browser's Back does.
    await go('#/collections/settings/entries/site');
    const email = (parse(read('site.yaml')) as { business: { email: string } }).business.email;
    await expect(page.locator('[id^="email-field"]').first()).toHaveValue(email);
    await page.goBack();
    await expect(name).toHaveValue(city(second).name);
    await expect(description).toHaveValue(shorter);
    expect(asked).toHaveLength(1);
    // Decap's own move to a new entry stays Decap's: Duplicate opens a new city holding this one's fields.
    await page.getByRole('button', { name: 'Published' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page).toHaveURL(/#\/collections\/cities\/new$/);
    await expect(description).toHaveValue(shorter);
    expect(errors).toEqual([]);
  });

  test('Back with a change unsaved, then Cancel: the entry stays on the screen, and its address in the bar', async ({ page }) => {
    test.setTimeout(300_000);
    const city = readdirSync(join(edit.contentRoot, 'content/cities'))[2].replace(/\.yaml$/, '');
    await openEntry(page, `cities/entries/${city}`);
    const description = page.locator('[id^="metaDescription-field"]').first();
    const typed = `${await description.inputValue()} Changed.`;
    await description.fill(typed);
    const asked = page.waitForEvent('dialog');
    await page.evaluate(() => history.back());
    await (await asked).dismiss();
    await expect(page).toHaveURL(new RegExp(`#/collections/cities/entries/${city}$`));
    await expect(description).toHaveValue(typed);
    // Leaving after all: asked again, and the change goes.
    page.once('dialog', (question) => void question.accept());
    await page.evaluate(() => (location.hash = '#/collections/settings'));
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    expect(changed()).toEqual([]);
  });

  test('a link that names no entry (a city renamed since, a name guessed, a list the screen has not) leads to a list that says so', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const note = page.locator('#address-note');
    const go = (hash: string) => page.evaluate((to) => (location.hash = to), hash);
    const gone = 'a-city-renamed-since';
    // A fresh load of the link, as from an e-mail kept (signed in first): the list, and the note, not a form of nothing.
    await openEntry(page, 'settings/entries/site');
    await page.goto('about:blank');
    await page.goto(`${edit.origin}/admin/#/collections/cities/entries/${gone}`);
    await expect(note).toHaveText(
      `There is no city “${gone}”: it may have been renamed or deleted. Choose one from the list, or add it with New City.Close`,
    );
    await expect(page).toHaveURL(/#\/collections\/cities$/);
    await expect(page.getByText('New City', { exact: true })).toBeVisible();
    await expect(note).toBeInViewport();
    await expect(page.getByText('Nothing to publish')).toHaveCount(0);
    // The note goes with the address it was said at.
    const first = readdirSync(join(edit.contentRoot, 'content/cities'))[0].replace(/\.yaml$/, '');
    await page
      .getByRole('link')
      .filter({ hasText: (parse(read(`content/cities/${first}.yaml`)) as { name: string }).name })
      .click();
    await expect(page.getByText('Nothing to publish')).toBeVisible();
    await expect(note).toHaveCount(0);
    // Typed or followed within the screen: a long text by a guessed name, a list the screen has not.
    await go('#/collections/texts/entries/about');
    await expect(note).toContainText('That link leads nowhere: “Long texts” has no entry “about”. Choose one from the list.');
    await expect(page).toHaveURL(/#\/collections\/texts$/);
    await go('#/collections/pages-copy/entries/home');
    await expect(note).toContainText('That link leads nowhere: the editing screen has no list “pages-copy”.');
    await expect(page).toHaveURL(/#\/collections\/settings$/);
    await note.getByRole('button', { name: 'Close' }).click();
    await expect(note).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(changed()).toEqual([]);
  });

  test('adding a review: its id is made from its name and date and shown, and the new entry is the only change', async ({ page }) => {
    test.setTimeout(600_000);
    const before = reviews();
    await openEntry(page, 'lists/entries/reviews');
    await page.getByRole('button', { name: /^Add/ }).first().click();
    // The new review opens where she sees it (at the end of a long list), its name's box ready for typing.
    const typing = page.locator(':focus');
    await expect(typing).toHaveAttribute('id', /^name-field-/);
    await expect(typing).toBeInViewport();
    const field = (label: string) => page.getByLabel(label, { exact: true }).last();
    const name = 'Jordan K.';
    const date = '2026-09-12';
    await field('Name').fill(name);
    await field('Area').fill('Riverview');
    await field('ZIP code').fill('33578');
    await field('Date').fill(date);
    await field('Date').press('Escape');
    await field('Service').click();
    await page.getByRole('option').first().click();
    // The rating is a row of five choices.
    await page.getByRole('radiogroup', { name: 'Rating', exact: true }).last().getByRole('radio', { name: '5', exact: true }).check();
    await field('Comment').fill('The crew came the same afternoon, replaced both springs and explained every step.');
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
    const after = reviews();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    const added = after[after.length - 1];
    expect(added.id).toMatch(/^jordan-k-2026-09-12(-\d+)?$/);
    expect(added).toMatchObject({ name, area: 'Riverview', zip: '33578', date, rating: 5 });
    // Only added lines, written like the entries around it (key order, quoting).
    const diff = changed();
    expect(diff.every((line) => line.startsWith('+'))).toBe(true);
    expect(diff).toContain(`+  - id: ${added.id}`);
    expect(diff).toContain(`+    date: "${date}"`);
    check();
    commit('a review');
    // The form shows the made id at once, without a box to type one (it said "Not made yet" until a
    // reload), and nothing is left to save.
    // The review she added stays open, its id shown in it, and the form where she was (drawn anew, it
    // had every list folded and stood at its top).
    await expect(page.locator('output.made-id', { hasText: added.id })).toBeVisible();
    await expect(field('Comment')).toBeInViewport();
    await expect(page.getByText('Not made yet')).toHaveCount(0);
    await expect(page.getByText('Nothing to publish')).toBeVisible();
  });
  test("a job's month is typed as people say it and its neighborhood chosen by name: the file gets 2026-11 and the neighborhood's id", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    type Job = { id: string; title: string; month: string; neighborhood?: string };
    const jobs = () => (parse(read('content/projects.yaml')) as { projects: Job[] }).projects;
    const job = jobs().find((item) => item.neighborhood === 'davis-islands')!;
    await openEntry(page, 'lists/entries/projects');
    const bar = page.getByText(job.title, { exact: true }).locator('..');
    await bar.getByRole('button').first().click();
    // The fields of the entry opened: each list's n-th field is its n-th entry's.
    const i = jobs().findIndex((item) => item.id === job.id);
    const month = page.locator('[id^="month-field"]').nth(i);
    // The file's "2026-08" as the office says a month.
    await expect(month).toHaveValue(showMonth(job.month));
    expect(showMonth(job.month)).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    // The neighborhood is a choice of names, each with its city, not a box for an id.
    await expect(
      page.locator('[id^="neighborhood-field"]').nth(i).locator('xpath=ancestor::div[contains(@class, "-container")][1]'),
    ).toContainText('Davis Islands, Tampa');
    await month.fill('November 2026');
    await month.press('Tab');
    await expect(month).toHaveValue('November 2026');
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
    expect(changed()).toEqual([`-    month: "${job.month}"`, '+    month: "2026-11"']);
    check();
    commit('a job moved to November');
  });
});
