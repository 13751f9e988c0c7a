import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Site } from '../../manifest/load';
import { clientAddress } from '../../http/client-address.server';
import { header } from '../../editing/server/editors/request';
import { parseFormBody } from '../../http/form-body';
import { readBody } from '../../http/read-body.server';
import type { RateLimiter } from '../../http/rate-limit';
import type { BookingRefusals, Refusal } from './booking-refusals';

/** Largest accepted body: every field at its longest, fully %-escaped, fits with room to spare. */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * A request read as a form (`fields`), refused (`bodyRead`: whether its body was read; `fields`, what
 * it held when it could be read: the answer gives the visitor the form back filled in), or abandoned
 * by the client.
 */
export type ReadRequest =
  { fields: Map<string, string> } | { refused: Refusal; bodyRead: boolean; fields?: Map<string, string> } | 'aborted';

/**
 * The first stage of a booking: a POST from the site's own pages (origin), within the flood guard
 * per client address (`limiter`, behind `hops` trusted proxies), sent as a UTF-8 urlencoded form of
 * at most MAX_BODY_BYTES that arrives within `bodyTimeoutMs`, is read into its fields.
 */
export function bookingRequests(
  site: Site,
  opts: { hops: number; limiter: RateLimiter; bodyTimeoutMs: number },
  refusals: BookingRefusals,
) {
  const siteOrigin = new URL(site.manifest.site.url).origin;
  const { hops, limiter } = opts;
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
      const url = new URL(origin);
      const host = forwardedHost(req) || header(req, 'host');
      return url.origin === siteOrigin || (url.host === host && (url.protocol === 'http:' || url.protocol === 'https:'));
    } catch {
      return false;
    }
  };
  const urlencodedUtf8 = (req: IncomingMessage): boolean => {
    const [mime, ...params] = (header(req, 'content-type') ?? '').split(';').map((text) => text.trim().toLowerCase());
    const charset = params
      .find((param) => param.startsWith('charset='))
      ?.slice(8)
      .replace(/"/g, '');
    return mime === 'application/x-www-form-urlencoded' && (!charset || charset === 'utf-8' || charset === 'utf8');
  };
  /** Refused before its body was read. */
  const early = (refused: Refusal): ReadRequest => ({ refused, bodyRead: false });

  /** The body of a POST from the site's pages, read as a form. */
  const readForm = async (req: IncomingMessage, res: ServerResponse): Promise<ReadRequest> => {
    if (!urlencodedUtf8(req)) return early(refusals.contentType());
    // The declared size is checked before anything is read, and before the client is told to go on.
    const declared = header(req, 'content-length');
    if (declared !== undefined && !(/^\d+$/.test(declared) && Number(declared) <= MAX_BODY_BYTES)) return early(refusals.tooLarge());
    if (/^100-continue$/i.test(header(req, 'expect') ?? '')) res.writeContinue();
    const body = await readBody(req, MAX_BODY_BYTES, opts.bodyTimeoutMs);
    if (body === 'too-large') return early(refusals.tooLarge());
    if (body === 'timeout') return early(refusals.timeout());
    if (body === 'aborted') return 'aborted';
    const parsed = parseFormBody(body);
    if (!parsed.ok) return { refused: refusals.unreadable(parsed.reason), bodyRead: true };
    return { fields: parsed.fields };
  };

  return {
    async read(req: IncomingMessage, res: ServerResponse): Promise<ReadRequest> {
      if (req.method !== 'POST') return early(refusals.method());
      if (!originAllowed(req)) return early(refusals.origin());
      const who = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
      const allowed = limiter.take(who);
      const read = await readForm(req, res);
      if (allowed || read === 'aborted') return read;
      // Past the limit the form is still read, within the same bounds, and refused: not stored, but
      // given back to the visitor who typed it, filled in (the refusal's page without JavaScript).
      const limited = refusals.rateLimit(limiter.retryAfter(who));
      return 'refused' in read ? { refused: limited, bodyRead: read.bodyRead } : { refused: limited, bodyRead: true, fields: read.fields };
    },
  };
}
