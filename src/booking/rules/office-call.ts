import { addDaysIso, businessClock, longDate, officeActs, type Availability } from './slots';
import { callLineAt, callTime } from './call-line';

/**
 * When a request sent at `at` gets its call, when the office is closed then (a request sent at 9 PM
 * on a Friday is called about on Monday morning): the business's day and time, "2031-12-08T08:00",
 * as a confirmation page's query carries it. Undefined while the office is open (the copy's "within
 * 2 hours during office hours" says it), or when it keeps no office hours. Its own module: only the
 * success view (loaded after a send), the handler and the visitor's e-mail need it (the confirmation
 * page reads its line from its query: ./call-line.ts).
 */
export function callAt(availability: Availability, at: Date): string | undefined {
  const acts = officeActs(availability, at);
  if (acts.now) return undefined;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${acts.date}T${two(Math.floor(acts.minutes / 60))}:${two(acts.minutes % 60)}`;
}

/**
 * What the success view says of it, the moment the request is sent: "Our office is closed now: we
 * call you tomorrow after 8:00 AM." (today, tomorrow, or the day: "on Monday, December 8,"). The
 * business's time, as the request's own time above it says.
 */
export function officeCallNote(availability: Availability, now: Date): string | undefined {
  const call = callAt(availability, now);
  if (!call) return undefined;
  const [date, time] = call.split('T');
  const today = businessClock(now, availability.timeZone).date;
  const day = date === today ? 'today' : date === addDaysIso(today, 1) ? 'tomorrow' : `on ${longDate(date)},`;
  return `Our office is closed now: we call you ${day} after ${callTime(time)}.`;
}

/**
 * What the visitor's e-mail says of it, read whenever it is opened: the day itself, never "tomorrow".
 * "Our office was closed when your request came in: we call you on Monday, December 8, after 8:00 AM."
 */
export function officeCallLine(availability: Availability, receivedAt: Date): string | undefined {
  const call = callAt(availability, receivedAt);
  return call && callLineAt(call);
}
