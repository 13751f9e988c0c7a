import { noticeMinutes } from '../../booking/rules/notice';
import type { Rule } from './context';

/**
 * The booking dates the office controls: each closed entry is one day (`date`) or a run of days
 * (`from` and `to`) whose end is not before its start; and the notice the pages promise for a
 * change (the `cancelNotice` constant) is a length of time the request's page can keep.
 */
export const closedDates: Rule = {
  name: 'closed-dates',
  run(ctx) {
    const entries = ctx.site.manifest.booking.closedDates;
    entries.forEach((entry, i) => {
      const at = ['booking', 'closedDates', i];
      const range = entry.from !== undefined || entry.to !== undefined;
      // Each said at the date it is about (the entry's own place is its name's field, where it was said).
      if (entry.date !== undefined && range) ctx.report('closed-date-both', { name: entry.name }, 'site.yaml', [...at, 'date']);
      else if (entry.date === undefined && !entry.from !== !entry.to) {
        const half = entry.from
          ? { given: 'from', missing: 'to', givenDay: 'first', missingDay: 'last' }
          : { given: 'to', missing: 'from', givenDay: 'last', missingDay: 'first' };
        ctx.report('closed-range-half', { name: entry.name, ...half }, 'site.yaml', [...at, half.missing]);
      } else if (entry.date === undefined && !range)
        ctx.report('closed-date-missing', { name: entry.name, missing: 'date' }, 'site.yaml', [...at, 'date']);
      else if (entry.from && entry.to && entry.to < entry.from)
        ctx.report('closed-range-backwards', { name: entry.name, from: entry.from, to: entry.to }, 'site.yaml', [...at, 'to']);
    });
    const notice = ctx.site.manifest.constants.cancelNotice;
    if (typeof notice === 'string' && noticeMinutes(notice) === undefined)
      ctx.report('notice-unreadable', { value: notice }, 'site.yaml', ['constants', 'cancelNotice']);
  },
};
