/**
 * The notice a visitor gives to move or cancel a visit: site.yaml's `cancelNotice` constant, the
 * words the pages promise ("Cancel or reschedule at least {{cancelNotice}} ahead"), read as a
 * length of time so the request's page keeps the same promise. Pure.
 */
const UNITS: Record<string, number> = { minute: 1, hour: 60, day: 1440, week: 10_080 };

/** "24 hours" -> 1440, "2 days" -> 2880, "90 minutes" -> 90, "1 week" -> 10080; undefined for anything else. */
export function noticeMinutes(text: string): number | undefined {
  const match = /^\s*(\d{1,4})\s*-?\s*(minute|hour|day|week)s?\s*$/i.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * UNITS[match[2].toLowerCase()];
}

/** Whether a visit that starts at `start` (ms) is less than `minutes` after `now` (ms): too late to move or cancel it online. */
export const insideNotice = (start: number, now: number, minutes: number): boolean => start - now < minutes * 60_000;
