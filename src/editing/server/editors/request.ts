import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** The session cookie's name. */
export const SESSION_COOKIE = 'site_session';

export const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A proxy-appended header's last entry (the one our own proxy wrote). */
const lastEntry = (text: string | undefined) => text?.split(',').at(-1)?.trim() || undefined;

/**
 * The origin the browser addressed: the scheme from TLS (or, behind `hops` trusted proxies, their
 * X-Forwarded-Proto) and the host from Host (or their X-Forwarded-Host).
 */
export function ownOrigin(req: IncomingMessage, hops: number): string | undefined {
  const proto = (hops > 0 && lastEntry(header(req, 'x-forwarded-proto'))) || ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = (hops > 0 && lastEntry(header(req, 'x-forwarded-host'))) || header(req, 'host');
  if (!host || !/^https?$/i.test(proto)) return undefined;
  try {
    return new URL(`${proto.toLowerCase()}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request that changes something may come from where it says: a browser's request sent
 * from another site (Sec-Fetch-Site cross-site or same-site) or with another Origin (or an opaque
 * one) is refused. A client that sends neither header is not a browser another site could steer.
 */
export function fromOwnOrigin(req: IncomingMessage, hops: number): boolean {
  const site = header(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = header(req, 'origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === ownOrigin(req, hops);
  } catch {
    return false; // 'null' and anything that is not a URL
  }
}

/** The session token from the Cookie header, if there is one. */
export function sessionToken(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** Set-Cookie for a new session, or (maxAgeSeconds 0) one that clears it. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Strict; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}

/** Compares two secrets in a time that does not depend on where they differ. */
export function sameSecret(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const buffer = Buffer.from(a);
  const value = Buffer.from(b);
  return buffer.length === value.length && timingSafeEqual(buffer, value);
}

/** The headers of every page of the editing side (sign-in, password, the bookings desk): never cached, indexed, framed or sniffed. */
export const ADMIN_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  // The password page's address carries its token: never sent to another site as a referrer. (Not
  // no-referrer: with it a browser sends `Origin: null` on the page's own form, which the origin
  // check must refuse.)
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};
