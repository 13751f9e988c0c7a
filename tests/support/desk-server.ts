/**
 * `npm start`'s server in the test's process (manage-server.ts) with the editors' sign-in and the
 * office's desk: a real SMTP server receives the e-mails, and the test sets the clock.
 */
import { startManageServer, type ManageServer, type ServerOptions } from './manage-server';

export type DeskServer = ManageServer;

/** `data`: a folder of the test's for the databases, kept at close (a second server on them is a restart). */
export function startDeskServer(start: Date, opts: Omit<ServerOptions, 'editors'> = {}): Promise<DeskServer> {
  return startManageServer(start, undefined, { ...opts, editors: true });
}
