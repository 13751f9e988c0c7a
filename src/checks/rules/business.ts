import { clock, dayRange, hoursLine, longDate } from '../../manifest/facts';
import { labelOf } from '../../manifest/plain-schema';
import type { HoursSpec } from '../../manifest/schema.generated';
import { businessClock } from '../../booking/rules/slots';
import { fileOf, type CheckContext, type Rule } from './context';

function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Facts that must agree: the phone shown and dialled, a time zone that exists (booking e-mails
 * and calendar entries use it), hours that give each day one row and close after they open, a
 * price written as one, one featured review, a booking type offered for every service.
 */
export const business: Rule = {
  name: 'business',
  run(ctx) {
    const { site } = ctx;
    const { phone, timeZone } = site.manifest.business;
    const dialled = phone.e164.replace(/\D/g, '');
    const shown = phone.display.replace(/\D/g, '');
    if (dialled !== shown && dialled !== `1${shown}`)
      ctx.report('phone-mismatch', { display: phone.display, e164: phone.e164 }, 'site.yaml', ['business', 'phone', 'display']);
    if (!knownTimeZone(timeZone)) ctx.report('unknown-time-zone', { zone: timeZone }, 'site.yaml', ['business', 'timeZone']);
    for (const list of ['service', 'office'] as const) checkHours(ctx, list, site.manifest.business.hours[list]);
    for (const [name, value] of Object.entries(site.manifest.constants))
      if (PRICE_NAME.test(name) && !PRICE.test(value))
        ctx.report('price-form', { name, value, words: labelOf([name]) }, 'site.yaml', ['constants', name]);
    const featured = site.reviews.filter((review) => review.featured);
    // The featured ones by name: in a list shown folded, the office finds them without opening each.
    const which = featured.length ? ` (${featured.map((review) => `${review.name}, ${longDate(review.date)}`).join('; ')})` : '';
    if (featured.length !== 1) ctx.report('featured-count', { count: featured.length, which }, 'content/reviews.yaml', ['reviews']);
    // A review is given on a day that has come: one dated later reads as made up (the business's today).
    const today = businessToday(timeZone);
    site.reviews.forEach((review, i) => {
      if (today && review.date > today)
        ctx.report('review-in-future', { name: review.name, date: longDate(review.date) }, 'content/reviews.yaml', ['reviews', i, 'date']);
    });
    const types = site.manifest.booking.serviceTypes;
    for (const service of site.services) {
      if (service.bookingType === undefined)
        ctx.report('booking-type-missing', { title: service.title, types: types.join(', ') }, fileOf.service(service.id), ['title']);
      else if (!types.includes(service.bookingType))
        ctx.report('booking-type-unknown', { type: service.bookingType, types: types.join(', ') }, fileOf.service(service.id), [
          'bookingType',
        ]);
    }
  },
};

/** Today in the business's time zone (yyyy-MM-dd), or undefined when the zone is unknown (reported on its own). */
function businessToday(timeZone: string): string | undefined {
  return knownTimeZone(timeZone) ? businessClock(new Date(), timeZone).date : undefined;
}

/** A constant whose name says it is money (serviceCallFee, tuneUpPrice, partsCost). */
const PRICE_NAME = /[a-z](Fee|Price|Cost)$/;
/** Money as the pages show it: "$120", "$1,200", "$49.99", "$100-$150", "$900+". */
const PRICE = /^\$\d[\d,]*(\.\d\d)?(\s*[-–]\s*\$\d[\d,]*(\.\d\d)?)?\+?$/;

/** One list of hours: each day in one row only, each row closing after it opens (the times are "HH:MM"). */
function checkHours(ctx: CheckContext, list: 'service' | 'office', rows: HoursSpec[]): void {
  const rowOf = new Map<string, number>();
  rows.forEach((row, i) => {
    if (row.closes <= row.opens)
      ctx.report('hours-backwards', { days: dayRange(row.days), opens: clock(row.opens), closes: clock(row.closes) }, 'site.yaml', [
        'business',
        'hours',
        list,
        i,
        'closes',
      ]);
    for (const [place, day] of row.days.entries()) {
      const earlier = rowOf.get(day);
      if (earlier === undefined) rowOf.set(day, i);
      else
        ctx.report('hours-twice', { day, list, first: hoursLine(rows[earlier]), second: hoursLine(row) }, 'site.yaml', [
          'business',
          'hours',
          list,
          i,
          'days',
          place,
        ]);
    }
  });
}
