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
    entries.forEach((c, i) => {
      const at = ['booking', 'closedDates', i];
      const range = c.from !== undefined || c.to !== undefined;
      if (c.date !== undefined && range) ctx.report('closed-date-both', { name: c.name }, 'site.yaml', at);
      else if (c.date === undefined && !(c.from && c.to))
        ctx.report('closed-date-missing', { name: c.name, missing: c.from ? 'to' : c.to ? 'from' : 'date' }, 'site.yaml', at);
      else if (c.from && c.to && c.to < c.from)
        ctx.report('closed-range-backwards', { name: c.name, from: c.from, to: c.to }, 'site.yaml', [...at, 'to']);
    });
    const notice = ctx.site.manifest.constants.cancelNotice;
    if (typeof notice === 'string' && noticeMinutes(notice) === undefined)
      ctx.report('notice-unreadable', { value: notice }, 'site.yaml', ['constants', 'cancelNotice']);
  },
};
