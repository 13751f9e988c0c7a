import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { bookingWindow } from '../../src/booking-rules/validate';
import { weekdayOf } from '../../src/booking-rules/slots';
import { bookingChoices } from '../../src/kinds/booking-config';
import { loadSite } from '../../src/manifest/load';
import { leadsDbPath, REFERENCE_PATTERN } from '../../src/server/lead-store';
import { fillRequired, uniqueEmail as unique, type Visitor } from '../support/booking-page';
import { storedLeads } from '../support/booking-http';
import { hydrated } from '../support/page';
import { headingOf } from '../support/page-copy';

/** What the form says once a request is accepted: the booking copy's thanks heading. */
const THANKS = headingOf('booking', 'thanks');

/** This spec's visitor: the request's page may greet them by first name, and never shows their street. */
const VISITOR: Partial<Visitor> = { name: 'Rosa Delgado Marquez', phone: '(813) 555-0166', street: '77 Private Lane' };

/**
 * A booking request's reference and its page: the success view names the reference the lead is
 * stored with, and the page the visitor's e-mail links to (read from the outbox `npm start` keeps
 * the e-mail in) moves and cancels the request with JavaScript off.
 */
const { site } = loadSite(process.cwd());
if (!site) throw new Error('site.yaml did not load');

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
/** Two days after today the booking rules offer, each with a slot of its own. */
function twoBookableSlots(): Array<{ date: string; time: string }> {
  const choices = bookingChoices(site!);
  const w = bookingWindow(new Date(), site!.manifest.booking.maxDaysAhead, 0, site!.manifest.business.timeZone);
  const out: Array<{ date: string; time: string }> = [];
  const closed = new Set((site!.manifest.booking.closedDates ?? []).map((c) => c.date));
  // A day some weeks ahead, a different one each run: windows hold a few visits, and the lead
  // database of `npm start` keeps earlier runs' requests.
  const start = Date.parse(`${w.earliest}T12:00:00Z`) + (7 + Math.floor(Math.random() * 40)) * 86_400_000;
  for (let t = start; out.length < 2; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (date > w.latest) t = Date.parse(`${w.earliest}T12:00:00Z`);
    if (closed.has(date) || date > w.latest) continue;
    const slots = choices.slotsByDay[weekdayOf(date)];
    if (slots.length) out.push({ date, time: slots[out.length % slots.length] });
  }
  return out;
}

test('the success view shows the reference the request is stored with', async ({ page }) => {
  const email = unique('ref');
  await page.goto('/booking');
  await hydrated(page);
  await fillRequired(page, email, VISITOR);
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  await expect(page.getByRole('heading', { name: THANKS })).toBeFocused();
  const shown = await page.locator('.reference strong').textContent();
  expect(shown).toMatch(REFERENCE_PATTERN);
  expect(storedLeads(email)[0]?.reference).toBe(shown);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the request's page from the e-mail moves the visit to another slot and cancels it", async ({ page }) => {
    const email = unique('manage');
    const [first, second] = twoBookableSlots();
    await page.goto('/booking');
    await fillRequired(page, email, VISITOR);
    await page.getByLabel('Preferred Date').fill(first.date);
    await page.getByLabel('Preferred Time').selectOption(first.time);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page).toHaveURL(/\/booking\/thanks$/);
    const lead = storedLeads(email)[0]!;
    const link = visitorLink(lead.id);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lead.reference);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('main')).toContainText(site!.manifest.business.timeZone);
    await expect(page.locator('main')).toContainText('Rosa');
    await expect(page.locator('main')).not.toContainText('Marquez');
    await expect(page.locator('main')).not.toContainText('Private Lane');

    await page.getByLabel('New date').fill(second.date);
    await page.getByLabel(/New arrival window/).selectOption(second.time);
    await page.getByRole('button', { name: 'Change date and time' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    expect(storedLeads(email)[0]).toMatchObject({ date: second.date, time: second.time, status: 'requested' });

    await page.getByRole('button', { name: `Cancel request ${lead.reference}` }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change date and time' })).toHaveCount(0);
    expect(storedLeads(email)[0]?.status).toBe('cancelled');
  });

  test('an altered link gets a page that says so, with the phone number', async ({ page }) => {
    const r = await page.goto('/booking/request/1.manage.99999999999.AAAAAAAAAAAAAAAAAAAAAA');
    expect(r?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(site!.manifest.business.phone.display);
  });
});
