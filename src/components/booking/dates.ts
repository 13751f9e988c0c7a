import { intlFormat } from 'date-fns/intlFormat';

/** How the form shows a chosen day (date-fns tokens); `displayDate` gives exactly this, tested. */
export const DISPLAY_FORMAT = 'MMMM d, yyyy';

/**
 * yyyy-MM-dd as 'MMMM d, yyyy' in US English. date-fns' intlFormat (a few hundred bytes) instead of
 * format (about 7 KB with its locale) keeps the form's first-load JavaScript small.
 */
export function displayDate(iso: string): string {
  return intlFormat(fromIsoDay(iso), { month: 'long', day: 'numeric', year: 'numeric' }, { locale: 'en-US' });
}

/** yyyy-MM-dd as a local Date at midnight. */
export function fromIsoDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}
