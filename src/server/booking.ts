import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORM_NAME, HONEYPOT, KEY_FIELD, type BookingValues } from '../booking-rules/fields';
import { validateBooking, type Choices, type FieldErrors } from '../booking-rules/validate';
import type { Site } from '../manifest/load';
import { bookingErrorPage } from './booking-page';
import { parseFormBody } from './form-body';
import { leadsDbPath, openLeadStore, type Lead, type LeadStore } from './lead-store';
import type { MailMessage } from './mail/messages';
import { rateLimiter, rateLimitFromEnv } from './rate-limit';

/** Largest accepted body: every field at its longest, fully %-escaped, fits with room to spare. */
export const MAX_BODY_BYTES = 32 * 1024;
const BODY_TIMEOUT_MS = 10_000;
const CLIENT_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export type BookingHandler = ((req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>) & { store: LeadStore; close(): void };
export type BookingOptions = {
  dbPath?: string;
  rateLimit?: { max: number; windowMs: number };
  /** use the first X-Forwarded-For address and X-Forwarded-Host (only behind a proxy you run); env TRUST_PROXY=1 */
  trustProxy?: boolean;
  log?: (line: string) => void;
  /** the e-mails of an accepted lead, committed with it (src/server/mail/) */
  messages?: (lead: Lead) => MailMessage[];
  /** called once the answer to a request that stored a lead has been sent: the outbox has work */
  onStored?: () => void;
};

type Failure = { status: number; code: string; heading: string; message: string; errors?: FieldErrors; values?: BookingValues; key?: string; headers?: Record<string, string> };

/**
 * The booking form handler, on the path the static host's form handler uses (site.yaml
 * booking.action), with the same contract (form-name, bot-field). JavaScript clients (Accept:
 * application/json) get JSON; a plain form post gets a 303 to the confirmation page or an HTML page
 * that says what to fix. Each accepted lead is stored once (src/server/lead-store.ts).
 */
export function bookingHandler(site: Site, opts: BookingOptions = {}): BookingHandler {
  const m = site.manifest;
  const action = m.booking.action;
  const routeOf = (kind: string, fallback: string) => m.routes.find((r) => r.kind === kind)?.path ?? fallback;
  const thanksPage = routeOf('booking-result', '/booking/thanks');
  const formPage = routeOf('booking', '/booking');
  const phone = m.business.phone;
  const choices: Choices = { states: m.booking.states, timeSlots: m.booking.timeSlots, serviceTypes: m.booking.serviceTypes };
  const siteOrigin = new URL(m.site.url).origin;
  const store = openLeadStore(opts.dbPath ?? leadsDbPath());
  const limits = opts.rateLimit ?? rateLimitFromEnv();
  const limiter = rateLimiter(limits.max, limits.windowMs);
  const log = opts.log ?? ((line: string) => console.log(line));
  const trustProxy = opts.trustProxy ?? process.env.TRUST_PROXY === '1';
  const header = (req: IncomingMessage, name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const address = (req: IncomingMessage) =>
    (trustProxy && header(req, 'x-forwarded-for')?.split(',')[0].trim()) || req.socket.remoteAddress || 'unknown';

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
      const host = (trustProxy && header(req, 'x-forwarded-host')) || header(req, 'host');
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
  const succeed = (res: ServerResponse, json: boolean) => {
    if (json) return send(res, 200, 'application/json; charset=utf-8', JSON.stringify({ ok: true }));
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

  /** Any other path is answered `false` at once, without a promise: page requests stay synchronous. */
  const handler = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    return pathname === action || pathname === `${action}/` ? handleBooking(req, res) : false;
  };
  const handleBooking = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const json = /\bapplication\/json\b/.test(header(req, 'accept') ?? '');
    if (req.method === 'GET' || req.method === 'HEAD') {
      send(res, 303, 'text/plain; charset=utf-8', `See ${formPage}\n`, { Location: formPage });
      return true;
    }
    const refuse = (f: Failure) => {
      log(`booking: refused ${f.status} ${f.code}${f.errors ? ` (${Object.keys(f.errors).join(', ')})` : ''}`);
      fail(res, json, f);
      return true;
    };
    if (req.method !== 'POST') {
      return refuse({ status: 405, code: 'method', heading: 'Method not allowed', message: 'The booking form is sent with POST.', headers: { Allow: 'POST, GET, HEAD' } });
    }
    if (!originAllowed(req)) {
      return refuse({ status: 403, code: 'origin', heading: 'Request not accepted', message: `This form can only be sent from our own website. Please open the booking form and try again, or ${callUs}.` });
    }
    const who = address(req);
    if (!limiter.take(who)) {
      const wait = limiter.retryAfter(who);
      return refuse({
        status: 429,
        code: 'rate-limit',
        heading: 'Too many requests',
        message: `We received too many requests from your connection. Please try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}, or ${callUs}.`,
        headers: { 'Retry-After': String(wait) },
      });
    }
    const [mime, ...params] = (header(req, 'content-type') ?? '').split(';').map((s) => s.trim().toLowerCase());
    const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
    if (mime !== 'application/x-www-form-urlencoded' || (charset && charset !== 'utf-8' && charset !== 'utf8')) {
      return refuse({ status: 415, code: 'content-type', heading: 'Request not accepted', message: `The form was sent in a format we do not accept. Please use the booking form on our website, or ${callUs}.` });
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === 'too-large') {
      return refuse({ status: 413, code: 'too-large', heading: 'Request too large', message: `The request was larger than a booking can be. Please shorten the description and try again, or ${callUs}.`, headers: { Connection: 'close' } });
    }
    if (body === 'timeout') {
      return refuse({ status: 408, code: 'timeout', heading: 'Request timed out', message: `The request took too long to arrive. Please try again, or ${callUs}.`, headers: { Connection: 'close' } });
    }
    const parsed = parseFormBody(body);
    if (!parsed.ok) {
      return refuse({ status: 400, code: parsed.reason, heading: 'We could not read the form', message: `Some of what was sent could not be read (it must be UTF-8 text). Please retype it and send again, or ${callUs}.` });
    }
    const fields = parsed.fields;
    if (fields.get('form-name') !== FORM_NAME) {
      return refuse({ status: 400, code: 'form-name', heading: 'Unknown form', message: `This is not a booking form submission. Please use the booking form on our website, or ${callUs}.` });
    }
    if (fields.get(HONEYPOT)) {
      log('booking: dropped a honeypot hit');
      succeed(res, json);
      return true;
    }
    const earliest = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10); // a day of slack for time zones
    const check = validateBooking(Object.fromEntries(fields), choices, earliest);
    const clientKey = fields.get(KEY_FIELD) ?? '';
    if (!check.ok) {
      return refuse({
        status: 422,
        code: 'invalid',
        heading: 'Please check your booking details',
        message: 'Your request was not sent yet. Please correct the fields below and send it again.',
        errors: check.errors,
        values: check.values,
        key: CLIENT_KEY.test(clientKey) ? clientKey : '',
      });
    }
    const key = CLIENT_KEY.test(clientKey) ? clientKey : derivedKey(check.values);
    try {
      const saved = store.save(check.values, key, new Date(), opts.messages);
      if (saved.stored && opts.onStored) res.once('close', opts.onStored);
      log(saved.stored ? `booking: stored lead #${saved.id}` : 'booking: repeated submission, already stored');
    } catch (e) {
      log(`booking: could not store a lead: ${(e as Error).name} ${(e as { code?: string }).code ?? ''}`.trim());
      fail(res, json, { status: 500, code: 'storage', heading: 'We could not save your request', message: `Something went wrong on our side and your request was not saved. Please try again in a moment, or ${callUs}.` });
      return true;
    }
    succeed(res, json);
    return true;
  };
  return Object.assign(handler, { store, close: () => store.close() });
}

/** Without a key from the page (no JavaScript), the same details on the same day count as one lead. */
function derivedKey(values: BookingValues): string {
  const day = new Date().toISOString().slice(0, 10);
  return `h:${createHash('sha256').update(JSON.stringify([day, values])).digest('hex').slice(0, 40)}`;
}

/** Reads a body up to `max` bytes; past that it drains (to answer cleanly) and reports too-large. */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too-large' | 'timeout'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = declared > max;
    const timer = setTimeout(() => {
      resolve('timeout');
      req.destroy();
    }, BODY_TIMEOUT_MS);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) over = true;
      if (!over) chunks.push(c);
      if (size > max * 32) req.destroy(); // a client that will not stop: hang up
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(over ? 'too-large' : Buffer.concat(chunks));
    });
    const abort = () => {
      clearTimeout(timer);
      resolve(over ? 'too-large' : 'timeout');
    };
    req.on('error', abort);
    req.on('close', () => {
      if (!req.complete) abort();
    });
  });
}
