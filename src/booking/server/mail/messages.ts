import { phoneText, shownPhone, telUri } from '../../rules/phone';
import { escapeHtml as esc } from '../../../http/html';
import { createHash } from 'node:crypto';
import { FIELDS, LABELS, type Field } from '../../rules/fields';
import type { Site } from '../../../manifest/load';
import type { Block } from '../../../manifest/schema.generated';
import { fillDeep } from '../../../manifest/template';
import type { Lead } from '../lead-store';
import { visitCalendar } from './ics';
import { dayStart, localMoment, startsWithin, visitWindow, type VisitWindow } from './visit';
import { addDaysIso } from '../../rules/slots';
import { noticeMinutes } from '../../rules/notice';
import { officeCallLine } from '../../rules/office-call';
import { availabilityOf } from '../../form/config';

/**
 * Whom a message is for and why: the two e-mails of a new request are `office` and `visitor`; a
 * later change adds its own, named after what happened and its event (`office-changed-7`,
 * `visitor-confirmed-8`). The office's go to LEADS_NOTIFY_TO.
 */
export type MailKind = 'office' | 'visitor' | `office-${string}` | `visitor-${string}`;
export const isOfficeMail = (kind: MailKind): boolean => kind === 'office' || kind.startsWith('office-');
export type Address = { name: string; address: string };

/** One e-mail as the outbox keeps it: everything but the office's recipients, which are set when it is sent. */
export type MailMessage = {
  kind: MailKind;
  /** the visitor's address; empty for the office message (LEADS_NOTIFY_TO when sent) */
  to: Address[];
  replyTo?: Address;
  subject: string;
  text: string;
  html: string;
  /** the same on every attempt, so a receiver can tell a resend from a new message */
  messageId: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
  /**
   * After this moment (ms) the message no longer holds and is not sent (sender.ts): a letter about a
   * visit once its day is over, a reminder once its day has come. Kept by e-mails queued while no
   * mail server was set, which all go when one is.
   */
  sendBefore?: number;
};

/** The copy the messages are made of: content/pages/booking-email.yaml and the booking page's "next" list, filled. */
type Copy = {
  office: Block;
  visitor: Block;
  calendar: Block;
  next: Block;
  manage: Block;
  manageSoon: Block;
  officeActions: Block;
  confirmed: Block;
  confirmedCalendar: Block;
  cancelledCalendar: Block;
  declined: Block;
  changed: Block;
  cancelled: Block;
  cancelledVisit: Block;
  requestChanged: Block;
  rescheduled: Block;
  requestCancelled: Block;
  visitCancelled: Block;
  calendarUpdated: Block;
  calendarFirst: Block;
  calendarRemoved: Block;
  reminder: Block;
};
/** The blocks of booking-email.yaml after the first two messages': the office's links and each change. */
const CHANGE_BLOCKS = [
  'manage',
  'manageSoon',
  'officeActions',
  'confirmed',
  'confirmedCalendar',
  'cancelledCalendar',
  'declined',
  'changed',
  'cancelled',
  'cancelledVisit',
  'requestChanged',
  'rescheduled',
  'requestCancelled',
  'visitCancelled',
  'calendarUpdated',
  'calendarFirst',
  'calendarRemoved',
  'reminder',
] as const;

/** The signed links of one request (src/booking/server/manage/): the visitor's page, and the office's confirm and decline. */
export type RequestLinks = {
  manage: string;
  confirm: string;
  decline: string;
  /** the request on the office's desk (signed-in editors) */
  desk?: string;
};

const copies = new WeakMap<Site, Copy>();
export function copyOf(site: Site): Copy {
  let copy = copies.get(site);
  if (!copy) {
    copy = readCopy(site);
    copies.set(site, copy);
  }
  return copy;
}
function readCopy(site: Site): Copy {
  const vars = site.facts;
  const blocks = (name: string) => {
    const page = site.pages[name];
    if (!page) throw new Error(`content/pages/${name}.yaml is missing`);
    return fillDeep(page.blocks, vars) as Record<string, Block>;
  };
  const mail = blocks('booking-email');
  const need = (record: Record<string, Block>, key: string, file: string) => {
    if (!record[key]) throw new Error(`content/pages/${file}.yaml has no block '${key}'`);
    return record[key];
  };
  return {
    office: need(mail, 'office', 'booking-email'),
    visitor: need(mail, 'visitor', 'booking-email'),
    calendar: need(mail, 'calendar', 'booking-email'),
    next: need(blocks('booking'), 'next', 'booking'),
    ...(Object.fromEntries(CHANGE_BLOCKS.map((text) => [text, need(mail, text, 'booking-email')])) as Pick<
      Copy,
      (typeof CHANGE_BLOCKS)[number]
    >),
  };
}

const escLines = (text: string) => esc(text).replace(/\r?\n/g, '<br>');

/**
 * A short letter to the visitor after their request's first e-mail (a change, a reminder): hello by
 * first name, what it is about, the visit's rows, the paragraphs (our phone number a link) and our
 * signature; from us, replies to the business's own address.
 */
export function letterToVisitor(
  site: Site,
  lead: Lead,
  option: {
    kind: MailKind;
    subject: string;
    intro: string;
    rows: Row[];
    paragraphs: string[];
    messageId: string;
    attachments?: MailMessage['attachments'];
    /** by default, the end of the visit's day (untilVisitDayEnds) */
    sendBefore?: number;
  },
): MailMessage {
  const business = site.manifest.business;
  const sendBefore = option.sendBefore ?? untilVisitDayEnds(lead, business.timeZone);
  const url = site.manifest.site.url;
  const ourTel = `tel:${business.phone.e164}`;
  const phone = `<a href="${ourTel}">${esc(business.phone.display)}</a>`;
  const first = firstName(lead.name);
  const hello = first ? `Hello ${first},` : 'Hello,';
  const signature = [business.name, business.phone.display, url];
  return {
    kind: option.kind,
    to: [{ name: first, address: lead.email }],
    replyTo: { name: business.name, address: business.email },
    subject: option.subject,
    text: [
      hello,
      '',
      option.intro,
      '',
      textRows(option.rows),
      '',
      ...option.paragraphs.flatMap((paragraph) => [paragraph, '']),
      ...signature,
      '',
    ].join('\n'),
    html: page(
      option.subject,
      `<p>${esc(hello)}</p><p>${esc(option.intro)}</p>` +
        htmlRows(option.rows) +
        option.paragraphs.map((paragraph) => `<p>${esc(paragraph).replace(esc(business.phone.display), phone)}</p>`).join('') +
        `<p>${esc(business.name)}<br>${phone}<br><a href="${esc(url)}">${esc(url)}</a></p>`,
    ),
    messageId: option.messageId,
    ...(option.attachments ? { attachments: option.attachments } : {}),
    ...(sendBefore === undefined ? {} : { sendBefore }),
  };
}

/** A letter to the visitor about their visit holds until the visit's day is over (none without a day). */
export function untilVisitDayEnds(lead: Pick<Lead, 'date'>, timeZone: string): number | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(lead.date) ? dayStart(addDaysIso(lead.date, 1), timeZone) : undefined;
}

/** Longest first name a message to the visitor repeats. */
const FIRST_NAME_MAX = 30;

/**
 * The one thing the visitor typed that goes back to them: the first word of their name, inert. Only
 * letters (with their accents), apostrophes and hyphens are kept, at most FIRST_NAME_MAX
 * characters, so it can carry no link, markup or sentence; "" when nothing is left.
 */
export function firstName(name: string): string {
  const word = name.normalize('NFC').trim().split(/\s+/)[0] ?? '';
  const kept = word.replace(/[^\p{L}\p{M}'\u2019-]/gu, '').replace(/^['\u2019-]+|['\u2019-]+$/g, '');
  return [...kept].slice(0, FIRST_NAME_MAX).join('');
}

export type Row = { label: string; text: string; html?: string };

/** The row that links a visitor's e-mail back to their request's own page (see it, move it, cancel it). */
export const requestPageRow = (link: string): Row => ({
  label: 'Your request',
  text: link,
  html: `<a href="${esc(link)}">${esc(link)}</a>`,
});

export const textRows = (rows: Row[]) => {
  const width = Math.max(...rows.map((row) => row.label.length)) + 2;
  return rows
    .map((row) => {
      const [first, ...rest] = row.text.split(/\r?\n/);
      return [`${`${row.label}:`.padEnd(width)}${first}`, ...rest.map((text) => `${' '.repeat(width)}${text}`)].join('\n');
    })
    .join('\n');
};
export const htmlRows = (rows: Row[]) =>
  `<table cellpadding="4" cellspacing="0" style="border-collapse:collapse">${rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding-right:16px">${esc(row.label)}</th><td>${row.html ?? escLines(row.text)}</td></tr>`,
    )
    .join('')}</table>`;

export const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">${body}</body></html>`;

export const whenText = (item: VisitWindow | undefined, time: string) => {
  if (!item) return time ? `no date chosen (${time} preferred)` : 'no preference';
  return item.allDay ? `${item.dateText}, any time` : `${item.dateText}, ${item.windowText}`;
};

/** A name for this lead that no other lead of any database shares: `booking-12-3f9a...`. */
export function leadTag(lead: Lead): string {
  return `booking-${lead.id}-${createHash('sha256').update(`${lead.id}|${lead.receivedAt}|${lead.email}`).digest('hex').slice(0, 16)}`;
}

/** The office's confirm and decline links, as text lines and as HTML. */
export const officeActionsText = (block: Block, links: Pick<RequestLinks, 'confirm' | 'decline' | 'desk'>) => [
  block.heading ?? '',
  block.intro ?? '',
  `Confirm: ${links.confirm}`,
  `Decline: ${links.decline}`,
  ...(links.desk ? [`On the bookings desk (another time, a note, its history): ${links.desk}`] : []),
  '',
];
export const officeActionsHtml = (block: Block, links: Pick<RequestLinks, 'confirm' | 'decline' | 'desk'>) =>
  `<h2 style="font-size:17px">${esc(block.heading ?? '')}</h2>` +
  (block.intro ? `<p>${esc(block.intro)}</p>` : '') +
  `<p><a href="${esc(links.confirm)}" style="font-weight:bold">Confirm</a> &nbsp; <a href="${esc(links.decline)}" style="font-weight:bold">Decline</a>` +
  (links.desk ? ` &nbsp; <a href="${esc(links.desk)}">Open on the bookings desk</a>` : '') +
  '</p>';

/**
 * The two messages for an accepted lead: the office's (every field, the time it arrived in the
 * business's time zone, a tel: link, Reply-To the visitor) and the visitor's confirmation of the
 * request (what, when, what happens next, our phone number, and the window as a tentative
 * calendar entry). Pure: the same lead and site give the same messages.
 */
export function bookingMessages(site: Site, lead: Lead, links?: RequestLinks): MailMessage[] {
  const context = mailContext(site, lead);
  return [officeMail(context, lead, links), visitorMail(context, lead, links)];
}

/** What both messages of a lead are made from: the business, the page copy, the visit's window, the ids. */
function mailContext(site: Site, lead: Lead) {
  const manifest = site.manifest;
  const business = manifest.business;
  const tz = business.timeZone;
  const window = visitWindow(lead, tz, manifest.booking.slotMinutes);
  const siteUrl = manifest.site.url;
  const copy = copyOf(site);
  return {
    b: business,
    tz,
    copy,
    window,
    when: whenText(window, lead.time),
    ourTel: `tel:${business.phone.e164}`,
    siteUrl,
    host: new URL(siteUrl).hostname,
    tag: leadTag(lead),
    received: new Date(lead.receivedAt),
    manage: manageBlock(site, copy, lead),
    // A request that came in while the office was closed: the day and time of its call.
    callLine: officeCallLine(availabilityOf(site), new Date(lead.receivedAt)),
  };
}

/**
 * What the visitor's e-mail says of their request's page: a visit that starts sooner than the
 * notice the pages promise for a change (cancelNotice) can no longer be moved or cancelled there,
 * so for it the e-mail says to call instead of offering what the page would refuse.
 */
function manageBlock(site: Site, copy: Copy, lead: Lead): Block {
  const minutes = noticeMinutes(String(site.facts.cancelNotice ?? ''));
  const soon =
    minutes !== undefined &&
    startsWithin(lead, Date.parse(lead.receivedAt), minutes, site.manifest.business.timeZone, site.manifest.booking.slotMinutes);
  return soon ? copy.manageSoon : copy.manage;
}

type MailContext = ReturnType<typeof mailContext>;

/** To the office: every field in the form's order, the time it arrived, a tel: link, Reply-To the visitor. */
function officeMail(context: MailContext, lead: Lead, links?: RequestLinks): MailMessage {
  const { tz, copy, window, when, host, tag, received } = context;
  const visitor: Address = { name: lead.name, address: lead.email };
  const theirTel = telUri(lead.phone);
  // Their number as people write it, however it was typed.
  const theirPhone = shownPhone(lead.phone);
  const fieldRow = (key: Field): Row => {
    const value = lead[key] || '(not given)';
    if (key === 'phone' && theirTel)
      return { label: LABELS[key], text: `${theirPhone} (${theirTel})`, html: `<a href="${theirTel}">${esc(theirPhone)}</a>` };
    if (key === 'email')
      return { label: LABELS[key], text: lead.email, html: `<a href="mailto:${esc(encodeURI(lead.email))}">${esc(lead.email)}</a>` };
    if (key === 'date' && lead.date) return { label: LABELS[key], text: window?.dateText ?? lead.date };
    if (key === 'time' && lead.time && window && !window.allDay)
      return { label: LABELS[key], text: `${lead.time} (arrival window ${window.windowText})` };
    return { label: LABELS[key], text: value };
  };
  const officeRows: Row[] = [
    { label: 'Reference', text: `${lead.reference} (#${lead.id})` },
    { label: 'Received', text: Number.isNaN(received.getTime()) ? lead.receivedAt : localMoment(received, tz) },
    ...FIELDS.map(fieldRow),
  ];
  const officeSubject = `${copy.office.heading} ${lead.reference}: ${lead.name}, ${lead.serviceType || 'service not given'}, ${when}`;
  const call = `Call ${lead.name}: ${theirPhone}${theirTel ? ` (${theirTel})` : ''}`;
  return {
    kind: 'office',
    to: [],
    replyTo: visitor,
    subject: officeSubject,
    text: [
      `${copy.office.heading} ${lead.reference}`,
      '',
      copy.office.intro ?? '',
      '',
      textRows(officeRows),
      '',
      call,
      '',
      ...(links ? officeActionsText(copy.officeActions, links) : []),
    ].join('\n'),
    html: page(
      officeSubject,
      `<h1 style="font-size:20px">${esc(copy.office.heading ?? '')} ${esc(lead.reference)}</h1>` +
        (copy.office.intro ? `<p>${esc(copy.office.intro)}</p>` : '') +
        htmlRows(officeRows) +
        (theirTel ? `<p><a href="${theirTel}" style="font-weight:bold">Call ${esc(lead.name)}: ${esc(theirPhone)}</a></p>` : '') +
        (links ? officeActionsHtml(copy.officeActions, links) : ''),
    ),
    messageId: `<${tag}-office@${host}>`,
  };
}

/** The visitor's request as their e-mail gives it: only what the form offered or checked. */
function visitorRows(lead: Lead, window: VisitWindow | undefined): Row[] {
  return [
    { label: 'Reference', text: lead.reference },
    { label: 'Service', text: lead.serviceType || 'not specified: we will ask when we call' },
    { label: 'Preferred date', text: window ? window.dateText : 'no preference: we will agree on a day when we call' },
    ...(window
      ? [{ label: window.allDay ? 'Preferred time' : 'Arrival window', text: window.allDay ? 'any time that day' : window.windowText }]
      : // A time chosen without a date is said too, as the office's notice says it (one of the form's own times).
        lead.time
        ? [{ label: 'Preferred time', text: `${lead.time}, on the day we agree` }]
        : []),
    // Only what the form offered or checked digit by digit: the visitor's own words (the address,
    // the description, the name beyond its first word) are never sent back from our address.
    { label: 'We will call you at', text: phoneText(lead.phone) },
  ];
}

/** To the visitor: their request, what happens next, how to reach us, and the window as a tentative calendar entry. */
function visitorMail(context: MailContext, lead: Lead, links?: RequestLinks): MailMessage {
  const { b: business, tz, copy, window, ourTel, siteUrl, host, tag, received, manage, callLine } = context;
  const first = firstName(lead.name);
  const intro = [copy.visitor.intro, callLine].filter(Boolean).join(' ');
  const requestRows = visitorRows(lead, window);
  const next = copy.next.list ?? [];
  const visitorSubject = `${copy.visitor.heading ?? ''} (${lead.reference})`;
  const sendBefore = untilVisitDayEnds(lead, tz);
  const paragraphs = copy.visitor.paragraphs ?? [];
  const attached = copy.calendar.paragraphs ?? [];
  const signature = [business.name, business.phone.display, siteUrl];
  const telLink = `<a href="${ourTel}">${esc(business.phone.display)}</a>`;
  const calendar = window
    ? visitCalendar({
        uid: `${tag}@${host}`,
        window,
        timeZone: tz,
        summary: copy.calendar.heading ?? visitorSubject,
        description: [copy.calendar.intro, lead.serviceType && `Service: ${lead.serviceType}`].filter(Boolean).join('\n\n'),
        organizer: { name: business.name, email: business.email },
        url: siteUrl,
        company: business.name,
        stamp: received,
      })
    : undefined;
  return {
    kind: 'visitor',
    to: [{ name: first, address: lead.email }],
    // A reply reaches the business's own address even when MAIL_FROM is a sending-only one.
    replyTo: { name: business.name, address: business.email },
    subject: visitorSubject,
    text: [
      first ? `Hello ${first},` : 'Hello,',
      '',
      intro,
      '',
      textRows(requestRows),
      '',
      copy.next.heading ?? '',
      ...next.map((item) => `  - ${item}`),
      '',
      ...(links ? [manage.heading ?? '', manage.intro ?? '', links.manage, ''] : []),
      ...paragraphs.flatMap((paragraph) => [paragraph, '']),
      ...(calendar ? attached.flatMap((text) => [text, '']) : []),
      ...signature,
      '',
    ].join('\n'),
    html: page(
      visitorSubject,
      `<p>${first ? `Hello ${esc(first)},` : 'Hello,'}</p>` +
        (intro ? `<p>${esc(intro)}</p>` : '') +
        htmlRows(requestRows) +
        `<h2 style="font-size:17px">${esc(copy.next.heading ?? '')}</h2><ul>${next.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` +
        (links
          ? `<h2 style="font-size:17px">${esc(manage.heading ?? '')}</h2><p>${esc(manage.intro ?? '')}</p>` +
            `<p><a href="${esc(links.manage)}" style="font-weight:bold">${esc(manage.heading ?? links.manage)}</a></p>`
          : '') +
        paragraphs.map((text) => `<p>${esc(text).replace(esc(business.phone.display), telLink)}</p>`).join('') +
        (calendar ? attached.map((text) => `<p>${esc(text)}</p>`).join('') : '') +
        `<p>${esc(business.name)}<br><a href="${ourTel}">${esc(business.phone.display)}</a><br><a href="${esc(siteUrl)}">${esc(siteUrl)}</a></p>`,
    ),
    messageId: `<${tag}-visitor@${host}>`,
    ...(sendBefore === undefined ? {} : { sendBefore }),
    ...(calendar
      ? {
          attachments: [
            { filename: 'booking-request.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar },
          ],
        }
      : {}),
  };
}
