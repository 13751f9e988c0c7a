import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { addDaysIso, businessClock, closedOn, weekdayOf } from '../../src/booking/rules/slots';
import { bookingWindow } from '../../src/booking/rules/validate';
import { bookingChoices } from '../../src/booking/form/config';
import { loadSite } from '../../src/manifest/load';
import { leadsDbPath, openLeadStore } from '../../src/booking/server/lead-store';
import { REFERENCE_PATTERN } from '../../src/booking/rules/reference';
import { linkSecret, linkSigner } from '../../src/booking/server/manage/links';
import { fillRequired, uniqueEmail as unique, type Visitor } from '../support/booking-page';
import { storedLeads } from '../support/booking-http';
import { hydrated } from '../support/page';
import { headingOf } from '../support/page-copy';

/** What the form says once a request is accepted: the booking copy's received heading (the view in the form's place). */
const RECEIVED = headingOf('booking', 'received');

/** This spec's visitor: the request's page may greet them by first name, and never shows their street. */
const VISITOR: Partial<Visitor> = { name: 'Rosa Delgado Marquez', phone: '(813) 555-0166', street: '77 Private Lane' };

/**
 * A booking request's reference and its page: the success view names the reference the lead is
 * stored with, and the page the visitor's e-mail links to (read from the outbox `npm start` keeps
 * the e-mail in) moves and cancels the request with JavaScript off, and refuses, with the reason on
 * the page, what the booking form would refuse and a change inside the notice the pages promise.
 */
const { site } = loadSite(process.cwd());
if (!site) throw new Error('site.yaml did not load');
const choices = bookingChoices(site);
const TZ = site.manifest.business.timeZone;
const PHONE = site.manifest.business.phone.display;

/** The link to the request's page in the visitor's e-mail, as the outbox holds it. */
function visitorLink(leadId: number): URL {
  const db = new Database(leadsDbPath(), { readonly: true });
  try {
    const row = db.prepare("SELECT message FROM outbox WHERE lead_id = ? AND kind = 'visitor'").get(leadId) as { message: string };
    const text = (JSON.parse(row.message) as { text: string }).text;
    const found = /https?:\/\/\S+\/booking\/request\/\S+/.exec(text);
    if (!found) throw new Error('no link to the request in the visitor e-mail');
    return new URL(found[0]);
  } finally {
    db.close();
  }
}
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/**
 * Bookable days some weeks ahead, a different stretch each run, each with a window nobody has asked
 * for yet (the lead database of `npm start` keeps earlier runs' requests, and the tests beside this
 * one fill windows of their own).
 */
function bookableSlots(count: number): Array<{ date: string; time: string }> {
  const range = bookingWindow(new Date(), site!.manifest.booking.maxDaysAhead, 0, TZ);
  const out: Array<{ date: string; time: string }> = [];
  const store = openLeadStore(leadsDbPath());
  try {
    let date = addDaysIso(range.earliest, 7 + Math.floor(Math.random() * 60));
    for (; out.length < count; date = addDaysIso(date, 1)) {
      if (date > range.latest) date = addDaysIso(range.earliest, 7);
      const slots = choices.slotsByDay[weekdayOf(date)];
      const time = slots[out.length % slots.length];
      if (!closedOn(date, choices.availability) && slots.length >= 2 && !store.slotCounts(date)[time]) out.push({ date, time });
    }
  } finally {
    store.close();
  }
  return out;
}

/** Sends a request as the form's script does; its stored id, or undefined when the window is full. */
async function request(api: APIRequestContext, email: string, date: string, time: string): Promise<number | undefined> {
  const response = await api.post(site!.manifest.booking.action, {
    headers: { Accept: 'application/json' },
    form: {
      'form-name': 'booking-form',
      'bot-field': '',
      'submission-key': randomUUID(),
      name: 'Sam Filler',
      phone: '(813) 555-0177',
      email,
      street: '5 Filler Street',
      city: 'Tampa',
      state: 'Florida',
      zip: '33606',
      date,
      time,
      serviceType: site!.manifest.booking.serviceTypes[0],
      issue: '',
    },
  });
  if (response.status() === 409) return undefined;
  expect(response.status(), await response.text()).toBe(200);
  return storedLeads(email)[0]?.id;
}

/** A request stored directly, `hoursAhead` from now on the business's clock, and its page's signed link. */
function requestSoon(hoursAhead: number): { path: string; reference: string } {
  const at = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hoursAhead * 3_600_000);
  const local = businessClock(at, TZ);
  const hour = Math.floor(local.minutes / 60);
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
  const store = openLeadStore(leadsDbPath());
  try {
    const values = { name: 'Noa Soon', phone: '8135550100', email: unique('soon'), street: '1 A St', city: 'Tampa', state: 'Florida' };
    const { id, reference } = store.save({ ...values, zip: '33606', date: local.date, time, serviceType: '', issue: '' }, randomUUID());
    const token = linkSigner(linkSecret(leadsDbPath())).sign({ leadId: id, action: 'manage', expires: Date.now() + 3_600_000 });
    return { path: `/booking/request/${token}`, reference };
  } finally {
    store.close();
  }
}

/** Asks the page to move the visit, and expects the refusal with its reason and the phone number. */
async function refusedMove(page: Page, date: string, time: string, why: RegExp) {
  await page.getByLabel('New date').fill(date);
  await page.getByLabel(/New arrival window/).selectOption(time);
  await page.getByRole('button', { name: 'Change date and time' }).click();
  await expect(page.getByRole('alert')).toContainText(why);
  // The page comes back at its form: the reason is on the screen, not a screen below the top (on a phone too).
  await expect(page.getByRole('alert')).toBeInViewport();
  await expect(page.locator('main')).toContainText(PHONE);
}

test('the success view shows the reference the request is stored with', async ({ page }) => {
  const email = unique('ref');
  await page.goto('/booking');
  await hydrated(page);
  await fillRequired(page, email, VISITOR);
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  await expect(page.getByRole('heading', { name: RECEIVED })).toBeFocused();
  const shown = await page.locator('.reference strong').textContent();
  expect(shown).toMatch(REFERENCE_PATTERN);
  expect(storedLeads(email)[0]?.reference).toBe(shown);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the request's page at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('refuses a full window, a closed day, a past day and a visit inside the notice, each with its reason', async ({
      page,
      request: api,
    }, info) => {
      const [full, mine] = bookableSlots(2);
      const email = unique('mover');
      const id = await request(api, email, mine.date, mine.time);
      // The window fills up with other visitors' requests (earlier runs may have begun it).
      for (let n = 0; n < site!.manifest.booking.slotCapacity && (await request(api, unique('filler'), full.date, full.time)); n++);
      await page.goto(pathOf(visitorLink(id!)));
      // In the site's frame, as every page (its header and footer), with no script that would draw another page over it.
      await expect(page.getByRole('banner').getByRole('link', { name: /, home$/ })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: PHONE })).toBeAttached();
      await expect(page.locator('script')).toHaveCount(0);

      await test.step('a full window', () => refusedMove(page, full.date, full.time, /is fully booked/));
      await page.screenshot({ path: info.outputPath(`full-${size.width}.png`), fullPage: true });

      const today = businessClock(new Date(), TZ).date;
      const closedDay = Array.from({ length: site!.manifest.booking.maxDaysAhead }, (_, n) => addDaysIso(today, n + 1)).find((day) =>
        closedOn(day, choices.availability),
      );
      if (closedDay) {
        const closed = closedOn(closedDay, choices.availability)!;
        await test.step(`a closed day (${closed.name})`, () =>
          refusedMove(page, closedDay, choices.timeSlots[2], new RegExp(`We are closed (on|for) ${closed.name}`)));
      }

      // A page left open since yesterday: its calendar still offers yesterday.
      await page.getByLabel('New date').evaluate((input) => input.removeAttribute('min'));
      await test.step('a day that has passed', () => refusedMove(page, addDaysIso(today, -1), choices.timeSlots[2], /That day has passed/));
      expect(storedLeads(email)[0]).toMatchObject({ date: mine.date, time: mine.time, status: 'requested' });

      await test.step('a visit inside the notice the pages promise', async () => {
        const soon = requestSoon(3);
        await page.goto(soon.path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(soon.reference);
        const main = page.locator('main');
        await expect(main).toContainText(`is less than ${String(site!.facts.cancelNotice)} away`);
        await expect(main).toContainText(PHONE);
        await expect(page.getByRole('button', { name: 'Change date and time' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: /Cancel (request|visit)/ })).toHaveCount(0);
        await page.screenshot({ path: info.outputPath(`notice-${size.width}.png`), fullPage: true });
      });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('moves the visit to another slot, and cancels it only when asked once more', async ({ page }, info) => {
        const email = unique('manage');
        const [first, second] = bookableSlots(2);
        await page.goto('/booking');
        await fillRequired(page, email, VISITOR);
        await page.getByLabel('Preferred Date').fill(first.date);
        await page.getByLabel('Preferred Time').selectOption(first.time);
        await page.getByRole('button', { name: 'Schedule Appointment' }).click();
        await expect(page).toHaveURL(/\/booking\/thanks\?ref=[A-Z]{1,4}-[2-9A-Z]{5}&request=\d+\.manage\.\d+\.[\w-]+(&call=[\dT:-]+)?$/);
        const lead = storedLeads(email)[0]!;

        await page.goto(pathOf(visitorLink(lead.id)));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(lead.reference);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        const main = page.locator('main');
        // The zone in the visitor's words; its database name (America/New_York) is not theirs.
        await expect(main).toContainText('All times are Eastern Time, the time where we work.');
        await expect(main).not.toContainText(TZ);
        await expect(main).toContainText('Rosa');
        await expect(main).not.toContainText('Marquez');
        await expect(main).not.toContainText('Private Lane');

        await page.getByLabel('New date').fill(second.date);
        await page.getByLabel(/New arrival window/).selectOption(second.time);
        await page.getByRole('button', { name: 'Change date and time' }).click();
        await expect(page.getByRole('status')).toBeInViewport();
        expect(storedLeads(email)[0]).toMatchObject({ date: second.date, time: second.time, status: 'requested' });

        await page.getByRole('button', { name: `Cancel request ${lead.reference}` }).click();
        // Not confirmed yet: a request, not a visit, is what would be cancelled.
        const yes = page.getByRole('button', { name: 'Yes, cancel my request' });
        // The question comes back where it is asked, in sight.
        await expect(yes).toBeInViewport();
        await page.screenshot({ path: info.outputPath(`cancel-ask-${size.width}.png`), fullPage: true });
        expect(storedLeads(email)[0]?.status).toBe('requested');
        await page.getByRole('link', { name: 'No, keep my request' }).click();
        await expect(page.getByRole('button', { name: 'Change date and time' })).toBeVisible();
        expect(storedLeads(email)[0]?.status).toBe('requested');

        await page.getByRole('button', { name: `Cancel request ${lead.reference}` }).click();
        await page.getByRole('button', { name: 'Yes, cancel my request' }).click();
        await expect(page.getByRole('status')).toBeInViewport();
        await expect(page.getByRole('button', { name: 'Change date and time' })).toHaveCount(0);
        expect(storedLeads(email)[0]?.status).toBe('cancelled');
      });
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an altered link gets a page that says so, with the phone number', async ({ page }) => {
    const response = await page.goto('/booking/request/1.manage.99999999999.AAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(PHONE);
  });
});
