import { href } from '../../routes/urls';
import type { BookingValues } from './fields';

/**
 * The booking links' query: a page that knows its service or its city links to the form with them
 * (`/booking?service=spring-replacement&city=tampa`), and the form starts with that service's type of
 * booking and that city's name. The server fills them into the page it sends (so it works without
 * JavaScript) and the form reads them once hydrated (a page drawn in the app). Unknown ids are ignored.
 */
export type BookingFor = {
  service?: string;
  city?: string;
  /** the link claims the site's offer: the form notes it in the issue */
  offer?: boolean;
};

/** Service id -> its booking type (site.yaml booking.serviceTypes); city id -> its name; the site's one offer (constants.offer). */
export type PrefillMaps = { services: Record<string, string>; cities: Record<string, string>; offer?: string };

/** The link to the booking form for a page's service and city (either may be absent). */
export function bookingHref(of: BookingFor = {}): string {
  const query = new URLSearchParams();
  if (of.service) query.set('service', of.service);
  if (of.city) query.set('city', of.city);
  if (of.offer) query.set('offer', '1');
  const search = query.toString();
  return search ? `${href('booking')}?${search}` : href('booking');
}

const own = (map: Record<string, string>, key: string | null): string | undefined =>
  key !== null && Object.hasOwn(map, key) ? map[key] : undefined;

/** The issue's first line when a link claims the offer: the office reads it with the request. */
export const offerLine = (offer: string) => `Website offer: ${offer}.`;

/**
 * What a booking link's query fills in: the service's booking type and the city's name, each only
 * when the id is known, and the offer's line in the issue when the link claims it (a visitor who
 * pressed "Claim This Offer" found no word of it on the form, in the request or in its e-mail).
 */
export function prefillValues(query: URLSearchParams, maps: PrefillMaps): Partial<Pick<BookingValues, 'serviceType' | 'city' | 'issue'>> {
  const serviceType = own(maps.services, query.get('service'));
  const city = own(maps.cities, query.get('city'));
  const issue = query.get('offer') === '1' && maps.offer ? offerLine(maps.offer) : undefined;
  return { ...(serviceType ? { serviceType } : {}), ...(city ? { city } : {}), ...(issue ? { issue } : {}) };
}

/** A link the copy gives: to the booking page, it carries the page's service and city; any other, as written. */
export const toBookingFor = (link: string, of: BookingFor): string => (link === href('booking') ? bookingHref(of) : link);
