import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { retryDelay, type RetryPolicy } from './backoff';
import type { MailConfig } from './config';
import { isOfficeMail, type MailMessage } from './messages';
import type { Claimed, Outbox } from './outbox';

export type SendOne = (message: MailMessage) => Promise<void>;

/** The longest one SMTP conversation may take; a lease outlives it. */
const SEND_TIMEOUT_MS = 60_000;
export const LEASE_MS = 2 * SEND_TIMEOUT_MS;

/**
 * Sends over SMTP with nodemailer (SMTP_URL: smtp:// upgrades with STARTTLS when the server offers
 * it, smtps:// is TLS from the start; URL parameters such as ?requireTLS=true pass through). One
 * connection per message, so a server that went away and came back is simply dialled again.
 */
export function smtpSend(config: MailConfig & { smtpUrl: string }): SendOne {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  });
  return async (mailMessage) => {
    await transport.sendMail({
      from: config.from,
      to: isOfficeMail(mailMessage.kind) ? config.notifyTo : mailMessage.to,
      replyTo: mailMessage.replyTo,
      subject: mailMessage.subject,
      text: mailMessage.text,
      html: mailMessage.html,
      messageId: mailMessage.messageId,
      attachments: mailMessage.attachments,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  };
}

export type MailSender = {
  /** Look for due messages now (after a lead was stored and answered). */
  wake(): void;
  /** Resolves when the sender has nothing in hand (what is due has been tried). */
  idle(): Promise<void>;
  /** Stops timers and waits for a send in progress. */
  stop(): Promise<void>;
};

type Options = {
  outbox: Outbox;
  send: SendOne;
  retry: RetryPolicy;
  log?: (line: string) => void;
  now?: () => number;
  /** the moment a message's sendBefore is judged against: the booking rules' clock (ms); `now` by default */
  today?: () => number;
  random?: () => number;
  leaseMs?: number;
};

/** What a log line may say about a failure: the kind of error, never an address or a value. */
function failureText(e: unknown): string {
  const err = e as { code?: string; responseCode?: number; command?: string; name?: string };
  const parts = [err.code, err.responseCode ? `SMTP ${err.responseCode}` : '', err.command ? `on ${err.command.split(' ')[0]}` : ''].filter(
    Boolean,
  );
  return parts.length ? parts.join(' ') : (err.name ?? 'Error');
}

/**
 * True for a refusal that another try cannot change: an SMTP 5xx answer to the message (RFC 5321
 * 4.2.1: "permanent negative completion"), or nodemailer finding no recipient it could use. An
 * authentication failure is a setting to fix, not the message's fault: it is tried again.
 */
export function isPermanent(e: unknown): boolean {
  const err = e as { code?: string; responseCode?: number };
  if (err.code === 'EAUTH') return false;
  if (typeof err.responseCode === 'number') return err.responseCode >= 500 && err.responseCode < 600;
  return err.code === 'EENVELOPE';
}

/** Tries to record a delivery, about 4.5 s in all, before the sender pauses. */
const SENT_ATTEMPTS = 10;

const describe = (row: Claimed) => `message #${row.id} (${row.kind} e-mail of lead #${row.leadId})`;
const seconds = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : ms < 7_200_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 3_600_000)} h`;

/**
 * A send that failed: a permanent refusal (isPermanent) is marked failed at once, as is a message
 * that has kept failing for `retry.giveUpMs`; another is tried again after a growing wait.
 */
function failed(
  row: Claimed,
  e: unknown,
  option: Pick<Options, 'outbox' | 'retry'> & { owner: string; random: () => number; log: (line: string) => void; t: number },
): void {
  const { outbox, owner, retry, log, t: time } = option;
  const why = failureText(e);
  const detail = `${why}: ${(e as Error).message ?? ''}`.slice(0, 500);
  if (isPermanent(e)) {
    outbox.fail(row.id, owner, time, detail);
    log(`mail: FAILED ${describe(row)}: the mail server refused it for good (${why}); npm run leads -- --failed lists it`);
  } else if (time - (row.firstFailedAt ?? time) >= retry.giveUpMs) {
    outbox.fail(row.id, owner, time, detail);
    log(
      `mail: FAILED ${describe(row)} after ${row.attempts} tries over ${seconds(time - (row.firstFailedAt ?? time))} (${why}); npm run leads -- --failed lists it`,
    );
  } else {
    const wait = retryDelay(row.attempts, retry, option.random);
    outbox.retry(row.id, owner, time, time + wait, detail);
    log(`mail: ${describe(row)} not sent (${why}), try ${row.attempts}; next in ${seconds(wait)}`);
  }
}

/**
 * The SMTP server has the message: recording that must outlast a short lock held by another
 * process (the store does not wait for locks), or the lease runs out and the message goes twice.
 */
async function markSent(outbox: Options['outbox'], row: Claimed, now: () => number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      outbox.sent(row.id, now());
      return;
    } catch (e) {
      if (attempt >= SENT_ATTEMPTS) throw e;
      await new Promise((ok) => setTimeout(ok, 100 * attempt));
    }
  }
}

/** When the next message is due (undefined: none); after a failure to read the outbox, `fallback`. */
function nextDue(outbox: Options['outbox'], log: (line: string) => void, fallback: number): number | undefined {
  try {
    return outbox.nextDue();
  } catch (e) {
    log(`mail: could not read the outbox: ${failureText(e)}`);
    return fallback;
  }
}

/** Why a message that no longer holds was not sent (its first words are what `npm run leads` shows). */
export const TOO_LATE = 'too late: by the time it could go, the visit it is about was due or past';

/** Sends one leased message and records the outcome: sent, to be tried again, or failed. */
async function deliver(
  row: Claimed,
  option: Pick<Options, 'outbox' | 'send' | 'retry'> & {
    owner: string;
    random: () => number;
    log: (line: string) => void;
    now: () => number;
    today: () => number;
  },
): Promise<void> {
  // A message queued while no mail server was set (or kept failing) that no longer holds is not sent.
  if (row.message.sendBefore !== undefined && option.today() >= row.message.sendBefore) {
    option.outbox.fail(row.id, option.owner, option.now(), TOO_LATE);
    option.log(`mail: NOT SENT ${describe(row)}: ${TOO_LATE}; npm run leads -- --failed lists it`);
    return;
  }
  try {
    await option.send(row.message);
  } catch (e) {
    failed(row, e, { ...option, t: option.now() });
    return;
  }
  await markSent(option.outbox, row, option.now);
  // Other messages that failed keep their own schedule: a message the server refused for good is
  // already marked failed, and one that failed for a while comes back within MAIL_RETRY_MAX_S.
  option.log(`mail: sent ${describe(row)}`);
}

/**
 * Delivers the outbox in the background: a due row is leased, sent, and marked sent; a permanent
 * refusal (isPermanent) is marked failed at once; another failure is tried again after a growing
 * wait (backoff.ts) and marked failed once it has kept failing for `retry.giveUpMs`. Sends run on the event loop between requests and never hold one up.
 */
export function startMailSender({
  outbox,
  send,
  retry,
  log = console.log,
  now = Date.now,
  today = now,
  random = Math.random,
  leaseMs = LEASE_MS,
}: Options): MailSender {
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  /** after the outbox itself could not be read or written: not before this */
  let pauseUntil = 0;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const due = nextDue(outbox, log, now() + retry.firstMs);
    // Nothing pending: look again after the longest wait anyway (another process may add work,
    // e.g. `npm run leads -- --retry-failed`).
    const wait = due === undefined ? retry.maxMs : Math.max(0, due - now(), pauseUntil - now());
    timer = setTimeout(wake, Math.min(wait, 3_600_000));
    timer.unref();
  };

  const drain = async () => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const rows = outbox.claim(owner, now(), leaseMs, 2);
        if (!rows.length) break;
        for (const row of rows) await deliver(row, { outbox, send, owner, retry, random, log, now, today });
      }
    } while (again && !stopped);
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((e: unknown) => {
        pauseUntil = now() + retry.firstMs;
        log(`mail: the outbox could not be processed (${failureText(e)}); trying again in ${seconds(retry.firstMs)}`);
      })
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  wake();
  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
