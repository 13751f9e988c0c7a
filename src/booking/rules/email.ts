/**
 * The e-mail address rule, one copy for the form and the handler. The address's syntax is checked by
 * validator.js's isEmail (RFC 5321 limits, dot-atom local part, a real domain name with a top-level
 * domain), narrowed to what mail servers accept from a web form (decision 031): an ASCII local
 * part, no quoted local part, no `?` (a mailto: query, not an address), no IP-literal domain.
 *
 * The library is loaded on demand (loadAddressCheck): the handler loads it at start, the form when
 * the visitor starts typing an address, so a page's first-visit JavaScript does not carry it. Until
 * then the form checks only the shape (something@domain.tld) and the handler decides.
 */
export type AddressCheck = ((address: string) => boolean) & {
  /** why an address whose domain holds a known slip ("gmail.con") is asked about, with the address meant: email-typos.ts */
  slip?: (address: string) => string | undefined;
  /** the address as surely meant when its domain holds a known slip ("ana@gmail.con" -> "ana@gmail.com"): email-typos.ts */
  meant?: (address: string) => string | undefined;
};

const OPTIONS = {
  allow_utf8_local_part: false,
  allow_ip_domain: false,
  require_tld: true,
  blacklisted_chars: '"?',
};

let loading: Promise<AddressCheck> | undefined;
/** validator.js's isEmail with the options above, loaded once. */
export function loadAddressCheck(): Promise<AddressCheck> {
  loading ??= Promise.all([import('validator/lib/isEmail.js'), import('./email-typos')]).then(([item, typos]) => {
    const isEmail = (item.default ?? item) as (text: string, option: typeof OPTIONS) => boolean;
    return Object.assign((address: string) => isEmail(address, OPTIONS), { slip: typos.slipMessage, meant: typos.meantAddress });
  });
  return loading;
}

/** The shape alone, before the library is there. */
const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export const EMAIL_MESSAGE = 'Please enter an email address like name@example.com.';

/** Why an address is refused, in the visitor's words; undefined when it is fine. */
export function emailError(value: string, check?: AddressCheck): string | undefined {
  const slip = check?.slip?.(value);
  if (slip) return slip;
  if (check ? check(value) : SHAPE.test(value) && !/\.\.|[?"]/.test(value)) return undefined;
  const at = value.lastIndexOf('@');
  if (at < 0) return EMAIL_MESSAGE;
  const local = value.slice(0, at);
  if (/\.\./.test(value)) return 'An email address cannot have two dots in a row. Please check it and try again.';
  if (/^\.|\.$/.test(local)) return 'The part before the @ cannot start or end with a dot. Please check it and try again.';
  if (/[?"]/.test(value)) return 'An email address cannot contain ? or quotation marks. Please check it and try again.';
  return EMAIL_MESSAGE;
}

/** Providers that deliver name.surname and namesurname to the same mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as one key: lower-case, the +tag removed, and for the providers
 * that ignore dots in the local part, without dots (googlemail.com is gmail.com). Quotas count per
 * mailbox, so name+1@ ... name+6@ are one.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let domain = lower.slice(at + 1).replace(/\.$/, '');
  let local = lower.slice(0, at).split('+')[0];
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
