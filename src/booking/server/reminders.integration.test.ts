/**
 * The day-before reminder of a confirmed visit: queued at booking.reminderAt (site.yaml) in the
 * business's time zone, sent once through the outbox to a real SMTP server, also across a restart
 * of the server; a moved visit gets the new day's; a request not confirmed gets none. The server's
 * clock is set by the test, never waited for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { afterAll, expect, it } from 'vitest';
import { startDeskServer, type DeskServer } from '../../../tests/support/desk-server';
import { slotStart } from './mail/visit';

const data = mkdtempSync(join(tmpdir(), 'reminders-'));
const servers: DeskServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close().catch(() => {});
  rmSync(data, { recursive: true, force: true });
});

/** An instant at `minutes` after midnight of `date` in the business's time zone. */
const at = (date: string, minutes: number, tz: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, tz).getTime());
};

it('is queued at the hour the day before, sent once across a restart, and follows a moved visit', async () => {
  let deskServer = await startDeskServer(new Date('2031-03-18T12:00:00Z'), { data });
  servers.push(deskServer);
  const tz = deskServer.site.manifest.business.timeZone;
  const hour = slotStart(deskServer.site.manifest.booking.reminderAt)!;
  const save = (n: number, date: string) => {
    const saved = deskServer.booking.store.save(
      {
        name: `Rosa ${n} Delgado`,
        phone: '(813) 555-0166',
        email: `rosa${n}@example.com`,
        street: '77 Bayshore Blvd',
        city: 'Tampa',
        state: 'FL',
        zip: '33606',
        date,
        time: '9:00 AM',
        serviceType: 'Spring Replacement',
        issue: '',
      },
      `reminder-${n}-${'x'.repeat(20)}`,
    );
    return saved.id;
  };
  const confirmed = save(1, '2031-03-20');
  deskServer.booking.store.update(confirmed, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
  save(2, '2031-03-20'); // a request the office has not confirmed: no reminder

  deskServer.clock.now = at('2031-03-19', hour - 1, tz);
  expect(deskServer.remind()).toBe(0);
  deskServer.clock.now = at('2031-03-19', hour, tz);
  expect(deskServer.remind()).toBe(1);
  expect(deskServer.remind()).toBe(0);
  const reminder = await expect
    .poll(() => deskServer.arrived.filter((parsedMail) => parsedMail.subject?.startsWith('Reminder:')).length, { timeout: 60_000 })
    .toBe(1);
  void reminder;
  const mail = deskServer.arrived.find((parsedMail) => parsedMail.subject?.startsWith('Reminder:'))!;
  expect([mail.to].flat()[0]?.value[0]?.address).toBe('rosa1@example.com');
  expect(mail.text).toContain('Thursday, March 20, 2031');
  expect(mail.text).toContain('77 Bayshore Blvd, Tampa, FL 33606');
  expect(mail.text).toContain(deskServer.site.manifest.business.phone.display);

  // A restart later that evening: the reminder is not queued again.
  await deskServer.close();
  deskServer = await startDeskServer(at('2031-03-19', hour + 90, tz), { data });
  servers.push(deskServer);
  expect(deskServer.remind()).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(deskServer.arrived).toEqual([]);

  // Moved to the next day: that day's reminder, the evening before it.
  deskServer.booking.store.update(confirmed, () => ({
    by: 'office',
    action: 'changed',
    status: 'confirmed',
    date: '2031-03-21',
    time: '9:00 AM',
  }));
  deskServer.clock.now = at('2031-03-20', hour + 1, tz);
  expect(deskServer.remind()).toBe(1);
  await expect
    .poll(() => deskServer.arrived.filter((parsedMail) => parsedMail.subject?.startsWith('Reminder:')).length, { timeout: 60_000 })
    .toBe(1);
});

it('is not queued for a day the office closed after confirming its visit, and is once the day is open again', async () => {
  const deskServer = await startDeskServer(new Date('2031-03-18T12:00:00Z'), { data: join(data, 'closed-day') });
  servers.push(deskServer);
  const { site } = deskServer;
  const tz = site.manifest.business.timeZone;
  const hour = slotStart(site.manifest.booking.reminderAt)!;
  const { id } = deskServer.booking.store.save(
    {
      name: 'Carla Brooks',
      phone: '(813) 555-0177',
      email: 'carla@example.com',
      street: '12 Bayshore Blvd',
      city: 'Tampa',
      state: 'FL',
      zip: '33606',
      date: '2031-03-25',
      time: '10:00 AM',
      serviceType: 'Spring Replacement',
      issue: '',
    },
    `closed-day-${'x'.repeat(20)}`,
  );
  deskServer.booking.store.update(id, () => ({ by: 'office', action: 'confirmed', status: 'confirmed' }));
  // The office closes the day (a save on the editing screen, live at once).
  const booking = site.manifest.booking;
  const closedDates = [...(booking.closedDates ?? []), { date: '2031-03-25', name: 'Staff training day' }];
  deskServer.reload({ ...site, manifest: { ...site.manifest, booking: { ...booking, closedDates } } });
  deskServer.clock.now = at('2031-03-24', hour + 5, tz);
  expect(deskServer.remind()).toBe(0);
  // Open again: the reminder goes.
  deskServer.reload(site);
  expect(deskServer.remind()).toBe(1);
});
