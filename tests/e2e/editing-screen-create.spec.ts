/**
 * Creating a city and a service on the editing screen, as an office manager does it: `npm run edit`
 * over a scratch site, "New City" and "New Service" in Chromium, every example text of the
 * blank template replaced, the choices made, Publish. Then the scratch site is built: the new pages are
 * there, and in the sitemap exactly when they are indexable (own text). Names and ZIP codes come
 * from the scratch site's own files (a county it serves, ZIP codes of that county no city uses yet).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { choose, closeNotes, exampleFields, expectSaved, openEntry, openFolds, publish, test, useEditServer } from '../support/edit-screen';
import { scratchSite } from '../support/scratch-site';
import { pageFile } from '../../src/routes/files';

type County = { name: string; zipCodes: string[] };
type City = { id: string; name: string; county: string; neighborhoods: Array<{ id: string; name: string; zipCodes: string[] }> };

/** A town name no city of the scratch site has, its two neighborhoods, and a service no service has. */
const TOWN = { name: 'Cypress Landing', neighborhoods: ['Heron Creek', 'Oak Hammock'] };
const SERVICE = 'Garage Door Weatherstrip Replacement';

/** Plain sentences for the example texts: no digit, price, phone or address, so only the template's own rules apply. */
const WORDS = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fern', 'grove', 'harbor', 'iris', 'juniper', 'kestrel', 'laurel', 'maple'];
function prose(n: number, place: string): string {
  const tag = `${WORDS[n % WORDS.length]} ${WORDS[Math.floor(n / WORDS.length) % WORDS.length]}`;
  return `Homes around ${place} have steel sectional doors that summer storms and salt-free humidity wear down; note ${tag}.`;
}

test.describe('creating entries from blank templates on the editing screen', () => {
  const edit = useEditServer();

  const read = <T>(file: string) => parse(readFileSync(join(edit.contentRoot, file), 'utf8')) as T;
  const cities = () =>
    readdirSync(join(edit.contentRoot, 'content/cities'))
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => read<City>(`content/cities/${file}`));
  const check = () => execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', edit.contentRoot], { stdio: 'pipe' });
  /** What the saves changed in the scratch site since its last commit: new files only, by name. */
  const status = () => edit.git('status', '--porcelain', '--untracked-files=all').trim().split('\n').filter(Boolean);

  /** Replaces every example text of the open form: `special` answers the fields it knows (by the key of their id), prose the rest. */
  async function fillExamples(page: Page, place: string, special: (key: string, seen: number) => string | undefined) {
    await openFolds(page);
    const seen = new Map<string, number>();
    let n = 0;
    for (const id of await exampleFields(page)) {
      const key = id.replace(/-field-\d+$/, '');
      seen.set(key, (seen.get(key) ?? 0) + 1);
      await page.locator(`[id="${id}"]`).fill(special(key, seen.get(key)!) ?? prose(n++, place));
    }
    expect(await exampleFields(page)).toEqual([]);
  }

  test('a new city starts from its blank template: nothing of another city, and Publish says what is left to write', async ({ page }) => {
    test.setTimeout(600_000);
    await openEntry(page, edit, 'cities/new');
    // Nothing saved yet, and nothing said to be ("Changes saved" stood over the empty form).
    await expect(page.getByText('Nothing to publish')).toBeVisible();
    await expect(page.getByText('Changes saved')).toHaveCount(0);
    await openFolds(page);
    const examples = await exampleFields(page);
    expect(examples.length).toBeGreaterThan(10);
    const values = await page
      .locator('input, textarea')
      .evaluateAll((els) => (els as HTMLInputElement[]).map((input) => input.value).join('\n'));
    for (const city of cities()) expect(values).not.toContain(city.name);
    // The preview lists what is left to write, in the screen's words.
    const preview = page.frameLocator('#preview-pane').frameLocator('iframe[title="Page preview"]').locator('body');
    await expect(preview).toContainText("still holds the template's example text", { timeout: 60_000 });
    await expect(preview).not.toContainText('npm run');
    // A blank form is work still to do, not mistakes: no red "To fix" over a form not yet touched.
    await expect(preview.locator('h1')).toHaveText(/^Still to write before publishing/);
    await expect(preview).not.toContainText('To fix');
    // Each problem of a list's entry names its entry: the two neighborhoods' empty ZIP codes are told apart.
    await expect(preview).toContainText('Neighborhood 1: ');
    await expect(preview).toContainText('Neighborhood 2: ');
    // Decap's own presence rule refuses it (no county); the check's problems of the same save are said
    // at their fields as well (the example texts left), and the county says it once.
    await publish(page);
    const county = page.locator('[id^="county-field"]').first().locator('xpath=ancestor::div[@aria-label][1]');
    await expect(county.locator('.field-problem, [class*="-ControlErrorsList"] li').filter({ visible: true })).toHaveText(
      [/county cannot be empty/i],
      { timeout: 60_000 },
    );
    await expect(page.locator('.field-problem', { hasText: /still holds the template's example text/ }).first()).toBeVisible({
      timeout: 60_000,
    });
    const { counties } = read<{ counties: County[] }>('content/counties.yaml');
    await choose(page, 'county', counties[0].name);
    for (let i = 0; i < 3; i++) await choose(page, 'keyServices');
    await publish(page);
    await expect(page.locator('.field-problem').first()).toContainText(/still holds the template's example text/, { timeout: 60_000 });
    // Every example text left is said at its field at once, not three at a time, Publish after Publish.
    await expect(page.locator('.field-problem', { hasText: /still holds the template's example text/ })).toHaveCount(examples.length);
    expect(status()).toEqual([]);
  });

  test('a city with two neighborhoods: one new file, in the form’s order, ids made from the names, and the check passes', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const { counties } = read<{ counties: County[] }>('content/counties.yaml');
    const used = new Set(cities().flatMap((existing) => existing.neighborhoods.flatMap((neighborhood) => neighborhood.zipCodes)));
    const county = counties[0];
    const zips = county.zipCodes.filter((zip) => !used.has(zip)).slice(0, 2);
    expect(zips).toHaveLength(2);

    await openEntry(page, edit, 'cities/new');
    const names = [TOWN.name, ...TOWN.neighborhoods];
    await fillExamples(page, TOWN.name, (key, seen) => {
      if (key === 'name') return names[seen - 1];
      if (key === 'url') return 'https://www.census.gov/quickfacts/';
      if (key === 'metaDescription')
        return `Garage door repair in ${TOWN.name}: springs, openers and new doors for ${TOWN.neighborhoods.join(' and ')}.`;
      // The facts' values: the county's names the city's county, the ZIP codes' lists the neighborhoods'.
      if (key === 'value' && seen === 1) return `${county.name} County`;
      if (key === 'value' && seen === 4) return zips.join(', ');
      return undefined;
    });
    await choose(page, 'county', county.name);
    // Two key services of the three asked for.
    for (let i = 0; i < 2; i++) await choose(page, 'keyServices');
    const addZip = page.getByRole('button', { name: 'Add zip code' });
    for (const [i, zip] of zips.entries()) {
      await addZip.nth(i).click();
      await page.locator('[id^="zipCode-field"]').nth(i).fill(zip);
    }
    const keyServices = page.locator('input[id^="keyServices-field"]').first();
    const note = page.locator(`#${await keyServices.getAttribute('id')}-problem`);
    await publish(page);
    // The check's message goes under the choice box, whole (inside it, it was cut off: "The ke…").
    await expect(note).toHaveText(/^The key services list needs at least 3/, { timeout: 60_000 });
    const box = (await keyServices.locator('xpath=ancestor::div[contains(@class, "-container")][1]').boundingBox())!;
    expect((await note.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
    expect(await note.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // The third one chosen: the message goes.
    await choose(page, 'keyServices');
    await expect(note).toHaveCount(0);
    await closeNotes(page);
    await publish(page);
    await expectSaved(page, 120_000);

    const id = 'cypress-landing';
    expect(status()).toEqual([`?? content/cities/${id}.yaml`]);
    const text = readFileSync(join(edit.contentRoot, `content/cities/${id}.yaml`), 'utf8');
    expect(text).not.toContain('✎');
    // The file's keys in the schema's order, as every city file has them.
    const schemaKeys = Object.keys(
      (JSON.parse(readFileSync(join(edit.contentRoot, 'schema/city.schema.json'), 'utf8')) as { properties: object }).properties,
    );
    const keys = Object.keys(parse(text) as object);
    expect(keys).toEqual(schemaKeys.filter((key) => keys.includes(key)));
    const city = read<City>(`content/cities/${id}.yaml`);
    expect(city).toMatchObject({ id, name: TOWN.name, county: county.name });
    expect(city.neighborhoods.map((neighborhood) => [neighborhood.id, neighborhood.name, neighborhood.zipCodes])).toEqual([
      ['heron-creek', 'Heron Creek', [zips[0]]],
      ['oak-hammock', 'Oak Hammock', [zips[1]]],
    ]);
    check();
    edit.git('add', '-A');
    edit.git('commit', '-qm', 'a city');
  });

  test('a service: one new file, the check passes', async ({ page }) => {
    test.setTimeout(600_000);
    await openEntry(page, edit, 'services/new');
    // The service's own title is the form's first; the steps' titles come later.
    await fillExamples(page, 'Tampa Bay', (key, seen) => {
      if (key === 'title' && seen === 1) return SERVICE;
      if (key === 'metaTitle') return `${SERVICE} in Tampa Bay`;
      if (key === 'metaDescription')
        return `${SERVICE} for Tampa Bay homes: new seals along the bottom and sides keep out rain, heat and pests.`;
      return undefined;
    });
    await choose(page, 'tier', 'Specialized');
    await choose(page, 'workType', 'Repair');
    await choose(page, 'icon');
    // A service whose name is not a booking type of the form says which one it is booked as.
    await choose(page, 'bookingType');
    for (let i = 0; i < 3; i++) await choose(page, 'relatedServices');
    await choose(page, 'commonBrands');
    await publish(page);
    await expectSaved(page, 120_000);
    const id = 'garage-door-weatherstrip-replacement';
    expect(status()).toEqual([`?? content/services/${id}.yaml`]);
    expect(readFileSync(join(edit.contentRoot, `content/services/${id}.yaml`), 'utf8')).not.toContain('✎');
    check();
    edit.git('add', '-A');
    edit.git('commit', '-qm', 'a service');
  });

  test('the build has their pages, and the sitemaps list each one exactly when it is indexable', async () => {
    test.setTimeout(600_000);
    const scratch = scratchSite(undefined, { buildable: true });
    try {
      for (const part of ['site.yaml', 'content']) {
        rmSync(join(scratch, part), { recursive: true, force: true });
        cpSync(join(edit.contentRoot, part), join(scratch, part), { recursive: true });
      }
      execFileSync(process.execPath, [join(process.cwd(), 'scripts/run.mjs'), 'build'], {
        cwd: scratch,
        stdio: 'pipe',
        env: { ...process.env, NODE_ENV: 'production', OUT_DIR: 'dist' },
      });
      const dist = join(scratch, 'dist');
      const sitemaps = readdirSync(dist)
        .filter((file) => /^sitemap.*\.xml$/.test(file))
        .map((file) => readFileSync(join(dist, file), 'utf8'))
        .join('\n');
      const pages = [
        '/cities/cypress-landing',
        '/cities/cypress-landing/heron-creek',
        '/cities/cypress-landing/oak-hammock',
        '/services/garage-door-weatherstrip-replacement',
        '/services/garage-door-weatherstrip-replacement/cypress-landing',
      ];
      for (const path of pages) {
        const file = join(dist, pageFile(path));
        expect(existsSync(file), path).toBe(true);
        const html = readFileSync(file, 'utf8');
        const noindex = /<meta name="robots" content="noindex/.test(html);
        expect(sitemaps.includes(`${path}</loc>`), `${path}: in a sitemap exactly when indexable`).toBe(!noindex);
      }
      expect(readFileSync(join(dist, pageFile('/cities/cypress-landing')), 'utf8')).toContain(TOWN.name);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
