import { longDay } from '../../manifest/words';

/** How the form shows a chosen day (date-fns tokens); `displayDate` gives exactly this, tested. */
export const DISPLAY_FORMAT = 'MMMM d, yyyy';

/**
 * yyyy-MM-dd as 'MMMM d, yyyy' in US English: the day as the booking rules' messages write it
 * (one formatter, the platform's Intl, no date library in the form's first load).
 */
export const displayDate = longDay;

/** yyyy-MM-dd as a local Date at midnight. */
export function fromIsoDay(iso: string): Date {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(year, month - 1, date);
}
