import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type Site } from '../../../manifest/load';
import { mailConfig, parseAddress, redactedUrl } from './config';
import { mailNotice } from './index';
import { slotStart, visitWindow } from './visit';
import { FIXTURE_SITE } from '../../../../tests/support/fixture-site';

let site: Site;
beforeAll(() => {
  const loaded = loadSite(FIXTURE_SITE);
  if (!loaded.site) throw new Error('site.yaml did not load');
  site = loaded.site;
});
const none = { pending: 0, sent: 0, failed: 0 };

describe('mail settings from the environment', () => {
  it('without SMTP_URL e-mail is off; the office is site.yaml business.email; retries 5 s to 300 s', () => {
    const config = mailConfig(site, {});
    const business = site.manifest.business;
    expect(config.smtpUrl).toBeUndefined();
    expect(config.notifyTo).toEqual([{ name: business.name, address: business.email }]);
    expect(config.from).toEqual({ name: business.name, address: business.email });
    expect(config.retry).toEqual({ firstMs: 5_000, maxMs: 300_000, giveUpMs: 86_400_000 });
    expect(mailNotice(config, { ...none, pending: 4 })).toBe(
      'E-mail is off: SMTP_URL is not set. Booking e-mails are kept in the outbox and sent once npm start runs with SMTP_URL; 4 waiting in the outbox.',
    );
  });

  it('reads SMTP_URL, several LEADS_NOTIFY_TO addresses, MAIL_FROM and the retry schedule', () => {
    const config = mailConfig(site, {
      SMTP_URL: 'smtps://apikey:secret@smtp.example.net:465',
      LEADS_NOTIFY_TO: 'office@example.com, "Dispatch" <dispatch@example.com>;owner@example.com',
      MAIL_FROM: 'Bookings <bookings@example.com>',
      MAIL_RETRY_FIRST_S: '2',
      MAIL_RETRY_MAX_S: '60',
    });
    expect(config.smtpUrl).toBe('smtps://apikey:secret@smtp.example.net:465');
    expect(config.notifyTo).toEqual([
      { name: '', address: 'office@example.com' },
      { name: 'Dispatch', address: 'dispatch@example.com' },
      { name: '', address: 'owner@example.com' },
    ]);
    expect(config.from).toEqual({ name: 'Bookings', address: 'bookings@example.com' });
    expect(config.retry).toMatchObject({ firstMs: 2_000, maxMs: 60_000 });
    const notice = mailNotice(config, { pending: 0, sent: 3, failed: 1 });
    expect(notice).toBe(
      'E-mail: via smtps://apikey:***@smtp.example.net:465, office notices to office@example.com, dispatch@example.com, owner@example.com (LEADS_NOTIFY_TO); 1 failed for good (npm run leads -- --failed).',
    );
    expect(notice).not.toContain('secret');
    expect(mailConfig(site, { MAIL_RETRY_FIRST_S: '900' }).retry.firstMs).toBe(300_000); // never above the cap
  });

  it('names every bad setting at once, with what to write instead', () => {
    expect(() =>
      mailConfig(site, {
        SMTP_URL: 'http://mail.example.com',
        LEADS_NOTIFY_TO: 'office@example.com, not an address',
        MAIL_FROM: 'me',
        MAIL_RETRY_MAX_S: 'soon',
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [MailSettingsError: E-mail settings:
        - SMTP_URL must look like smtp://user:password@smtp.example.com:587 (STARTTLS) or smtps://user:password@smtp.example.com:465 (TLS).
        - MAIL_FROM must be an e-mail address, e.g. "Baywise Garage Door Co. <bookings@example.com>".
        - LEADS_NOTIFY_TO must be one or more e-mail addresses separated by commas; these are not: "not an address".
        - MAIL_RETRY_MAX_S must be a positive number of seconds (got "soon").]
    `);
  });

  it('parses addresses and hides passwords', () => {
    expect(parseAddress('a@b.example')).toEqual({ name: '', address: 'a@b.example' });
    expect(parseAddress('Office Team <a@b.example>')).toEqual({ name: 'Office Team', address: 'a@b.example' });
    expect(parseAddress('a@b')).toBeUndefined();
    expect(redactedUrl('smtp://u:p@h:587')).toBe('smtp://u:***@h:587');
  });
});

describe('the requested window', () => {
  it("reads the form's slots", () => {
    expect(slotStart('8:00 AM')).toBe(480);
    expect(slotStart('12:00 PM')).toBe(720);
    expect(slotStart('12:30 AM')).toBe(30);
    expect(slotStart('6:00 PM')).toBe(1080);
    expect(slotStart('14:15')).toBe(855);
    expect(slotStart('9 am')).toBe(540);
    expect(slotStart('13:00 PM')).toBeUndefined();
    expect(slotStart('morning')).toBeUndefined();
    for (const slot of site.manifest.booking.timeSlots) expect(slotStart(slot)).toBeTypeOf('number');
  });

  it("is the slot's time in the business time zone, across daylight saving", () => {
    const summer = visitWindow({ date: '2031-07-01', time: '6:00 PM' }, 'America/New_York', 60);
    expect(summer).toMatchObject({ allDay: false, windowText: '6:00 PM-7:00 PM EDT' });
    expect(summer && !summer.allDay && summer.start.toISOString()).toBe('2031-07-01T22:00:00.000Z');
    const spring = visitWindow({ date: '2031-03-09', time: '8:00 AM' }, 'America/New_York', 90); // the day clocks go forward
    expect(spring && !spring.allDay && [spring.start.toISOString(), spring.end.toISOString(), spring.windowText]).toEqual([
      '2031-03-09T12:00:00.000Z',
      '2031-03-09T13:30:00.000Z',
      '8:00 AM-9:30 AM EDT',
    ]);
    expect(visitWindow({ date: '', time: '8:00 AM' }, 'America/New_York', 60)).toBeUndefined();
  });
});
