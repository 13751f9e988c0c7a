import { clock } from '../../manifest/facts';
import { addDaysIso, businessClock, longDate, officeActs, type Availability } from './slots';

/**
 * When a request sent at `now` gets its call, said to the visitor when the office is closed (a
 * request sent at 9 PM on a Friday is called about on Monday morning): "Our office is closed now:
 * we call you tomorrow after 7:00 AM." The business's time, as the request's own time above it says.
 * Undefined while the office is open (the copy's "within 2 hours during office hours" says it), or
 * when it keeps no office hours. Its own module: only the success view, loaded after a send, needs it.
 */
export function officeCallNote(availability: Availability, now: Date): string | undefined {
  const acts = officeActs(availability, now);
  if (acts.now) return undefined;
  const today = businessClock(now, availability.timeZone).date;
  const at = clock(`${Math.floor(acts.minutes / 60)}:${acts.minutes % 60}`);
  const day = acts.date === today ? 'today' : acts.date === addDaysIso(today, 1) ? 'tomorrow' : `on ${longDate(acts.date)},`;
  return `Our office is closed now: we call you ${day} after ${at}.`;
}
