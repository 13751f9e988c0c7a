import type { IncomingMessage, ServerResponse } from 'node:http';
import { bookingWindow, isIsoDate, type Choices } from '../rules/validate';
import { closedOn, openSlots } from '../rules/slots';
import type { Site } from '../../manifest/load';
import type { LeadStore } from './lead-store';
import type { BookingRefusals } from './booking-refusals';
import { sendJson } from '../../http/send.server';
import { requestUrl } from '../../http/handler';

/** How long a date's counts from the lead store are reused when no lead was stored here meanwhile (another process may write). */
const AVAILABILITY_TTL_MS = 15_000;

/**
 * Which visit windows can still be booked: the rules of the day (../rules/slots.ts) less
 * the windows that hold as many visits as the crew can take (`slotCapacity`), counted in the lead
 * store. Each date's counts are read once and kept until a lead is stored here (`changed()`), or
 * briefly, for other writers.
 */
export function slotAvailability(site: Site, store: LeadStore, choices: Choices, refusals: BookingRefusals, now: () => Date) {
  const { booking, business } = site.manifest;
  const capacity = booking.slotCapacity;
  const counts = new Map<string, { at: number; n: Record<string, number> }>();
  const countsOf = (date: string) => {
    const hit = counts.get(date);
    if (hit && Date.now() - hit.at < AVAILABILITY_TTL_MS) return hit.n;
    const record = store.slotCounts(date);
    if (counts.size > 1000) counts.clear();
    counts.set(date, { at: Date.now(), n: record });
    return record;
  };
  /** The slots of a date that can still be booked at `at`. */
  const free = (date: string, at: Date) => {
    const open = openSlots(date, choices.slotsByDay, choices.availability!, at);
    if (!open.length) return open;
    const record = countsOf(date);
    return open.filter((key) => (record[key] ?? 0) < capacity);
  };
  return {
    capacity,
    free,
    /** A lead was stored or changed here: every date is counted again. */
    changed: () => counts.clear(),
    /** GET availability?date=yyyy-MM-dd: that date's free slots as JSON. */
    answer(req: IncomingMessage, res: ServerResponse): true {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, { ok: false, error: 'method' }, { Allow: 'GET, HEAD' });
        return true;
      }
      const date = requestUrl(req).searchParams.get('date') ?? '';
      if (!isIsoDate(date)) {
        const refused = refusals.date();
        sendJson(res, refused.status, { ok: false, error: refused.code, message: refused.message });
        return true;
      }
      const at = now();
      const window = bookingWindow(at, booking.maxDaysAhead, 0, business.timeZone);
      const inWindow = date >= window.earliest && date <= window.latest;
      const closed = closedOn(date, choices.availability!);
      const record = inWindow ? countsOf(date) : {};
      sendJson(res, 200, {
        ok: true,
        date,
        timeZone: business.timeZone,
        /** what can be booked now */
        slots: inWindow ? free(date, at) : [],
        /** the windows of the day that hold as many visits as the crew can take */
        full: Object.keys(record).filter((key) => record[key] >= capacity),
        ...(closed ? { closed: closed.name } : {}),
      });
      return true;
    },
  };
}

export type SlotAvailability = ReturnType<typeof slotAvailability>;
