/**
 * A booking while another process holds the lead database's write lock. It runs its own server
 * (the built site and the booking handler over a scratch database), so that holding the lock
 * never touches the suite's shared server and the tests beside this one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { parse } from 'yaml';
import { startBookingProcess, storedLeads, type BookingProcess } from '../support/booking-http';
import { fillRequired, VISITOR } from '../support/booking-page';
import { hydrated } from '../support/page';
import { headingOf } from '../support/page-copy';

/** What the form says once a request is accepted: the booking copy's received heading (the view in the form's place). */
const RECEIVED = headingOf('booking', 'received');

const PHONE = (parse(readFileSync('site.yaml', 'utf8')) as { business: { phone: { display: string } } }).business.phone.display;
const scratch = mkdtempSync(join(tmpdir(), 'booking-busy-'));
const dbPath = join(scratch, 'leads.sqlite');
let server: BookingProcess | undefined;
let origin = '';

// One retry: this spec failed once in CI without a trace (waiting for the answer to the post); not yet explained.
test.describe.configure({ mode: 'serial', retries: 1 });

test.beforeAll(async () => {
  server = await startBookingProcess(dbPath, process.env.OUT_DIR ?? 'dist');
  origin = `http://127.0.0.1:${server.port}`;
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Takes the write lock as a backup or a second server would, and keeps it until released. */
function holdLock() {
  const db = new Database(dbPath);
  db.exec('BEGIN IMMEDIATE');
  return () => {
    db.exec('ROLLBACK');
    db.close();
  };
}
async function fill(page: Page, email: string) {
  await fillRequired(page, email);
  await page.getByLabel('Describe the Issue').fill('Spring snapped.');
}

test('with JavaScript: the error toast with the phone number as a link that calls it, every value kept, and the retry is stored once', async ({
  page,
}) => {
  await page.goto(`${origin}/booking`);
  await hydrated(page);
  const email = 'busy-js@example.com';
  await fill(page, email);
  const release = holdLock();
  try {
    const answer = page.waitForResponse((response) => response.url().endsWith('/booking/submit'));
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const answered = await answer;
    expect(answered.status()).toBe(503);
    expect(answered.headers()['retry-after']).toBeTruthy();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Your request was not sent' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(PHONE);
    // One tap from a call on a phone, as in the form's own message.
    await expect(toast.getByRole('link', { name: PHONE })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByLabel('Full Name')).toHaveValue(VISITOR.name);
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Describe the Issue')).toHaveValue('Spring snapped.');
  } finally {
    release();
  }
  expect(storedLeads(email, dbPath)).toHaveLength(0);
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  // The second send waits for the lead store and the mail queue on a shared machine: allow it time.
  await expect(page.getByRole('heading', { name: RECEIVED })).toBeVisible({ timeout: 20_000 });
  expect(storedLeads(email, dbPath)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 503 page shows the form again, filled in; sending it again once the lock is gone stores the lead', async ({ page }) => {
    await page.goto(`${origin}/booking`);
    const email = 'busy-nojs@example.com';
    await fill(page, email);
    const release = holdLock();
    try {
      const answer = page.waitForResponse((response) => response.url().endsWith('/booking/submit'));
      await page.getByRole('button', { name: 'Schedule Appointment' }).click();
      expect((await answer).status()).toBe(503);
      await expect(page.getByRole('heading', { name: 'Please send your request again' })).toBeVisible();
      await expect(page.getByText(PHONE).first()).toBeVisible();
      await expect(page.getByLabel('Full Name')).toHaveValue(VISITOR.name);
      await expect(page.getByLabel('Email Address')).toHaveValue(email);
      await expect(page.getByLabel('ZIP Code')).toHaveValue(VISITOR.zip);
    } finally {
      release();
    }
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page).toHaveURL(/\/booking\/thanks\?ref=[A-Z]{1,4}-[2-9A-Z]{5}(&call=[\dT:-]+)?$/);
    expect(storedLeads(email, dbPath)).toHaveLength(1);
  });
});
