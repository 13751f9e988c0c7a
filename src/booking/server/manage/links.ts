import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Signed links to one booking request: the visitor's link to see, change or cancel it, and the
 * office's links to confirm or decline it. A link's token is the lead's id, the action it allows
 * and its expiry, with an HMAC-SHA256 of the three under the server's secret: nothing is stored
 * per link, and a changed id, action or expiry no longer matches its signature.
 */
export type LinkAction = 'manage' | 'confirm' | 'decline';
const ACTIONS: readonly LinkAction[] = ['manage', 'confirm', 'decline'];
export type LinkClaim = { leadId: number; action: LinkAction; expires: number };
export type LinkCheck = { ok: true; claim: LinkClaim } | { ok: false; why: 'malformed' | 'signature' | 'expired' };

/** The signature's length in base64url characters (128 bits). */
const SIGNATURE_CHARS = 22;
const TOKEN = /^(\d{1,12})\.(manage|confirm|decline)\.(\d{1,13})\.([A-Za-z0-9_-]+)$/;
/** The shortest secret accepted from BOOKING_LINK_SECRET. */
const MIN_SECRET_CHARS = 32;

export type LinkSigner = {
  sign(claim: LinkClaim): string;
  /** Reads a token: its claim when the signature matches and it has not expired at `now` (ms). */
  verify(token: string, now: number): LinkCheck;
};

export function linkSigner(secret: string | Buffer): LinkSigner {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, SIGNATURE_CHARS);
  return {
    sign({ leadId, action, expires }) {
      if (!ACTIONS.includes(action) || !Number.isSafeInteger(leadId) || !Number.isSafeInteger(expires)) throw new Error('bad link claim');
      const payload = `${leadId}.${action}.${expires}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(token, now) {
      const match = TOKEN.exec(token);
      if (!match) return { ok: false, why: 'malformed' };
      const given = Buffer.from(match[4]);
      const expected = Buffer.from(mac(`${match[1]}.${match[2]}.${match[3]}`));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, why: 'signature' };
      const claim: LinkClaim = { leadId: Number(match[1]), action: match[2] as LinkAction, expires: Number(match[3]) };
      return now > claim.expires ? { ok: false, why: 'expired' } : { ok: true, claim };
    },
  };
}

export class LinkSecretError extends Error {}

/**
 * The secret that signs the links: env BOOKING_LINK_SECRET (at least 32 characters), else a random
 * one made once and kept in `booking-link.secret` beside the lead database (readable by its owner
 * only). It never lives in the repository; losing it only makes the links already sent stop working.
 */
export function linkSecret(leadsDb: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.BOOKING_LINK_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_CHARS)
      throw new LinkSecretError(
        `BOOKING_LINK_SECRET must be at least ${MIN_SECRET_CHARS} characters long (for example the output of: openssl rand -hex 32), or unset to keep a generated one beside the lead database.`,
      );
    return fromEnv;
  }
  const file = join(dirname(leadsDb), 'booking-link.secret');
  mkdirSync(dirname(file), { recursive: true }); // the first start: the database's folder is not there yet
  // Written whole under another name, then linked into place: a second process starting at the same
  // moment either links first or reads the complete file of the one that did.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    linkSync(draft, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_CHARS) {
    throw new LinkSecretError(
      `${file} holds no usable secret: delete it and start again to make a new one (links already sent stop working).`,
    );
  }
  try {
    chmodSync(file, 0o600);
  } catch {
    // a file system without modes: nothing to tighten
  }
  return secret;
}
