import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadAddressCheck, mailboxKey } from '../booking-rules/email';
import { FORM_NAME, HONEYPOT, KEY_FIELD, type BookingValues } from '../booking-rules/fields';
import { bookingWindow, isIsoDate, isSubmissionKey, validateBooking, type Choices, type FieldErrors } from '../booking-rules/validate';
import type { Site } from '../manifest/load';
import { availabilityPath, bookingChoices } from '../kinds/booking-config';
import { closedOn, fullSlotError, nearestFree, openSlots } from '../booking-rules/slots';
import { bookingErrorPage } from './booking-page';
import { clientAddress, trustProxyFromEnv } from './client-address';
import { parseFormBody } from './form-body';
import { readBody } from './read-body';
import { isBusy, leadsDbPath, openLeadStore, referencePrefix, type Lead, type LeadStore, type SaveResult } from './lead-store';
import type { MailMessage } from './mail/messages';
import { contactLimitFromEnv, rateLimiter, rateLimitFromEnv, visitorMailCapFromEnv } from './rate-limit';
import { href } from '../routes/urls';

/** Largest accepted body: every field at its longest, fully %-escaped, fits with room to spare. */
const MAX_BODY_BYTES = 32 * 1024;
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
  close(): void;
};
export type BookingOptions = {
  dbPath?: string;
  /** an open lead store to use (the server's, when the site is reloaded after an edit) instead of opening dbPath */
  store?: LeadStore;
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
  /** the e-mails of an accepted lead, committed with it (src/server/mail/) */
  messages?: (lead: Lead) => MailMessage[];
  /** visitor confirmations queued per hour, all visitors together; env VISITOR_MAIL_MAX_PER_HOUR */
  visitorMailPerHour?: number;
  /** called once the answer to a request that stored a lead has been sent: the outbox has work */
  onStored?: () => void;
  /** the clock the availability rules read (tests set it) */
  now?: () => Date;
};

/** How long a date's counts from the lead store are reused when no lead was stored here meanwhile (another process may write). */
const AVAILABILITY_TTL_MS = 15_000;

type Failure = {
  status: number;
  code: string;
  heading: string;
  message: string;
  errors?: FieldErrors;
  values?: BookingValues;
  key?: string;
  headers?: Record<string, string>;
};

/**
 * The booking form handler, on the path the static host's form handler uses (site.yaml
 * booking.action), with the same contract (form-name, bot-field). JavaScript clients (Accept:
 * application/json) get JSON; a plain form post gets a 303 to the confirmation page or an HTML page
 * that says what to fix. Each accepted lead is stored once (src/server/lead-store.ts).
 */
export function bookingHandler(site: Site, opts: BookingOptions = {}): BookingHandler {
  const m = site.manifest;
  const action = m.booking.action;
  const thanksPage = href('booking-result');
  const formPage = href('booking');
  const phone = m.business.phone;
  const choices: Choices = {
    ...bookingChoices(site),
    area: {
      zips: [...new Set(site.counties.flatMap((c) => c.zipCodes))],
      counties: site.counties.map((c) => c.name),
      phone: m.business.phone.display,
    },
  };
  // The address check loads once, at start; a post waits for it (handleBooking).
  const emailReady = loadAddressCheck().then((check) => {
    choices.emailCheck = check;
  });
  const siteOrigin = new URL(m.site.url).origin;
  const now = opts.now ?? (() => new Date());
  const capacity = m.booking.slotCapacity;
  const availabilityAt = availabilityPath(action);
  const store = opts.store ?? openLeadStore(opts.dbPath ?? leadsDbPath(), { referencePrefix: referencePrefix(m.business.name) });
  const limits = opts.rateLimit ?? rateLimitFromEnv();
  const limiter = rateLimiter(limits.max, limits.windowMs);
  const contactLimits = opts.contactLimit ?? contactLimitFromEnv();
  const contacts = rateLimiter(contactLimits.max, contactLimits.windowMs);
  const log = opts.log ?? ((line: string) => console.log(line));
  const hops = opts.trustProxy === undefined ? trustProxyFromEnv() : Number(opts.trustProxy);
  const bodyTimeoutMs = opts.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const visitorCap = opts.visitorMailPerHour ?? visitorMailCapFromEnv();
  const build = opts.messages;
  /** A lead's e-mails, less the visitor's confirmation once the hour's cap is reached (counted in the outbox, inside the save). */
  const messages =
    build &&
    ((lead: Lead): MailMessage[] => {
      const all = build(lead);
      if (!all.some((msg) => msg.kind === 'visitor')) return all;
      if (store.outbox.queuedSince('visitor', Date.now() - HOUR_MS) < visitorCap) return all;
      log(
        `mail: ${visitorCap} visitor confirmations queued in the last hour (VISITOR_MAIL_MAX_PER_HOUR); lead #${lead.id} is stored and the office notified, the visitor gets no e-mail`,
      );
      return all.filter((msg) => msg.kind !== 'visitor');
    });
  const header = (req: IncomingMessage, name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const address = (req: IncomingMessage) => clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
  /** The host the visitor asked for: the last proxy's X-Forwarded-Host when proxies are trusted. */
  const forwardedHost = (req: IncomingMessage) => (hops > 0 ? header(req, 'x-forwarded-host')?.split(',').at(-1)?.trim() : undefined);

  const originAllowed = (req: IncomingMessage): boolean => {
    if (header(req, 'sec-fetch-site') === 'cross-site') return false;
    let origin = header(req, 'origin');
    if (origin === undefined) {
      const referer = header(req, 'referer');
      if (referer === undefined) return true; // not a browser: nothing to forge
      origin = referer;
    }
    if (origin === 'null') return false;
    try {
      const u = new URL(origin);
      const host = forwardedHost(req) || header(req, 'host');
      return u.origin === siteOrigin || (u.host === host && (u.protocol === 'http:' || u.protocol === 'https:'));
    } catch {
      return false;
    }
  };

  const send = (res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) => {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-store');
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };
  /** The answer to an accepted request; the JSON one carries the lead's reference (none for a honeypot hit). */
  const succeed = (res: ServerResponse, json: boolean, reference?: string) => {
    if (json) return send(res, 200, 'application/json; charset=utf-8', JSON.stringify({ ok: true, ...(reference ? { reference } : {}) }));
    send(res, 303, 'text/plain; charset=utf-8', `Request received. Continue to ${thanksPage}\n`, { Location: thanksPage });
  };
  const fail = (res: ServerResponse, json: boolean, f: Failure) => {
    if (json) {
      const body = { ok: false, error: f.code, message: f.message, ...(f.errors ? { errors: f.errors } : {}) };
      return send(res, f.status, 'application/json; charset=utf-8', JSON.stringify(body), f.headers);
    }
    const html = bookingErrorPage({
      status: f.status,
      heading: f.heading,
      message: f.message,
      company: m.business.name,
      phone,
      formPage,
      action,
      choices,
      errors: f.errors,
      values: f.values,
      submissionKey: f.key,
    });
    send(res, f.status, 'text/html; charset=utf-8', html, f.headers);
  };
  const callUs = `call us at ${phone.display}`;

  /** Each date's booked count per time, read from the lead store once and kept until a lead is stored (or briefly, for other writers). */
  const counts = new Map<string, { at: number; n: Record<string, number> }>();
  const countsOf = (date: string) => {
    const hit = counts.get(date);
    if (hit && Date.now() - hit.at < AVAILABILITY_TTL_MS) return hit.n;
    const n = store.slotCounts(date);
    if (counts.size > 1000) counts.clear();
    counts.set(date, { at: Date.now(), n });
    return n;
  };
  /** The slots of a date that can still be booked at `at`: the rules of the day (./slots.ts), less the full windows. */
  const freeSlots = (date: string, at: Date) => {
    const open = openSlots(date, choices.slotsByDay, choices.availability!, at);
    if (!open.length) return open;
    const n = countsOf(date);
    return open.filter((t) => (n[t] ?? 0) < capacity);
  };
  /** GET availability?date=yyyy-MM-dd: that date's free slots as JSON. */
  const answerAvailability = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'application/json; charset=utf-8', JSON.stringify({ ok: false, error: 'method' }), { Allow: 'GET, HEAD' });
      return true;
    }
    const date = new URL(req.url ?? '/', 'http://x').searchParams.get('date') ?? '';
    const at = now();
    const window = bookingWindow(at, m.booking.maxDaysAhead, 0, m.business.timeZone);
    if (!isIsoDate(date)) {
      send(
        res,
        400,
        'application/json; charset=utf-8',
        JSON.stringify({ ok: false, error: 'date', message: 'Give a date as yyyy-MM-dd.' }),
      );
      return true;
    }
    const inWindow = date >= window.earliest && date <= window.latest;
    const closed = closedOn(date, choices.availability!);
    const n = inWindow ? countsOf(date) : {};
    const body = {
      ok: true,
      date,
      timeZone: m.business.timeZone,
      /** what can be booked now */
      slots: inWindow ? freeSlots(date, at) : [],
      /** the windows of the day that hold as many visits as the crew can take */
      full: Object.keys(n).filter((t) => n[t] >= capacity),
      ...(closed ? { closed: closed.name } : {}),
    };
    send(res, 200, 'application/json; charset=utf-8', JSON.stringify(body));
    return true;
  };

  /** Any other path is answered `false` at once, without a promise: page requests stay synchronous. */
  const handler = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    if (pathname === availabilityAt) return answerAvailability(req, res);
    return pathname === action || pathname === `${action}/` ? handleBooking(req, res) : false;
  };
  const handleBooking = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const json = /\bapplication\/json\b/.test(header(req, 'accept') ?? '');
    if (req.method === 'GET' || req.method === 'HEAD') {
      send(res, 303, 'text/plain; charset=utf-8', `See ${formPage}\n`, { Location: formPage });
      return true;
    }
    let bodyRead = false;
    const refuse = (f: Failure) => {
      log(`booking: refused ${f.status} ${f.code}${f.errors ? ` (${Object.keys(f.errors).join(', ')})` : ''}`);
      // Refused before its body was read: answer, then close without resetting the connection under the client.
      if (!bodyRead) closeGently(res);
      fail(res, json, f);
      return true;
    };
    if (req.method !== 'POST') {
      return refuse({
        status: 405,
        code: 'method',
        heading: 'Method not allowed',
        message: 'The booking form is sent with POST.',
        headers: { Allow: 'POST, GET, HEAD' },
      });
    }
    if (!originAllowed(req)) {
      return refuse({
        status: 403,
        code: 'origin',
        heading: 'Request not accepted',
        message: `This form can only be sent from our own website. Please open the booking form and try again, or ${callUs}.`,
      });
    }
    const who = address(req);
    if (!limiter.take(who)) {
      const wait = limiter.retryAfter(who);
      return refuse({
        status: 429,
        code: 'rate-limit',
        heading: 'Too many requests',
        message: `We received too many requests from your connection. Please try again in ${minutes(wait)}, or ${callUs}.`,
        headers: { 'Retry-After': String(wait) },
      });
    }
    const [mime, ...params] = (header(req, 'content-type') ?? '').split(';').map((s) => s.trim().toLowerCase());
    const charset = params
      .find((p) => p.startsWith('charset='))
      ?.slice(8)
      .replace(/"/g, '');
    if (mime !== 'application/x-www-form-urlencoded' || (charset && charset !== 'utf-8' && charset !== 'utf8')) {
      return refuse({
        status: 415,
        code: 'content-type',
        heading: 'Request not accepted',
        message: `The form was sent in a format we do not accept. Please use the booking form on our website, or ${callUs}.`,
      });
    }
    const tooLarge: Failure = {
      status: 413,
      code: 'too-large',
      heading: 'Request too large',
      message: `The request was larger than a booking can be. Please shorten the description and try again, or ${callUs}.`,
    };
    // The declared size is checked before anything is read, and before the client is told to go on.
    const declared = header(req, 'content-length');
    if (declared !== undefined && !(/^\d+$/.test(declared) && Number(declared) <= MAX_BODY_BYTES)) return refuse(tooLarge);
    if (/^100-continue$/i.test(header(req, 'expect') ?? '')) res.writeContinue();
    const body = await readBody(req, MAX_BODY_BYTES, bodyTimeoutMs);
    if (body === 'too-large') return refuse(tooLarge);
    if (body === 'timeout') {
      return refuse({
        status: 408,
        code: 'timeout',
        heading: 'Request timed out',
        message: `The request took too long to arrive. Please try again, or ${callUs}.`,
      });
    }
    if (body === 'aborted') return true; // the client went away: nobody to answer
    bodyRead = true;
    const parsed = parseFormBody(body);
    if (!parsed.ok) {
      return refuse({
        status: 400,
        code: parsed.reason,
        heading: 'We could not read the form',
        message: `Some of what was sent could not be read (it must be UTF-8 text). Please retype it and send again, or ${callUs}.`,
      });
    }
    const fields = parsed.fields;
    if (fields.get('form-name') !== FORM_NAME) {
      return refuse({
        status: 400,
        code: 'form-name',
        heading: 'Unknown form',
        message: `This is not a booking form submission. Please use the booking form on our website, or ${callUs}.`,
      });
    }
    if (fields.get(HONEYPOT)) {
      log('booking: dropped a honeypot hit');
      succeed(res, json);
      return true;
    }
    await emailReady;
    // Days and times are the business's (its time zone), whatever the visitor's clock: no slack.
    const at = now();
    const check = validateBooking(
      Object.fromEntries(fields),
      choices,
      bookingWindow(at, m.booking.maxDaysAhead, 0, m.business.timeZone),
      at,
    );
    const clientKey = fields.get(KEY_FIELD) ?? '';
    const keptKey = isSubmissionKey(clientKey) ? clientKey : '';
    if (!check.ok) {
      return refuse({
        status: 422,
        code: 'invalid',
        heading: 'Please check your booking details',
        message: 'Your request was not sent yet. Please correct the fields below and send it again.',
        errors: check.errors,
        values: check.values,
        key: keptKey,
      });
    }
    const values = check.values;
    const contactKeys = [`email:${mailboxKey(values.email)}`, `phone:${values.phone.replace(/\D/g, '').slice(-10)}`];
    const spent = contactKeys.find((k) => !contacts.allows(k));
    if (spent) {
      const wait = contacts.retryAfter(spent);
      const what = spent.startsWith('email:') ? 'this e-mail address' : 'this phone number';
      return refuse({
        status: 429,
        code: 'contact-limit',
        heading: 'We already have your requests',
        message: `We already received ${contactLimits.max} requests with ${what} in the last ${minutes(contactLimits.windowMs / 1000)}; we will contact you about them. To change or add anything, please call us at ${phone.display}, or send again in ${minutes(wait)}.`,
        headers: { 'Retry-After': String(wait) },
        values,
        key: keptKey,
      });
    }
    const key = keptKey || derivedKey(values, at);
    let saved: SaveResult;
    try {
      saved = await saveSoon(values, key, at);
    } catch (e) {
      const busy = isBusy(e);
      log(`booking: could not store a lead: ${(e as Error).name} ${(e as { code?: string }).code ?? ''}`.trim());
      // The visitor's details travel back with the answer: the page without JavaScript shows the form again, filled in.
      const again = { values, key: keptKey || undefined };
      fail(
        res,
        json,
        busy
          ? {
              status: 503,
              code: 'busy',
              heading: 'Please send your request again',
              message: `Our booking system is busy for a moment and your request was not saved yet. Your details are kept: please send them again in a few seconds, or ${callUs}.`,
              headers: { 'Retry-After': String(RETRY_AFTER_S) },
              ...again,
            }
          : {
              status: 500,
              code: 'storage',
              heading: 'We could not save your request',
              message: `Something went wrong on our side and your request was not saved. Please try again in a moment, or ${callUs}.`,
              ...again,
            },
      );
      return true;
    }
    if (!saved.stored && saved.full) {
      const nearest = nearestFree(values.date, values.time, (d) => freeSlots(d, at));
      return refuse({
        status: 409,
        code: 'full',
        heading: 'That time is fully booked',
        message: 'Your request was not sent yet. The time you chose has just been fully booked; please choose another and send it again.',
        errors: { time: fullSlotError(values.time, values.date, nearest, phone.display) },
        values,
        key: keptKey,
      });
    }
    if (saved.stored || saved.updated) counts.clear();
    if (saved.stored) for (const k of contactKeys) contacts.take(k);
    if ((saved.stored || saved.updated) && opts.onStored) res.once('close', opts.onStored);
    log(
      saved.stored
        ? `booking: stored lead #${saved.id}`
        : saved.updated
          ? 'booking: repeated submission with corrected details, lead updated'
          : 'booking: repeated submission, already stored',
    );
    succeed(res, json, saved.reference);
    return true;
  };
  /** Saves without ever blocking on another process's lock: a busy database is tried again a few times, asynchronously. */
  const saveSoon = async (values: BookingValues, key: string, at: Date): Promise<SaveResult> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return store.save(values, key, at, messages, capacity);
      } catch (e) {
        if (!isBusy(e) || attempt >= BUSY_RETRIES_MS.length) throw e;
        await sleep(BUSY_RETRIES_MS[attempt]);
      }
    }
  };
  return Object.assign(handler, { store, close: () => store.close() });
}

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n > 1 ? 's' : ''}`;
};

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
