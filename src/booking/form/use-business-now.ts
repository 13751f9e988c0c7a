import { useEffect, useMemo, useState } from 'react';
import { businessClock } from '../rules/slots';
import { bookingWindow, type DateWindow } from '../rules/validate';

const MINUTE_MS = 60_000;

/** The business's clock (its time zone, whatever the device's), read every minute: now, its date today, the days open to booking. */
export function useBusinessNow(timeZone: string, maxDaysAhead: number): { now: Date; today: string; bookable: DateWindow } {
  // Read again every minute, so that a slot that starts too soon stops being offered while the page is open.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timeout = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timeout);
  }, []);
  const today = businessClock(now, timeZone).date;
  // The window depends on the business's date alone: the same days all day long.
  const bookable = useMemo(() => bookingWindow(now, maxDaysAhead, 0, timeZone), [now, maxDaysAhead, timeZone]);
  return { now, today, bookable };
}
