import type { IncomingMessage, ServerResponse } from 'node:http';
import { bookingWindow, type Choices } from '../../booking-rules/validate';
import { bookingChoices } from '../../kinds/booking-config';
import type { Site } from '../../manifest/load';
import type { Block } from '../../manifest/schema.generated';
import { fillDeep } from '../../manifest/template';
import { BOOKING_OFFICE_PATH, BOOKING_REQUEST_PATH } from '../../routes/urls';
import { parseFormBody } from '../form-body';
import { isBusy, type Lead, type LeadStore } from '../lead-store';
import type { RequestLinks } from '../mail/messages';
import { changeMessages } from '../mail/updates';
import { localMoment, visitWindow } from '../mail/visit';
import type { LinkAction, LinkSigner } from './links';
import { officePage, refusedPage, visitorPage, type Business, type RequestView } from './pages';
import { canChange, cancelDecision, changeDecision, officeDecision, slotProblem, type Decision } from './rules';

const MAX_BODY_BYTES = 4 * 1024;
/** How often a visitor may move one request through its page (each move e-mails the office); then they call. */
export const MAX_VISITOR_MOVES = 5;
const DAY_MS = 86_400_000;
/** A link works this many days past the last day a visit can be booked from when it was sent. */
const LINK_SLACK_DAYS = 2;

/** The signed links of a lead, absolute on the site's own address, valid until the last day it could be visited and a little more. */
export function requestLinks(site: Site, signer: LinkSigner): (lead: Lead) => RequestLinks {
  const origin = new URL(site.manifest.site.url).origin;
  const days = site.manifest.booking.maxDaysAhead + LINK_SLACK_DAYS;
  return (lead) => {
    const received = Date.parse(lead.receivedAt);
    const expires = (Number.isNaN(received) ? Date.now() : received) + days * DAY_MS;
    const link = (path: string, action: LinkAction) => `${origin}${path}${signer.sign({ leadId: lead.id, action, expires })}`;
    return {
      manage: link(BOOKING_REQUEST_PATH, 'manage'),
      confirm: link(BOOKING_OFFICE_PATH, 'confirm'),
      decline: link(BOOKING_OFFICE_PATH, 'decline'),
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
};
export type ManageHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/**
 * The pages of one booking request (src/routes/urls.ts BOOKING_REQUEST_PATH and BOOKING_OFFICE_PATH
 * followed by a signed token): the visitor sees the request, moves it to another slot the booking
 * rules allow, or cancels it; the office confirms or declines it. Every change is recorded with its
 * time and e-mailed (the office for the visitor's, the visitor for the office's). Plain forms:
 * GET shows, POST acts and answers 303 back to the page. A link that is malformed, altered, expired
 * or of a request that no longer exists gets a clear page, never an error. One closure, longer
 * than most: its two routes share the copy, the signer, the store and the view of a lead.
 */
export function manageHandler(site: Site, o: ManageOptions): ManageHandler {
  const m = site.manifest;
  const page = site.pages['booking-manage'];
  if (!page) throw new Error('content/pages/booking-manage.yaml is missing');
  const copy = fillDeep(page.blocks, site.facts) as Record<string, Block>;
  for (const k of ['request', 'change', 'cancel', 'changed', 'cancelled', 'closed', 'refused', 'confirm', 'decline']) {
    if (!copy[k]) throw new Error(`content/pages/booking-manage.yaml has no block '${k}'`);
  }
  const tz = m.business.timeZone;
  const business: Business = {
    company: m.business.name,
    phone: m.business.phone,
    timeZone: tz,
    zoneName:
      new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? tz,
  };
  const choices: Choices = bookingChoices(site);
  const now = o.now ?? (() => new Date());
  const log = o.log ?? ((line: string) => console.log(line));
  const links = requestLinks(site, o.signer);

  const view = (lead: Lead): RequestView => {
    const w = visitWindow(lead, tz, m.booking.slotMinutes);
    return {
      reference: lead.reference,
      firstName: lead.name.trim().split(/\s+/)[0] ?? '',
      service: lead.serviceType,
      dateText: w?.dateText ?? '',
      windowText: w && !w.allDay ? w.windowText : w ? 'any time that day' : undefined,
      status: lead.status,
      statusAt: localMoment(new Date(lead.statusAt), tz),
      date: lead.date,
      time: lead.time,
    };
  };
  const whenOf = (lead: Lead) => {
    const v = view(lead);
    return [v.dateText || 'no date', v.windowText].filter(Boolean).join(', ');
  };

  const send = (res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.setHeader('Content-Length', Buffer.byteLength(html));
    res.end(res.req?.method === 'HEAD' ? undefined : html);
  };
  const seeOther = (res: ServerResponse, location: string) => {
    res.statusCode = 303;
    res.setHeader('Location', location);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Content-Length', 0);
    res.end();
  };
  const refuse = (res: ServerResponse, status: number, why: string) => {
    log(`booking link: refused (${why})`);
    send(res, status, refusedPage(copy, business));
    return true;
  };

  /** The lead a token opens, for the actions this path serves; or the refusal already answered. */
  const open = (res: ServerResponse, token: string, actions: readonly LinkAction[]): { lead: Lead; action: LinkAction } | undefined => {
    const check = o.signer.verify(token, now().getTime());
    if (!check.ok) return void refuse(res, 403, check.why);
    if (!actions.includes(check.claim.action)) return void refuse(res, 403, 'wrong page');
    const lead = o.store.get(check.claim.leadId);
    if (!lead) return void refuse(res, 404, 'no such request');
    return { lead, action: check.claim.action };
  };

  /** Applies a decision in the store (decided again on the lead as stored) with its e-mails; 'already' changes nothing. */
  const apply = (lead: Lead, decide: (l: Lead) => Decision) =>
    o.store.update<'already' | { status: Lead['status'] }>(
      lead.id,
      (l) => {
        const d = decide(l);
        if ('already' in d) return { refuse: 'already' };
        return d;
      },
      (l, event) => changeMessages(site, l, event, links(l)),
      now(),
    );

  const handler: ManageHandler = (req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const query = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
    const visitor = pathname.startsWith(BOOKING_REQUEST_PATH);
    if (!visitor && !pathname.startsWith(BOOKING_OFFICE_PATH)) return false;
    // A token is plain ASCII (links.ts); anything else simply fails to verify.
    const token = pathname.slice((visitor ? BOOKING_REQUEST_PATH : BOOKING_OFFICE_PATH).length).replace(/\/$/, '');
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      send(res, 405, refusedPage(copy, business), { Allow: 'GET, HEAD, POST' });
      return true;
    }
    if (req.method === 'POST' && req.headers['sec-fetch-site'] === 'cross-site') return refuse(res, 403, 'posted from another site');
    return (visitor ? visitorRoute : officeRoute)(req, res, token, pathname, query).catch((e: unknown) => {
      if (!isBusy(e)) log(`booking link: could not answer: ${(e as Error).name} ${(e as Error).message}`);
      if (!res.headersSent)
        send(res, 503, refusedPage({ ...copy, refused: { heading: 'Please try again', intro: copy.closed.intro } }, business), {
          'Retry-After': '5',
        });
      return true;
    });
  };

  const visitorRoute = async (
    req: IncomingMessage,
    res: ServerResponse,
    token: string,
    path: string,
    query: URLSearchParams,
  ): Promise<boolean> => {
    const opened = open(res, token, ['manage']);
    if (!opened) return true;
    const { lead } = opened;
    const window = bookingWindow(now(), m.booking.maxDaysAhead, 0, tz);
    const changeable = (l: Lead) => canChange(l, window.earliest);
    const show = (status: number, l: Lead, extra: Partial<Parameters<typeof visitorPage>[0]> = {}) =>
      send(
        res,
        status,
        visitorPage({
          copy,
          business,
          request: view(l),
          changeable: changeable(l),
          choices,
          window: { earliest: window.earliest, latest: window.latest },
          ...extra,
        }),
      );
    if (req.method !== 'POST') {
      const done = query.get('done');
      show(200, lead, done === 'changed' || done === 'cancelled' ? { done } : {});
      return true;
    }
    const fields = await readForm(req);
    if (!fields) return refuse(res, 400, 'unreadable form');
    const what = fields.get('do');
    // A visit whose day has passed is history: its page shows it, and the office is called about it.
    if (!changeable(lead) && lead.status !== 'cancelled' && lead.status !== 'declined') return closed(lead, show);
    if (what === 'cancel') {
      const r = apply(lead, cancelDecision);
      if (r.done) {
        log(`booking: ${lead.reference} cancelled by the visitor`);
        if (o.onChanged) res.once('close', o.onChanged);
      } else if (r.reason !== 'already') return closed(r.lead ?? lead, show);
      seeOther(res, `${path}?done=cancelled`);
      return true;
    }
    if (what !== 'change') return refuse(res, 400, 'unknown action');
    const date = (fields.get('date') ?? '').trim();
    const time = (fields.get('time') ?? '').trim();
    const moves = o.store.events(lead.id).filter((e) => e.by === 'visitor' && e.action === 'changed').length;
    if (moves >= MAX_VISITOR_MOVES && changeable(lead)) {
      log(`booking: ${lead.reference} not moved again (${moves} moves)`);
      show(429, lead, { errors: { date: `${copy.closed.heading ?? ''}. ${copy.closed.intro ?? ''}` }, wanted: { date, time } });
      return true;
    }
    const problem = slotProblem(lead, date, time, choices, now(), { maxDaysAhead: m.booking.maxDaysAhead, timeZone: tz });
    if (problem) {
      show(changeable(lead) ? 422 : 409, lead, { errors: problem, wanted: { date, time } });
      return true;
    }
    const before = whenOf(lead);
    const r = apply(lead, (l) => changeDecision(l, date, time, before));
    if (r.done) {
      log(`booking: ${lead.reference} moved by the visitor`);
      if (o.onChanged) res.once('close', o.onChanged);
    } else if (r.reason !== 'already') return closed(r.lead ?? lead, show);
    seeOther(res, `${path}?done=changed`);
    return true;
  };
  /** A request whose status no longer allows what was asked: its page again, as it now stands. */
  const closed = (lead: Lead, show: (status: number, l: Lead) => void) => {
    show(409, lead);
    return true;
  };

  const officeRoute = async (req: IncomingMessage, res: ServerResponse, token: string, path: string): Promise<boolean> => {
    const opened = open(res, token, ['confirm', 'decline']);
    if (!opened) return true;
    const action = opened.action as 'confirm' | 'decline';
    const show = (status: number, l: Lead, state: 'ask' | 'done' | 'refused') =>
      send(res, status, officePage({ copy, business, request: view(l), action, state }));
    const lead = opened.lead;
    if (req.method !== 'POST') {
      const d = officeDecision(lead, action);
      show('refuse' in d ? 409 : 200, lead, 'already' in d ? 'done' : 'refuse' in d ? 'refused' : 'ask');
      return true;
    }
    await readForm(req);
    const r = apply(lead, (l) => officeDecision(l, action));
    if (r.done) {
      log(`booking: ${lead.reference} ${r.event.action} by the office`);
      if (o.onChanged) res.once('close', o.onChanged);
    } else if (r.reason !== 'already') {
      show(409, r.lead ?? lead, 'refused');
      return true;
    }
    seeOther(res, path);
    return true;
  };

  return handler;
}

/** A small URL-encoded form body, or undefined when it is too large or unreadable. */
async function readForm(req: IncomingMessage): Promise<Map<string, string> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    size += c.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(c);
  }
  const parsed = parseFormBody(Buffer.concat(chunks));
  return parsed.ok ? parsed.fields : undefined;
}
