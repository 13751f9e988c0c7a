/**
 * Arriving at the booking form from a page that knows its service and city (issue 42: a homeowner
 * pressed "Schedule Service" on a service-in-city page and found both empty), with JavaScript and
 * without; and, after a request, the confirmation says of an e-mail only what happened.
 */
import { expect, test, type Page } from '@playwright/test';
import { bookingChoices } from '../../src/booking/form/config';
import { DRAFT_KEY } from '../../src/booking/form/draft';
import { officeCallLine, officeCallNote } from '../../src/booking/rules/office-call';
import { LABELS } from '../../src/booking/rules/fields';
import { loadSite } from '../../src/manifest/load';
import { href } from '../../src/routes/urls';
import { fillRequired, uniqueEmail } from '../support/booking-page';
import { hydrated } from '../support/page';

// The site the server serves: its services' booking types and its cities' names are what the form must show.
const { site } = loadSite(process.cwd());
if (!site) throw new Error('site.yaml did not load');
const service = site.services.find((candidate) => candidate.bookingType)!;
const city = site.cities[0];
const neighborhood = city.neighborhoods[0];

test.use({ viewport: { width: 390, height: 844 } });

/** The form's City field (its label carries the required mark). */
const cityField = (page: Page) => page.locator('form[name="booking-form"] [name="city"]');

/** Follows the first booking link of the page's main content, as a visitor taps it. */
async function bookFrom(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main a[href^="/booking"]').first().click();
  await expect(page).toHaveURL(/\/booking\?/);
}

/** The floating bar's Book button (phones). */
const floatingBook = (page: Page) => page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Book' });

test("after moving within the site, the floating Book follows the page shown: a city's page books that city, the home page the form as it is", async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(floatingBook(page)).toHaveAttribute('href', href('booking'));
  await page
    .locator(`main a[href="${href('city', { cityId: city.id })}"]`)
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(city.name);
  await expect(floatingBook(page)).toHaveAttribute('href', `${href('booking')}?city=${city.id}`);
  await floatingBook(page).click();
  await expect(cityField(page)).toHaveValue(city.name);
  await page.goBack();
  await page.goBack();
  await expect(floatingBook(page)).toHaveAttribute('href', href('booking'));
});

test('"Claim This Offer" starts the form with the offer written in the issue, with and without JavaScript', async ({ browser, page }) => {
  const offer = `Website offer: ${String(site.manifest.constants.offer)}.`;
  const path = href('neighborhood', { cityId: city.id, neighborhoodId: neighborhood.id });
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  for (const tab of [page, await plain.newPage()]) {
    await tab.goto(path);
    await tab.getByRole('link', { name: 'Claim This Offer' }).click();
    await expect(tab).toHaveURL(/\/booking\?.*offer=1/);
    await expect(tab.getByLabel('Describe the Issue')).toHaveValue(offer);
    await expect(cityField(tab)).toHaveValue(city.name);
  }
  await plain.close();
});

test('a second booking link replaces what the first one filled in, never what the visitor typed', async ({ page }) => {
  const other = site.cities.find((candidate) => candidate.id !== city.id)!;
  const draftCity = () =>
    page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { values?: { city?: string } }).values?.city, DRAFT_KEY);
  await page.goto(`${href('booking')}?city=${city.id}`);
  await hydrated(page);
  await expect(cityField(page)).toHaveValue(city.name);
  await expect.poll(draftCity).toBe(city.name);
  // A Book button of another city's page: that city, and its service.
  await page.goto(`${href('booking')}?city=${other.id}&service=${service.id}`);
  await hydrated(page);
  await expect(cityField(page)).toHaveValue(other.name);
  await expect(page.getByLabel(LABELS.serviceType)).toHaveValue(service.bookingType!);
  // The visitor's own city (their address) stays when a later link names another.
  await cityField(page).fill(city.name);
  await expect.poll(draftCity).toBe(city.name);
  await page.goto(`${href('booking')}?city=${other.id}`);
  await hydrated(page);
  await expect(cityField(page)).toHaveValue(city.name);
});

for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test("a service-in-city page's booking link brings its service and city into the form", async ({ page }) => {
      await bookFrom(page, href('service-city', { serviceId: service.id, cityId: city.id }));
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByLabel(LABELS.serviceType)).toHaveValue(service.bookingType!);
      await expect(cityField(page)).toHaveValue(city.name);
    });

    test("a neighborhood page's booking link brings its city, and the service stays to choose", async ({ page }) => {
      await bookFrom(page, href('neighborhood', { cityId: city.id, neighborhoodId: neighborhood.id }));
      if (javaScriptEnabled) await hydrated(page);
      await expect(cityField(page)).toHaveValue(city.name);
      await expect(page.getByLabel(LABELS.serviceType)).toHaveValue('');
    });

    test('on a phone, the floating Book of a service-in-city page brings its service and city too', async ({ page }) => {
      await page.goto(href('service-city', { serviceId: service.id, cityId: city.id }));
      await floatingBook(page).click();
      await expect(page).toHaveURL(/\/booking\?/);
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByLabel(LABELS.serviceType)).toHaveValue(service.bookingType!);
      await expect(cityField(page)).toHaveValue(city.name);
    });

    test('ids the site does not have fill in nothing', async ({ page }) => {
      await page.goto(`${href('booking')}?service=no-such-service&city=orlando`);
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByLabel(LABELS.serviceType)).toHaveValue('');
      await expect(cityField(page)).toHaveValue('');
    });
  });

test.describe('without JavaScript, after a request', () => {
  test.use({ javaScriptEnabled: false });

  test('the confirmation page speaks of an e-mail only when one went (npm start here runs without SMTP_URL)', async ({ page }) => {
    await page.goto(href('booking'));
    await fillRequired(page, uniqueEmail('no-script'));
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    // On the owner's server the address also carries the key of the request's own page.
    await expect(page).toHaveURL(
      new RegExp(`${href('booking-result')}\\?ref=[A-Z]{1,4}-[2-9A-Z]{5}&request=\\d+\\.manage\\.\\d+\\.[\\w-]+(&call=[\\dT:-]+)?$`),
    );
    // Sent while the office is closed (this run's hour decides), the page says when the call comes, as the e-mail does.
    const line = officeCallLine(bookingChoices(site).availability, new Date());
    if (line) await expect(page.locator('[data-call]')).toHaveText(line);
    else await expect(page.locator('[data-call]')).toBeHidden();
    await expect(page.locator('[data-emailed]')).toBeHidden();
    expect(await page.locator('main').innerText()).not.toMatch(/e-mail/i);
    // The request's reference, shown by the server without a script.
    const reference = new URL(page.url()).searchParams.get('ref')!;
    await expect(page.locator('[data-reference]')).toContainText(`Your reference: ${reference}`);
  });
});

test('with JavaScript, the success view speaks of an e-mail only when one went (npm start here runs without SMTP_URL)', async ({
  page,
}) => {
  await page.goto(href('booking'));
  await hydrated(page);
  await fillRequired(page, uniqueEmail('script'));
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  const view = page.locator('main').getByText('Your reference:');
  await expect(view).toBeVisible();
  expect(await view.innerText()).not.toMatch(/e-mail/i);
  // Sent while the office is closed (this run's hour decides), the view says when the call comes.
  const { availability } = bookingChoices(site);
  const note = officeCallNote(availability, new Date());
  const closed = page.locator('main').getByText('Our office is closed now');
  if (note) await expect(closed).toContainText(note);
  else await expect(closed).toHaveCount(0);
});
