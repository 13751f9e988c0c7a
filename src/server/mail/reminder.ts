import { escapeHtml as esc } from '../html';
import type { Site } from '../../manifest/load';
import type { Block } from '../../manifest/schema.generated';
import { fillDeep } from '../../manifest/template';
import type { Lead } from '../lead-store';
import { firstName, htmlRows, leadTag, page, textRows, type MailMessage, type Row } from './messages';
import { visitWindow } from './visit';

/**
 * The visitor's reminder the day before a confirmed visit (content/pages/booking-email.yaml, block
 * `reminder`): when, where, what, the reference, the request's page and our phone number. Its
 * message id names the visit's day, so a resend is recognisable and a moved visit gets its own.
 * Pure, like the other messages.
 */
export function reminderMessages(site: Site, lead: Lead, manageLink?: string): MailMessage[] {
  const m = site.manifest;
  const b = m.business;
  const blocks = fillDeep(site.pages['booking-email']?.blocks ?? {}, site.facts) as Record<string, Block>;
  const block = blocks.reminder;
  if (!block) throw new Error("content/pages/booking-email.yaml has no block 'reminder'");
  const window = visitWindow(lead, b.timeZone, m.booking.slotMinutes);
  if (!window || !lead.email) return [];
  const subject = `${block.heading ?? ''} (${lead.reference})`;
  const rows: Row[] = [
    { label: 'Reference', text: lead.reference },
    { label: 'Date', text: window.dateText },
    ...(window.allDay ? [] : [{ label: 'Arrival window', text: window.windowText }]),
    { label: 'Address', text: [lead.street, lead.city, `${lead.state} ${lead.zip}`.trim()].filter(Boolean).join(', ') },
    { label: 'Service', text: lead.serviceType || 'not specified' },
    ...(manageLink ? [{ label: 'Your request', text: manageLink, html: `<a href="${esc(manageLink)}">${esc(manageLink)}</a>` }] : []),
  ];
  const first = firstName(lead.name);
  const hello = first ? `Hello ${first},` : 'Hello,';
  const tel = `tel:${b.phone.e164}`;
  const paragraphs = block.paragraphs ?? [];
  const signature = [b.name, b.phone.display, m.site.url];
  return [
    {
      kind: `visitor-reminder-${lead.date}`,
      to: [{ name: first, address: lead.email }],
      replyTo: { name: b.name, address: b.email },
      subject,
      text: [hello, '', block.intro ?? '', '', textRows(rows), '', ...paragraphs.flatMap((p) => [p, '']), ...signature, ''].join('\n'),
      html: page(
        subject,
        `<p>${esc(hello)}</p><p>${esc(block.intro ?? '')}</p>${htmlRows(rows)}` +
          paragraphs.map((p) => `<p>${esc(p).replace(esc(b.phone.display), `<a href="${tel}">${esc(b.phone.display)}</a>`)}</p>`).join('') +
          `<p>${signature.map(esc).join('<br>')}</p>`,
      ),
      messageId: `<${leadTag(lead)}-reminder-${lead.date}@${new URL(m.site.url).hostname}>`,
    },
  ];
}
