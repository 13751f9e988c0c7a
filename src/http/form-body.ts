/**
 * A strict reader of application/x-www-form-urlencoded bodies. Unlike URLSearchParams it refuses
 * bytes that are not UTF-8 (instead of turning them into U+FFFD) and malformed %-escapes, so a
 * mangled submission is rejected rather than stored garbled.
 */
type ParsedForm = { ok: true; fields: Map<string, string> } | { ok: false; reason: 'encoding' | 'malformed' | 'too-many-fields' };

const MAX_PAIRS = 64;
const HEX = /^[0-9a-fA-F]{2}$/;

function percentDecode(part: string): Buffer | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const ch = part.charCodeAt(i);
    if (ch === 0x25 /* % */) {
      const hex = part.slice(i + 1, i + 3);
      if (!HEX.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (ch === 0x2b /* + */) bytes.push(0x20);
    else if (ch < 0x80) bytes.push(ch);
    else return undefined; // raw non-ASCII cannot appear in a well-formed body (decoded as latin1 below)
  }
  return Buffer.from(bytes);
}

export function parseFormBody(body: Buffer): ParsedForm {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  // The body itself should be ASCII; tolerate raw UTF-8 from lax clients, refuse anything else.
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { ok: false, reason: 'encoding' };
  }
  const fields = new Map<string, string>();
  const pairs = text.split('&').filter(Boolean);
  if (pairs.length > MAX_PAIRS) return { ok: false, reason: 'too-many-fields' };
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const buffer = percentDecode(encodeNonAscii(rawKey));
    const value = percentDecode(encodeNonAscii(rawValue));
    if (!buffer || !value) return { ok: false, reason: 'malformed' };
    try {
      const key = utf8.decode(buffer);
      if (!fields.has(key)) fields.set(key, utf8.decode(value));
    } catch {
      return { ok: false, reason: 'encoding' };
    }
  }
  return { ok: true, fields };
}

/** Raw (already valid) UTF-8 characters, %-escaped so the decoder sees one shape. */
function encodeNonAscii(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /[^\x00-\x7f]/.test(text) ? text.replace(/[^\x00-\x7f]+/g, (run) => encodeURIComponent(run)) : text;
}
