/**
 * The booking form in the browser, with the clock and the time zone set: Florida's days and
 * times wherever the visitor is, closed dates, slots too soon today; one booking per attempt
 * (two tabs, two leads; the success view after a reload); and the smaller promises (focus after a
 * failure, toasts clear of the focused field and the floating buttons on a phone, Escape keeps a
 * ZIP, the draft expires and can be cleared, axe on the calendar and the page).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { businessClock, closedSpan, openSlots, type ClosedDate } from '../../src/booking/rules/slots';
import { bookingChoices } from '../../src/booking/form/config';
import { loadSite } from '../../src/manifest/load';
import { bookingForm as form, fillRequired, uniqueEmail as unique, VISITOR } from '../support/booking-page';
import { storedLeads } from '../support/booking-http';
import { hydrated } from '../support/page';
import { headingOf } from '../support/page-copy';

/** What the form says once a request is accepted: the booking copy's received heading (the view in the form's place). */
const RECEIVED = headingOf('booking', 'received');

type SiteYaml = {
  business: { timeZone: string; phone: { display: string } };
  booking: { closedDates: ClosedDate[] };
};
const site = parse(readFileSync('site.yaml', 'utf8')) as SiteYaml;
const ZONE = site.business.timeZone;
const PHONE = site.business.phone.display;
// The rules as the pages have them: service hours, lead time, closed days and the office's hours.
const { slotsByDay: byDay, availability } = bookingChoices(loadSite(process.cwd()).site!);

test.use({ viewport: { width: 375, height: 800 } });

const keyOf = (page: Page) => form(page).locator('input[name="submission-key"]').inputValue();
/** The instant at which the business's wall clock reads `date` at `minutes` after midnight. */
function businessInstant(date: string, minutes: number): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  for (let off = -14 * 60; off <= 14 * 60; off += 15) {
    const instant = new Date(guess + off * 60_000);
    const clock = businessClock(instant, ZONE);
    if (clock.date === date && clock.minutes === minutes) return instant;
  }
  throw new Error('no such instant');
}
const dayButton = (page: Page, iso: string): Locator => {
  const name = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return page.getByRole('dialog', { name: 'Choose a preferred date' }).getByRole('button', { name: new RegExp(name) });
};
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const timeOptions = (page: Page) =>
  page
    .getByLabel('Preferred Time')
    .locator('option')
    .evaluateAll((os) => os.map((option) => (option as HTMLOptionElement).value).filter(Boolean));

test.describe("Florida's days and times", () => {
  test.describe('a visitor in Los Angeles at 11:30 PM', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });
    test("is offered Florida's day, not one already over there, and told the zone", async ({ page }) => {
      // A weekday evening in Los Angeles: already the next day in Florida.
      const laDate = '2031-12-02';
      await page.clock.install({ time: new Date(`${laDate}T23:30:00-08:00`) });
      await page.goto('/booking');
      await hydrated(page);
      const florida = businessClock(new Date(`${laDate}T23:30:00-08:00`), ZONE).date;
      expect(florida).not.toBe(laDate);
      await expect(form(page).getByText(/Times are Eastern Time \(Tampa\)\./)).toBeVisible();
      await page.getByRole('button', { name: /Preferred Date/ }).click();
      await expect(dayButton(page, laDate)).toBeDisabled();
      await expect(dayButton(page, florida)).toBeEnabled();
      await dayButton(page, florida).click();
      await expect(form(page).locator('input[name="date"]')).toHaveValue(florida);
      expect(await timeOptions(page)).toEqual(openSlots(florida, byDay, availability, new Date(`${laDate}T23:30:00-08:00`)));
    });
  });

  test.describe('a visitor in Tampa', () => {
    test.use({ timezoneId: ZONE });

    test('today at 1:59 PM: no slot that has started or starts within the lead time, and the phone for emergencies', async ({ page }) => {
      const today = '2031-12-02'; // a Tuesday
      const now = businessInstant(today, 13 * 60 + 59);
      await page.clock.install({ time: now });
      await page.goto('/booking');
      await hydrated(page);
      await page.getByRole('button', { name: /Preferred Date/ }).click();
      await dayButton(page, today).click();
      const offered = await timeOptions(page);
      expect(offered).toEqual(openSlots(today, byDay, availability, now));
      expect(offered.length).toBeLessThan(byDay[2].length);
      const note = form(page).locator('#' + (await page.getByLabel('Preferred Time').getAttribute('aria-describedby'))!.split(' ').at(-1)!);
      await expect(note).toContainText('For an emergency, call');
      await expect(note.getByRole('link', { name: PHONE })).toBeVisible();
    });

    test("on a month's last evening, the calendar opens on the next month, its first open day in focus", async ({ page }) => {
      const lastDay = '2031-10-30'; // a Thursday: its last window is past, and the office confirms Friday's
      await page.clock.install({ time: businessInstant(lastDay, 19 * 60 + 30) });
      await page.goto('/booking');
      await hydrated(page);
      await page.getByRole('button', { name: /Preferred Date/ }).click();
      await expect(dayButton(page, '2031-10-31')).toBeFocused();
      // On the month's last evening (a Friday), the weekend is too soon for the office to confirm: Monday the 3rd.
      await page.clock.setFixedTime(businessInstant('2031-10-31', 19 * 60 + 30));
      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: /Preferred Date/ }).click();
      await expect(dayButton(page, '2031-11-03')).toBeFocused();
      await expect(dayButton(page, '2031-11-01')).toBeDisabled();
      await expect(dayButton(page, '2031-10-31')).toHaveCount(0);
      await page.getByRole('button', { name: /Monday, November 3/ }).click();
      expect(await timeOptions(page)).toEqual(openSlots('2031-11-03', byDay, availability, businessInstant('2031-10-31', 19 * 60 + 30)));
      expect((await timeOptions(page))[0]).toBe('10:00 AM');
    });

    test('closed dates from site.yaml are not offered', async ({ page }) => {
      const closed = site.booking.closedDates[0];
      test.skip(!closed, 'site.yaml lists no closed date');
      const day = closedSpan(closed).from;
      const now = businessInstant(addDays(day, -3), 9 * 60);
      await page.clock.install({ time: now });
      await page.goto('/booking');
      await hydrated(page);
      await page.getByRole('button', { name: /Preferred Date/ }).click();
      await expect(dayButton(page, day)).toBeDisabled();
      await expect(dayButton(page, addDays(day, -1))).toBeEnabled();
      // A greyed day says it has no time, and the calendar says why days are grey.
      await expect(dayButton(page, day)).toHaveAccessibleName(/\(no time to book\)$/);
      await expect(dayButton(page, addDays(day, -1))).not.toHaveAccessibleName(/no time/);
      await expect(page.getByRole('dialog', { name: 'Choose a preferred date' })).toHaveAccessibleDescription(
        /we are closed, fully booked/,
      );
      const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch', 'landmark-unique']).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
  });
});

test.describe('one booking per attempt', () => {
  test('another tab is another attempt: two tabs give two leads', async ({ context }) => {
    const email = unique('tabs');
    const firstTab = await context.newPage();
    await firstTab.goto('/booking');
    await hydrated(firstTab);
    await fillRequired(firstTab, email, { street: '1 First St' });
    const secondTab = await context.newPage();
    await secondTab.goto('/booking');
    await hydrated(secondTab);
    await expect(secondTab.getByLabel('Email Address')).toHaveValue(email); // the draft is there to reuse...
    expect(await keyOf(secondTab)).not.toBe(await keyOf(firstTab)); // ...but not the attempt
    await firstTab.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(firstTab.getByRole('heading', { name: RECEIVED })).toBeVisible();
    await secondTab.getByLabel('Street Address').fill('2 Second Ave');
    await secondTab.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(secondTab.getByRole('heading', { name: RECEIVED })).toBeVisible();
    expect(
      storedLeads(email)
        .map((lead) => lead.street)
        .sort(),
    ).toEqual(['1 First St', '2 Second Ave']);
  });

  test('the success view survives a reload with its link to the request’s own page, and "Schedule Another Appointment" starts a new attempt', async ({
    page,
  }) => {
    await page.goto('/booking');
    await hydrated(page);
    await fillRequired(page, unique('reload'));
    const first = await keyOf(page);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page.getByRole('heading', { name: RECEIVED })).toBeVisible();
    const reference = (await page.getByText('Your reference:').locator('strong').textContent()) ?? '';
    expect(reference).toMatch(/^[A-Z]+-[A-Z0-9]{5}$/);
    const summary = page.getByRole('definition');
    const asked = await summary.allTextContents();
    expect(asked.join(' ')).toContain(VISITOR.street);
    await page.reload();
    await expect(page.getByRole('heading', { name: RECEIVED })).toBeVisible();
    // What was asked for is said back after the reload too (it was gone: the view kept only the reference).
    await expect(summary).toHaveText(asked);
    // The reference is the visitor's lasting confirmation: it survives the reload with the view.
    await expect(page.getByText('Your reference:').locator('strong')).toHaveText(reference);
    // And the link to the request's own page (no e-mail carries it here: npm start runs without SMTP_URL).
    const own = page.getByRole('link', { name: 'see your request online' });
    const ownPage = await page.context().newPage();
    await ownPage.goto((await own.getAttribute('href'))!);
    await expect(ownPage.locator('main')).toContainText(reference);
    await ownPage.close();
    await page.getByRole('button', { name: 'Schedule Another Appointment' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Full Name')).toBeFocused();
    expect(await keyOf(page)).not.toBe(first);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });
});

test.describe('the smaller promises', () => {
  test('after a network failure focus is on the message, which says a retry is safe', async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
    await page.route('**/booking/submit', (route) => route.abort('connectionreset'));
    await fillRequired(page, unique('focus'));
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const message = form(page).getByText('may or may not have reached us');
    await expect(message).toBeFocused();
    await expect(message).toContainText('will not be booked twice');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });

  test('offline before the sending code came: the form says so and keeps everything, no browser error page; back online it sends', async ({
    page,
    context,
  }) => {
    await page.goto('/booking');
    await hydrated(page);
    const email = unique('offline');
    await fillRequired(page, email);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(form(page).getByText('You seem to be offline: nothing was sent')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/booking');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page.getByRole('heading', { name: RECEIVED })).toBeVisible();
    expect(storedLeads(email)).toHaveLength(1);
  });

  test('on a phone, toasts come in at the top, clear of the floating buttons and of every field the visitor moves to', async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
    await page.route('**/booking/submit', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
    await fillRequired(page, unique('toast'));
    const toasts = page.locator('[data-sonner-toast]:not([data-removed="true"])');
    const controls = form(page).locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button[type="button"]');
    /**
     * The failure's toast is on screen (a send again takes the last failure's place: one toast, not a
     * stack of the same words), has come in (no transition of the toasts is running), and stays: the
     * pointer rests on it, which holds its timer (sonner), so no check meets it going.
     */
    const toastShown = async () => {
      for (const _ of [1, 2]) {
        await page.getByRole('button', { name: 'Schedule Appointment' }).click();
        await expect(toasts.filter({ hasText: 'Your request was not sent' })).toHaveCount(1);
      }
      await restOn(page, toasts.first());
    };
    /** Whether the focused element, once the frames after the move are drawn, lies under a toast (what it is) or not (false). */
    const focusedUnderToast = async (): Promise<string | false | undefined> =>
      page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const shown = [...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')];
                const focused = document.activeElement!.getBoundingClientRect();
                if (!shown.length) return done(undefined);
                const under = shown.some((toast) => {
                  const box = toast.getBoundingClientRect();
                  return box.left < focused.right && focused.left < box.right && box.top < focused.bottom && focused.top < box.bottom;
                });
                done(under ? document.activeElement!.outerHTML.slice(0, 80) : false);
              }),
            ),
          ),
      );
    // Phones of several heights: where a field lands when focus moves to it depends on the layout
    // (the fonts at hand, the screen), so each field is met below the screen, and on screen right
    // under the toast (the page scrolled so), as the visitor tabs to it.
    for (const height of [800, 667, 568]) {
      await page.setViewportSize({ width: 375, height });
      await toastShown();
      const box = (await toasts.first().boundingBox())!;
      expect(box.y + box.height, `${height} px: the front toast is in the top half`).toBeLessThan(height / 2);
      for (const link of await page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link').all()) {
        const rect = (await link.boundingBox())!;
        for (const toast of await toasts.all()) {
          const toastBox = (await toast.boundingBox())!;
          expect(
            rect.y > toastBox.y + toastBox.height || rect.y + rect.height < toastBox.y,
            `${height} px: ${await link.textContent()}`,
          ).toBe(true);
        }
      }
      await page.getByLabel('Full Name').focus();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const under = await focusedUnderToast();
        expect(under, `${height} px, tabbing: ${under}`).toBe(false);
      }
      const count = await controls.count();
      for (let i = 1; i < count; i++) {
        await controls.nth(i - 1).focus();
        const band = (await toasts.first().boundingBox())!;
        const next = (await controls.nth(i).boundingBox())!;
        await page.evaluate((top) => window.scrollBy({ top, behavior: 'instant' }), next.y + next.height / 2 - (band.y + band.height / 2));
        const there = (await controls.nth(i).boundingBox())!;
        expect(there.y < band.y + band.height && band.y < there.y + there.height, `${height} px: control ${i} lies under the toast`).toBe(
          true,
        );
        await page.keyboard.press('Tab');
        const under = await focusedUnderToast();
        expect(under, `${height} px, from under the toast: ${under}`).toBe(false);
      }
    }
  });

  test('a window the crew is booked for is listed as full, not left out, and cannot be chosen; one that fills while the visitor types is listed full once the server answers her or she comes back to the tab', async ({
    browser,
    page,
  }) => {
    // A day far ahead (no other spec books there) whose 3:00 PM window and one more are open and free
    // (the suite's lead database is kept from run to run).
    let date = addDays(new Date().toISOString().slice(0, 10), 300 + Math.floor(Math.random() * 55));
    const other = () => openSlots(date, byDay, availability, new Date()).find((slot) => slot !== '3:00 PM');
    const free = async () =>
      ((await (await page.request.get(`/booking/availability?date=${date}`)).json()) as { full: string[] }).full.length === 0;
    while (!openSlots(date, byDay, availability, new Date()).includes('3:00 PM') || !other() || !(await free())) date = addDays(date, 1);
    const time = page.getByLabel('Preferred Time');
    const chooseDay = async (tab: Page) => {
      await tab.getByRole('button', { name: /Preferred Date/ }).click();
      const next = tab.getByRole('button', { name: 'Go to the Next Month' });
      for (let months = 0; months < 14 && !(await dayButton(tab, date).isVisible()); months++) await next.click();
      await dayButton(tab, date).click();
    };
    // A window's two visits (the crew's capacity), asked for the plain way by two other visitors.
    const fill = async (slot: string) => {
      const plain = await browser.newContext({ javaScriptEnabled: false });
      for (const n of [1, 2]) {
        const tab = await plain.newPage();
        await tab.goto('/booking');
        await fillRequired(tab, unique(`full-${n}`));
        await tab.getByLabel('Preferred Date').fill(date);
        await tab.getByLabel('Preferred Time').selectOption(slot);
        await tab.getByLabel('Service Needed').selectOption({ index: 1 });
        await tab.getByRole('button', { name: 'Schedule Appointment' }).click();
        await expect(tab).toHaveURL(/\/booking\/thanks/);
      }
      await plain.close();
    };
    // A visitor chooses the window while it is still free; meanwhile it fills.
    await page.goto('/booking');
    await hydrated(page);
    await fillRequired(page, unique('late'));
    await chooseDay(page);
    await time.selectOption('3:00 PM');
    await page.getByLabel('Service Needed').selectOption({ index: 1 });
    await fill('3:00 PM');
    // Her request is refused at the time, and the list now says what the server said.
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page.getByText(/window on .* is fully booked/)).toBeVisible();
    const full = time.locator('option', { hasText: '3:00 PM' });
    await expect(full).toHaveText('3:00 PM (full)');
    // She chooses another window, and leaves the tab while that one fills too: back, the list says so.
    await time.selectOption(other()!);
    await expect(full).toBeDisabled();
    await fill(other()!);
    await page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
    await expect(time.locator('option', { hasText: other() })).toHaveText(`${other()} (full)`);
    // A visitor who comes now: the windows are there, said to be full, and not offered.
    const next = await (await browser.newContext()).newPage();
    await next.goto('/booking');
    await hydrated(next);
    await chooseDay(next);
    const listed = next.getByLabel('Preferred Time');
    await expect(listed.locator('option', { hasText: '3:00 PM' })).toHaveText('3:00 PM (full)');
    await expect(listed.locator('option', { hasText: '3:00 PM' })).toBeDisabled();
    await expect(listed.locator('option:disabled')).toHaveCount(2);
    await next.context().close();
  });

  test('an address with a known slip ("gmial.com") is put right in one tap, and the form then takes it', async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
    const email = page.getByLabel('Email Address');
    await fillRequired(page, 'jamie.r@gmial.com');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page.getByText('Did you mean jamie.r@gmail.com?')).toBeVisible();
    await page.getByRole('button', { name: 'Use jamie.r@gmail.com' }).click();
    await expect(email).toHaveValue('jamie.r@gmail.com');
    await expect(email).toBeFocused();
    await expect(page.getByText('Did you mean')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Use / })).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a description longer than the form takes says so: the count, and where the rest can go', async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
    const issue = page.getByLabel('Describe the Issue');
    await issue.fill('The door stops halfway. '.repeat(70));
    await expect(page.locator('form .count')).toHaveCount(0);
    await issue.fill('The door stops halfway. '.repeat(80));
    await expect(page.getByText('1,920 of 2,000 characters', { exact: true })).toBeVisible();
    // A longer text (pasted, most often) is cut to fit, and the note says the rest was left out.
    await issue.fill('The door stops halfway. '.repeat(100));
    await expect(issue).toHaveValue('The door stops halfway. '.repeat(100).slice(0, 2000));
    await expect(page.getByRole('status')).toContainText(
      '2,000 of 2,000 characters: the most the form takes, so the rest was left out. Tell us the rest on the phone.',
    );
    // Shortened by hand to the limit, it no longer speaks of a cut.
    await issue.fill('The door stops halfway. '.repeat(100).slice(1, 2001));
    await expect(page.getByRole('status')).toContainText('2,000 of 2,000 characters: the most the form takes. Anything more');
    // Without JavaScript the box itself stops at the limit.
    const html = await (await page.request.get('/booking')).text();
    expect(html).toMatch(/<textarea[^>]*maxLength="2000"|<textarea[^>]*maxlength="2000"/);
  });

  // The smaller of today's common phone screens and a larger one.
  for (const screen of [
    { width: 375, height: 812 },
    { width: 390, height: 844 },
  ])
    test(`on a ${screen.width}x${screen.height} phone, nothing fixed covers the success view's heading or its button`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto('/booking');
      await hydrated(page);
      await fillRequired(page, unique('covered'));
      // Everything the success view says back: the service, the day and time, the address.
      await page.getByLabel('Service Needed').selectOption({ index: 1 });
      await page.getByRole('button', { name: /Preferred Date/ }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a preferred date' });
      // A day of next month: this month's last open day may be today, its few times taken or gone.
      // Its last open day with a time left (the runs before this one on this machine booked some).
      await picker.getByRole('button', { name: /next month/i }).click();
      const days = picker.getByRole('button', { name: /\d{4}/ }).and(picker.locator(':enabled'));
      const time = page.getByLabel('Preferred Time');
      for (let back = 1; ; back++) {
        await days.nth((await days.count()) - back).click();
        await expect(page.getByText(/Times are/).first()).toBeVisible();
        // (A full window is listed, not offered: only an enabled time counts.)
        if ((await time.locator('option:enabled:not([value=""])').count()) > 0) break;
        await page.getByRole('button', { name: /Preferred Date/ }).click();
      }
      await time.selectOption((await time.locator('option:enabled:not([value=""])').first().getAttribute('value'))!);
      await page.getByRole('button', { name: 'Schedule Appointment' }).click();
      const heading = page.getByRole('heading', { name: RECEIVED });
      await expect(page.locator('.request div')).toHaveCount(3);
      await expect(heading).toBeFocused();
      // The toast that says the same is on screen, has come in, and stays (the pointer rests on it).
      const toast = page.locator('[data-sonner-toast][data-type="success"]:not([data-removed="true"])');
      await expect(toast).toBeVisible();
      await restOn(page, toast);
      await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeVisible();
      /** The points of an element where something else is drawn over it, or that are off screen. */
      const coveredAt = (target: Locator) =>
        target.evaluate(
          (el) =>
            new Promise<string[]>((done) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  // Its top and bottom edges, its ends (inside a pill's rounded ends) and its middle.
                  const box = el.getBoundingClientRect();
                  const [middleX, middleY, end] = [box.left + box.width / 2, box.top + box.height / 2, Math.min(box.height, box.width) / 2];
                  const points = [
                    [middleX, box.top + 2],
                    [middleX, box.bottom - 2],
                    [box.left + end, middleY],
                    [box.right - end, middleY],
                    [middleX, middleY],
                  ];
                  done(
                    points
                      .filter(([pointX, pointY]) => {
                        const hit = document.elementFromPoint(pointX, pointY);
                        return !hit || !(hit === el || el.contains(hit));
                      })
                      .map(([pointX, pointY]) => {
                        const hit = document.elementFromPoint(pointX, pointY);
                        return `${Math.round(pointX)},${Math.round(pointY)}: ${hit ? hit.outerHTML.slice(0, 60) : 'off screen'}`;
                      }),
                  );
                }),
              ),
            ),
        );
      expect(await coveredAt(heading), 'the heading').toEqual([]);
      expect(await coveredAt(page.getByRole('button', { name: 'Schedule Another Appointment' })), 'the button').toEqual([]);
      await expect(toast).toBeVisible();
    });

  test('Escape in a complete ZIP keeps it', async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
    const zip = page.getByRole('combobox', { name: 'ZIP Code' });
    await zip.fill('33629');
    await zip.press('Escape');
    await zip.press('Escape');
    await expect(zip).toHaveValue('33629');
  });

  test('the draft expires after the days site.yaml gives, and "Clear form" empties it and starts a new attempt', async ({ page }) => {
    const days = (parse(readFileSync('site.yaml', 'utf8')) as { booking: { draftDays: number } }).booking.draftDays;
    await page.clock.install({ time: new Date('2031-05-05T12:00:00Z') });
    await page.goto('/booking');
    await hydrated(page);
    await fillRequired(page, 'draft@example.com');
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez');
    await page.clock.setSystemTime(new Date(Date.parse('2031-05-05T12:00:00Z') + (days + 1) * 86_400_000));
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    // The form reads (and drops) the expired draft in an effect after the page hydrates: wait for it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('booking-form-draft'))).toBeNull();

    await fillRequired(page, 'clear@example.com');
    const key = await keyOf(page);
    // Asked first: "Cancel" keeps everything typed; "OK" clears it.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Clear form' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Clear everything you typed in this form?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Clear form' }).click();
    for (const label of ['Full Name', 'Phone Number', 'Email Address', 'Street Address', 'City', 'ZIP Code'])
      await expect(page.getByLabel(label)).toHaveValue('');
    expect(await keyOf(page)).not.toBe(key);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('booking-form-draft'))).toBeNull();
  });

  test('axe: no label-content-name-mismatch on the calendar, no landmark-unique on the page', async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
    await page.getByRole('button', { name: /Preferred Date/ }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a preferred date' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch', 'landmark-unique']).analyze();
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});

/** The pointer rests on a toast (so it stays), and every finite animation of the toasts has ended. */
async function restOn(page: Page, toast: Locator): Promise<void> {
  const rect = (await toast.boundingBox())!;
  await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
  await page.locator('[data-sonner-toaster]').evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
