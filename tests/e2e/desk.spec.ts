/**
 * The office's desk as the office uses it, on a phone (390 px) and at a desk (1280 px): sign in
 * with the link `npm run editors add` prints, then confirm a request that came without a date (the
 * date is required), move a visit, decline a request, cancel a visit (asked twice) and download the
 * CSV; the customers' e-mails arrive at a real SMTP server; axe finds nothing on the desk's pages.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDaysIso, businessClock, openSlots } from '../../src/booking/rules/slots';
import { bookingChoices } from '../../src/booking/form/config';
import type { Lead } from '../../src/booking/server/lead-store';
import { startDeskServer, type DeskServer } from '../support/desk-server';

const PASSWORD = 'office-desk-password-2026';

async function noViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

for (const width of [390, 1280]) {
  test.describe(`the office’s desk at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    let desk: DeskServer;
    let n = 0;

    test.beforeAll(async () => {
      desk = await startDeskServer(new Date());
    });
    test.afterAll(async () => desk?.close());

    /** Days from tomorrow on that offer at least two windows. */
    const openDays = () => {
      const choices = bookingChoices(desk.site);
      const today = businessClock(desk.clock.now, desk.site.manifest.business.timeZone).date;
      const days: Array<{ date: string; slots: string[] }> = [];
      for (let ahead = 1; days.length < 3; ahead++) {
        const date = addDaysIso(today, ahead);
        const slots = openSlots(date, choices.slotsByDay, choices.availability, desk.clock.now);
        if (slots.length >= 2) days.push({ date, slots });
      }
      return days;
    };
    const request = (date = '', time = ''): Lead => {
      n++;
      const saved = desk.booking.store.save(
        {
          name: `Customer ${width}-${n} Rivera`,
          phone: `(813) 555-${String(2000 + n)}`,
          email: `customer-${width}-${n}@example.com`,
          street: '4102 W Bay Ave',
          city: 'Tampa',
          state: 'FL',
          zip: '33616',
          date,
          time,
          serviceType: 'Spring Replacement',
          issue: 'Loud bang; the door stopped a foot up.',
        },
        `desk-e2e-${width}-${n}-${'x'.repeat(16)}`,
      );
      return desk.booking.store.get(saved.id)!;
    };
    const mailTo = (address: string) =>
      expect
        .poll(
          () =>
            desk.arrived.filter((mail) =>
              [mail.to ?? []].flat().some((recipients) => recipients.value.some((recipient) => recipient.address === address)),
            ).length,
          {
            timeout: 60_000,
          },
        )
        .toBeGreaterThan(0);
    const open = async (page: Page, lead: Lead) => {
      await page.goto(`${desk.base}/admin/bookings`);
      await page.getByRole('searchbox').fill(lead.reference);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: new RegExp(lead.reference) }).click();
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(lead.reference) })).toBeVisible();
    };
    /** Signs in as the editor the first test made (each test has a browser of its own). */
    const signIn = async (page: Page) => {
      await page.goto(`${desk.base}/admin/sign-in`);
      await page.getByLabel('E-mail').fill(`dana-${width}@example.com`);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL(/\/admin\/$/);
    };
    const fitsTheScreen = async (page: Page) =>
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);

    test('signs in, confirms a request that came without a date (the date is required), and the customer is e-mailed', async ({ page }) => {
      await page.goto(desk.passwordLink('Dana Office', `dana-${width}@example.com`));
      await page.getByLabel(/^new password/i).fill(PASSWORD);
      await page.getByLabel(/again|confirm|repeat/i).fill(PASSWORD);
      await page.getByRole('button', { name: /password|save|continue/i }).click();
      await page.waitForURL(/\/admin\/$/);
      const lead = request();
      await page.goto(`${desk.base}/admin/bookings`);
      await expect(page.getByRole('link', { name: /Needs an answer \(\d+\)/ })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText('No date: agree one with the customer')).toBeVisible();
      await fitsTheScreen(page);
      await noViolations(page);
      await open(page, lead);
      await fitsTheScreen(page);
      await noViolations(page);
      // Without a date nothing is sent: the browser asks for it at the field.
      await page.getByRole('button', { name: 'Confirm and e-mail the customer' }).click();
      expect(await page.locator('#confirm-date').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      expect(desk.booking.store.get(lead.id)?.status).toBe('requested');
      const [day] = openDays();
      await page.locator('#confirm-date').fill(day.date);
      await page.locator('#confirm-time').selectOption(day.slots[1]);
      await page.getByRole('button', { name: 'Confirm and e-mail the customer' }).click();
      await expect(page.getByRole('status')).toContainText('Confirmed.');
      await expect(page.getByText(/Dana Office confirmed the visit/)).toBeVisible();
      expect(desk.booking.store.get(lead.id)).toMatchObject({ status: 'confirmed', date: day.date, time: day.slots[1] });
      await mailTo(lead.email);
      await noViolations(page);
    });

    test('moves a confirmed visit to a full window only when told to go over capacity', async ({ page }) => {
      await signIn(page);
      const [first, second] = openDays();
      const lead = request(first.date, first.slots[0]);
      desk.booking.store.update(lead.id, (stored) => ({
        by: 'office',
        action: 'confirmed',
        status: 'confirmed',
        date: stored.date,
        time: stored.time,
      }));
      const capacity = desk.site.manifest.booking.slotCapacity;
      for (let i = 0; i < capacity; i++) request(second.date, second.slots[0]);
      // A full window on the visit's own day: its option says so at length, and the page still fits a phone.
      for (let i = 0; i < capacity; i++) request(first.date, first.slots[1]);
      await open(page, lead);
      await expect(page.locator('#move-time option').filter({ hasText: 'full on' })).toHaveCount(1);
      await fitsTheScreen(page);
      await page.locator('#move-date').fill(second.date);
      await page.locator('#move-time').selectOption(second.slots[0]);
      await page.getByRole('button', { name: 'Move and e-mail the customer' }).click();
      const full = `That window is full: ${capacity} others are booked in it (${capacity === 1 ? 'a request' : `${capacity} of them requests`} not yet confirmed: a request holds its window too), and the crew takes ${capacity}.`;
      // Said at its field, and at the top of the page, where the answer opens, with a link down to the field.
      await expect(page.locator('#move-time-error')).toContainText(full);
      await expect(page.getByRole('alert')).toContainText(`Not done yet. ${full}`);
      await expect(page.getByRole('alert').getByRole('link', { name: 'Go to the field' })).toHaveAttribute('href', '#move-time');
      await noViolations(page);
      // What was typed is still there; the office ticks "over capacity" and sends it again.
      await expect(page.locator('#move-date')).toHaveValue(second.date);
      await page
        .getByLabel(/Book it over capacity/)
        .nth(0)
        .check();
      await page.getByRole('button', { name: 'Move and e-mail the customer' }).click();
      await expect(page.getByRole('status')).toContainText('Moved.');
      expect(desk.booking.store.get(lead.id)).toMatchObject({ status: 'confirmed', date: second.date, time: second.slots[0] });
      await mailTo(lead.email);
    });

    test('declines a request with a reason, and cancels a visit after asking once more', async ({ page }) => {
      await signIn(page);
      const [day] = openDays();
      const declined = request(day.date, day.slots[0]);
      await open(page, declined);
      await page.getByLabel('Reason (the customer reads it)').fill('We do not service commercial roll-up doors.');
      await page.getByRole('button', { name: 'Decline and e-mail the customer' }).click();
      await expect(page.getByRole('status')).toContainText('Declined.');
      await mailTo(declined.email);

      const visit = request(day.date, day.slots[1]);
      desk.booking.store.update(visit.id, (stored) => ({
        by: 'office',
        action: 'confirmed',
        status: 'confirmed',
        date: stored.date,
        time: stored.time,
      }));
      await open(page, visit);
      // The customer phoned to cancel: the desk is told who asked (the browser asks before the question is answered).
      await page.getByRole('button', { name: 'Cancel the visit…' }).click();
      await expect(page.getByRole('heading', { name: new RegExp(`Cancel ${visit.reference}`) })).toHaveCount(0);
      await page.getByLabel('The customer asked us to').check();
      await page.getByRole('button', { name: 'Cancel the visit…' }).click();
      await expect(page.getByRole('heading', { name: new RegExp(`Cancel ${visit.reference}`) })).toBeVisible();
      await expect(page.getByText('cancelled as they asked')).toBeVisible();
      expect(desk.booking.store.get(visit.id)?.status).toBe('confirmed');
      await fitsTheScreen(page);
      await noViolations(page);
      await page.getByRole('button', { name: 'Yes, cancel the visit' }).click();
      await expect(page.getByRole('status')).toContainText('Cancelled.');
      expect(desk.booking.store.get(visit.id)?.status).toBe('cancelled');
      await mailTo(visit.email);
    });

    test('downloads every request as the CSV npm run leads -- --csv writes', async ({ page }) => {
      await signIn(page);
      await page.goto(`${desk.base}/admin/bookings`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download all as a spreadsheet (CSV)' }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toMatch(/^\ufeff?"Request","Received","Full Name"/);
      // One record a line (CRLF); a request's history keeps its own lines inside its quoted cell.
      expect(csv.trim().split('\r\n').length).toBe(desk.booking.store.count() + 1);
    });
  });
}
