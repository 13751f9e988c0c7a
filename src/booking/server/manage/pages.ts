import { escapeHtml as esc, framedPage, phoneLinked, serverPage } from '../../../http/html';
import { shownPhone, telHref } from '../../rules/phone';
import { slotLabel } from '../../rules/slots';
import type { Choices } from '../../rules/validate';
import type { Block } from '../../../manifest/schema.generated';
import { ADMIN_PATH, href } from '../../../routes/urls';
import type { LeadOutcome, LeadStatus } from '../lead-store';
import { MAX_OFFICE_REASON, type WindowFill } from './rules';

/**
 * The pages of one booking request (content/pages/booking-manage.yaml): plain HTML with plain
 * forms (POST, then a 303 back), no script, never indexed, and no text the visitor typed beyond
 * their first name.
 */

export type Business = {
  company: string;
  phone: { display: string; e164: string };
  zoneName: string;
  timeZone: string;
  /** the served site's frame (its not-found page as built), read when a customer's page is drawn */
  frame?: () => string | undefined;
};
/** What the pages show of a request: only checked values (the service and slot are choices from our lists). */
export type RequestView = {
  reference: string;
  firstName: string;
  service: string;
  dateText: string;
  windowText?: string;
  status: LeadStatus;
  statusAt: string;
  date: string;
  time: string;
  /** what the office wrote when it declined the request or cancelled the visit */
  officeReason?: string;
  /** the office cancelled the visit of its own accord: the page says sorry, as the e-mail did */
  cancelledByUs?: boolean;
  /** on the office's pages only: whose request it is and where (a phone shows the page without the e-mail beside it) */
  customer?: { name: string; address: string; phone: string };
  /** how the visit went, once the office said so: our technician came ('done'), or could not reach the customer ('no-show') */
  outcome?: LeadOutcome;
};

export const STATUS_TEXT: Record<LeadStatus, string> = {
  requested: 'Requested: waiting for our confirmation',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** The request pages' style: the site's colours, a finger's size for every control. */
const STYLE = `
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1c2733;background:#f7f4ef}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{color:#0b3954;font-size:1.6rem;line-height:1.2}
h2{color:#0b3954;font-size:1.2rem;margin-top:2rem}
a{color:#0b3954}
table{border-collapse:collapse;margin:1rem 0}
th{text-align:left;padding:0.25rem 1rem 0.25rem 0;vertical-align:top}
td{padding:0.25rem 0}
.notice{border:2px solid #1e7a46;background:#fff;padding:0.75rem 1rem;border-radius:8px}
.problem{border:2px solid #b93d0c;background:#fff;padding:0.75rem 1rem;border-radius:8px}
.field{display:flex;flex-direction:column;gap:0.25rem;margin:0 0 1rem}
label{font-weight:600}
input,select{font:inherit;padding:0.6rem;border:1px solid #4a5866;border-radius:6px;background:#fff;min-height:44px;box-sizing:border-box;width:100%}
[aria-invalid=true]{border:2px solid #b93d0c}
.error{color:#8f2f09;margin:0;font-weight:600}
button{font:inherit;font-weight:700;min-height:48px;padding:0.75rem 1.5rem;border:0;border-radius:6px;background:#0b3954;color:#fff;cursor:pointer;width:100%}
button.quiet{background:#fff;color:#8f2f09;border:2px solid #8f2f09}
`;

/**
 * A page of the request's links. The customer's ends with the business's phone and shows in the
 * site's frame (its header and footer: framedPage); the office's ends with `end` (the desk), plain.
 */
function shell(business: Business, title: string, body: string, end?: string): string {
  const page = {
    title: `${title} | ${business.company}`,
    style: STYLE,
    head: '<meta name="referrer" content="no-referrer">\n',
  };
  const home = `<p><a href="${href('home')}">${esc(business.company)}</a></p>`;
  if (end !== undefined) return serverPage({ ...page, body: `<main>\n${home}\n${phoneLinked(body, business.phone)}\n${end}\n</main>` });
  return framedPage(business.frame?.(), {
    ...page,
    home: { company: business.company, href: href('home') },
    body: `${phoneLinked(body, business.phone)}
<p>Questions? Call <a href="tel:${esc(business.phone.e164)}">${esc(business.phone.display)}</a>.</p>`,
  });
}

const para = (text?: string) => (text ? `<p>${esc(text)}</p>` : '');

/** The visit's status; a confirmed visit that has taken place, or that found nobody, says so. */
function statusText({ status, outcome }: RequestView): string {
  if (status === 'confirmed' && outcome) return OUTCOME_TEXT[outcome];
  return STATUS_TEXT[status];
}

const OUTCOME_TEXT: Record<Exclude<LeadOutcome, ''>, string> = {
  done: 'Done: our technician has been',
  'no-show': 'Missed: our technician could not reach you',
};

function requestTable(requestView: RequestView, business: Business): string {
  const customer = requestView.customer;
  // Each cell as HTML: the customer's number is a link that calls it (the office is told to call them).
  const rows: Array<[string, string]> = [
    ['Reference', esc(requestView.reference)],
    ...(customer
      ? ([
          ['Customer', esc(customer.name)],
          ['Phone', `<a href="${esc(telHref(customer.phone))}">${esc(shownPhone(customer.phone))}</a>`],
          ['Address', esc(customer.address)],
        ] as Array<[string, string]>)
      : []),
    ['Status', esc(statusText(requestView))],
    ['Service', esc(requestView.service || 'not specified')],
    ['Date', esc(requestView.dateText || 'to be agreed by phone')],
    ...(requestView.windowText ? ([['Arrival window', esc(requestView.windowText)]] as Array<[string, string]>) : []),
  ];
  return `<table>${rows.map(([key, value]) => `<tr><th scope="row">${esc(key)}</th><td>${value}</td></tr>`).join('')}</table>
<p>All times are ${esc(business.zoneName)}, the time where we work.</p>`;
}

export type VisitorPage = {
  copy: Record<string, Block>;
  business: Business;
  request: RequestView;
  changeable: boolean;
  /** why the visit can no longer be moved or cancelled here (inside the notice the pages promise) */
  locked?: string;
  /** the second step of a cancel: "Yes, cancel my visit" */
  askCancel?: boolean;
  choices: Choices;
  /** the days that can be chosen, yyyy-MM-dd */
  window: { earliest: string; latest: string };
  /** what was just done, after the 303 */
  done?: 'changed' | 'cancelled';
  errors?: { date?: string; time?: string };
  /** the values to show in the change form (the visitor's, after an error) */
  wanted?: { date: string; time: string };
  /** the windows of the change form's date that other visits fill, and that day in words */
  full?: { dateText: string; times: string[] };
};

/** The visitor's page: their request, and (while it can change) a form to move it and one to cancel it, or why it cannot. */
export function visitorPage(item: VisitorPage): string {
  const { copy, request: requestView } = item;
  const notice = item.done
    ? `<div class="notice" id="done" role="status"><h2>${esc(copy[item.done].heading ?? '')}</h2>${para(copy[item.done].intro)}</div>`
    : '';
  const title = `${copy.request.heading ?? ''} ${requestView.reference}`;
  const body = item.askCancel && item.changeable ? cancelQuestion(item) : item.changeable ? changeForms(item) : closedSection(item);
  return shell(
    item.business,
    title,
    `<h1>${esc(title)}</h1>
<p>Hello ${esc(requestView.firstName)},</p>
${notice}
${item.done === 'cancelled' ? '' : (requestIntro(copy, requestView) ?? '')}
${requestTable(requestView, item.business)}
${body}`,
  );
}

/**
 * What the page says of the request first: a request waits for our call, a confirmed visit is on; one
 * we declined or cancelled says so, with the office's reason when it gave one (the customer whose
 * visit the office cancelled read only "can no longer be changed"), and how to ask again; a
 * cancelled one's greeting stood alone over the table; right after a cancel, its notice says it.
 */
function requestIntro(copy: Record<string, Block>, { status, officeReason, outcome, cancelledByUs }: RequestView): string | undefined {
  const note = officeReason ? `<p class="office-note">Our note: ${esc(officeReason)}</p>` : '';
  const again = `<p><a href="${href('booking')}">Send a new request</a></p>`;
  if (status === 'requested') return para(copy.request.intro);
  // Once the visit is over, "we will see you" is no longer true.
  if (status === 'confirmed' && outcome === 'done') return para(copy.visitDone.intro);
  if (status === 'confirmed' && outcome === 'no-show') return `${para(copy.visitMissed.intro)}${again}`;
  if (status === 'confirmed') return para(copy.confirmedVisit.intro);
  if (status === 'declined') return `${para(copy.declinedRequest?.intro)}${note}${again}`;
  if (status === 'cancelled') return `${para((cancelledByUs ? copy.cancelledByUs : copy.cancelled).intro)}${note}${again}`;
  return undefined;
}

/** Why the request can no longer change here: inside the notice (with the reason), past, or no longer standing. */
function closedSection(visitorPage: VisitorPage): string {
  if (visitorPage.done && !visitorPage.locked) return '';
  const closed = visitorPage.copy.closed;
  const problem = visitorPage.errors?.date || visitorPage.errors?.time;
  return `<h2>${esc(closed.heading ?? '')}</h2>${
    visitorPage.locked ? `<p class="problem" role="${problem ? 'alert' : 'note'}">${esc(visitorPage.locked)}</p>` : para(closed.intro)
  }`;
}

/** The form to move the visit and the button that asks to cancel it. */
function changeForms(visitorPage: VisitorPage): string {
  const { copy, request: requestView } = visitorPage;
  const wanted = visitorPage.wanted ?? { date: requestView.date, time: requestView.time };
  // A confirmed visit is cancelled as a visit, a request as a request.
  const visit = requestView.status === 'confirmed';
  const cancel = visit ? copy.cancelVisit : copy.cancel;
  // Each reason is said once, at its field, and read out at once (the page came back after a post).
  const fieldError = (key: 'date' | 'time') =>
    visitorPage.errors?.[key] ? `<p class="error" id="m-${key}-error" role="alert">Not changed: ${esc(visitorPage.errors[key]!)}</p>` : '';
  const aria = (key: 'date' | 'time') => (visitorPage.errors?.[key] ? ` aria-invalid="true" aria-describedby="m-${key}-error"` : '');
  // A refused change comes back at its form (the page's fragment), its reasons in sight on a phone, not a screen below the top.
  return `<h2 id="change">${esc(copy.change.heading ?? '')}</h2>${para(copy.change.intro)}
<form method="post" action="#change">
<input type="hidden" name="do" value="change">
<div class="field"><label for="m-date">New date</label><input id="m-date" name="date" type="date" required min="${visitorPage.window.earliest}" max="${visitorPage.window.latest}" value="${esc(wanted.date)}"${aria('date')}>${fieldError('date')}</div>
<div class="field"><label for="m-time">New arrival window (${esc(visitorPage.business.zoneName)})</label><select id="m-time" name="time" required${aria('time')}><option value="">Select a time</option>${visitorPage.choices.timeSlots
    .map(
      (timeSlot) =>
        `<option value="${esc(timeSlot)}"${timeSlot === wanted.time ? ' selected' : ''}>${esc(slotLabel(timeSlot, visitorPage.choices.slotsByDay))}${fullOn(visitorPage.full, timeSlot)}</option>`,
    )
    .join('')}</select>${fieldError('time')}</div>
<button type="submit">Change date and time</button>
</form>
<h2>${esc(cancel.heading ?? '')}</h2>${para(cancel.intro)}
<form method="get" action="#cancel-question">
<input type="hidden" name="cancel" value="ask">
<button type="submit" class="quiet">Cancel ${visit ? 'visit' : 'request'} ${esc(requestView.reference)}</button>
</form>`;
}

/**
 * " (full on Wednesday, December 9)" for a window of the form's date that other visits fill: the
 * list cannot follow the date chosen without a script, so it says which day it speaks of, and the
 * window stays choosable for another day.
 */
function fullOn(full: VisitorPage['full'], time: string): string {
  return full?.times.includes(time) ? esc(` (full on ${full.dateText})`) : '';
}

/** The second step of a cancel, asked once more: a plain form, so it works without JavaScript. */
function cancelQuestion(visitorPage: VisitorPage): string {
  // A request we have not confirmed yet is no visit yet: asked about as what it is.
  const visit = visitorPage.request.status === 'confirmed';
  const ask = visit ? visitorPage.copy.cancelAsk : visitorPage.copy.cancelRequestAsk;
  const what = visit ? 'visit' : 'request';
  return `<h2 id="cancel-question">${esc(ask.heading ?? '')}</h2>${para(ask.intro)}
<form method="post" aria-labelledby="cancel-question">
<input type="hidden" name="do" value="cancel">
<input type="hidden" name="confirm" value="yes">
<button type="submit" class="quiet">Yes, cancel my ${what}</button>
</form>
<p><a href="?">No, keep my ${what}</a></p>`;
}

export type OfficePage = {
  copy: Record<string, Block>;
  business: Business;
  request: RequestView;
  action: 'confirm' | 'decline';
  /**
   * 'ask': the button; 'done': the request has that status; 'refused': another status stands in the
   * way; 'needs-date': a confirm of a request without a date; `full`: a confirm into a window the
   * other visits already fill; `reason`: a decline sent without a usable reason (what was typed, and why not)
   */
  state:
    'ask' | 'done' | 'refused' | 'needs-date' | { full: WindowFill } | { cannot: string } | { reason: { typed: string; problem: string } };
  /** the server sends no e-mail (no SMTP_URL): what is done says the customer's e-mail waits */
  mailOff?: boolean;
};

/** The decline's reason, required as on the desk: the customer reads it in the e-mail ("Our note"); a refused one is kept, its problem at it. */
function declineReason(refused?: { typed: string; problem: string }): string {
  const marks = refused ? ' aria-invalid="true" aria-describedby="reason-error"' : '';
  const problem = refused ? `<p class="problem" id="reason-error" role="alert">${esc(refused.problem)}</p>` : '';
  return `<div class="field"><label for="reason">Reason (the customer reads it)</label>
<textarea id="reason" name="reason" maxlength="${MAX_OFFICE_REASON}" rows="3" required${marks}>${esc(refused?.typed ?? '')}</textarea>${problem}</div>`;
}

/** What the office reads of the customer's e-mail when the server sends none (no SMTP_URL): it waits, and a call tells them now. */
export const CUSTOMER_MAIL_WAITING =
  'The customer’s e-mail about it waits to be sent: e-mail is not set up on this server yet. Call the customer to tell them now.';

/** The office's page behind a confirm or decline link: a button, then what was done ("Confirmed BG-7K3M9 for ..."). */
export function officePage(item: OfficePage): string {
  const [title, main] = officeParts(item);
  // The office's own page: no "Questions? Call" with the office's own number, the desk instead.
  return shell(item.business, title, main, `<p><a href="${ADMIN_PATH}bookings">Open the bookings desk</a></p>`);
}

/** The office page's title and body, by its state. */
function officeParts(item: OfficePage): [string, string] {
  const request = item.request;
  const when = [request.dateText || 'no date', request.windowText].filter(Boolean).join(', ');
  // "for Tuesday, December 8, 2026, 9:00 AM"; a request that left the date to us has none to name.
  const forWhen = request.dateText ? ` for ${when}` : '';
  const block = item.copy[item.action];
  if (item.state === 'done') {
    const title = `${item.action === 'confirm' ? 'Confirmed' : 'Declined'} ${request.reference}${forWhen}`;
    return [
      title,
      `<h1>${esc(title)}</h1><p class="notice" role="status">${item.mailOff ? CUSTOMER_MAIL_WAITING : 'The customer is e-mailed.'}</p>${requestTable(request, item.business)}`,
    ];
  }
  if (item.state === 'needs-date') {
    const title = `${request.reference} has no date yet`;
    return [
      title,
      `<h1>${esc(title)}</h1><p class="problem" role="alert">The customer left the date to us. Agree a day and an arrival window with them, then confirm the request with that time on the <a href="${ADMIN_PATH}bookings">bookings desk</a>: they get the confirmed time and its calendar file.</p>${requestTable(request, item.business)}`,
    ];
  }
  if (typeof item.state === 'object' && 'full' in item.state) {
    const { booked, capacity } = item.state.full;
    const title = `${request.reference}: that window is full`;
    return [
      title,
      `<h1>${esc(title)}</h1><p class="problem" role="alert">${esc(when)} already has ${booked === 1 ? 'one other booked' : `${booked} others booked`} (confirmed visits and requests not yet confirmed both hold a window), and the crew takes ${capacity} in one window. Open the request on the <a href="${ADMIN_PATH}bookings">bookings desk</a>: confirm it for another window (agree it with the customer first), or book it over capacity there.</p>${requestTable(request, item.business)}`,
    ];
  }
  if (typeof item.state === 'object' && 'cannot' in item.state) {
    const title = `${request.reference} cannot be confirmed as asked`;
    return [
      title,
      `<h1>${esc(title)}</h1><p class="problem" role="alert">${esc(item.state.cannot)} Agree another day or window with the customer, then confirm the request for it on the <a href="${ADMIN_PATH}bookings">bookings desk</a>.</p>${requestTable(request, item.business)}`,
    ];
  }
  if (item.state === 'refused') {
    const title = `${request.reference} is ${STATUS_TEXT[request.status].toLowerCase()}`;
    return [
      title,
      `<h1>${esc(title)}</h1><p class="problem" role="alert">This request cannot be ${item.action === 'confirm' ? 'confirmed' : 'declined'} any more: it is ${esc(STATUS_TEXT[request.status].toLowerCase())} (since ${esc(request.statusAt)}).</p>${requestTable(request, item.business)}`,
    ];
  }
  const title = `${block.heading ?? ''} ${request.reference}`;
  return [
    title,
    `<h1>${esc(title)}</h1>${para(block.intro)}${requestTable(request, item.business)}
<form method="post">${item.action === 'decline' ? declineReason(typeof item.state === 'object' ? item.state.reason : undefined) : ''}<button type="submit"${item.action === 'decline' ? ' class="quiet"' : ''}>${item.action === 'confirm' ? 'Confirm' : 'Decline'} ${esc(request.reference)}${esc(forWhen)}</button></form>`,
  ];
}

/** A link that is malformed, altered, expired or for a request that does not exist. */
export function refusedPage(copy: Record<string, Block>, business: Business): string {
  return shell(business, copy.refused.heading ?? '', `<h1>${esc(copy.refused.heading ?? '')}</h1>${para(copy.refused.intro)}`);
}
