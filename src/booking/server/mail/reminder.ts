import type { Site } from '../../../manifest/load';
import { serviceAddress, type Lead } from '../lead-store';
import { copyOf, leadTag, letterToVisitor, requestPageRow, type MailMessage, type Row } from './messages';
import { dayStart, visitWindow } from './visit';

/**
 * The visitor's reminder the day before a confirmed visit (content/pages/booking-email.yaml, block
 * `reminder`): when, where, what, the reference, the request's page and our phone number. Its
 * message id names the visit's day, so a resend is recognisable and a moved visit gets its own.
 * Pure, like the other messages.
 */
export function reminderMessages(site: Site, lead: Lead, manageLink?: string): MailMessage[] {
  const manifest = site.manifest;
  const block = copyOf(site).reminder;
  const window = visitWindow(lead, manifest.business.timeZone, manifest.booking.slotMinutes);
  if (!window || !lead.email) return [];
  const rows: Row[] = [
    { label: 'Reference', text: lead.reference },
    { label: 'Date', text: window.dateText },
    ...(window.allDay ? [] : [{ label: 'Arrival window', text: window.windowText }]),
    { label: 'Address', text: serviceAddress(lead) },
    { label: 'Service', text: lead.serviceType || 'not specified' },
    ...(manageLink ? [requestPageRow(manageLink)] : []),
  ];
  return [
    letterToVisitor(site, lead, {
      kind: `visitor-reminder-${lead.date}`,
      subject: `${block.heading ?? ''} (${lead.reference})`,
      intro: block.intro ?? '',
      rows,
      paragraphs: block.paragraphs ?? [],
      messageId: `<${leadTag(lead)}-reminder-${lead.date}@${new URL(manifest.site.url).hostname}>`,
      // "See you tomorrow" holds only before the visit's day.
      sendBefore: dayStart(lead.date, manifest.business.timeZone),
    }),
  ];
}
