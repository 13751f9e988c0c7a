import { escapeHtml as esc } from '../html';
import type { Site } from '../../manifest/load';
import type { Lead, LeadEvent } from '../lead-store';
import { visitCalendar } from './ics';
import {
  copyOf,
  htmlRows,
  leadTag,
  officeActionsHtml,
  officeActionsText,
  page,
  textRows,
  whenText,
  type MailMessage,
  type RequestLinks,
  type Row,
} from './messages';
import { visitWindow } from './visit';

/**
 * The e-mails of a change to a request (src/server/manage/): to the visitor when the office
 * confirms (with the calendar file of the confirmed visit, STATUS:CONFIRMED, replacing the
 * requested one) or declines (a polite message with our phone number); to the office when the
 * visitor changes the date or time (with the confirm and decline links again) or cancels. What goes
 * to the visitor holds no text they typed beyond their first name. Pure, like bookingMessages.
 */
export function changeMessages(site: Site, lead: Lead, event: LeadEvent, links: Pick<RequestLinks, 'confirm' | 'decline'>): MailMessage[] {
  const c = changeContext(site, lead, event);
  return event.action === 'confirmed' || event.action === 'declined'
    ? decisionMail(c, lead, event)
    : officeChangeMail(c, lead, event, links);
}

/** What the messages of a change are made from: the business, the copy, the visit as it now stands, the signature. */
function changeContext(site: Site, lead: Lead, event: LeadEvent) {
  const m = site.manifest;
  const b = m.business;
  const tz = b.timeZone;
  const copy = copyOf(site);
  const window = visitWindow(lead, tz, m.booking.slotMinutes);
  const host = new URL(m.site.url).hostname;
  const tag = leadTag(lead);
  const ourTel = `tel:${b.phone.e164}`;
  const signature = [b.name, b.phone.display, m.site.url];
  const signatureHtml = `<p>${esc(b.name)}<br><a href="${ourTel}">${esc(b.phone.display)}</a><br><a href="${esc(m.site.url)}">${esc(m.site.url)}</a></p>`;
  const linkPhone = (html: string) => html.replace(esc(b.phone.display), `<a href="${ourTel}">${esc(b.phone.display)}</a>`);
  const messageId = (who: string) => `<${tag}-${who}-${event.action}-${event.id}@${host}>`;
  const firstName = lead.name.trim().split(/\s+/)[0] ?? '';
  const visitRows: Row[] = [
    { label: 'Reference', text: lead.reference },
    { label: 'Service', text: lead.serviceType || 'not specified' },
    { label: 'Date', text: window ? window.dateText : 'to be agreed by phone' },
    ...(window && !window.allDay ? [{ label: 'Arrival window', text: window.windowText }] : []),
  ];
  return { m, b, tz, copy, window, host, tag, signature, signatureHtml, linkPhone, messageId, firstName, visitRows };
}

type ChangeContext = ReturnType<typeof changeContext>;

/** To the visitor: the office confirmed (with the confirmed visit's calendar file) or declined. */
function decisionMail(c: ChangeContext, lead: Lead, event: LeadEvent): MailMessage[] {
  const { m, b, tz, copy, window, host, tag, signature, signatureHtml, linkPhone, messageId, firstName, visitRows } = c;
  const block = event.action === 'confirmed' ? copy.confirmed : copy.declined;
  const subject = `${block.heading ?? ''} (${lead.reference})`;
  const paragraphs = block.paragraphs ?? [];
  // Only checked values in what goes back (the ZIP is five digits of our area, the state fixed), never a typed street.
  const address = `${lead.zip}, ${lead.state}`;
  const calendar =
    event.action === 'confirmed' && window
      ? visitCalendar({
          uid: `${tag}@${host}`,
          window,
          timeZone: tz,
          summary: copy.confirmedCalendar.heading ?? subject,
          description: [copy.confirmedCalendar.intro, lead.serviceType && `Service: ${lead.serviceType}`, `Reference: ${lead.reference}`]
            .filter(Boolean)
            .join('\n\n'),
          location: address,
          organizer: { name: b.name, email: b.email },
          url: m.site.url,
          company: b.name,
          stamp: new Date(event.at),
          status: 'confirmed',
          sequence: event.id,
        })
      : undefined;
  return [
    {
      kind: `visitor-${event.action}-${event.id}`,
      to: [{ name: firstName, address: lead.email }],
      replyTo: { name: b.name, address: b.email },
      subject,
      text: [
        `Hello ${firstName},`,
        '',
        block.intro ?? '',
        '',
        textRows(visitRows),
        '',
        ...paragraphs.flatMap((p) => [p, '']),
        ...signature,
        '',
      ].join('\n'),
      html: page(
        subject,
        `<p>Hello ${esc(firstName)},</p><p>${esc(block.intro ?? '')}</p>` +
          htmlRows(visitRows) +
          paragraphs.map((p) => `<p>${linkPhone(esc(p))}</p>`).join('') +
          signatureHtml,
      ),
      messageId: messageId('visitor'),
      ...(calendar
        ? {
            attachments: [
              { filename: 'booking-confirmed.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar },
            ],
          }
        : {}),
    },
  ];
}

/** To the office: the visitor changed the date or time (with the confirm and decline links again), or cancelled. */
function officeChangeMail(c: ChangeContext, lead: Lead, event: LeadEvent, links: Pick<RequestLinks, 'confirm' | 'decline'>): MailMessage[] {
  const { copy, window, messageId, visitRows } = c;
  // To the office: the visitor changed the date or time, or cancelled.
  const block = event.action === 'changed' ? copy.changed : copy.cancelled;
  const subject = `${block.heading ?? ''} ${lead.reference}: ${lead.name}, ${whenText(window, lead.time)}`;
  const rows: Row[] = [
    ...visitRows,
    ...(event.detail ? [{ label: 'Before', text: event.detail }] : []),
    { label: 'Customer', text: `${lead.name}, ${lead.phone}, ${lead.email}` },
  ];
  const actions = event.action === 'changed';
  return [
    {
      kind: `office-${event.action}-${event.id}`,
      to: [],
      replyTo: { name: lead.name, address: lead.email },
      subject,
      text: [
        `${block.heading ?? ''} ${lead.reference}`,
        '',
        block.intro ?? '',
        '',
        textRows(rows),
        '',
        ...(actions ? officeActionsText(copy.officeActions, links) : []),
      ].join('\n'),
      html: page(
        subject,
        `<h1 style="font-size:20px">${esc(block.heading ?? '')} ${esc(lead.reference)}</h1><p>${esc(block.intro ?? '')}</p>` +
          htmlRows(rows) +
          (actions ? officeActionsHtml(copy.officeActions, links) : ''),
      ),
      messageId: messageId('office'),
    },
  ];
}
