import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadAddressCheck, mailboxKey } from '../rules/email';
import { FORM_NAME, HONEYPOT, KEY_FIELD, type BookingValues } from '../rules/fields';
import { bookingWindow, isSubmissionKey, validateBooking, type Choices } from '../rules/validate';
import type { Site } from '../../manifest/load';
import { availabilityPath, bookingChoices } from '../form/config';
import { fullSlotError, nearestFree } from '../rules/slots';
import { servedZips } from '../rules/zip';
import { withoutExtension } from '../rules/phone';
import { bookingErrorPage } from './booking-page';
import { trustProxyFromEnv } from '../../http/client-address.server';
import { isBusy, leadsDbPath, openLeadStore, referencePrefix, type Lead, type LeadStore, type SaveResult } from './lead-store';
import type { MailMessage } from './mail/messages';
import { contactLimitFromEnv, rateLimiter, rateLimitFromEnv, visitorMailCapFromEnv, type RateLimiter } from '../../http/rate-limit';
import { href } from '../../routes/urls';
import { bookingRefusals, type Refusal } from './booking-refusals';
import { slotAvailability } from './booking-availability';
import { bookingRequests } from './booking-request';
import { confirmationAddress, REQUEST_QUERY, type ConfirmationQuery } from '../rules/emailed';
import { callAt } from '../rules/office-call';
import { header } from '../../editing/server/editors/request';
import { send, sendJson } from '../../http/send.server';

const BODY_TIMEOUT_MS = 10_000;
/** After a 413 or 408 the connection is closed gently: what the client still sends is read and dropped for this long. */
const LINGER_MS = 3_000;
/**
 * When another process holds the database's write lock, a save is tried again this many times, this
 * far apart, without blocking anything else (the store never waits on a lock itself); then the
 * visitor is asked to send again in RETRY_AFTER_S seconds.
 */
const BUSY_RETRIES_MS = [25, 50, 100, 200, 400];
const RETRY_AFTER_S = 10;
const HOUR_MS = 3_600_000;

export type BookingHandler = ((req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>) & {
  store: LeadStore;
  /** the posts counted per client address and the requests per e-mail address and phone number */
  limiters: BookingLimiters;
  /** a lead was changed elsewhere (its page, the desk): the free windows the form offers are counted again */
  leadsChanged(): void;
  close(): void;
};
export type BookingLimiters = { posts: RateLimiter; contacts: RateLimiter };
export type BookingOptions = {
  dbPath?: string;
  /** an open lead store to use (the server's, when the site is reloaded after an edit) instead of opening dbPath */
  store?: LeadStore;
  /**
   * The counts of the limits below to go on with (the server's, when the site is reloaded after an
   * edit): made anew, every save the office published started each sender's hour over.
   */
  limiters?: BookingLimiters;
  /** posts per client address (a flood guard); env RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS */
  rateLimit?: { max: number; windowMs: number };
  /** accepted requests per e-mail address and per phone number; env CONTACT_LIMIT_MAX, CONTACT_LIMIT_WINDOW_MS */
  contactLimit?: { max: number; windowMs: number };
  /**
   * How many reverse proxies you run in front of the server, each appending to X-Forwarded-For
   * (env TRUST_PROXY=N; 0 or unset: none, the peer address counts). `true` means 1.
   */
  trustProxy?: number | boolean;
  /** how long a request's body may take to arrive */
  bodyTimeoutMs?: number;
  log?: (line: string) => void;
  /** the e-mails of an accepted lead, committed with it (src/booking/server/mail/) */
  messages?: (lead: Lead) => MailMessage[];
  /** visitor confirmations queued per hour, all visitors together; env VISITOR_MAIL_MAX_PER_HOUR */
  visitorMailPerHour?: number;
  /** called once the answer to a request that stored a lead has been sent: the outbox has work */
  onStored?: () => void;
  /** the clock the availability rules read (tests set it) */
  now?: () => Date;
  /** the served site's frame (its not-found page as built), for the page of a refusal without JavaScript (framedPage) */
  frame?: () => string | undefined;
  /**
   * A sender delivers the outbox (SMTP_URL is set): a visitor's confirmation queued now goes out, so
   * the answer may say so. Without it (or when omitted) the answer never says an e-mail was sent.
   */
  mailOn?: boolean;
  /**
   * The signed key of a stored lead's own page (src/booking/server/manage/): a visitor without
   * JavaScript is sent to the confirmation page with it, which links to their request. None: no link.
   */
  requestKey?: (lead: Pick<Lead, 'id' | 'receivedAt'>) => string;
};

/**
 * The booking form handler, on the path the static host's form handler uses (site.yaml
 * booking.action), with the same contract (form-name, bot-field). JavaScript clients (Accept:
 * application/json) get JSON; a plain form post gets a 303 to the confirmation page or an HTML page
 * that says what to fix. Each accepted lead is stored once (src/booking/server/lead-store.ts).
 *
 * A post goes through four stages: read (./booking-request.ts: method, origin, flood guard, body,
 * form), validate (the form's rules, then the per-contact limit), store (the lead and its e-mails,
 * in one transaction, never waiting on another process's lock), answer (received, or a refusal from
 * ./booking-refusals.ts). GET availability?date= answers from ./booking-availability.ts.
 */
export function bookingHandler(site: Site, opts: BookingOptions = {}): BookingHandler {
  const ctx = bookingContext(site, opts);
  const action = site.manifest.booking.action;
  const availabilityAt = availabilityPath(action);
  /** Any other path is answered `false` at once, without a promise: page requests stay synchronous. */
  const handler = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const url = req.url ?? '/';
    const quantity = url.indexOf('?');
    const pathname = quantity < 0 ? url : url.slice(0, quantity);
    if (pathname === availabilityAt) return ctx.slots.answer(req, res);
    return pathname === action || pathname === `${action}/` ? handleBooking(ctx, req, res) : false;
  };
  return Object.assign(handler, {
    store: ctx.store,
    limiters: { posts: ctx.posts, contacts: ctx.contacts },
    leadsChanged: () => ctx.slots.changed(),
    close: () => ctx.store.close(),
  });
}

/** What the stages share, made once per handler from the site and the options (or the environment). */
function bookingContext(site: Site, opts: BookingOptions) {
  const manifest = site.manifest;
  const choices: Choices = {
    ...bookingChoices(site),
    area: {
      zips: servedZips(site.counties),
      counties: site.counties.map((county) => county.name),
      phone: manifest.business.phone.display,
    },
  };
  const now = opts.now ?? (() => new Date());
  const store = opts.store ?? openLeadStore(opts.dbPath ?? leadsDbPath(), { referencePrefix: referencePrefix(manifest.business.name) });
  const limits = opts.rateLimit ?? rateLimitFromEnv();
  const contactLimits = opts.contactLimit ?? contactLimitFromEnv();
  const log = opts.log ?? ((line: string) => console.log(line));
  const refusals = bookingRefusals(manifest.business.phone.display);
  const hops = opts.trustProxy === undefined ? trustProxyFromEnv() : Number(opts.trustProxy);
  const limiter = opts.limiters?.posts ?? rateLimiter(limits.max, limits.windowMs);
  return {
    site,
    choices,
    // The address check loads once, at start; a post waits for it (handleBooking).
    emailReady: loadAddressCheck().then((check) => {
      choices.emailCheck = check;
    }),
    now,
    store,
    log,
    refusals,
    posts: limiter,
    requests: bookingRequests(site, { hops, limiter, bodyTimeoutMs: opts.bodyTimeoutMs ?? BODY_TIMEOUT_MS }, refusals),
    slots: slotAvailability(site, store, choices, refusals, now),
    contactLimits,
    contacts: opts.limiters?.contacts ?? rateLimiter(contactLimits.max, contactLimits.windowMs),
    messages: opts.messages && cappedMessages(opts.messages, store, opts.visitorMailPerHour ?? visitorMailCapFromEnv(), log),
    onStored: opts.onStored,
    mailOn: opts.mailOn === true,
    answers: bookingAnswers(site, choices, opts.frame),
    requestKey: opts.requestKey,
  };
}

type BookingContext = ReturnType<typeof bookingContext>;

/** A booking post, stage by stage: read, validate, store, answer. */
async function handleBooking(ctx: BookingContext, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const { answers, log } = ctx;
  const json = /\bapplication\/json\b/.test(header(req, 'accept') ?? '');
  if (req.method === 'GET' || req.method === 'HEAD') return answers.toForm(res);
  const refuse = (refusal: Refusal, bodyRead = true) => {
    log(`booking: refused ${refusal.status} ${refusal.code}${refusal.errors ? ` (${Object.keys(refusal.errors).join(', ')})` : ''}`);
    // Refused before its body was read: answer, then close without resetting the connection under the client.
    if (!bodyRead) closeGently(res);
    answers.fail(res, json, refusal);
    return true;
  };
  const request = await ctx.requests.read(req, res);
  if (request === 'aborted') return true; // the client went away: nobody to answer
  if ('refused' in request)
    return refuse(request.fields ? { ...request.refused, ...keptOf(ctx, request.fields) } : request.refused, request.bodyRead);
  const { fields } = request;
  if (fields.get('form-name') !== FORM_NAME) return refuse(ctx.refusals.formName());
  if (fields.get(HONEYPOT)) {
    log('booking: dropped a honeypot hit');
    return answers.succeed(res, json);
  }
  await ctx.emailReady;
  // Days and times are the business's (its time zone), whatever the visitor's clock: no slack.
  const at = ctx.now();
  const valid = validate(ctx, fields, at);
  if ('refused' in valid) return refuse(valid.refused);
  const saved = await storeLead(ctx, valid.values, valid.keptKey, at);
  if ('refused' in saved) {
    // A failure to store was logged by storeLead; a full window is a refusal like the others.
    if (saved.refused.code === 'full') return refuse(saved.refused);
    answers.fail(res, json, saved.refused);
    return true;
  }
  if (saved.stored || saved.updated) ctx.slots.changed();
  if (saved.stored) for (const contactKey of valid.contactKeys) ctx.contacts.take(contactKey);
  if ((saved.stored || saved.updated) && ctx.onStored) res.once('close', ctx.onStored);
  log(
    saved.stored
      ? `booking: stored lead #${saved.id}`
      : saved.updated
        ? 'booking: repeated submission with corrected details, lead updated'
        : 'booking: repeated submission, already stored',
  );
  // The request's own page, for the visitor to see, move or cancel it: in the 303's address, or in the JSON.
  const requestKey = ctx.requestKey?.({ id: saved.id, receivedAt: at.toISOString() });
  // Sent while the office is closed: the confirmation page says when the call comes (the script's view works it out itself).
  const call = json ? undefined : callAt(ctx.choices.availability!, at);
  return answers.succeed(res, json, { reference: saved.reference, emailed: visitorEmailed(ctx, saved.id), requestKey, call });
}

/** Whether a confirmation e-mail of this lead went, or is queued to go, to the visitor: there is one in the outbox, not given up, and a sender. */
function visitorEmailed(ctx: BookingContext, leadId: number): boolean {
  if (!ctx.mailOn) return false;
  const mails = ctx.store.outbox.deliveries([leadId]).get(leadId) ?? [];
  return mails.some((mail) => mail.kind === 'visitor' && mail.state !== 'failed');
}

/** The submission key a form sent, when it is one (else empty). */
function submissionKeyOf(fields: Map<string, string>): string {
  const clientKey = fields.get(KEY_FIELD) ?? '';
  return isSubmissionKey(clientKey) ? clientKey : '';
}

/** What a form refused before its rules were applied held: to give it back filled in, never to store. */
function keptOf(ctx: BookingContext, fields: Map<string, string>): { values: BookingValues; key: string } {
  return { values: validateBooking(Object.fromEntries(fields), ctx.choices).values, key: submissionKeyOf(fields) };
}

/** Validate: the form's rules (in the business's time zone), then the limit per e-mail address and phone number. */
function validate(
  ctx: BookingContext,
  fields: Map<string, string>,
  at: Date,
): { refused: Refusal } | { values: BookingValues; keptKey: string; contactKeys: string[] } {
  const { booking, business } = ctx.site.manifest;
  const check = validateBooking(Object.fromEntries(fields), ctx.choices, bookingWindow(at, booking.maxDaysAhead, 0, business.timeZone), at);
  const keptKey = submissionKeyOf(fields);
  if (!check.ok) return { refused: ctx.refusals.invalid(check.errors, { values: check.values, key: keptKey }) };
  const values = check.values;
  const contactKeys = [`email:${mailboxKey(values.email)}`, `phone:${withoutExtension(values.phone).number.replace(/\D/g, '').slice(-10)}`];
  const spent = contactKeys.find((contactKey) => !ctx.contacts.allows(contactKey));
  if (!spent) return { values, keptKey, contactKeys };
  const { max, windowMs } = ctx.contactLimits;
  const what = spent.startsWith('email:') ? 'email' : 'phone';
  return { refused: ctx.refusals.contactLimit(what, max, windowMs / 1000, ctx.contacts.retryAfter(spent), { values, key: keptKey }) };
}

/** Store: the lead, once per submission key; a full window or a database that stays busy is a refusal. */
async function storeLead(
  ctx: BookingContext,
  values: BookingValues,
  keptKey: string,
  at: Date,
): Promise<SaveResult | { refused: Refusal }> {
  const { refusals, slots } = ctx;
  let saved: SaveResult;
  try {
    saved = await saveSoon(() => ctx.store.save(values, keptKey || derivedKey(values, at), at, ctx.messages, slots.capacity));
  } catch (e) {
    ctx.log(`booking: could not store a lead: ${(e as Error).name} ${(e as { code?: string }).code ?? ''}`.trim());
    // The visitor's details travel back with the answer: the page without JavaScript shows the form again, filled in.
    const again = { values, key: keptKey || undefined };
    return { refused: isBusy(e) ? refusals.busy(RETRY_AFTER_S, again) : refusals.storage(again) };
  }
  if (saved.stored || !saved.full) return saved;
  const nearest = nearestFree(values.date, values.time, (text) => slots.free(text, at));
  const timeError = fullSlotError(values.time, values.date, nearest, ctx.site.manifest.business.phone.display);
  return { refused: refusals.full(timeError, { values, key: keptKey }) };
}

/**
 * Answer: received (a 303 to the confirmation page, or JSON with the lead's reference and whether the
 * visitor was e-mailed; none for a honeypot hit), or a refusal (JSON, or the page that shows the form
 * again with what to fix). The confirmation page hears of the reference and the e-mail from its query (confirmationAddress).
 */
function bookingAnswers(site: Site, choices: Choices, frame: BookingOptions['frame']) {
  const manifest = site.manifest;
  const thanksPage = href('booking-result');
  const formPage = href('booking');
  return {
    succeed(res: ServerResponse, json: boolean, received: ConfirmationQuery = {}): true {
      const { reference, emailed = false, requestKey } = received;
      const to = confirmationAddress(thanksPage, received);
      const request = reference && requestKey ? { [REQUEST_QUERY]: requestKey } : {};
      if (json) sendJson(res, 200, { ok: true, ...(reference ? { reference, emailed, ...request } : {}) });
      else send(res, 303, 'text/plain; charset=utf-8', `Request received. Continue to ${to}\n`, { Location: to });
      return true;
    },
    /** A GET of the form's address: to the form. */
    toForm(res: ServerResponse): true {
      send(res, 303, 'text/plain; charset=utf-8', `See ${formPage}\n`, { Location: formPage });
      return true;
    },
    fail(res: ServerResponse, json: boolean, refusal: Refusal): void {
      if (json) {
        const body = { ok: false, error: refusal.code, message: refusal.message, ...(refusal.errors ? { errors: refusal.errors } : {}) };
        return sendJson(res, refusal.status, body, refusal.headers);
      }
      const html = bookingErrorPage({
        status: refusal.status,
        heading: refusal.heading,
        message: refusal.message,
        company: manifest.business.name,
        phone: manifest.business.phone,
        formPage,
        action: manifest.booking.action,
        choices,
        errors: refusal.errors,
        values: refusal.values,
        submissionKey: refusal.key,
        frame: frame?.(),
      });
      send(res, refusal.status, 'text/html; charset=utf-8', html, refusal.headers);
    },
  };
}

/** A lead's e-mails, less the visitor's confirmation once the hour's cap is reached (counted in the outbox, inside the save). */
function cappedMessages(build: (lead: Lead) => MailMessage[], store: LeadStore, visitorCap: number, log: (line: string) => void) {
  return (lead: Lead): MailMessage[] => {
    const all = build(lead);
    if (!all.some((msg) => msg.kind === 'visitor')) return all;
    if (store.outbox.queuedSince('visitor', Date.now() - HOUR_MS) < visitorCap) return all;
    log(
      `mail: ${visitorCap} visitor confirmations queued in the last hour (VISITOR_MAIL_MAX_PER_HOUR); lead #${lead.id} is stored and the office notified, the visitor gets no e-mail`,
    );
    return all.filter((msg) => msg.kind !== 'visitor');
  };
}

/** Saves without ever blocking on another process's lock: a busy database is tried again a few times, asynchronously. */
async function saveSoon(save: () => SaveResult): Promise<SaveResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return save();
    } catch (e) {
      if (!isBusy(e) || attempt >= BUSY_RETRIES_MS.length) throw e;
      await sleep(BUSY_RETRIES_MS[attempt]);
    }
  }
}

/**
 * Marks the answer as the connection's last and closes it gently: Node half-closes after the answer
 * and would then close at once, resetting a connection the client is still sending on (which can
 * destroy the answer before the client reads it). Instead the rest is read and dropped, for
 * LINGER_MS at most.
 */
function closeGently(res: ServerResponse) {
  res.setHeader('Connection', 'close');
  const socket = res.socket as (Socket & { destroySoon?: () => void }) | null;
  if (!socket) return;
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
    socket.resume();
  };
}

/** Without a key from the page (no JavaScript), the same details on the same day count as one lead. */
function derivedKey(values: BookingValues, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  return `h:${createHash('sha256')
    .update(JSON.stringify([day, values]))
    .digest('hex')
    .slice(0, 40)}`;
}
