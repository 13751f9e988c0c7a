import { slotLabel } from '../../rules/slots';
import { escapeHtml as esc, serverPage } from '../../../http/html';
import { shownPhone, telHref } from '../../rules/phone';
import { serviceAddress, type Lead, type LeadEvent } from '../lead-store';
import { eventText } from '../lead-events';
import { DESK_PATH, EXPORT_PATH, requestPath, type DeskView } from './views';
import { SIGN_OUT_PATH } from '../../../editing/server/editors/pages';
import { MAX_REASON, type DeskForm, type DeskRefusal } from './rules';

/**
 * The office's desk (owner's server, signed-in editors): plain HTML with plain forms (POST, then a
 * 303 back), no script, never indexed. One column on a phone, two on a wide screen; every control
 * is a real link, button or field, so it works with JavaScript off and with a screen reader.
 */

/** A request as the desk shows it, in the business's time zone. */
export type LeadView = {
  lead: Lead;
  /** "Tuesday, December 8, 2026", or '' without a date */
  dateText: string;
  /** "8:00 AM-10:00 AM EST", "any time that day", or '' */
  windowText: string;
  /** what happened to it, oldest first, each with who and when in words */
  events: Array<LeadEvent & { when: string; text: string }>;
  receivedText: string;
  /** why the time asked for cannot be confirmed as it is (a closed day, outside that day's hours, past), for a request */
  cannotConfirm?: string;
  /** the name of the closed day a visit still standing falls on (a closed day added after it was booked) */
  closedDay?: string;
  /** a confirmed visit still to come in a window its day's service hours no longer hold */
  offHours?: boolean;
  /** on a request's own page: the windows of its date that other visits fill, and how many visits each holds */
  full?: Record<string, number>;
};

export type DeskPageContext = {
  company: string;
  csrf: string;
  editor: string;
  /** the business's time slots, for the window lists */
  timeSlots: string[];
  /** per weekday (0 = Sunday), the slots inside that day's hours: a window not offered every day says on which */
  slotsByDay: string[][];
  capacity: number;
  today: string;
  /** this server sends no e-mail (no SMTP_URL): every page says so, and no button promises one */
  mailOff?: boolean;
};

export type Board = {
  date: string;
  dateText: string;
  closed?: string;
  windows: Array<{ time: string; booked: number; past?: boolean; visits: Array<{ reference: string; name: string; status: string }> }>;
};

const STATUS_WORDS: Record<string, string> = {
  requested: 'Needs an answer',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  done: 'Done',
  'no-show': 'No-show',
};
export const statusWords = (lead: Lead) => STATUS_WORDS[lead.outcome || lead.status];

const VIEW_WORDS: Record<DeskView, string> = {
  answer: 'Needs an answer',
  today: 'Today',
  tomorrow: 'Tomorrow',
  upcoming: 'Upcoming',
  past: 'Past',
  closed: 'Cancelled or declined',
};

const STYLE = `
*{box-sizing:border-box}
body{font:1rem/1.5 system-ui,sans-serif;color:#1b1f24;background:#f4f6f8;margin:0}
a{color:#0a58ca}
header{background:#1b2a41;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
header a{color:#fff}
header h1{font-size:1.2rem;margin:0}
header form{display:inline}
header .sign-out{background:none;border:0;padding:0;min-height:24px;color:#fff;font:inherit;text-decoration:underline;cursor:pointer}
main{max-width:72rem;margin:0 auto;padding:1rem}
nav.views{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem}
nav.views a{display:inline-block;padding:.5rem .8rem;border:1px solid #8c959f;border-radius:999px;background:#fff;text-decoration:none;color:#1b1f24;min-height:44px;line-height:1.6}
nav.views a[aria-current="page"]{background:#1b2a41;color:#fff;border-color:#1b2a41}
form.search{display:flex;gap:.5rem;margin:0 0 1rem;flex-wrap:wrap}
form.search input{flex:1 1 14rem}
input,select,textarea{font:inherit;padding:.5rem;border:1px solid #57606a;border-radius:4px;background:#fff;max-width:100%}
textarea{width:100%;min-height:4.5rem}
button{font:inherit;font-weight:600;padding:.55rem 1rem;border:0;border-radius:4px;background:#1b2a41;color:#fff;cursor:pointer;min-height:44px}
button.secondary{background:#fff;color:#1b2a41;border:1px solid #1b2a41}
button.danger{background:#a1261b}
:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.layout{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:60rem){.layout{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}
.lead{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:0 0 .75rem}
.lead h2,.lead h3{font-size:1.05rem;margin:0 0 .25rem}
.flag{color:#8f2f09}
.status{display:inline-block;font-size:.85rem;font-weight:600;padding:.1rem .5rem;border-radius:999px;background:#eaeef2}
.status.requested{background:#fff1c2;color:#5c4400}
.status.confirmed,.status.done{background:#d6f5dd;color:#0f5323}
.status.declined,.status.cancelled,.status.no-show{background:#f1d3d0;color:#7a1a12}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.2rem .75rem;margin:.5rem 0 0}
dt{font-weight:600;color:#4a5159}
dd{margin:0;overflow-wrap:anywhere}
.words{white-space:pre-wrap}
.board{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1rem}
.board h2{font-size:1.05rem;margin:0 0 .5rem}
.board ul{list-style:none;margin:.5rem 0 0;padding:0}
.board li{display:flex;justify-content:space-between;padding:.25rem 0;border-bottom:1px solid #eaeef2}
.board li.full{font-weight:600;color:#7a1a12}
.board li{flex-wrap:wrap}.board ul.held{width:100%;margin:.15rem 0 0 .75rem;font-weight:400}.board ul.held li{display:block;border:0;padding:.1rem 0}
.actions section{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:0 0 .75rem}
.actions h3{font-size:1rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin:.5rem 0 .2rem}
label.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
.row{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:end}
.row>*{min-width:0;max-width:100%}
.alert{border-left:4px solid #a1261b;background:#fdecea;padding:.5rem .75rem;margin:.5rem 0}
.notice{border-left:4px solid #1a7f37;background:#e6f4ea;padding:.5rem .75rem;margin:0 0 1rem}
.mail-off{border-left:4px solid #8c1d18;background:#fdecea;padding:.5rem .75rem;margin:0 0 1rem}
.standing{border-left:4px solid #8f2f09;background:#fff4e5;padding:.5rem .75rem;margin:0 0 1rem}.standing h2{font-size:1.05rem;margin:0 0 .25rem}.standing p,.standing ul{margin:.25rem 0}
.error{color:#8c1d18;font-weight:600;margin:.25rem 0 0}
ol.history{padding-left:1.2rem;margin:.5rem 0 0}
.muted{color:#4a5159}
`;

function shell(deskPageContext: DeskPageContext, title: string, body: string): string {
  const signOut = `<form method="post" action="${SIGN_OUT_PATH}"><input type="hidden" name="csrf" value="${esc(deskPageContext.csrf)}"><input type="hidden" name="next" value="${DESK_PATH}"><button type="submit" class="sign-out">Sign out</button></form>`;
  const header = `<header><h1><a href="${DESK_PATH}">Bookings</a></h1><span>${esc(deskPageContext.editor)} · <a href="/admin/">Editing screen</a> · ${signOut}</span></header>`;
  const mail = deskPageContext.mailOff ? `<p class="mail-off" role="note">${MAIL_OFF}</p>\n` : '';
  return serverPage({ title: `${title} · ${deskPageContext.company}`, style: STYLE, body: `${header}\n<main>\n${mail}${body}\n</main>` });
}

/** Said on every page of the desk of a server that sends no e-mail. */
const MAIL_OFF =
  '<strong>E-mail is not set up on this server yet.</strong> Customers are not e-mailed what you do here, nor the office new requests: call the customer, and look here for new requests. The e-mails wait and go once it is set up (not for a visit whose day has come).';

/** What a button does about the customer's e-mail: said only where one goes. */
const andMail = (deskPageContext: DeskPageContext, verb: string) => (deskPageContext.mailOff ? verb : `${verb} and e-mail the customer`);

/** The list of one view (or of a search), with the day's windows beside it. */
export function listPage(
  deskPageContext: DeskPageContext,
  option: {
    view: DeskView;
    counts: Record<DeskView, number>;
    leads: LeadView[];
    query: string;
    board: Board;
    more: boolean;
    day?: string;
    /** the confirmed visits still to come that a closed day or the service hours now stand against */
    standing?: LeadView[];
  },
): string {
  const nav = (Object.keys(VIEW_WORDS) as DeskView[])
    .map((key) => {
      const current = !option.query && !option.day && key === option.view ? ' aria-current="page"' : '';
      return `<a href="${DESK_PATH}?view=${key}"${current}>${VIEW_WORDS[key]} (${option.counts[key]})</a>`;
    })
    .join('');
  const heading = option.query
    ? `Search: “${esc(option.query)}”`
    : option.day
      ? `Visits on ${esc(option.board.dateText)}`
      : VIEW_WORDS[option.view];
  const list = option.leads.length
    ? option.leads.map((lead) => leadCard(lead, 'h3')).join('\n')
    : `<p class="lead muted">${option.query ? 'No request matches. Search by name, phone number, street, city, ZIP code, service, e-mail or reference (BG-… or the part after it).' : 'Nothing here.'}</p>`;
  return shell(
    deskPageContext,
    option.query ? `Search ${option.query}` : VIEW_WORDS[option.view],
    `${standingNote(option.standing ?? [])}<nav class="views" aria-label="Requests">${nav}</nav>
<form class="search" method="get" action="${DESK_PATH}" role="search">
<label class="visually-hidden" for="q" style="position:absolute;left:-9999px">Search by name, phone number, street, city, ZIP code, service, e-mail or reference</label>
<input id="q" name="q" type="search" value="${esc(option.query)}" placeholder="Name, phone, ZIP…" autocomplete="off">
<button type="submit">Search</button>
<a href="${EXPORT_PATH}" download>Download all as a spreadsheet (CSV)</a>
</form>
<div class="layout">
<section aria-labelledby="list-heading"><h2 id="list-heading">${heading}</h2>
${list}${option.more ? '<p class="muted">Only the first 200 are shown: search to find an older one.</p>' : ''}
</section>
${boardSection(deskPageContext, option.board)}
</div>`,
  );
}

/**
 * Above every list: the confirmed visits a closed day or changed service hours now stand against
 * (the office closed a day, or changed the hours, after they were booked), each linked, the soonest
 * first; each card says it too, but only in the list that shows it.
 */
function standingNote(standing: LeadView[]): string {
  if (!standing.length) return '';
  const items = standing
    .map((leadView) => {
      const { when, why } = standingLine(leadView);
      const link = `<a href="${requestPath(leadView.lead.reference)}">${esc(leadView.lead.reference)} · ${esc(leadView.lead.name)}</a>`;
      return `<li>${link}, ${esc(when)}: ${esc(why)}</li>`;
    })
    .join('');
  return `<section class="standing" role="note" aria-labelledby="standing-h"><h2 id="standing-h">${standingHeading(standing)}</h2>
<p>${standingTodo(standing)}</p><ul>${items}</ul></section>
`;
}

/** What the office does about the visits and requests a closed day or the hours stand against. */
export function standingTodo(standing: LeadView[]): string {
  const asked = standing.some((leadView) => leadView.lead.status === 'requested');
  const confirmed = standing.some((leadView) => leadView.lead.status === 'confirmed');
  if (!asked) return 'Move each one or cancel it, and tell the customer.';
  if (!confirmed) return 'Confirm each one for another time, or decline it, and tell the customer.';
  return 'Move each visit or cancel it, confirm each request for another time or decline it, and tell the customer.';
}

/** How many visits and requests a closed day or the hours stand against, in words (the desk's note, the editing screen's after a save). */
export function standingHeading(standing: LeadView[]): string {
  const confirmed = standing.filter((leadView) => leadView.lead.status === 'confirmed').length;
  const asked = standing.length - confirmed;
  const counted = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);
  const parts = [
    ...(confirmed ? [counted(confirmed, 'One confirmed visit', 'confirmed visits')] : []),
    ...(asked
      ? [counted(asked, confirmed ? 'one request not yet confirmed' : 'One request not yet confirmed', 'requests not yet confirmed')]
      : []),
  ];
  return `${parts.join(' and ')} ${standing.length === 1 ? 'falls' : 'fall'} on a day now closed or outside the service hours`;
}

/** One such visit's day and window, and what stands against it. */
export function standingLine(leadView: LeadView): { when: string; why: string } {
  return {
    when: `${leadView.dateText}${leadView.windowText ? `, ${leadView.windowText}` : ''}`,
    why: leadView.closedDay ? `day closed (${leadView.closedDay})` : 'outside the service hours',
  };
}

/** How full a window is, in words: "1 of 2 booked", "2 of 2 booked (full)", or "3 booked: 1 over the crew's 2" (a visit booked over capacity). */
export function fillWords(booked: number, capacity: number): string {
  if (booked > capacity) return `${booked} booked: ${booked - capacity} over the crew's ${capacity}`;
  return `${booked} of ${capacity} booked${booked === capacity ? ' (full)' : ''}`;
}

/** Who holds a window of the board: each request or visit, linked, a request marked as not confirmed yet. */
function heldBy(visits: Board['windows'][number]['visits']): string {
  if (!visits.length) return '';
  const items = visits.map(
    (visit) =>
      `<li><a href="${requestPath(visit.reference)}">${esc(visit.name)}</a>${visit.status === 'requested' ? ' (not confirmed yet)' : ''}</li>`,
  );
  return `<ul class="held">${items.join('')}</ul>`;
}

function boardSection(deskPageContext: DeskPageContext, board: Board): string {
  const windows = board.closed
    ? `<p>Closed: ${esc(board.closed)}.</p>`
    : board.windows.length
      ? `<ul>${board.windows
          .map(
            (window) =>
              `<li${window.booked >= deskPageContext.capacity ? ' class="full"' : ''}><span>${esc(window.time)}</span><span>${fillWords(window.booked, deskPageContext.capacity)}${window.past ? ' · already begun' : ''}</span>${heldBy(window.visits)}</li>`,
          )
          .join('')}</ul>`
      : '<p>No service hours that day.</p>';
  return `<aside class="board" aria-labelledby="board-heading">
<h2 id="board-heading">Windows on ${esc(board.dateText)}</h2>
<form method="get" action="${DESK_PATH}" class="row">
<label for="day" style="margin:0">Day</label><input id="day" name="day" type="date" value="${esc(board.date)}"><button type="submit" class="secondary">Show</button></form>
${windows}
</aside>`;
}

/** One request: its reference, status, who, how to reach them, where, what and when, in their words. */
function leadCard(leadView: LeadView, level: 'h2' | 'h3', linked = true): string {
  const lead = leadView.lead;
  const status = lead.outcome || lead.status;
  const title = `${esc(lead.reference)} · ${esc(lead.name)}`;
  const address = serviceAddress(lead);
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  const tel = telHref(lead.phone);
  return `<article class="lead">
<${level}>${linked ? `<a href="${requestPath(lead.reference)}">${title}</a>` : title}</${level}>
<span class="status ${status}">${statusWords(lead)}</span>
<dl>
<dt>When</dt><dd>${leadView.dateText ? `${esc(leadView.dateText)}${leadView.windowText ? `, ${esc(leadView.windowText)}` : ''}` : '<strong>No date: agree one with the customer</strong>'}${
    leadView.cannotConfirm
      ? `<br><strong class="flag">Cannot be confirmed as asked: ${esc(leadView.cannotConfirm)} Agree another time with the customer.</strong>`
      : leadView.closedDay
        ? `<br><strong class="flag">This day is now closed (${esc(leadView.closedDay)}): move the visit or cancel it, and tell the customer.</strong>`
        : leadView.offHours
          ? `<br><strong class="flag">This window is no longer in the service hours: move the visit or cancel it, and tell the customer.</strong>`
          : ''
  }</dd>
<dt>Service</dt><dd>${esc(lead.serviceType || 'Not chosen')}</dd>
<dt>Phone</dt><dd><a href="${esc(tel)}">${esc(shownPhone(lead.phone))}</a></dd>
<dt>Address</dt><dd><a href="${esc(map)}" rel="noopener" target="_blank">${esc(address)}</a></dd>
${lead.email ? `<dt>E-mail</dt><dd><a href="mailto:${esc(lead.email)}">${esc(lead.email)}</a></dd>` : ''}
${lead.issue.trim() ? `<dt>Their words</dt><dd class="words">${esc(lead.issue)}</dd>` : ''}
<dt>Received</dt><dd>${esc(leadView.receivedText)}</dd>
</dl>
</article>`;
}

/** What a posted action left to say: a problem at a field, the changes someone else made, or what was done. */
export type RequestState = { form?: DeskForm; refusal?: DeskRefusal; done?: string };

/** One request with what happened to it and the actions its status allows. */
export function requestPage(deskPageContext: DeskPageContext, leadView: LeadView, requestState: RequestState = {}): string {
  const lead = leadView.lead;
  const changed =
    requestState.refusal && 'changed' in requestState.refusal
      ? `<div class="alert" role="alert"><p><strong>Someone changed this request while you were looking at it.</strong> Nothing you sent was done yet. What changed:</p><ul>${requestState.refusal.changed
          .map((e) => `<li>${esc(eventText(e))}</li>`)
          .join('')}</ul><p>Look at it as it is now.${typedText(requestState.form)}</p></div>`
      : '';
  const done = requestState.done ? `<p class="notice" role="status">${esc(requestState.done)}</p>` : '';
  const refused = refusalSummary(requestState);
  const history = leadView.events.length
    ? `<ol class="history">${leadView.events.map((e) => `<li>${esc(e.text)} <span class="muted">(${esc(e.when)})</span></li>`).join('')}</ol>`
    : '<p class="muted">No changes since it arrived.</p>';
  return shell(
    deskPageContext,
    lead.reference,
    `<p><a href="${DESK_PATH}">← All requests</a></p>
${done}${changed}${refused}
<div class="layout">
<div>
${leadCard(leadView, 'h2', false)}
<section class="lead" aria-labelledby="history-heading"><h3 id="history-heading">What happened</h3>${history}</section>
</div>
<div class="actions">${actionForms(deskPageContext, leadView, requestState)}</div>
</div>`,
  );
}

/**
 * What was not done, and why, at the top of the page, with a link to its field: on a phone the forms
 * stand under the request's card, a screen or two below where the answer to a post opens.
 */
function refusalSummary({ refusal, form }: RequestState): string {
  if (!refusal || !('field' in refusal) || !form) return '';
  const id = {
    date: `${form.action}-date`,
    time: `${form.action}-time`,
    reason: 'decline-reason',
    asked: 'cancel-asked-customer',
    note: 'note',
    action: '',
  }[refusal.field];
  return `<div class="alert" role="alert"><p><strong>Not done yet.</strong> ${esc(refusal.message)}${id ? ` <a href="#${id}">Go to the field</a>` : ''}</p></div>`;
}

function actionForms(deskPageContext: DeskPageContext, leadView: LeadView, requestState: RequestState): string {
  const lead = leadView.lead;
  // Each form posts to the request's own address: its answer's address keeps no query of an earlier one (?done=confirm).
  const leadPath = requestPath(lead.reference);
  const forms: string[] = [];
  const typed = requestState.form;
  const problem = (field: string) =>
    requestState.refusal && 'field' in requestState.refusal && requestState.refusal.field === field && typed
      ? requestState.refusal
      : undefined;
  const hidden = (action: string) =>
    `<input type="hidden" name="csrf" value="${esc(deskPageContext.csrf)}"><input type="hidden" name="seen" value="${leadView.events.length}"><input type="hidden" name="action" value="${action}">`;
  const windowFields = (action: 'confirm' | 'move') => {
    const mine = typed?.action === action;
    // A field the office left as the page filled it takes the request's value now: after a clash (the
    // customer moved the visit meanwhile) the old one, kept "as typed", was confirmed at the next click.
    const date = mine && typed.date !== typed.fromDate ? typed.date : lead.date;
    const time = mine && typed.time !== typed.fromTime ? typed.time : lead.time;
    const dateError = mine ? problem('date') : undefined;
    const timeError = mine ? problem('time') : undefined;
    const err = (id: string, item?: { message: string }) => (item ? `<p class="error" id="${id}">${esc(item.message)}</p>` : '');
    const slots = [...new Set([...deskPageContext.timeSlots, ...(time && !deskPageContext.timeSlots.includes(time) ? [time] : [])])];
    return `<input type="hidden" name="from_date" value="${esc(lead.date)}"><input type="hidden" name="from_time" value="${esc(lead.time)}">
<div class="row"><div><label for="${action}-date">Date</label>
<input id="${action}-date" name="date" type="date" required min="${deskPageContext.today}" value="${esc(date)}"${dateError ? ` aria-invalid="true" aria-describedby="${action}-date-error"` : ''}></div>
<div><label for="${action}-time">Arrival window</label>
<select id="${action}-time" name="time" required${timeError ? ` aria-invalid="true" aria-describedby="${action}-time-error"` : ''}><option value="">Choose…</option>${slots
      .map(
        (slot) =>
          `<option value="${esc(slot)}"${slot === time ? ' selected' : ''}>${esc(slotLabel(slot, deskPageContext.slotsByDay))}${fullOn(leadView, date, slot, deskPageContext.capacity)}</option>`,
      )
      .join('')}</select></div></div>
${err(`${action}-date-error`, dateError)}${err(`${action}-time-error`, timeError)}
<label class="check"><input type="checkbox" name="over" value="yes"${mine && typed.over ? ' checked' : ''}> Book it over capacity (the crew takes one more visit in that window)</label>`;
  };
  const actionError = problem('action') ? `<p class="error">${esc(problem('action')!.message)}</p>` : '';
  if (lead.status === 'requested')
    forms.push(`<section aria-labelledby="confirm-h"><h3 id="confirm-h">Confirm</h3>
<form method="post" action="${esc(leadPath)}">${hidden('confirm')}${windowFields('confirm')}
<button type="submit">${andMail(deskPageContext, 'Confirm')}</button></form></section>`);
  // A request is given its time by Confirm; Move and Cancel are for a visit already confirmed, and not over.
  const ahead = lead.status === 'confirmed' && !lead.outcome;
  if (ahead)
    forms.push(`<section aria-labelledby="move-h"><h3 id="move-h">Move to another time</h3>
<form method="post" action="${esc(leadPath)}">${hidden('move')}${windowFields('move')}
<button type="submit" class="secondary">${andMail(deskPageContext, 'Move')}</button></form></section>`);
  if (lead.status === 'requested') {
    const deskRefusal = typed?.action === 'decline' ? problem('reason') : undefined;
    forms.push(`<section aria-labelledby="decline-h"><h3 id="decline-h">Decline</h3>
<form method="post" action="${esc(leadPath)}">${hidden('decline')}<label for="decline-reason">Reason (the customer reads it)</label>
<textarea id="decline-reason" name="reason" maxlength="${MAX_REASON}" required${deskRefusal ? ' aria-invalid="true" aria-describedby="decline-error"' : ''}>${esc(typed?.action === 'decline' ? typed.reason : '')}</textarea>
${deskRefusal ? `<p class="error" id="decline-error">${esc(deskRefusal.message)}</p>` : ''}<button type="submit" class="danger">${andMail(deskPageContext, 'Decline')}</button></form></section>`);
  }
  if (ahead || lead.status === 'requested') forms.push(cancelForm(lead, typed, problem('asked')));
  const outcome = outcomeForms(lead, deskPageContext.today, hidden);
  if (outcome)
    forms.push(`<section aria-labelledby="outcome-h"><h3 id="outcome-h">How did the visit go?</h3>
${outcome}</section>`);
  const noteError = typed?.action === 'note' ? problem('note') : undefined;
  forms.push(`<section aria-labelledby="note-h"><h3 id="note-h">Office note</h3>
<form method="post" action="${esc(leadPath)}">${hidden('note')}<label for="note">Note (only the office sees it)</label>
<textarea id="note" name="note" maxlength="2000"${noteError ? ' aria-invalid="true" aria-describedby="note-error"' : ''}>${esc(typed?.action === 'note' ? typed.note : '')}</textarea>
${noteError ? `<p class="error" id="note-error">${esc(noteError.message)}</p>` : ''}<button type="submit" class="secondary">Add note</button></form></section>`);
  return actionError + forms.join('\n');
}

/**
 * Cancel, asked once more on a page of its own. A confirmed visit says who asked for it: the customer
 * (they read that it is cancelled as they asked) or the office (they read our apology). A request not
 * confirmed yet is cancelled here when its customer asks; the office turns one down with Decline.
 */
function cancelForm(lead: Lead, typed: DeskForm | undefined, askedError: { message: string } | undefined): string {
  const visit = lead.status === 'confirmed';
  const what = visit ? 'visit' : 'request';
  const mine = typed?.action === 'cancel';
  const radio = (value: 'customer' | 'office', label: string) =>
    `<label class="check"><input type="radio" id="cancel-asked-${value}" name="asked" value="${value}" required${mine && typed.asked === value ? ' checked' : ''}${askedError ? ' aria-describedby="cancel-asked-error"' : ''}> ${label}</label>`;
  const who = visit
    ? `<fieldset${askedError ? ' aria-invalid="true"' : ''}><legend>Who asked to cancel?</legend>
${radio('customer', 'The customer asked us to')}
${radio('office', 'We have to cancel it (the customer reads our apology)')}
</fieldset>${askedError ? `<p class="error" id="cancel-asked-error">${esc(askedError.message)}</p>` : ''}`
    : '<p>When the customer asks you to. To turn the request down yourself, use Decline.</p><input type="hidden" name="asked" value="customer">';
  return `<section aria-labelledby="cancel-h"><h3 id="cancel-h">Cancel the ${what}</h3>
<form method="get"><input type="hidden" name="ask" value="cancel">${who}<label for="cancel-reason">Reason (optional; the customer reads it)</label>
<textarea id="cancel-reason" name="reason" maxlength="${MAX_REASON}">${esc(mine ? typed.reason : '')}</textarea>
<button type="submit" class="danger">Cancel the ${what}…</button></form></section>`;
}

/**
 * " · full on Dec 9 (2 of 2)" for a window of the request's date that other visits fill, while the
 * form holds that date (a page without script knows no other date's windows). Short: the choice
 * fits the narrow column beside the request.
 */
function fullOn(leadView: LeadView, date: string, time: string, capacity: number): string {
  const booked = date === leadView.lead.date ? leadView.full?.[time] : undefined;
  return booked === undefined ? '' : esc(` · full on ${SHORT_DAY.format(new Date(`${date}T00:00:00Z`))} (${booked} of ${capacity})`);
}
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** What the office had typed into an action that was not done, given back to copy from. */
function typedText(form: DeskForm | undefined): string {
  const typed = (form?.reason || form?.note || '').trim();
  if (typed) return ` What you wrote, to use again: <q class="words">${esc(typed)}</q>`;
  const window = form?.action === 'confirm' || form?.action === 'move';
  if (window && form.date === form.fromDate && form.time === form.fromTime) return ' The form below holds the request as it is now.';
  return ' What you typed is still below; what you left as it was shows the request as it is now.';
}

/** The second question before a cancel: what is cancelled, and the one button that does it. */
export function askCancelPage(deskPageContext: DeskPageContext, leadView: LeadView, form: DeskForm): string {
  const lead = leadView.lead;
  const when = leadView.dateText ? `${leadView.dateText}${leadView.windowText ? `, ${leadView.windowText}` : ''}` : 'no date yet';
  const what = lead.status === 'confirmed' ? 'visit' : 'request';
  const said = form.asked === 'office' ? `we have had to cancel the ${what}, with our apology` : `the ${what} is cancelled as they asked`;
  const told = `The customer is e-mailed that ${said}${lead.date ? ', and it leaves their calendar' : ''}.`;
  return shell(
    deskPageContext,
    `Cancel ${lead.reference}?`,
    `<section class="lead" aria-labelledby="ask-h"><h2 id="ask-h">Cancel ${esc(lead.reference)} for ${esc(lead.name)} (${esc(when)})?</h2>
<p>${deskPageContext.mailOff ? 'Call the customer to tell them: this server sends no e-mail yet.' : told}</p>
${form.reason.trim() ? `<p>Your reason, which the customer reads: <q class="words">${esc(form.reason.trim())}</q></p>` : '<p>No reason given.</p>'}
<form method="post" action="${requestPath(lead.reference)}"><input type="hidden" name="csrf" value="${esc(deskPageContext.csrf)}"><input type="hidden" name="seen" value="${form.seen}">
<input type="hidden" name="action" value="cancel"><input type="hidden" name="sure" value="yes"><input type="hidden" name="reason" value="${esc(form.reason)}"><input type="hidden" name="asked" value="${esc(form.asked)}">
<div class="row"><button type="submit" class="danger">Yes, cancel the ${what}</button> <a href="${requestPath(lead.reference)}">No, keep it</a></div></form>
</section>`,
  );
}

export function notFoundPage(deskPageContext: DeskPageContext, reference: string): string {
  return shell(
    deskPageContext,
    'Not found',
    `<p><a href="${DESK_PATH}">← All requests</a></p><p class="lead">No request has the reference ${esc(reference)}.</p>`,
  );
}

/** How a confirmed visit went: marked on its day or after it, and a mark taken back (a wrong tap). */
function outcomeForms(lead: Lead, today: string, hidden: (action: string) => string): string | undefined {
  if (lead.status !== 'confirmed') return undefined;
  if (lead.outcome)
    return `<p>Marked ${lead.outcome === 'done' ? 'done' : 'a no-show'}. A wrong tap can be taken back.</p>
<form method="post" class="row">${hidden('reopen')}<button type="submit" class="secondary">Take back “${lead.outcome}”</button></form>`;
  if (!lead.date || lead.date > today) return undefined;
  return `<form method="post" class="row">${hidden('done')}<button type="submit">Mark done</button></form>
<form method="post" class="row" style="margin-top:.5rem">${hidden('no-show')}<button type="submit" class="secondary">Mark no-show</button></form>`;
}
