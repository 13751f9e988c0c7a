import { addDaysIso, businessClock, closedOn } from '../rules/slots';
import { closedDates } from '../form/config';
import type { Site } from '../../manifest/load';
import type { Server } from 'node:http';
import { isBusy, type Lead, type LeadStore } from './lead-store';
import type { RequestLinks } from './mail/messages';
import { reminderMessages } from './mail/reminder';
import { slotStart } from './mail/visit';

/** How often the server looks for reminders that are due (a minute late at most). */
export const REMINDER_CHECK_MS = 60_000;

/**
 * The day-before reminders of confirmed visits: from `booking.reminderAt` (site.yaml, in the
 * business's time zone) each confirmed visit of the next day gets one e-mail, queued in the outbox
 * with the lead (LeadStore.remind: once per visit and day, also across a restart). `run()` looks
 * once; the server calls it at start and every REMINDER_CHECK_MS.
 */
export function visitReminders(site: Site, store: LeadStore, links: (lead: Lead) => RequestLinks, now: () => Date = () => new Date()) {
  const manifest = site.manifest;
  const closed = { closedDates: closedDates(manifest.booking.closedDates) };
  const from = slotStart(manifest.booking.reminderAt);
  if (from === undefined) throw new Error(`site.yaml booking.reminderAt '${manifest.booking.reminderAt}' is not a time such as 17:00`);
  return {
    /** Queues the reminders that are due now; the leads reminded. */
    run(): Lead[] {
      const at = now();
      const clock = businessClock(at, manifest.business.timeZone);
      if (clock.minutes < from) return [];
      const tomorrow = addDaysIso(clock.date, 1);
      // A day the office closed after confirming its visits: no "see you tomorrow" (the desk asks the
      // office to move or cancel each one, and the customer hears of that).
      if (closedOn(tomorrow, closed)) return [];
      // Queued now (the sender's clock), whatever the rules' clock says.
      return store.remind(tomorrow, (lead) => reminderMessages(site, lead, links(lead).manage));
    },
  };
}

/**
 * Looks for due reminders once the server listens (one that was down at the hour sends them when it
 * is back) and every REMINDER_CHECK_MS while it serves; a database busy this minute is looked at the next.
 */
export function remindWhileServing(server: Server, remind: () => unknown): void {
  const quietly = () => {
    try {
      remind();
    } catch (e) {
      if (!isBusy(e)) console.error(`reminders: ${(e as Error).message}`);
    }
  };
  const looking = setInterval(quietly, REMINDER_CHECK_MS);
  looking.unref();
  server.on('listening', quietly);
  server.on('close', () => clearInterval(looking));
}
