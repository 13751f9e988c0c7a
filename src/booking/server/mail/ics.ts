import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { VisitWindow } from './visit';

type VisitEvent = {
  /** stable per lead, so a calendar that gets the file twice keeps one entry */
  uid: string;
  window: VisitWindow;
  timeZone: string;
  summary: string;
  description: string;
  location?: string;
  organizer: { name: string; email: string };
  url: string;
  company: string;
  stamp?: Date;
  /** TENTATIVE for a request (the default), CONFIRMED once the office has confirmed it, CANCELLED once cancelled or declined */
  status?: 'tentative' | 'confirmed' | 'cancelled';
  /** the person the visit is for: named in a cancellation (RFC 5546 CANCEL names its attendees) */
  attendee?: { name: string; email: string };
  /** the file's revision of the event: a later file with the same uid and a higher sequence replaces the entry */
  sequence?: number;
};

const blocks = new Map<string, string | null>();
/** The time zone's VTIMEZONE block (current rules), or null when the library does not know it. */
function vtimezone(timeZone: string): string | null {
  let block = blocks.get(timeZone);
  if (block === undefined) {
    const found = tzlib_get_ical_block(timeZone);
    block = Array.isArray(found) && found[0] ? found[0] : null;
    blocks.set(timeZone, block);
  }
  return block;
}

const STATUS = { tentative: ICalEventStatus.TENTATIVE, confirmed: ICalEventStatus.CONFIRMED, cancelled: ICalEventStatus.CANCELLED };

/** The file's METHOD: CANCEL removes the entry of the same UID; PUBLISH adds it, or replaces it when its SEQUENCE is higher. */
export const calendarMethod = (e: Pick<VisitEvent, 'status'>): 'PUBLISH' | 'CANCEL' => (e.status === 'cancelled' ? 'CANCEL' : 'PUBLISH');

/**
 * The visit as an iCalendar file (RFC 5545): one VEVENT, STATUS:TENTATIVE (or CONFIRMED), in the
 * business's time zone with its VTIMEZONE, so every calendar shows the same moment. A later file of
 * the same visit keeps its UID with a higher SEQUENCE; a cancelled one is METHOD:CANCEL,
 * STATUS:CANCELLED, naming the visitor as its attendee (RFC 5546).
 */
export function visitCalendar(e: VisitEvent): string {
  const known = vtimezone(e.timeZone) !== null;
  const method = calendarMethod(e) === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH;
  const cal = ical({ prodId: { company: e.company, product: 'Booking request', language: 'EN' }, method });
  if (known) cal.timezone({ name: null, generator: vtimezone });
  const window = e.window;
  const [year, month, date] = window.date.split('-').map(Number);
  cal.createEvent({
    id: e.uid,
    stamp: e.stamp ?? new Date(),
    ...(window.allDay
      ? { start: new TZDate(year, month - 1, date, e.timeZone), allDay: true }
      : { start: new TZDate(window.start.getTime(), e.timeZone), end: new TZDate(window.end.getTime(), e.timeZone) }),
    ...(known && !window.allDay ? { timezone: e.timeZone } : {}),
    summary: e.summary,
    description: e.description,
    location: e.location,
    organizer: e.organizer,
    url: e.url,
    status: STATUS[e.status ?? 'tentative'],
    ...(e.attendee && e.status === 'cancelled'
      ? { attendees: [{ name: e.attendee.name || undefined, email: e.attendee.email, rsvp: false }] }
      : {}),
    ...(e.sequence ? { sequence: e.sequence } : {}),
    transparency: ICalEventTransparency.OPAQUE,
  });
  return cal.toString();
}
