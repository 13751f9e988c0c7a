import { emptyValues } from '../../rules/fields';
import type { Site } from '../../../manifest/load';
import type { Lead } from '../lead-store';
import { redactedUrl, type MailConfig } from './config';
import { bookingMessages, type MailMessage, type RequestLinks } from './messages';
import type { DeliveryState } from './outbox';
import { assertTimeZone } from './visit';

/**
 * The lead -> e-mails function the booking handler commits with each lead. It is tried once on a
 * sample lead here, so missing copy or a bad time zone stops `npm start` at once instead of
 * showing up with the first booking. Should building ever fail for one lead, the lead is still
 * stored (without e-mails) and the log says so.
 */
export function mailBuilder(
  site: Site,
  log: (line: string) => void = console.log,
  links?: (lead: Lead) => RequestLinks,
): (lead: Lead) => MailMessage[] {
  assertTimeZone(site.manifest.business.timeZone);
  const booking = site.manifest.booking;
  const sample: Lead = {
    ...emptyValues(booking.state),
    id: 1,
    outcome: '',
    receivedAt: new Date().toISOString(),
    reference: 'R-23456',
    status: 'requested',
    statusAt: new Date().toISOString(),
    name: 'Sample',
    phone: '8135550100',
    email: 'sample@example.com',
    date: new Date().toISOString().slice(0, 10),
    time: booking.timeSlots[0],
    serviceType: booking.serviceTypes[0],
  };
  bookingMessages(site, sample, links?.(sample));
  return (lead) => {
    try {
      return bookingMessages(site, lead, links?.(lead));
    } catch (e) {
      log(
        `mail: could not write the e-mails of lead #${lead.id} (${(e as Error).name}: ${(e as Error).message}); the lead is stored without them`,
      );
      return [];
    }
  };
}

/** The one line `npm start` prints about e-mail. */
export function mailNotice(config: MailConfig, counts: Record<DeliveryState, number>): string {
  const waiting = counts.pending ? `; ${counts.pending} waiting in the outbox` : '';
  const failed = counts.failed ? `; ${counts.failed} failed for good (npm run leads -- --failed)` : '';
  if (!config.smtpUrl) {
    return `E-mail is off: SMTP_URL is not set. Booking e-mails are kept in the outbox and sent once npm start runs with SMTP_URL${waiting}${failed}.`;
  }
  const office = config.notifyTo.map((address) => address.address).join(', ');
  const source = config.notifyFromEnv ? 'LEADS_NOTIFY_TO' : 'site.yaml business.email; set LEADS_NOTIFY_TO to change it';
  return `E-mail: via ${redactedUrl(config.smtpUrl)}, office notices to ${office} (${source})${waiting}${failed}.`;
}
