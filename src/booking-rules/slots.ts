/**
 * Which booking time slots a day offers: a slot is an arrival window from its time (e.g. "4:00 PM")
 * for site.yaml booking.slotMinutes, offered on a day when the whole window is inside that day's
 * service hours (site.yaml business.hours.service). Pure data, shared by the form, the handler and
 * its error page.
 */
type DayHours = { days: string[]; opens: string; closes: string };

/** Day names as site.yaml writes them, indexed like Date#getUTCDay (0 = Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Monday first, the order people read a week in. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "4:00 PM" -> minutes after midnight; undefined for anything else. */
function slotMinutes(slot: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(slot.trim());
  if (!m) return undefined;
  const h = (+m[1] % 12) + (m[3].toUpperCase() === 'PM' ? 12 : 0);
  return h * 60 + +m[2];
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** For each weekday (0 = Sunday), the slots whose window (`windowMinutes` from its time) is inside that day's service hours. */
export function slotsByDay(timeSlots: string[], hours: DayHours[], windowMinutes = 1): string[][] {
  return WEEKDAYS.map((day) => {
    const spans = hours.filter((h) => h.days.includes(day));
    return timeSlots.filter((slot) => {
      const t = slotMinutes(slot);
      return t !== undefined && spans.some((h) => t >= minutes(h.opens) && t + windowMinutes <= minutes(h.closes));
    });
  });
}

/** The weekday (0 = Sunday) of a yyyy-MM-dd date, in no time zone. */
export function weekdayOf(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The days a slot is offered on, for its label: "" when every day, else e.g. "Mon-Sat" or "Mon-Fri". */
function slotDays(slot: string, byDay: string[][]): string {
  const on = WEEK_ORDER.filter((d) => byDay[d]?.includes(slot));
  if (on.length === 7) return '';
  const runs: number[][] = [];
  for (const d of on) {
    const last = runs.at(-1);
    if (last && WEEK_ORDER.indexOf(d) === WEEK_ORDER.indexOf(last.at(-1)!) + 1) last.push(d);
    else runs.push([d]);
  }
  return runs.map((r) => (r.length > 2 ? `${SHORT[r[0]]}-${SHORT[r.at(-1)!]}` : r.map((d) => SHORT[d]).join(', '))).join(', ');
}

/** A slot as an option reads without a chosen day: "5:00 PM (Mon-Fri)", or just "10:00 AM" when offered every day. */
export function slotLabel(slot: string, byDay: string[][]): string {
  const days = slotDays(slot, byDay);
  return days ? `${slot} (${days})` : slot;
}

/** "16:00" -> "4:00 PM" */
function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

/** Per weekday (0 = Sunday), that day's service hours as people read them ("closed" without any). */
export function hoursByDay(hours: DayHours[]): string[] {
  return WEEKDAYS.map((day) => {
    const spans = hours.filter((h) => h.days.includes(day));
    return spans.length ? spans.map((h) => `${clock(h.opens)}-${clock(h.closes)}`).join(', ') : 'closed';
  });
}
