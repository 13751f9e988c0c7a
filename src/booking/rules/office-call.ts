import { clock } from '../../manifest/facts';
import { addDaysIso, businessClock, longDate, officeActs, type Availability } from './slots';
import { callLineAt } from './call-line';

/**
 * When a request sent at `at` gets its call, when the office is closed then (a request sent at 9 PM
 * on a Friday is called about on Monday morning): the business's date and its time ("8:00 AM").
 * Undefined while the office is open (the copy's "within 2 hours during office hours" says it), or
 * when it keeps no office hours. Its own module: only the success view (loaded after a send) and the
 * visitor's e-mail need it (the confirmation page reads its line from its query: ./call-line.ts).
 */
function callLater(availability: Availability, at: Date): { date: string; time: string } | undefined {
  const acts = officeActs(availability, at);
  if (acts.now) return undefined;
  return { date: acts.date, time: clock(`${Math.floor(acts.minutes / 60)}:${acts.minutes % 60}`) };
}

/**
 * What the success view says of it, the moment the request is sent: "Our office is closed now: we
 * call you tomorrow after 8:00 AM." (today, tomorrow, or the day: "on Monday, December 8,"). The
 * business's time, as the request's own time above it says.
 */
export function officeCallNote(availability: Availability, now: Date): string | undefined {
  const call = callLater(availability, now);
  if (!call) return undefined;
  const today = businessClock(now, availability.timeZone).date;
  const day = call.date === today ? 'today' : call.date === addDaysIso(today, 1) ? 'tomorrow' : `on ${longDate(call.date)},`;
  return `Our office is closed now: we call you ${day} after ${call.time}.`;
}

/**
 * What the visitor's e-mail says of it, read whenever it is opened: the day itself, never "tomorrow".
 * "Our office was closed when your request came in: we call you on Monday, December 8, after 8:00 AM."
 */
export function officeCallLine(availability: Availability, receivedAt: Date): string | undefined {
  const call = callAt(availability, receivedAt);
  return call && callLineAt(call);
}

/** When the call comes for a request sent at `at` while the office is closed, as a confirmation page's query carries it: "2031-12-08T08:00". */
export function callAt(availability: Availability, at: Date): string | undefined {
  const acts = officeActs(availability, at);
  if (acts.now) return undefined;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${acts.date}T${two(Math.floor(acts.minutes / 60))}:${two(acts.minutes % 60)}`;
}
