/**
 * Reads an iCalendar file the way a calendar does, with Mozilla's parser (ical.js): the event's
 * window as instants, resolved through the file's own VTIMEZONE.
 */
import ICAL from 'ical.js';

export type ParsedEvent = {
  status: string;
  start: Date;
  end: Date;
  tzid: string | undefined;
  allDay: boolean;
  summary: string;
  description: string;
  location: string;
  uid: string;
  /** the file's METHOD (PUBLISH, REQUEST, CANCEL) */
  method: string;
  /** the event's revision: a later file of the same UID has a higher one */
  sequence: number;
};

export function parseEvent(ics: string): ParsedEvent {
  const cal = new ICAL.Component(ICAL.parse(ics));
  for (const vtz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  const events = cal.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const vevent = events[0];
  const event = new ICAL.Event(vevent);
  const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
  return {
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    tzid: typeof tzid === 'string' ? tzid : undefined,
    allDay: event.startDate.isDate,
    summary: event.summary,
    description: event.description,
    location: event.location,
    uid: event.uid,
    method: String(cal.getFirstPropertyValue('method') ?? ''),
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
  };
}
