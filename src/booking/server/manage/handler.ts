import type { IncomingMessage, ServerResponse } from 'node:http';
import { bookingWindow, isIsoDate, type Choices } from '../../rules/validate';
import { bookingChoices } from '../../form/config';
import type { Site } from '../../../manifest/load';
import type { Block } from '../../../manifest/schema.generated';
import { fillDeep } from '../../../manifest/template';
import { BOOKING_OFFICE_PATH, BOOKING_REQUEST_PATH } from '../../../routes/urls';
import { parseFormBody } from '../../../http/form-body';
import { publicUrl } from '../../../http/public-url';
import { DESK_PATH } from '../desk/views';
import { isBusy, isCancel, NO_DATE, serviceAddress, type Lead, type LeadStore } from '../lead-store';
import type { RequestLinks } from '../mail/messages';
import { changeMessages } from '../mail/updates';
import { localMoment, visitDate, visitWindow, windowWords } from '../mail/visit';
import type { LinkAction, LinkSigner } from './links';
import { officePage, refusedPage, visitorPage, type Business, type OfficePage, type RequestView, type VisitorPage } from './pages';
import { noticeMinutes } from '../../rules/notice';
import {
  canChange,
  cancelDecision,
  changeDecision,
  declineReasonProblem,
  filledWindows,
  fillOf,
  noticeProblem,
  askedSlotProblem,
  officeDecision,
  othersInWindow,
  slotProblem,
  type Decision,
  type Refusal,
  type VisitorRules,
} from './rules';

const MAX_BODY_BYTES = 4 * 1024;
/** How often a visitor may move one request through its page (each move e-mails the office); then they call. */
export const MAX_VISITOR_MOVES = 5;
const DAY_MS = 86_400_000;
/** A link works this many days past the last day a visit can be booked from when it was sent. */
const LINK_SLACK_DAYS = 2;

/** The signed key of a lead's link for `action`, valid until the last day it could be visited and a little more. */
export function linkKeys(site: Site, signer: LinkSigner): (lead: Pick<Lead, 'id' | 'receivedAt'>, action: LinkAction) => string {
  const days = site.manifest.booking.maxDaysAhead + LINK_SLACK_DAYS;
  return (lead, action) => {
    const received = Date.parse(lead.receivedAt);
    const expires = (Number.isNaN(received) ? Date.now() : received) + days * DAY_MS;
    return signer.sign({ leadId: lead.id, action, expires });
  };
}

/** The signed links of a lead, absolute on this server's address (publicUrl), valid until the last day it could be visited and a little more. */
export function requestLinks(site: Site, signer: LinkSigner, env?: Record<string, string | undefined>): (lead: Lead) => RequestLinks {
  const origin = new URL(publicUrl(site.manifest.site.url, env)).origin;
  const keyOf = linkKeys(site, signer);
  return (lead) => {
    const link = (path: string, action: LinkAction) => `${origin}${path}${keyOf(lead, action)}`;
    return {
      manage: link(BOOKING_REQUEST_PATH, 'manage'),
      confirm: link(BOOKING_OFFICE_PATH, 'confirm'),
      decline: link(BOOKING_OFFICE_PATH, 'decline'),
      desk: `${origin}${DESK_PATH}/${encodeURIComponent(lead.reference)}`,
    };
  };
}

export type ManageOptions = {
  store: LeadStore;
  signer: LinkSigner;
  now?: () => Date;
  log?: (line: string) => void;
  /** called once the answer to a change that queued e-mails has been sent: the outbox has work */
  onChanged?: () => void;
  /** whether the server sends e-mail (SMTP_URL): the office's page says the customer's e-mail waits when it does not */
  mailOn?: () => boolean;
  /** the served site's frame (its not-found page as built): the customer's pages show in it */
  frame?: () => string | undefined;
};
export type ManageHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/**
 * The pages of one booking request (src/routes/urls.ts BOOKING_REQUEST_PATH and BOOKING_OFFICE_PATH
 * followed by a signed token): the visitor sees the request, moves it to another slot the booking
 * rules allow, or cancels it (visitorRoute); the office confirms or declines it (officeRoute). Every
 * change is recorded with its time and e-mailed (the office for the visitor's, the visitor for the
 * office's). Plain forms: GET shows, POST acts and answers 303 back to the page. A link that is
 * malformed, altered, expired or of a request that no longer exists gets a clear page, never an error.
 */
export function manageHandler(site: Site, manageOptions: ManageOptions): ManageHandler {
  const ctx = manageContext(site, manageOptions);
  const { copy, business, answers } = ctx;
  return (req, res) => {
    const url = req.url ?? '/';
    const quantity = url.indexOf('?');
    const pathname = quantity < 0 ? url : url.slice(0, quantity);
    const query = new URLSearchParams(quantity < 0 ? '' : url.slice(quantity + 1));
    const visitor = pathname.startsWith(BOOKING_REQUEST_PATH);
    if (!visitor && !pathname.startsWith(BOOKING_OFFICE_PATH)) return false;
    // A token is plain ASCII (links.ts); anything else simply fails to verify.
    const token = pathname.slice((visitor ? BOOKING_REQUEST_PATH : BOOKING_OFFICE_PATH).length).replace(/\/$/, '');
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      answers.send(res, 405, refusedPage(copy, business), { Allow: 'GET, HEAD, POST' });
      return true;
    }
    if (req.method === 'POST' && req.headers['sec-fetch-site'] === 'cross-site')
      return answers.refuse(res, 403, 'posted from another site');
    const route = visitor ? visitorRoute(ctx, req, res, token, pathname, query) : officeRoute(ctx, req, res, token, pathname);
    return route.catch((e: unknown) => {
      if (!isBusy(e)) ctx.log(`booking link: could not answer: ${(e as Error).name} ${(e as Error).message}`);
      if (!res.headersSent)
        answers.send(res, 503, refusedPage({ ...copy, refused: { heading: 'Please try again', intro: copy.closed.intro } }, business), {
          'Retry-After': '5',
        });
      return true;
    });
  };
}

/** The lead a signed link's token opens for one of `actions` (its signature, its time, its page checked), or why it opens none. */
export function leadByToken(
  { signer, store }: Pick<ManageOptions, 'signer' | 'store'>,
  token: string,
  at: Date,
  actions: readonly LinkAction[],
): { lead: Lead; action: LinkAction } | { status: 403 | 404; why: string } {
  const check = signer.verify(token, at.getTime());
  if (!check.ok) return { status: 403, why: check.why };
  if (!actions.includes(check.claim.action)) return { status: 403, why: 'wrong page' };
  const lead = store.get(check.claim.leadId);
  return lead ? { lead, action: check.claim.action } : { status: 404, why: 'no such request' };
}

/** The blocks of content/pages/booking-manage.yaml the pages say: each must be there. */
const PAGE_BLOCKS = [
  'request',
  'confirmedVisit',
  'visitDone',
  'visitMissed',
  'change',
  'cancel',
  'cancelVisit',
  'cancelAsk',
  'cancelRequestAsk',
  'changed',
  'cancelled',
  'cancelledByUs',
  'closed',
  'refused',
  'confirm',
  'decline',
];

/** What both routes share: the page's copy, the business, the booking rules, the signer, the store and the view of a lead. */
function manageContext(site: Site, manageOptions: ManageOptions) {
  const manifest = site.manifest;
  const page = site.pages['booking-manage'];
  if (!page) throw new Error('content/pages/booking-manage.yaml is missing');
  const copy = fillDeep(page.blocks, site.facts) as Record<string, Block>;
  for (const key of PAGE_BLOCKS) {
    if (!copy[key]) throw new Error(`content/pages/booking-manage.yaml has no block '${key}'`);
  }
  const tz = manifest.business.timeZone;
  const business: Business = {
    company: manifest.business.name,
    phone: manifest.business.phone,
    timeZone: tz,
    zoneName:
      new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((dateTimeFormatPart) => dateTimeFormatPart.type === 'timeZoneName')?.value ?? tz,
    frame: manageOptions.frame,
  };
  const now = manageOptions.now ?? (() => new Date());
  const log = manageOptions.log ?? ((line: string) => console.log(line));
  const links = requestLinks(site, manageOptions.signer);
  const answers = manageAnswers(copy, business, log);
  const notice = String(site.facts.cancelNotice ?? '');
  const minutes = noticeMinutes(notice);
  // The check refuses such a value (src/checks/rules/closed-dates.ts); a server never starts with it.
  if (minutes === undefined) throw new Error(`site.yaml constants.cancelNotice '${notice}' is not a length of time such as "24 hours"`);
  const rules: VisitorRules = {
    maxDaysAhead: manifest.booking.maxDaysAhead,
    timeZone: tz,
    slotMinutes: manifest.booking.slotMinutes,
    capacity: manifest.booking.slotCapacity,
    notice: { text: notice, minutes },
    phone: manifest.business.phone.display,
  };
  return {
    site,
    o: manageOptions,
    copy,
    business,
    choices: bookingChoices(site) as Choices,
    rules,
    now,
    log,
    answers,
    view: (lead: Lead) => leadView(lead, tz, manifest.booking.slotMinutes),
    /** The lead a token opens, for the actions this path serves; or the refusal already answered. */
    open(res: ServerResponse, token: string, actions: readonly LinkAction[]): { lead: Lead; action: LinkAction } | undefined {
      const opened = leadByToken(manageOptions, token, now(), actions);
      if ('lead' in opened) return opened;
      return void answers.refuse(res, opened.status, opened.why);
    },
    /** Applies a decision in the store (decided again on the lead as stored) with its e-mails; 'already' changes nothing. */
    apply: (lead: Lead, decide: (text: Lead) => Decision) =>
      manageOptions.store.update<'already' | Refusal>(
        lead.id,
        (item) => {
          const decision = decide(item);
          if ('already' in decision) return { refuse: 'already' };
          return decision;
        },
        (item, event) => changeMessages(site, item, event, links(item)),
        now(),
      ),
  };
}

type ManageContext = ReturnType<typeof manageContext>;

/** A lead as its pages show it, in the business's time zone. */
function leadView(lead: Lead, tz: string, slotMinutes: number): RequestView {
  const visit = visitWindow(lead, tz, slotMinutes);
  return {
    reference: lead.reference,
    firstName: lead.name.trim().split(/\s+/)[0] ?? '',
    service: lead.serviceType,
    dateText: visit?.dateText ?? '',
    windowText: visit ? windowWords(visit) : undefined,
    status: lead.status,
    outcome: lead.outcome,
    statusAt: localMoment(new Date(lead.statusAt), tz),
    date: lead.date,
    time: lead.time,
  };
}

/** The answers: a page (never cached, never indexed, no referrer), a 303 back to it, or the refusal page. */
function manageAnswers(copy: Record<string, Block>, business: Business, log: (line: string) => void) {
  const send = (res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    res.setHeader('Content-Length', Buffer.byteLength(html));
    res.end(res.req?.method === 'HEAD' ? undefined : html);
  };
  return {
    send,
    seeOther(res: ServerResponse, location: string): true {
      res.statusCode = 303;
      res.setHeader('Location', location);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('Content-Length', 0);
      res.end();
      return true;
    },
    refuse(res: ServerResponse, status: number, why: string): true {
      log(`booking link: refused (${why})`);
      send(res, status, refusedPage(copy, business));
      return true;
    },
  };
}

/**
 * The visitor's page: shows the request; POST moves it to another slot (at most MAX_VISITOR_MOVES
 * times) under the booking form's rules, or cancels it once asked again (?cancel=ask, then a POST
 * with confirm=yes). Inside the notice the pages promise (cancelNotice), neither is offered: the
 * page says why and gives the phone number.
 */
async function visitorRoute(
  ctx: ManageContext,
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  path: string,
  query: URLSearchParams,
): Promise<boolean> {
  const opened = ctx.open(res, token, ['manage']);
  if (!opened) return true;
  const { lead } = opened;
  const at = ctx.now();
  const window = bookingWindow(at, ctx.rules.maxDaysAhead, 0, ctx.rules.timeZone);
  const locked = (item: Lead) => noticeProblem(item, at, ctx.rules);
  const changeable = (item: Lead) => canChange(item, window.earliest) && !locked(item);
  const show = (status: number, item: Lead, extra: Partial<VisitorPage> = {}): true => {
    const html = visitorPage({
      copy: ctx.copy,
      business: ctx.business,
      request: { ...ctx.view(item), ...officeWord(ctx.o.store, item) },
      changeable: changeable(item),
      locked: canChange(item, window.earliest) ? locked(item) : undefined,
      choices: ctx.choices,
      window: { earliest: window.earliest, latest: window.latest },
      full: fullWindows(ctx, item, extra.wanted?.date ?? item.date),
      ...extra,
    });
    ctx.answers.send(res, status, html);
    return true;
  };
  if (req.method !== 'POST') {
    const done = query.get('done');
    if (query.get('cancel') === 'ask' && changeable(lead)) return show(200, lead, { askCancel: true });
    return show(200, lead, done === 'changed' || done === 'cancelled' ? { done } : {});
  }
  const fields = await readForm(req);
  if (!fields) return ctx.answers.refuse(res, 400, 'unreadable form');
  const what = fields.get('do');
  // A visit whose day has passed, or that is inside the notice, is the office's: its page says so.
  // A request whose status no longer allows what was asked: its page again, as it now stands (409).
  if (!changeable(lead) && lead.status !== 'cancelled' && lead.status !== 'declined') return show(409, lead);
  if (what === 'cancel') {
    if (fields.get('confirm') !== 'yes') return show(200, lead, { askCancel: true });
    const updateResult = ctx.apply(lead, (item) => (locked(item) ? { refuse: { why: locked(item)! } } : cancelDecision(item)));
    return applied(ctx, res, updateResult, lead, 'cancelled by the visitor', `${path}?done=cancelled#done`, show);
  }
  if (what !== 'change') return ctx.answers.refuse(res, 400, 'unknown action');
  return visitorMove(ctx, res, lead, fields, path, show);
}

type Show = (status: number, lead: Lead, extra?: Partial<VisitorPage>) => true;

/** The visitor moves their visit: checked as a new request would be, then again, with the window's capacity, inside the store's transaction. */
function visitorMove(ctx: ManageContext, res: ServerResponse, lead: Lead, fields: Map<string, string>, path: string, show: Show): true {
  const at = ctx.now();
  const date = (fields.get('date') ?? '').trim();
  const time = (fields.get('time') ?? '').trim();
  const moves = ctx.o.store.events(lead.id).filter((e) => e.by === 'visitor' && e.action === 'changed').length;
  if (moves >= MAX_VISITOR_MOVES) {
    ctx.log(`booking: ${lead.reference} not moved again (${moves} moves)`);
    const closed = ctx.copy.closed;
    return show(429, lead, { errors: { date: `${closed.heading ?? ''}. ${closed.intro ?? ''}` }, wanted: { date, time } });
  }
  const counts = (text: string) => ctx.o.store.slotCounts(text);
  const problem = slotProblem(lead, date, time, ctx.choices, at, ctx.rules, counts);
  if (problem) return show(422, lead, { errors: problem, wanted: { date, time } });
  const requestView = ctx.view(lead);
  const before = [requestView.dateText || NO_DATE, requestView.windowText].filter(Boolean).join(', ');
  const updateResult = ctx.apply(lead, (item) => {
    const late = noticeProblem(item, at, ctx.rules);
    if (late) return { refuse: { why: late } };
    // Counted again inside the write transaction: two visitors cannot both take a window's last place.
    if (othersInWindow(item, date, time, counts(date)) >= ctx.rules.capacity && !(item.date === date && item.time === time))
      return { refuse: { why: slotProblem(item, date, time, ctx.choices, at, ctx.rules, counts)?.time ?? '' } };
    return changeDecision(item, date, time, before);
  });
  if (!updateResult.done && updateResult.reason && updateResult.reason !== 'already' && 'why' in updateResult.reason) {
    const text = updateResult.lead ?? lead;
    return show(noticeProblem(text, at, ctx.rules) ? 409 : 422, text, {
      errors: { time: updateResult.reason.why },
      wanted: { date, time },
    });
  }
  return applied(ctx, res, updateResult, lead, 'moved by the visitor', `${path}?done=changed#done`, show);
}

/** After a change: logged and e-mailed, then back to the page; one the request's status no longer allows shows it as it stands. */
function applied(
  ctx: ManageContext,
  res: ServerResponse,
  updateResult: ReturnType<ManageContext['apply']>,
  lead: Lead,
  what: string,
  back: string,
  show: (status: number, text: Lead) => true,
): true {
  if (updateResult.done) {
    ctx.log(`booking: ${lead.reference} ${what}`);
    if (ctx.o.onChanged) res.once('close', ctx.o.onChanged);
  } else if (updateResult.reason !== 'already') return show(409, updateResult.lead ?? lead);
  return ctx.answers.seeOther(res, back);
}

/** The office's page: asks to confirm or decline; POST does it. */
async function officeRoute(ctx: ManageContext, req: IncomingMessage, res: ServerResponse, token: string, path: string): Promise<boolean> {
  const opened = ctx.open(res, token, ['confirm', 'decline']);
  if (!opened) return true;
  const action = opened.action as 'confirm' | 'decline';
  const show = (status: number, item: Lead, state: OfficePage['state']) => {
    // The office decides from its phone too: whose request, where, and their number to call, beside the reference.
    const customer = { name: item.name, address: serviceAddress(item), phone: item.phone };
    ctx.answers.send(
      res,
      status,
      officePage({
        copy: ctx.copy,
        business: ctx.business,
        request: { ...ctx.view(item), customer },
        action,
        state,
        mailOff: ctx.o.mailOn?.() === false,
      }),
    );
    return true;
  };
  const lead = opened.lead;
  const decide = (item: Lead, reason?: string) =>
    officeDecision(
      item,
      action,
      fillOf(item, ctx.rules.capacity, (date) => ctx.o.store.slotCounts(date)),
      reason,
      askedSlotProblem(item, ctx.choices, ctx.now(), ctx.rules.maxDaysAhead, ctx.rules.timeZone),
    );
  const refused = (item: Lead, refusal?: Refusal | 'already') => show(409, item, refusedState(refusal));
  if (req.method !== 'POST') {
    const decision = decide(lead);
    if ('already' in decision) return show(200, lead, 'done');
    return 'refuse' in decision ? refused(lead, decision.refuse) : show(200, lead, 'ask');
  }
  const reason = (await readForm(req))?.get('reason') ?? '';
  // A decline says why, as on the desk: the page again, with what was typed and the problem at it.
  const problem = action === 'decline' ? declineReasonProblem(reason) : undefined;
  const standing = problem ? decide(lead) : undefined;
  if (problem && standing && !('already' in standing) && !('refuse' in standing))
    return show(422, lead, { reason: { typed: reason, problem } });
  const updateResult = ctx.apply(lead, (item) => decide(item, reason));
  if (updateResult.done) {
    ctx.log(`booking: ${lead.reference} ${updateResult.event.action} by the office`);
    if (ctx.o.onChanged) res.once('close', ctx.o.onChanged);
  } else if (updateResult.reason !== 'already') return refused(updateResult.lead ?? lead, updateResult.reason);
  return ctx.answers.seeOther(res, path);
}

/** What the office's page says of a refused confirm or decline: the window is full, the request has no date, the rules refuse its time, or its status stands in the way. */
function refusedState(refusal?: Refusal | 'already'): OfficePage['state'] {
  if (!refusal || refusal === 'already') return 'refused';
  if ('full' in refusal) return { full: refusal.full };
  if ('why' in refusal) return { cannot: refusal.why };
  return 'needsDate' in refusal ? 'needs-date' : 'refused';
}

/** A small URL-encoded form body, or undefined when it is too large or unreadable. */
async function readForm(req: IncomingMessage): Promise<Map<string, string> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const buffer of req as AsyncIterable<Buffer>) {
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  const parsed = parseFormBody(Buffer.concat(chunks));
  return parsed.ok ? parsed.fields : undefined;
}

/**
 * What the office said of a request it declined or cancelled (its last such change): the reason it
 * gave, if any, and whether it cancelled of its own accord (not at the customer's request, nor the
 * customer on this page).
 */
function officeWord(store: LeadStore, lead: Lead): Pick<RequestView, 'officeReason' | 'cancelledByUs'> {
  if (lead.status !== 'declined' && lead.status !== 'cancelled') return {};
  const last = store
    .events(lead.id)
    .findLast((event) => (lead.status === 'cancelled' ? isCancel(event.action) : event.action === lead.status));
  if (last?.by !== 'office') return {};
  return {
    ...(last.detail.trim() ? { officeReason: last.detail.trim() } : {}),
    ...(last.action === 'cancelled' ? { cancelledByUs: true } : {}),
  };
}

/** The windows of `date` that other standing visits fill (a window the visitor holds is theirs, not full), and the day in words. */
function fullWindows(ctx: ManageContext, lead: Lead, date: string): VisitorPage['full'] {
  if (!isIsoDate(date)) return undefined;
  const counts = ctx.o.store.slotCounts(date);
  const times = filledWindows(lead, date, ctx.choices.timeSlots, ctx.rules.capacity, counts).map(([time]) => time);
  return times.length ? { dateText: visitDate(date), times } : undefined;
}
