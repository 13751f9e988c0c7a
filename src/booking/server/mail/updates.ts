import { escapeHtml as esc } from '../../../http/html';
import { shownPhone } from '../../rules/phone';
import type { Site } from '../../../manifest/load';
import type { Block } from '../../../manifest/schema.generated';
import { NO_DATE, serviceAddress, WAS_CONFIRMED, type Lead, type LeadEvent } from '../lead-store';
import { calendarMethod, visitCalendar } from './ics';
import {
  copyOf,
  letterToVisitor,
  firstName,
  htmlRows,
  leadTag,
  officeActionsHtml,
  officeActionsText,
  page,
  requestPageRow,
  textRows,
  whenText,
  type MailMessage,
  type RequestLinks,
  type Row,
} from './messages';
import { visitWindow } from './visit';

/**
 * The e-mails of a change to a request, whoever made it (the visitor on their request's page, the
 * office on its links or its desk). The visitor hears of every change of their visit: confirmed,
 * moved, declined or cancelled, each with the calendar entry as it now stands (the same UID as the
 * first file, a higher SEQUENCE; METHOD:CANCEL for a cancel or a decline). The office hears of the
 * visitor's own changes. Pure, like bookingMessages: the same lead and event give the same messages.
 */
export function changeMessages(site: Site, lead: Lead, event: LeadEvent, links: RequestLinks): MailMessage[] {
  return [...officeMessagesFor(site, lead, event, links), ...visitorMessagesFor(site, lead, event, { manageLink: links.manage })];
}

/** What a change means to the visitor, and the copy block (content/pages/booking-email.yaml) that says it. */
type VisitorChange = 'confirmed' | 'declined' | 'requestChanged' | 'rescheduled' | 'requestCancelled' | 'visitCancelled';
function visitorChange(event: LeadEvent): VisitorChange | undefined {
  const ours = event.by === 'office';
  switch (event.action) {
    case 'confirmed':
    case 'declined':
      return event.action;
    case 'changed':
      return ours ? 'rescheduled' : 'requestChanged';
    case 'cancelled':
      return ours ? 'visitCancelled' : 'requestCancelled';
    case 'cancelled-on-request':
      // The office cancelled because the customer asked: they read what their own cancel says.
      return 'requestCancelled';
    default:
      return undefined; // a note, or how a visit went: the office's own records
  }
}

export type VisitorMessageOptions = {
  /** why the office declined or cancelled, in a few words the visitor reads (default: a decline's event detail) */
  reason?: string;
  /** the signed link to the request's own page: said in the e-mail while the request still stands */
  manageLink?: string;
};

/**
 * The visitor's e-mail about one change of their request, made by anyone: confirmed (with the
 * confirmed entry, its location the service address), declined (with a short reason the visitor
 * reads), moved (the new time) or cancelled; none for a note or a visit's outcome. The calendar
 * entry keeps the first file's UID with SEQUENCE the event's id (events are numbered in the order
 * they happen, so each change's is higher); a cancel or a decline is METHOD:CANCEL,
 * STATUS:CANCELLED. A request without a date gets no calendar file, and no word of one.
 */
export function visitorMessagesFor(site: Site, lead: Lead, event: LeadEvent, opts: VisitorMessageOptions = {}): MailMessage[] {
  const change = visitorChange(event);
  if (!change) return [];
  const context = changeContext(site, lead, event);
  const reason = (opts.reason ?? (event.action === 'declined' ? event.detail : '')).trim();
  return [visitorMail(context, lead, event, change, reason, opts.manageLink)];
}

/** The office's e-mail about the visitor's own change (a new time, with the confirm and decline links again, or a cancel); none for the office's. */
export function officeMessagesFor(
  site: Site,
  lead: Lead,
  event: LeadEvent,
  links: Pick<RequestLinks, 'confirm' | 'decline'>,
): MailMessage[] {
  if (event.by !== 'visitor' || (event.action !== 'changed' && event.action !== 'cancelled')) return [];
  return [officeChangeMail(changeContext(site, lead, event), lead, event, links)];
}

/** What the messages of a change are made from: the business, the copy, the visit as it now stands, the signature. */
function changeContext(site: Site, lead: Lead, event: LeadEvent) {
  const manifest = site.manifest;
  const business = manifest.business;
  const tz = business.timeZone;
  const copy = copyOf(site);
  const window = visitWindow(lead, tz, manifest.booking.slotMinutes);
  const host = new URL(manifest.site.url).hostname;
  const tag = leadTag(lead);
  const messageId = (who: string) => `<${tag}-${who}-${event.action}-${event.id}@${host}>`;
  const visitRows: Row[] = [
    { label: 'Reference', text: lead.reference },
    { label: 'Service', text: lead.serviceType || 'not specified' },
    // No date: one is agreed on the phone while the request stands; a declined or cancelled one had none.
    {
      label: 'Date',
      text: window
        ? window.dateText
        : lead.status === 'declined' || lead.status === 'cancelled'
          ? 'none asked for'
          : 'to be agreed by phone',
    },
    ...(window && !window.allDay ? [{ label: 'Arrival window', text: window.windowText }] : []),
  ];
  return { site, m: manifest, b: business, tz, copy, window, host, tag, messageId, visitRows };
}

type ChangeContext = ReturnType<typeof changeContext>;

/**
 * Where the visit is, for its calendar entry: the service address once the office has confirmed the
 * visit (a person has spoken with the visitor about it), so that a stranger's typed words never go
 * out from our address; before that none, as in the request's first entry (a calendar showed
 * "Florida 33606" as the place of the visit).
 */
function visitLocation(lead: Lead): string | undefined {
  return lead.status === 'confirmed' ? serviceAddress(lead) : undefined;
}

/** The calendar file of the visit as it now stands, or undefined for a request without a date. */
function calendarOf(context: ChangeContext, lead: Lead, event: LeadEvent, cancelled: boolean, subject: string) {
  const { m: manifest, b: business, tz, copy, window, host, tag } = context;
  if (!window) return undefined;
  const status = cancelled ? 'cancelled' : lead.status === 'confirmed' ? 'confirmed' : 'tentative';
  const block = { cancelled: copy.cancelledCalendar, confirmed: copy.confirmedCalendar, tentative: copy.calendar }[status];
  const content = visitCalendar({
    uid: `${tag}@${host}`,
    window,
    timeZone: tz,
    summary: block.heading ?? subject,
    description: [block.intro, lead.serviceType && `Service: ${lead.serviceType}`, `Reference: ${lead.reference}`]
      .filter(Boolean)
      .join('\n\n'),
    location: visitLocation(lead),
    organizer: { name: business.name, email: business.email },
    attendee: { name: firstName(lead.name), email: lead.email },
    url: manifest.site.url,
    company: business.name,
    stamp: new Date(event.at),
    status,
    sequence: event.id,
  });
  const method = calendarMethod({ status });
  // A request that left the date to us had no calendar entry to replace.
  const first = event.detail === NO_DATE;
  return {
    note: cancelled ? copy.calendarRemoved : first ? copy.calendarFirst : copy.calendarUpdated,
    attachment: {
      filename: cancelled ? 'booking-cancelled.ics' : status === 'confirmed' ? 'booking-confirmed.ics' : 'booking-request.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content,
    },
  };
}

/** The time a visitor moved away from, as their e-mail says it: a confirmed visit is said to be given up. */
const givenUp = (detail: string) =>
  detail.endsWith(`, ${WAS_CONFIRMED}`)
    ? `${detail.slice(0, -`, ${WAS_CONFIRMED}`.length)}: your confirmed visit, no longer held now that the time has changed`
    : detail;

/** To the visitor: what changed, the visit as it now stands, the office's reason if any, the calendar entry, how to reach us. */
function visitorMail(
  context: ChangeContext,
  lead: Lead,
  event: LeadEvent,
  change: VisitorChange,
  reason: string,
  manageLink?: string,
): MailMessage {
  const { site, copy, messageId, visitRows } = context;
  const block: Block = copy[change];
  const subject = `${block.heading ?? ''} (${lead.reference})`;
  const cancelled = change === 'declined' || change === 'requestCancelled' || change === 'visitCancelled';
  const calendar = calendarOf(context, lead, event, cancelled, subject);
  return letterToVisitor(site, lead, {
    kind: `visitor-${event.action}-${event.id}`,
    subject,
    intro: block.intro ?? '',
    rows: [
      ...visitRows,
      // The office confirmed another time than the one asked for: the customer sees both.
      ...(change === 'confirmed' && event.detail && event.detail !== NO_DATE ? [{ label: 'You asked for', text: event.detail }] : []),
      // The office moved the visit: the time it had, so that the customer sees what changed.
      ...(change === 'rescheduled' && event.detail ? [{ label: 'Before', text: event.detail }] : []),
      // They moved it themselves: the time it had, and whether that was a confirmed visit they gave up for a request.
      ...(change === 'requestChanged' && event.detail ? [{ label: 'Before', text: givenUp(event.detail) }] : []),
      ...(reason ? [{ label: 'Our note', text: reason }] : []),
      ...(manageLink && !cancelled ? [requestPageRow(manageLink)] : []),
    ],
    paragraphs: [...(calendar?.note.intro ? [calendar.note.intro] : []), ...(block.paragraphs ?? [])],
    messageId: messageId('visitor'),
    ...(calendar ? { attachments: [calendar.attachment] } : {}),
  });
}

/** To the office: the visitor changed the date or time (with the confirm and decline links again), or cancelled. */
function officeChangeMail(
  context: ChangeContext,
  lead: Lead,
  event: LeadEvent,
  links: Pick<RequestLinks, 'confirm' | 'decline' | 'desk'>,
): MailMessage {
  const { copy, window, messageId, visitRows } = context;
  // A visit the office had confirmed is on the crew's schedule: its cancel says to take it off.
  const block = event.action === 'changed' ? copy.changed : event.detail === WAS_CONFIRMED ? copy.cancelledVisit : copy.cancelled;
  const subject = `${block.heading ?? ''} ${lead.reference}: ${lead.name}, ${whenText(window, lead.time)}`;
  const rows: Row[] = [
    ...visitRows,
    ...(event.detail && event.action === 'changed' ? [{ label: 'Before', text: event.detail }] : []),
    { label: 'Customer', text: `${lead.name}, ${shownPhone(lead.phone)}, ${lead.email}` },
  ];
  const actions = event.action === 'changed';
  return {
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
  };
}
