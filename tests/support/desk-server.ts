/**
 * `npm start`'s server (siteServer) in the test's process with the editors' sign-in and the office's
 * desk, over a scratch lead database, its mail sender talking to a real SMTP server (smtp-server),
 * and the clock the test sets (`clock.now`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { headersFile } from '../../src/build/hostfiles';
import { loadSite, type Site } from '../../src/manifest/load';
import type { BookingHandler } from '../../src/server/booking';
import { editorsHandler } from '../../src/server/editors/handler';
import { openEditorStore, type EditorStore } from '../../src/server/editors/store';
import { siteServer } from '../../src/server/start';

export type DeskServer = {
  site: Site;
  base: string;
  booking: BookingHandler;
  dbPath: string;
  arrived: ParsedMail[];
  clock: { now: Date };
  /** queues the day-before reminders due at `clock.now` (the server does it every minute) */
  remind(): number;
  /** the one-time link that lets `email` choose a password (as `npm run editors add` prints it) */
  passwordLink(name: string, email: string): string;
  close(): Promise<void>;
};

/** `data`: a folder of the test's for the databases, kept at close (a second server on them is a restart). */
export async function startDeskServer(start: Date, opts: { data?: string } = {}): Promise<DeskServer> {
  const loaded = loadSite(process.cwd());
  if (!loaded.site) throw new Error('site.yaml did not load');
  const site = loaded.site;
  const scratch = mkdtempSync(join(tmpdir(), 'desk-e2e-'));
  const siteDir = join(scratch, 'site');
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, '_headers'), headersFile());
  writeFileSync(join(siteDir, 'index.html'), '<!DOCTYPE html><title>Home</title><h1>Home</h1>');
  writeFileSync(join(siteDir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  const arrived: ParsedMail[] = [];
  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'mailer' }),
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (m) => (arrived.push(m), cb()),
        (e: Error) => cb(e),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const data = opts.data ?? join(scratch, 'data');
  const editors: EditorStore = openEditorStore(join(data, 'editors.sqlite'), { scrypt: { N: 1024, r: 8, p: 1 } });
  const clock = { now: start };
  const gate = editorsHandler({ store: editors, secureCookie: false, log: () => {} });
  const dbPath = join(data, 'leads.sqlite');
  const started = siteServer(
    site,
    siteDir,
    {
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      LEADS_NOTIFY_TO: 'office@example.com',
      LEADS_DB: dbPath,
      BOOKING_LINK_SECRET: `test-${'k'.repeat(40)}`,
    },
    { log: () => {}, now: () => clock.now },
    { handlers: [gate.handle], editorOf: gate.editorOf },
  );
  const http: Server = started.server;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    site,
    base,
    booking: started.booking,
    dbPath,
    arrived,
    clock,
    remind: started.remind,
    passwordLink: (name, email) => `${base}/admin/password?token=${editors.addOrRelink(name, email).token}`,
    async close() {
      await new Promise<void>((r) => http.close(() => r()));
      await started.mail.stop();
      started.booking.close();
      editors.close();
      await new Promise<void>((r) => smtp.close(() => r()));
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
