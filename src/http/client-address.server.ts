import { isIP } from 'node:net';

/**
 * The visitor's address as a rate-limit key. Behind `hops` reverse proxies that each append the
 * address they received from to X-Forwarded-For, the client is the entry `hops` places from the
 * right of [...X-Forwarded-For, peer]; whatever the client wrote further left is ignored, so a
 * forged header can neither hide the sender nor name somebody else. With no proxy (hops 0), or when
 * the chain is shorter than `hops` (a request that did not pass through the proxies), the peer
 * address counts. An IPv6 address counts by its /64 network (one subscriber's usual allocation).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const own = normalizeIp(peer ?? '') ?? 'unknown';
  if (hops <= 0 || forwardedFor === undefined) return own;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  if (entries.length < hops) return own;
  return normalizeIp(entries[entries.length - hops]) ?? own;
}

/** An address in one spelling (IPv4-mapped IPv6 as IPv4, IPv6 as its /64), or undefined when it is not one. */
export function normalizeIp(raw: string): string | undefined {
  let text = raw.trim();
  if (text.startsWith('['))
    text = text.slice(1, text.indexOf(']') > 0 ? text.indexOf(']') : undefined); // [v6]:port
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':')); // v4:port
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text)) text = text.slice(7);
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6) return undefined;
  return `${expandIpv6(text).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(text: string): string[] {
  const noZone = text.split('%')[0].toLowerCase();
  const [head, tail] = noZone.includes('::') ? noZone.split('::') : [noZone, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...right].reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const fill = tail === undefined ? [] : Array(Math.max(0, 8 - groups)).fill('0');
  return [...left, ...fill, ...right].map((item) => (item.includes('.') ? item : item.replace(/^0+(?=.)/, '')));
}

/** TRUST_PROXY: how many reverse proxies stand in front of the server (0 when unset; `true` means 1). */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const lowerCase = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (lowerCase === 'true' || lowerCase === 'yes') return 1;
  const n = Number(lowerCase);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0;
}
