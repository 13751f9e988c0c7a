import { fileOf, type Rule } from './context';

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
 * and calendar entries use it), one featured review, a booking type offered for every service.
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
    const featured = site.reviews.filter((review) => review.featured).length;
    if (featured !== 1) ctx.report('featured-count', { count: featured }, 'content/reviews.yaml', ['reviews']);
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
