import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Site } from '../manifest/load';
import { bookingHandler, type BookingHandler, type BookingOptions } from '../booking/server/booking';
import { bookingPageFill } from '../booking/server/booking-fill';
import { buildShell } from '../kinds/shell.data';
import { notFoundFill } from './not-found-fill';
import { healthHandler } from './health';
import { mailBuilder, mailNotice } from '../booking/server/mail';
import { mailConfig } from '../booking/server/mail/config';
import { smtpSend, startMailSender, type MailSender } from '../booking/server/mail/sender';
import { leadByToken, linkKeys, manageHandler, requestLinks } from '../booking/server/manage/handler';
import { deskHandler, type DeskOptions } from '../booking/server/desk/handler';
import { remindWhileServing, visitReminders } from '../booking/server/reminders';
import { visitorMessagesFor } from '../booking/server/mail/updates';
import { linkSecret, linkSigner } from '../booking/server/manage/links';
import { trustProxyFromEnv } from '../http/client-address.server';
import { createSiteServer, type Handler, type SiteServer } from './static-server';
import { isCancel, leadsDbPath, type Lead } from '../booking/server/lead-store';

/** Newest modification time among the site's sources. */
function newestSource(root: string): number {
  let newest = 0;
  const walk = (path: string) => {
    const st = statSync(path);
    if (st.isDirectory()) for (const file of readdirSync(path)) walk(join(path, file));
    else newest = Math.max(newest, st.mtimeMs);
  };
  for (const path of ['site.yaml', 'content', 'schema', 'src', 'public', 'vite.config.ts', 'package-lock.json']) {
    if (existsSync(join(root, path))) walk(join(root, path));
  }
  return newest;
}

/** True when dist/ is missing or older than any source. */
export function needsBuild(root: string, outDir: string): boolean {
  const marker = resolve(root, outDir, 'index.html');
  return !existsSync(marker) || statSync(marker).mtimeMs < newestSource(root);
}

export type MailSetup = {
  /** what `npm start` says about e-mail, once, at start */
  notice: string;
  /** stops the sender (a send in progress finishes first) */
  stop(): Promise<void>;
};

/**
 * The handlers made from one version of the site: the booking form's, the request pages', the
 * office's desk (where editors sign in) and the day-before reminders, sharing one lead store.
 */
function siteHandlers(
  site: Site,
  options: BookingOptions & { dbPath: string },
  signer: ReturnType<typeof linkSigner>,
  editorOf: DeskOptions['editorOf'] | undefined,
  sender: () => MailSender | undefined,
  frame: () => string | undefined,
) {
  const links = requestLinks(site, signer);
  const messages = mailBuilder(site, console.log, links);
  const keyOf = linkKeys(site, signer);
  const requestKey = (lead: Pick<Lead, 'id' | 'receivedAt'>) => keyOf(lead, 'manage');
  const booking = bookingHandler(site, { messages, onStored: () => sender()?.wake(), requestKey, frame, ...options });
  // A lead changed on its page or at the desk: the form's free windows are counted again, the outbox has work.
  const changed = () => {
    booking.leadsChanged();
    sender()?.wake();
  };
  const mailOn = () => sender() !== undefined;
  const manage = manageHandler(site, {
    store: booking.store,
    signer,
    onChanged: changed,
    mailOn,
    log: options.log,
    now: options.now,
    frame,
  });
  const desk = editorOf
    ? deskHandler(site, {
        store: booking.store,
        editorOf,
        // The customer hears of every change the office makes (a decline's or a cancel's reason included).
        messages: (lead, event) =>
          visitorMessagesFor(site, lead, event, {
            manageLink: links(lead).manage,
            ...(isCancel(event.action) ? { reason: event.detail } : {}),
          }),
        onChanged: changed,
        mailOn,
        log: options.log,
        now: options.now,
      })
    : undefined;
  const reminders = visitReminders(site, booking.store, links, options.now);
  // The request the key of its own page opens: the confirmation page shows it to a visitor without JavaScript.
  const requestOf = (requestKey: string) => {
    const opened = leadByToken({ signer, store: booking.store }, requestKey, options.now?.() ?? new Date(), ['manage']);
    return 'lead' in opened ? opened.lead : undefined;
  };
  return { booking, manage, desk, reminders, fill: bookingPageFill(site, requestOf), notFound: notFoundFill(buildShell(site)) };
}

/**
 * `npm start`'s server: the health check, the booking endpoint, the pages of each booking request
 * behind its signed links (src/booking/server/manage/), then the built site as the static
 * host serves it. Each accepted lead is committed with its two e-mails; with SMTP_URL set a sender
 * delivers them after the answer (src/booking/server/mail/). Bad mail settings stop the start with a clear
 * message. Env MAX_CONNECTIONS caps open connections (default SERVER_LIMITS.maxConnections), and
 * MAX_CONNECTIONS_PER_ADDRESS those of one client address (below it; off behind TRUST_PROXY).
 */
/** The outbox's sender, on the booking rules' clock: whether a message still holds (sendBefore) is judged by the day they keep. */
function outboxSender(config: ReturnType<typeof mailConfig>, smtpUrl: string, booking: BookingHandler, clock?: () => Date): MailSender {
  const today = clock ? { today: () => clock().getTime() } : {};
  return startMailSender({ outbox: booking.store.outbox, send: smtpSend({ ...config, smtpUrl }), retry: config.retry, ...today });
}

export function siteServer(
  site: Site,
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
  options: BookingOptions = {},
  extra: { handlers?: Handler[]; editorOf?: DeskOptions['editorOf'] } = {},
): {
  server: SiteServer;
  booking: BookingHandler;
  mail: MailSetup;
  reload: (site: Site) => void;
  /** queues the day-before reminders that are due now (the server does it every minute); the number queued */
  remind: () => number;
} {
  const config = mailConfig(site, env);
  const dbPath = options.dbPath ?? leadsDbPath(env);
  const signer = linkSigner(linkSecret(dbPath, env));
  let sender: MailSender | undefined;
  // The handlers that read the site's facts (booking page, e-mails, request pages, desk) are made
  // again from the new facts after an edit goes live (`reload`); the lead store and the limits'
  // counts stay the ones made here.
  const { smtpUrl } = config;
  // The booking answer says a confirmation e-mail went only when a sender delivers the outbox.
  const handlersFor = (current: Site, kept?: Pick<BookingHandler, 'store' | 'limiters'>) =>
    siteHandlers(
      current,
      { mailOn: Boolean(smtpUrl), ...options, dbPath, ...(kept ? { store: kept.store, limiters: kept.limiters } : {}) },
      signer,
      extra.editorOf,
      () => sender,
      // The site served when the page is drawn (a published edit serves a new build).
      () => server.pageFrame(),
    );
  let live = handlersFor(site);
  const booking = live.booking;
  if (smtpUrl) sender = outboxSender(config, smtpUrl, booking, options.now);
  const health = healthHandler(() => {
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`no built site in ${dir}`);
    booking.store.list(1);
  });
  const maxConnections = Number(env.MAX_CONNECTIONS) > 0 ? Number(env.MAX_CONNECTIONS) : undefined;
  // Behind trusted proxies every connection comes from a proxy: the per-address cap is theirs to apply.
  const perAddress = Number(env.MAX_CONNECTIONS_PER_ADDRESS) > 0 ? Number(env.MAX_CONNECTIONS_PER_ADDRESS) : undefined;
  const maxConnectionsPerAddress = perAddress ?? (trustProxyFromEnv(env) > 0 ? Number.MAX_SAFE_INTEGER : undefined);
  const server = createSiteServer({
    dir,
    handlers: [
      health,
      ...(extra.handlers ?? []),
      (req, res) => live.desk?.(req, res) ?? false,
      (req, res) => live.booking(req, res),
      (req, res) => live.manage(req, res),
    ],
    patterns: site.manifest.redirectPatterns ?? [],
    fill: (pathname, query) => live.fill(pathname, query),
    notFoundFill: (pathname, nameOf) => live.notFound(pathname, nameOf),
    maxConnections,
    maxConnectionsPerAddress,
  });
  const remind = () => {
    const queued = live.reminders.run().length;
    if (queued) sender?.wake();
    return queued;
  };
  remindWhileServing(server, remind);
  return {
    server,
    booking,
    remind,
    mail: { notice: mailNotice(config, booking.store.outbox.counts()), stop: async () => sender?.stop() },
    reload: (item) => {
      // The lead store and the limits' counts go on: a save does not start a sender's hour over.
      live = handlersFor(item, booking);
    },
  };
}
