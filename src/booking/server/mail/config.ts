import type { Site } from '../../../manifest/load';
import { DEFAULT_RETRY, type RetryPolicy } from './backoff';
import type { Address } from './messages';

/** How `npm start` sends booking e-mails, from the environment (README: "Booking e-mails"). */
export type MailConfig = {
  /** SMTP_URL; without it e-mail is off and the messages wait in the outbox */
  smtpUrl?: string;
  /** MAIL_FROM, else the business's name and e-mail from site.yaml */
  from: Address;
  /** LEADS_NOTIFY_TO (comma-separated), else the business's e-mail from site.yaml */
  notifyTo: Address[];
  notifyFromEnv: boolean;
  retry: RetryPolicy;
};

/** Bad mail settings: `npm start` prints the message and stops. */
export class MailSettingsError extends Error {
  override name = 'MailSettingsError';
}

const ADDRESS = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:.]+(?:\.[^\s@<>"(),;:.]+)+$/;

/** "Office <office@example.com>" or "office@example.com" -> an address, or undefined. */
export function parseAddress(raw: string): Address | undefined {
  const text = raw.trim();
  const match = /^(?:"?([^"<>]*?)"?\s*)?<([^<>]+)>$/.exec(text);
  const [name, address] = match ? [match[1]?.trim() ?? '', match[2].trim()] : ['', text];
  return ADDRESS.test(address) ? { name, address } : undefined;
}

/** Reads the mail settings; every problem is reported at once, each with what to write instead. */
export function mailConfig(site: Site, env: NodeJS.ProcessEnv = process.env): MailConfig {
  const problems: string[] = [];
  const business = site.manifest.business;
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
      problems.push(
        'SMTP_URL must look like smtp://user:password@smtp.example.com:587 (STARTTLS) or smtps://user:password@smtp.example.com:465 (TLS).',
      );
  }
  let from: Address = { name: business.name, address: business.email };
  if (env.MAIL_FROM?.trim()) {
    const parsed = parseAddress(env.MAIL_FROM);
    if (parsed) from = { name: parsed.name || business.name, address: parsed.address };
    else problems.push(`MAIL_FROM must be an e-mail address, e.g. "${business.name} <bookings@example.com>".`);
  }
  const notifyRaw = env.LEADS_NOTIFY_TO?.trim() ?? '';
  let notifyTo: Address[] = [{ name: business.name, address: business.email }];
  if (notifyRaw) {
    const parts = notifyRaw
      .split(/[,;]/)
      .map((text) => text.trim())
      .filter(Boolean);
    const parsed = parts.map(parseAddress);
    const bad = parts.filter((_, i) => !parsed[i]);
    if (bad.length)
      problems.push(
        `LEADS_NOTIFY_TO must be one or more e-mail addresses separated by commas; these are not: ${bad.map((text) => JSON.stringify(text)).join(', ')}.`,
      );
    else notifyTo = parsed as Address[];
  }
  const seconds = (name: string, fallbackMs: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallbackMs;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) {
      problems.push(`${name} must be a positive number of seconds (got ${JSON.stringify(raw)}).`);
      return fallbackMs;
    }
    return Math.round(n * 1000);
  };
  const maxMs = seconds('MAIL_RETRY_MAX_S', DEFAULT_RETRY.maxMs);
  const firstMs = Math.min(seconds('MAIL_RETRY_FIRST_S', DEFAULT_RETRY.firstMs), maxMs);
  if (problems.length) throw new MailSettingsError(`E-mail settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return { smtpUrl, from, notifyTo, notifyFromEnv: notifyRaw !== '', retry: { ...DEFAULT_RETRY, firstMs, maxMs } };
}

/** An SMTP URL without its password, for a log line. */
export function redactedUrl(url: string): string {
  try {
    const address = new URL(url);
    if (address.password) address.password = '***';
    return address.toString();
  } catch {
    return '(unreadable SMTP_URL)';
  }
}
