import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Choices } from '../../rules/validate';
import { addDaysIso, businessClock, closedOn, weekdayOf } from '../../rules/slots';
import { bookingChoices } from '../../form/config';
import { format, parseISO } from 'date-fns';
import type { Site } from '../../../manifest/load';
import { trustProxyFromEnv } from '../../../http/client-address.server';
import { requestUrl } from '../../../http/handler';
import { ADMIN_PAGE_HEADERS, fromOwnOrigin, sameSecret } from '../../../editing/server/editors/request';
import type { Editor } from '../../../editing/server/editors/store';
import { parseFormBody } from '../../../http/form-body';
import { isBusy, NO_DATE, type Lead, type LeadEvent, type LeadStore } from '../lead-store';
import { leadsCsv } from '../lead-export';
import { eventText } from '../lead-events';
import type { MailMessage } from '../mail/messages';
import { localMoment, slotStart, visitWindow } from '../mail/visit';
import { readBody } from '../../../http/read-body.server';
import {
  askCancelPage,
  listPage,
  notFoundPage,
  requestPage,
  standingTodo,
  standingHeading,
  standingLine,
  type Board,
  type DeskPageContext,
  type LeadView,
  type RequestState,
} from './pages';
import { deskDecision, deskForm, type DeskAction, type DeskRefusal, type DeskRules } from './rules';
import { askedSlotProblem, filledWindows, officeSlotProblem, othersInWindow } from '../manage/rules';
import { CUSTOMER_MAIL_WAITING } from '../manage/pages';
import { DESK_PATH, EXPORT_PATH, STANDING_PATH, isView, requestPath, searchQuery, viewCounts, viewQuery, LIST_LIMIT } from './views';

const MAX_BODY_BYTES = 16 * 1024;
const BODY_TIMEOUT_MS = 30_000;

export type DeskOptions = {
  store: LeadStore;
  /** the signed-in editor of a request (src/editing/server/editors/handler.ts), with the session's CSRF token */
  editorOf(req: IncomingMessage): (Editor & { csrf: string }) | undefined;
  /** the visitor's e-mails of an office action (src/booking/server/mail/) */
  messages(lead: Lead, event: LeadEvent): MailMessage[];
  now?: () => Date;
  /** whether this server sends the outbox (SMTP_URL set); without, the desk says the customer's e-mail waits */
  mailOn?: () => boolean;
  /** called once an action is done: the outbox may have work, the form's free windows may have changed */
  onChanged?: () => void;
  trustProxy?: number;
  log?: (line: string) => void;
};

/** What the desk says once an action is done (the customer is told when an e-mail went). */
const DONE: Record<DeskAction, [string, string]> = {
  confirm: ['Confirmed.', ' The customer is e-mailed the confirmation with its calendar entry.'],
  decline: ['Declined.', ' The customer is e-mailed your reason.'],
  move: ['Moved.', ' The customer is e-mailed the new time with an updated calendar entry.'],
  cancel: ['Cancelled.', ' The customer is e-mailed that it is cancelled.'],
  done: ['Marked done.', ''],
  'no-show': ['Marked a no-show.', ''],
  reopen: ['Taken back: the visit is no longer marked done or a no-show.', ''],
  note: ['Note added.', ''],
};

/** What the desk says of the customer's e-mail when this server sends none (no SMTP_URL): it waits, and a call tells them now. */
const WAITING = ` ${CUSTOMER_MAIL_WAITING}`;

/**
 * The office's desk at /admin/bookings on the owner's server, for signed-in editors only: the
 * requests that need an answer, today's, the upcoming and the past ones, a search, a day's windows
 * with their bookings, each request with what happened to it, and the office's actions under the
 * booking form's rules (rules.ts), each one transaction with its e-mails (the outbox sends them).
 */
/**
 * What stands against a visit still to come, confirmed or asked for, which the office must move or
 * cancel (a request: confirm for another time, or decline): a day closed since it was booked, or a
 * window the service hours no longer hold (they changed since).
 */
function standingFlags(lead: Lead, choices: ReturnType<typeof bookingChoices>, today: string): Pick<LeadView, 'closedDay' | 'offHours'> {
  const open = lead.status === 'confirmed' || lead.status === 'requested';
  if (!open || lead.outcome || !lead.date || lead.date < today) return {};
  const closed = closedOn(lead.date, choices.availability);
  if (closed) return { closedDay: closed.name };
  return lead.time && !choices.slotsByDay[weekdayOf(lead.date)]?.includes(lead.time) ? { offHours: true } : {};
}

export function deskHandler(site: Site, deskOptions: DeskOptions) {
  const ctx = deskContext(site, deskOptions);
  return (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const url = requestUrl(req);
    if (url.pathname !== DESK_PATH && !url.pathname.startsWith(`${DESK_PATH}/`)) return false;
    const editor = deskOptions.editorOf(req);
    if (!editor) {
      // Back to the page asked for once signed in.
      const next = encodeURIComponent(`${url.pathname}${url.search}`);
      if (req.method === 'GET' || req.method === 'HEAD')
        res.writeHead(303, { ...ADMIN_PAGE_HEADERS, location: `/admin/sign-in?next=${next}` }).end();
      else send(res, 401, 'Please sign in again.');
      return true;
    }
    const answer = route(ctx, req, res, url, editor);
    return answer.then(
      () => true,
      (e: unknown) => {
        if (!isBusy(e)) ctx.log(`desk: could not answer: ${(e as Error).message}`);
        if (!res.headersSent)
          send(res, 503, 'The bookings are busy this very moment. Please go back and try again.', { 'retry-after': '5' });
        return true;
      },
    );
  };
}

function deskContext(site: Site, deskOptions: DeskOptions) {
  const manifest = site.manifest;
  const tz = manifest.business.timeZone;
  const visitors = bookingChoices(site) as Choices & ReturnType<typeof bookingChoices>;
  // The office acts now: a visit's lead time counts from now, not from when the office next opens.
  const choices = { ...visitors, availability: { ...visitors.availability, office: undefined } };
  const now = deskOptions.now ?? (() => new Date());
  const log = deskOptions.log ?? ((line: string) => console.log(line));
  const hops = deskOptions.trustProxy ?? trustProxyFromEnv();
  const today = () => businessClock(now(), tz).date;
  const standing = (lead: Lead) => standingFlags(lead, choices, today());
  const whenText = (lead: Lead) => {
    const visit = visitWindow(lead, tz, manifest.booking.slotMinutes);
    return visit ? `${weekdayDate(visit.date)}${visit.allDay ? '' : `, ${visit.windowText}`}` : NO_DATE;
  };
  // The booking form's own check of a date and window (closed days, hours, lead time, nothing past);
  // the other fields' answers are not read.
  const slotProblem: DeskRules['slotProblem'] = (date, time) =>
    officeSlotProblem(date, time, choices, now(), manifest.booking.maxDaysAhead, tz);
  const view = (lead: Lead): LeadView => {
    const visit = visitWindow(lead, tz, manifest.booking.slotMinutes);
    const asked = lead.status === 'requested' ? askedSlotProblem(lead, choices, now(), manifest.booking.maxDaysAhead, tz) : undefined;
    return {
      lead,
      ...(asked ? { cannotConfirm: asked } : {}),
      ...standing(lead),
      dateText: lead.date ? weekdayDate(lead.date) : '',
      windowText: visit ? (visit.allDay ? 'any time that day' : visit.windowText) : '',
      receivedText: localMoment(new Date(lead.receivedAt), tz),
      events: deskOptions.store.events(lead.id).map((e) => ({ ...e, when: localMoment(new Date(e.at), tz), text: eventText(e) })),
    };
  };
  /** A request as its own page shows it: with the windows of its date that other visits fill (Confirm and Move say so). */
  const detail = (lead: Lead): LeadView => {
    const shown = view(lead);
    const standing = lead.date && (lead.status === 'requested' || lead.status === 'confirmed');
    const { timeSlots, slotCapacity } = manifest.booking;
    const full = standing ? filledWindows(lead, lead.date, timeSlots, slotCapacity, deskOptions.store.slotCounts(lead.date)) : [];
    return full.length ? { ...shown, full: Object.fromEntries(full) } : shown;
  };
  const rules = (): DeskRules => ({
    today: today(),
    capacity: manifest.booking.slotCapacity,
    whenText,
    slotProblem,
    booked: (date, time, lead) => othersInWindow(lead, date, time, deskOptions.store.slotCounts(date)),
    waiting: (date, time, lead) => waitingIn(deskOptions.store, date, time, lead),
  });
  const board = (date: string): Board => {
    const closed = closedOn(date, choices.availability);
    const counts = deskOptions.store.slotCounts(date);
    // Who holds each window (the requests and visits the counts count), the office's way to find them.
    const held = deskOptions.store.find({ statuses: ['requested', 'confirmed'], from: date, to: date, order: 'visit', limit: -1 });
    const slots = choices.slotsByDay[weekdayOf(date)] ?? [];
    const clock = businessClock(now(), tz);
    const started = (time: string) => date < clock.date || (date === clock.date && (slotStart(time) ?? 0) <= clock.minutes);
    return {
      date,
      dateText: weekdayDate(date),
      ...(closed ? { closed: closed.name } : {}),
      windows: slots.map((time) => ({
        time,
        booked: counts[time] ?? 0,
        visits: held.filter((lead) => lead.time === time).map(({ reference, name, status }) => ({ reference, name, status })),
        ...(started(time) ? { past: true } : {}),
      })),
    };
  };
  const page = (editor: Editor & { csrf: string }): DeskPageContext => ({
    company: manifest.business.name,
    csrf: editor.csrf,
    editor: editor.name,
    timeSlots: manifest.booking.timeSlots,
    slotsByDay: choices.slotsByDay,
    capacity: manifest.booking.slotCapacity,
    today: today(),
    ...(deskOptions.mailOn?.() === false ? { mailOff: true } : {}),
  });
  return { site, o: deskOptions, tz, now, log, hops, today, standing, view, detail, rules, board, page };
}

type DeskContext = ReturnType<typeof deskContext>;

/** A day as the office reads it: "Saturday, November 28, 2026". */
const weekdayDate = (iso: string) => format(parseISO(iso), 'EEEE, MMMM d, yyyy');

async function route(ctx: DeskContext, req: IncomingMessage, res: ServerResponse, url: URL, editor: Editor & { csrf: string }) {
  const get = req.method === 'GET' || req.method === 'HEAD';
  if (url.pathname === DESK_PATH || url.pathname === `${DESK_PATH}/`) {
    if (!get) return send(res, 405, 'Not here.', { allow: 'GET, HEAD' });
    return list(ctx, res, url, editor);
  }
  if (url.pathname === STANDING_PATH) {
    if (!get) return send(res, 405, 'Not here.', { allow: 'GET, HEAD' });
    const standing = standingVisits(ctx);
    const visits = standing.map((shown) => ({ reference: shown.lead.reference, name: shown.lead.name, ...standingLine(shown) }));
    // The editing screen says it in the desk's words.
    const said = standing.length ? `${standingHeading(standing)}: ${standingTodo(standing).replace(/^M/, 'm')}` : '';
    res.writeHead(200, { ...ADMIN_PAGE_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    return void res.end(JSON.stringify({ visits, said }));
  }
  if (url.pathname === EXPORT_PATH) {
    if (!get) return send(res, 405, 'Not here.', { allow: 'GET, HEAD' });
    const leads = ctx.o.store.list();
    const csv = leadsCsv(leads, ctx.o.store.outbox.deliveries(), ctx.tz, (id) => ctx.o.store.events(id));
    res.writeHead(200, {
      ...ADMIN_PAGE_HEADERS,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="bookings-${ctx.today()}.csv"`,
    });
    return void res.end(csv);
  }
  const reference = decodeURIComponent(url.pathname.slice(DESK_PATH.length + 1)).replace(/\/$/, '');
  const lead = ctx.o.store.byReference(reference);
  if (!lead) return send(res, 404, notFoundPage(ctx.page(editor), reference), {}, true);
  if (get && url.searchParams.get('ask') === 'cancel') {
    // The cancel's second question is a page of its own (back from its answer is no form sent again),
    // asked once the first is answered as the rules want (who asked for it; an open request).
    const events = ctx.o.store.events(lead.id);
    const fields = new Map([...url.searchParams, ['action', 'cancel'], ['seen', String(events.length)]]);
    fields.delete('sure');
    const form = deskForm(fields)!;
    const decided = deskDecision(lead, events, form, ctx.rules(), editor.name);
    const refusal = 'refuse' in decided ? decided.refuse : undefined;
    if (refusal && 'ask' in refusal) return send(res, 200, askCancelPage(ctx.page(editor), ctx.detail(lead), form), {}, true);
    return send(res, 422, requestPage(ctx.page(editor), ctx.detail(lead), { form, ...(refusal ? { refusal } : {}) }), {}, true);
  }
  if (get) {
    const done = url.searchParams.get('done') as DeskAction | null;
    const mailed = url.searchParams.get('mailed');
    const said =
      done && done in DONE ? `${DONE[done][0]}${mailed === '1' ? DONE[done][1] : mailed === 'waiting' ? WAITING : ''}` : undefined;
    return send(res, 200, requestPage(ctx.page(editor), ctx.detail(lead), { done: said }), {}, true);
  }
  if (req.method !== 'POST') return send(res, 405, 'Not here.', { allow: 'GET, HEAD, POST' });
  return act(ctx, req, res, lead, editor);
}

/** The visits still to come, confirmed or asked for, that a closed day or the service hours now stand against, the soonest first. */
function standingVisits(ctx: DeskContext): LeadView[] {
  // Every list page asks: a visit is drawn (with its history) only once something stands against it.
  const flagged = (lead: Lead) => Object.keys(ctx.standing(lead)).length > 0;
  return ctx.o.store
    .find({ statuses: ['confirmed', 'requested'], from: ctx.today(), order: 'visit', limit: -1 })
    .filter(flagged)
    .map(ctx.view);
}

function list(ctx: DeskContext, res: ServerResponse, url: URL, editor: Editor & { csrf: string }) {
  const today = ctx.today();
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const asked = url.searchParams.get('view');
  const counts = viewCounts(ctx.o.store, today);
  const view = isView(asked) ? asked : counts.answer || !counts.today ? 'answer' : 'today';
  const chosenDay = url.searchParams.get('day') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(chosenDay) ? chosenDay : undefined;
  // A day chosen beside the windows lists that day's visits; a search, its finds; else the view.
  const found = ctx.o.store.find(
    query
      ? searchQuery(query)
      : day
        ? { statuses: ['requested', 'confirmed'], from: day, to: day, order: 'visit' }
        : viewQuery(view, today),
  );
  // Beside the list, the day chosen; else today, or tomorrow once every window of today has begun.
  const todays = day ? undefined : ctx.board(today);
  const board = !todays ? ctx.board(day!) : todays.windows.every((window) => window.past) ? ctx.board(addDaysIso(today, 1)) : todays;
  const html = listPage(ctx.page(editor), {
    view,
    counts,
    query,
    leads: found.slice(0, LIST_LIMIT).map(ctx.view),
    more: found.length > LIST_LIMIT,
    board,
    ...(day && !query ? { day } : {}),
    standing: standingVisits(ctx),
  });
  send(res, 200, html, {}, true);
}

/** An office action: checked, then done in one transaction with its e-mails, or the page again with why not. */
async function act(ctx: DeskContext, req: IncomingMessage, res: ServerResponse, lead: Lead, editor: Editor & { csrf: string }) {
  if (!fromOwnOrigin(req, ctx.hops)) return send(res, 403, 'This form can only be sent from the desk itself.');
  const body = await readBody(req, MAX_BODY_BYTES, BODY_TIMEOUT_MS);
  const parsed = Buffer.isBuffer(body) ? parseFormBody(body) : undefined;
  if (!parsed?.ok) return send(res, 400, 'The form did not arrive whole. Please go back and send it again.');
  if (!sameSecret(parsed.fields.get('csrf'), editor.csrf))
    return send(res, 403, 'This form came from an old page of the desk. Go back, reload the page and send it again.');
  const form = deskForm(parsed.fields);
  if (!form) return send(res, 400, 'That is not something the desk can do.');
  const rules = ctx.rules();
  let mailed = 0;
  const result = ctx.o.store.update<DeskRefusal>(
    lead.id,
    (stored) => {
      const decided = deskDecision(stored, ctx.o.store.events(stored.id), form, rules, editor.name);
      return decided;
    },
    (changed, event) => {
      const messages = ctx.o.messages(changed, event);
      mailed = messages.length;
      return messages;
    },
    ctx.now(),
  );
  const page = ctx.page(editor);
  if (!result.lead) return send(res, 404, notFoundPage(page, lead.reference), {}, true);
  if (!result.done) {
    const refusal = result.reason!;
    if ('ask' in refusal) return send(res, 200, askCancelPage(page, ctx.detail(result.lead), form), {}, true);
    const state: RequestState = { form, refusal };
    return send(res, 'changed' in refusal ? 409 : 422, requestPage(page, ctx.detail(result.lead), state), {}, true);
  }
  ctx.log(`desk: ${editor.email} ${form.action} ${lead.reference}`);
  ctx.o.onChanged?.();
  const told = !mailed ? '' : (ctx.o.mailOn?.() ?? true) ? '&mailed=1' : '&mailed=waiting';
  const back = `${requestPath(lead.reference)}?done=${form.action}${told}`;
  res.writeHead(303, { ...ADMIN_PAGE_HEADERS, location: back }).end();
}

/** A page (html) or a short message in a page of its own. */
function send(res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}, html = false) {
  res.writeHead(status, { ...ADMIN_PAGE_HEADERS, ...extra });
  res.end(
    html
      ? body
      : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bookings</title></head><body><main><h1>Bookings</h1><p>${body}</p><p><a href="${DESK_PATH}">Back to the bookings</a></p></main></body></html>`,
  );
}

/** The requests not yet confirmed in a window, the request itself not counted: they hold it too, as the booking form counts them. */
function waitingIn(store: LeadStore, date: string, time: string, lead: Lead): number {
  const requests = store.find({ statuses: ['requested'], from: date, to: date, order: 'visit', limit: -1 });
  return requests.filter((other) => other.time === time && other.id !== lead.id).length;
}
