import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { closedOn, type ClosedDate } from '../../src/booking/rules/slots';
import { bookingForm as form, fillRequired, uniqueEmail as unique, VISITOR } from '../support/booking-page';
import { storedLeads } from '../support/booking-http';
import { holdRequests, hydrated, watchConsole } from '../support/page';
import { headingOf } from '../support/page-copy';

/** What the form says once a request is accepted: the pop-up's title (the booking copy's thanks), and the view's heading (its received). */
const THANKS = headingOf('booking', 'thanks');
const RECEIVED = headingOf('booking', 'received');

/** The spec's options (section 9), which site.yaml must reproduce exactly. */
const TIMES = ['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM'];
const SERVICES = [
  'Garage Door Repair',
  'Spring Replacement',
  'Opener Repair',
  'New Door Installation',
  'Cable Repair',
  'Panel Replacement',
  'Track Repair',
  'Roller Replacement',
  'Remote/Keypad Programming',
  'Maintenance Service',
  'Other',
];
/** Without a chosen day, each time says the days it falls inside the service hours (site.yaml). */
const TIME_LABELS = [
  '8:00 AM (Mon-Sat)',
  '9:00 AM (Mon-Sat)',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM (Mon-Sat)',
  '5:00 PM (Mon-Fri)',
  '6:00 PM (Mon-Fri)',
];
const site = parse(readFileSync('site.yaml', 'utf8')) as {
  business: { phone: { display: string } };
  booking: { closedDates: ClosedDate[] };
};
const counties = parse(readFileSync('content/counties.yaml', 'utf8')) as { counties: Array<{ name: string; zipCodes: string[] }> };
const ZIPS = counties.counties.flatMap((county) => county.zipCodes);
const PHONE = site.business.phone.display;

test.use({ viewport: { width: 375, height: 800 } });

const zip = (page: Page) => page.getByRole('combobox', { name: 'ZIP Code' });
async function noAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
/**
 * A day at least `minDays` ahead (and up to about half a year more, so that repeated runs against
 * one lead database do not fill a window) that is not one of site.yaml's closed dates.
 */
function openDate(minDays: number): string {
  for (let n = minDays + Math.floor(Math.random() * 180); ; n++) {
    const day = new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    if (!closedOn(day, site.booking)) return day;
  }
}

/** A yyyy-MM-dd day as people write it: "Monday, December 8, 2031". */
const dayInWords = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is complete HTML for the host: every field, option and contract attribute', async ({ page }) => {
    await page.goto('/booking');
    const bookingForm = form(page);
    await expect(bookingForm).toHaveAttribute('method', 'post');
    await expect(bookingForm).toHaveAttribute('action', '/booking/submit');
    await expect(bookingForm).toHaveAttribute('data-netlify', 'true');
    await expect(bookingForm).toHaveAttribute('data-netlify-honeypot', 'bot-field');
    await expect(bookingForm).not.toHaveAttribute('netlify-honeypot');
    // Without JavaScript the browser checks the fields (its bubble says the handler's words).
    await expect(bookingForm).not.toHaveAttribute('novalidate');
    await expect(bookingForm.locator('input[type="hidden"][name="form-name"]')).toHaveValue('booking-form');
    const honeypot = bookingForm.locator('input[name="bot-field"]');
    await expect(honeypot).toBeHidden();
    await expect(page.getByRole('textbox', { name: /leave this field/i })).toHaveCount(0);

    for (const [label, name, type] of [
      ['Full Name', 'name', 'text'],
      ['Phone Number', 'phone', 'tel'],
      ['Email Address', 'email', 'email'],
      ['Street Address', 'street', 'text'],
      ['City', 'city', 'text'],
      ['ZIP Code', 'zip', 'text'],
    ]) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute('name', name);
      await expect(input).toHaveAttribute('type', type);
      await expect(input).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Preferred Date')).toHaveAttribute('type', 'date');
    await expect(page.getByLabel('Preferred Date')).not.toHaveAttribute('required', /.*/);
    await expect(page.getByLabel('Describe the Issue')).toHaveAttribute('name', 'issue');
    const options = (label: string) => page.getByLabel(label).locator('option').allTextContents();
    await expect(page.getByLabel('State')).toHaveValue('Florida');
    await expect(page.getByLabel('State')).toHaveAttribute('readonly', '');
    await expect(bookingForm.locator('select[name="state"]')).toHaveCount(0);
    expect(await options('Preferred Time')).toEqual(['Select a time', ...TIME_LABELS]);
    expect(
      await page
        .getByLabel('Preferred Time')
        .locator('option')
        .evaluateAll((os) => os.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(['', ...TIMES]);
    expect(await options('Service Needed')).toEqual(['Select a service', ...SERVICES]);
    for (const sel of ['time', 'serviceType'])
      await expect(bookingForm.locator(`select[name="${sel}"]`)).not.toHaveAttribute('required', /.*/);
  });

  test('a plain post lands on the confirmation page and the lead is stored', async ({ page }) => {
    const email = unique('nojs');
    await page.goto('/booking');
    await fillRequired(page, email);
    // Inside the booking window, on a day the office takes bookings, beyond the next two months, where
    // the calendar's specs book their windows (one of them filled this day's 10:00 AM in a run).
    const date = openDate(70);
    await page.getByLabel('Preferred Date').fill(date);
    await page.getByLabel('Preferred Time').selectOption('10:00 AM');
    await page.getByLabel('Service Needed').selectOption('Opener Repair');
    await page.getByLabel('Describe the Issue').fill('Opener hums but the door does not move.');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    // (and, sent while the office is closed, when the call comes: booking-arrival.spec.ts)
    await expect(page).toHaveURL(/\/booking\/thanks\?ref=[A-Z]{1,4}-[2-9A-Z]{5}&request=\d+\.manage\.\d+\.[\w-]+(&call=[\dT:-]+)?$/);
    await expect(page.locator('h1')).toBeVisible();
    const leads = storedLeads(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ date, time: '10:00 AM', serviceType: 'Opener Repair', state: 'Florida', zip: '33629' });
    // The page says what was asked for, as the form's own confirmation does with JavaScript.
    const asked = page.getByRole('definition');
    await expect(page.getByRole('term')).toHaveText(['Service', 'Requested time', 'Address']);
    await expect(asked.nth(0)).toHaveText('Opener Repair');
    await expect(asked.nth(1)).toHaveText(new RegExp(`^${dayInWords(date)}, 10:00 AM-\\d+:00 [AP]M E[SD]T$`));
    await expect(asked.nth(2)).toHaveText(`${VISITOR.street}, ${VISITOR.city}, Florida ${VISITOR.zip}`);
    // What they asked for is one tap away: the request's own page, without JavaScript too.
    await page.getByRole('link', { name: 'your request’s page' }).click();
    await expect(page.locator('h1')).toContainText(leads[0].reference);
  });

  test('a refused plain post shows what to fix with the values kept, and can be sent again', async ({ page }) => {
    const email = unique('nojs-fix');
    await page.goto('/booking');
    await fillRequired(page, email);
    await page.getByLabel('Phone Number').fill('555-01');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your booking details');
    await expect(page.getByRole('alert')).toContainText('Phone Number: Please enter a 10-digit US phone number');
    await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByRole('main').getByRole('link', { name: PHONE })).toBeVisible();
    // In the site's frame, as every page: its header and its footer.
    await expect(page.getByRole('banner').getByRole('link', { name: /, home$/ })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: PHONE })).toBeAttached();
    expect(storedLeads(email)).toHaveLength(0);
    await page.getByLabel('Phone Number').fill('813-555-0177');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    // (and, sent while the office is closed, when the call comes: booking-arrival.spec.ts)
    await expect(page).toHaveURL(/\/booking\/thanks\?ref=[A-Z]{1,4}-[2-9A-Z]{5}&request=\d+\.manage\.\d+\.[\w-]+(&call=[\dT:-]+)?$/);
    expect(storedLeads(email)).toHaveLength(1);
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
  });

  test('hydrates without a console error and keeps the contract', async ({ page }) => {
    const problems = watchConsole(page);
    await page.reload();
    await hydrated(page);
    await expect(form(page).locator('input[name="submission-key"]')).toHaveValue(/^[A-Za-z0-9-]{16,}$/);
    await page.getByLabel('Full Name').focus();
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    expect(problems).toEqual([]);
  });

  test('required fields stop the post and say what is missing beside each field, in the shared words', async ({ page }) => {
    let posted = false;
    await page.route('**/booking/submit', (route) => {
      posted = true;
      return route.abort();
    });
    // The form checks itself: the browser's own bubble would lie over the messages beside the fields.
    await expect(form(page)).toHaveAttribute('novalidate');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const name = page.getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    expect(await name.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('Please enter your name.');
    for (const msg of [
      'Please enter a phone number we can call.',
      'Please enter your email address.',
      'Please enter the street address of the job.',
      'Please enter the city.',
      'Please enter the 5-digit ZIP code.',
    ]) {
      await expect(page.getByText(msg)).toBeVisible();
    }
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await noAxeViolations(page);
    await name.fill('Maria');
    await expect(page.getByText('Please enter your name.')).toBeHidden();
    await page.getByLabel('Phone Number').fill('555');
    await expect(page.getByText('Please enter a 10-digit US phone number, including the area code.')).toBeVisible();
    await page.getByLabel('Email Address').fill('maria@');
    await expect(page.getByText('Please enter an email address like name@example.com.')).toBeVisible();
    // the same address rule as the handler's: what a mail server would refuse is said on the field
    await page.getByLabel('Email Address').fill('maria..lopez@example.com');
    await expect(page.getByText('An email address cannot have two dots in a row. Please check it and try again.')).toBeVisible();
    await page.getByLabel('Email Address').fill('maria@example.com?subject=hi');
    await expect(page.getByText('An email address cannot contain ? or quotation marks. Please check it and try again.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('ZIP suggestions: from two characters, at most five, chosen with the mouse', async ({ page }) => {
    const input = zip(page);
    await input.pressSequentially('3');
    await expect(page.getByRole('listbox')).toBeHidden();
    await input.pressSequentially('36');
    const listbox = page.getByRole('listbox', { name: 'Suggested ZIPs' });
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const expected = ZIPS.filter((zipCode) => zipCode.startsWith('336')).slice(0, 5);
    await expect(listbox.getByRole('option')).toHaveText(expected);
    await noAxeViolations(page);
    await listbox.getByRole('option').nth(1).click();
    await expect(input).toHaveValue(expected[1]);
    await expect(listbox).toBeHidden();
    await expect(input).toBeFocused();
  });

  test('ZIP suggestions by keyboard: arrows move, Enter chooses, Escape closes', async ({ page }) => {
    const input = zip(page);
    await input.pressSequentially('33');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(5);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const second = await options.nth(1).textContent();
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await input.press('Enter');
    await expect(input).toHaveValue(second!);
    await expect(page.getByRole('listbox')).toBeHidden();
    await input.fill('34');
    await expect(page.getByRole('listbox')).toBeVisible();
    await input.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveValue('34');
  });

  test('the county note opens on focus and closes 200 ms after blur', async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const note = page.getByText(
      `We serve ${counties.counties
        .map((county) => county.name)
        .slice(0, -1)
        .join(', ')} and ${counties.counties.at(-1)!.name} counties.`,
    );
    await expect(note).toBeHidden();
    await zip(page).focus();
    await expect(note).toBeVisible();
    await page.getByLabel('City').focus();
    await page.clock.runFor(150);
    await expect(note).toBeVisible();
    await page.clock.runFor(60);
    await expect(note).toBeHidden();
    // focusing again before the 200 ms are up keeps it open
    await zip(page).focus();
    await page.getByLabel('City').focus();
    await page.clock.runFor(100);
    await zip(page).focus();
    await page.clock.runFor(500);
    await expect(note).toBeVisible();
  });

  test('the clear button empties the ZIP; a ZIP outside the served counties is refused at once, naming them and the phone number', async ({
    page,
  }) => {
    const input = zip(page);
    const clear = page.getByRole('button', { name: 'Clear ZIP code' });
    await expect(clear).toHaveCount(0);
    await input.fill('90210');
    const refusal = page.getByText(
      `ZIP 90210 is outside our service area: we serve ${counties.counties
        .map((county) => county.name)
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')} counties only.`,
    );
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(PHONE);
    await expect(refusal.getByRole('link', { name: PHONE })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await clear.click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(clear).toHaveCount(0);
    await input.fill('33602');
    await expect(page.getByText(/outside our service area/)).toHaveCount(0);
  });

  test("the times offered follow the chosen day's service hours", async ({ page }) => {
    await page.clock.install({ time: new Date(2031, 2, 17, 9, 0) }); // a Monday
    await page.reload();
    await hydrated(page);
    const time = page.getByLabel('Preferred Time');
    const labels = () => time.locator('option').allTextContents();
    expect(await labels()).toEqual(['Select a time', ...TIME_LABELS]);
    await time.selectOption('5:00 PM');
    const pick = async (day: RegExp) => {
      await page.getByRole('button', { name: /Preferred Date/ }).click();
      await page.getByRole('dialog', { name: 'Choose a preferred date' }).getByRole('button', { name: day }).click();
    };
    await pick(/March 18, 2031/); // Tuesday: every time
    expect(await labels()).toEqual(['Select a time', ...TIMES]);
    await pick(/March 23, 2031/); // Sunday: 10:00 AM to 3:00 PM, and the chosen time, marked
    expect(await labels()).toEqual([
      'Select a time',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '5:00 PM (not on Sundays)',
    ]);
    expect(await time.evaluate((select) => (select as HTMLSelectElement).validationMessage)).toMatch(
      /5:00 PM is outside our Sunday service hours \(10:00 AM-4:00 PM\)/,
    );
    // Said at once under the time, not only when the form is sent.
    const sunday = page.getByText(/5:00 PM is outside our Sunday service hours/);
    await expect(sunday).toBeVisible();
    await time.selectOption('2:00 PM');
    await expect(sunday).toHaveCount(0);
    expect(await labels()).toEqual(['Select a time', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM']);
    expect(await time.evaluate((select) => (select as HTMLSelectElement).validationMessage)).toBe('');
    await pick(/March 22, 2031/); // Saturday: 8:00 AM to 4:00 PM
    expect(await labels()).toEqual(['Select a time', ...TIMES.slice(0, 9)]);
  });

  test('on the narrowest phones the calendar fits the screen: on the booking page and in the home page’s form, at 320 and 360 px', async ({
    page,
  }) => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/booking', '/']) {
        await page.goto(path);
        await hydrated(page);
        if (path === '/') {
          // The home page's form comes with the visitor's first use of it.
          await page.getByText('Book online: choose a day and time').click();
          await page.getByLabel('Full Name').click();
        }
        await page.getByRole('button', { name: /Preferred Date/ }).click();
        const calendar = page.getByRole('dialog', { name: 'Choose a preferred date' });
        await calendar.scrollIntoViewIfNeeded();
        const box = (await calendar.boundingBox())!;
        const at = `${path} at ${width} px`;
        expect(box.x, at).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, at).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBe(width);
        // Saturday's days and the next month's arrow are in reach.
        await expect(calendar.getByRole('button', { name: /next month/i })).toBeInViewport();
      }
    }
  });

  test("the date picker shows 'MMMM d, yyyy', refuses past days and works by keyboard", async ({ page }) => {
    await page.clock.install({ time: new Date(2031, 2, 17, 9, 0) });
    await page.reload();
    await hydrated(page);
    const trigger = page.getByRole('button', { name: /Preferred Date/ });
    await expect(trigger).toHaveText('Select a date');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Choose a preferred date' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /March 16, 2031/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /previous month/i })).toBeDisabled();
    await noAxeViolations(page);
    await dialog.getByRole('button', { name: /March 20, 2031/ }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toHaveText('March 20, 2031');
    await expect(form(page).locator('input[name="date"]')).toHaveValue('2031-03-20');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /March 20, 2031/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveText('April 3, 2031');
    await expect(form(page).locator('input[name="date"]')).toHaveValue('2031-04-03');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.getByRole('button', { name: 'Clear the preferred date' }).click();
    await expect(trigger).toHaveText('Select a date');
  });

  test('submitting: the button waits, toasts at once, the lead is stored once, the success view resets to a blank form', async ({
    page,
  }) => {
    const email = unique('js');
    const post = await holdRequests(page, '**/booking/submit');
    await fillRequired(page, email);
    await page.getByLabel('Preferred Time').selectOption('6:00 PM');
    await page.getByLabel('Service Needed').selectOption('Remote/Keypad Programming');
    await page.getByLabel('Describe the Issue').fill('Keypad stopped working.');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const busy = page.getByRole('button', { name: 'Scheduling...' });
    await expect(busy).toBeDisabled();
    await expect(page.getByText('Scheduling your appointment...')).toBeVisible();
    post.release();
    await expect(page.getByText("We'll contact you shortly to confirm your booking.").first()).toBeVisible();
    const toast = page.locator('[data-sonner-toast]', { hasText: THANKS });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('heading', { name: RECEIVED })).toBeFocused();
    await noAxeViolations(page);
    const leads = storedLeads(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      state: 'Florida',
      time: '6:00 PM',
      serviceType: 'Remote/Keypad Programming',
      issue: 'Keypad stopped working.',
    });
    await page.getByRole('button', { name: 'Schedule Another Appointment' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');
    await expect(zip(page)).toHaveValue('');
    await expect(page.getByLabel('State')).toHaveValue('Florida');
    await expect(page.getByLabel('Preferred Time')).toHaveValue('');
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  for (const [what, fail, title] of [
    [
      'the handler answers 500',
      (route: import('@playwright/test').Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
      'Your request was not sent',
    ],
    // No answer at all: the request may have arrived, so the toast does not say "not sent".
    [
      'the handler is unreachable',
      (route: import('@playwright/test').Route) => route.abort('connectionrefused'),
      'We could not confirm your request',
    ],
  ] as const) {
    test(`when ${what}: an error toast with the phone number, and every value kept`, async ({ page }) => {
      await page.route('**/booking/submit', fail);
      const email = unique('fail');
      await fillRequired(page, email);
      await page.getByLabel('Service Needed').selectOption('Track Repair');
      await page.getByLabel('Describe the Issue').fill('Door came off the track.');
      await page.getByRole('button', { name: 'Schedule Appointment' }).click();
      const toast = page.locator('[data-sonner-toast]', { hasText: title });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(PHONE);
      await expect(page.getByRole('button', { name: 'Schedule Appointment' })).toBeEnabled();
      await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez');
      await expect(page.getByLabel('Email Address')).toHaveValue(email);
      await expect(zip(page)).toHaveValue('33629');
      await expect(page.getByLabel('Service Needed')).toHaveValue('Track Repair');
      await expect(page.getByLabel('Describe the Issue')).toHaveValue('Door came off the track.');
      expect(storedLeads(email)).toHaveLength(0);
    });
  }

  test('a retry after a lost answer is stored once (same submission key)', async ({ page }) => {
    const email = unique('retry');
    let first = true;
    await page.route('**/booking/submit', async (route) => {
      const res = await route.fetch(); // the handler stores it...
      if (first) {
        first = false;
        return route.abort('connectionreset'); // ...but the answer is lost
      }
      return route.fulfill({ response: res });
    });
    await fillRequired(page, email);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const lost = page.locator('[data-sonner-toast]', { hasText: 'We could not confirm your request' });
    await expect(lost).toBeVisible();
    await expect(lost).toContainText('may or may not have reached us');
    await expect(lost).toContainText('will not be booked twice');
    await expect(lost).not.toContainText('not sent');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page.getByRole('heading', { name: RECEIVED })).toBeVisible();
    expect(storedLeads(email)).toHaveLength(1);
    // The sending took the failure's place: no "could not confirm" stays under the request received
    // (read at once: the failure's toast would go by itself a few seconds later).
    expect(await lost.count()).toBe(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  });

  test("the handler's field errors show beside the fields, with focus on the first, and no toast over them", async ({ page }) => {
    await page.route('**/booking/submit', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, error: 'invalid', message: 'x', errors: { date: 'Please choose today or a later date.' } }),
      }),
    );
    await fillRequired(page, unique('422'));
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page.getByText('Please choose today or a later date.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Preferred Date/ })).toBeFocused();
    await expect(form(page).getByText('Please correct the highlighted fields')).toContainText(PHONE);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a draft survives a reload until it is sent', async ({ page }) => {
    await fillRequired(page, 'draft@example.com');
    await page.getByLabel('Service Needed').selectOption('Cable Repair');
    await page.getByLabel('Describe the Issue').fill('Cable snapped on the left side.');
    const key = await form(page).locator('input[name="submission-key"]').inputValue();
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez');
    await expect(page.getByLabel('Email Address')).toHaveValue('draft@example.com');
    await expect(zip(page)).toHaveValue('33629');
    await expect(page.getByLabel('Service Needed')).toHaveValue('Cable Repair');
    await expect(page.getByLabel('Describe the Issue')).toHaveValue('Cable snapped on the left side.');
    await expect(form(page).locator('input[name="submission-key"]')).toHaveValue(key);
  });
});
