import { href } from '../../routes/urls';
import type { BookingValues } from './fields';

/**
 * The booking links' query: a page that knows its service or its city links to the form with them
 * (`/booking?service=spring-replacement&city=tampa`), and the form starts with that service's type of
 * booking and that city's name. The server fills them into the page it sends (so it works without
 * JavaScript) and the form reads them once hydrated (a page drawn in the app). Unknown ids are ignored.
 */
export type BookingFor = { service?: string; city?: string };

/** Service id -> its booking type (site.yaml booking.serviceTypes); city id -> its name. */
export type PrefillMaps = { services: Record<string, string>; cities: Record<string, string> };

/** The link to the booking form for a page's service and city (either may be absent). */
export function bookingHref(of: BookingFor = {}): string {
  const query = new URLSearchParams();
  if (of.service) query.set('service', of.service);
  if (of.city) query.set('city', of.city);
  const search = query.toString();
  return search ? `${href('booking')}?${search}` : href('booking');
}

const own = (map: Record<string, string>, key: string | null): string | undefined =>
  key !== null && Object.hasOwn(map, key) ? map[key] : undefined;

/** What a booking link's query fills in: the service's booking type and the city's name, each only when the id is known. */
export function prefillValues(query: URLSearchParams, maps: PrefillMaps): Partial<Pick<BookingValues, 'serviceType' | 'city'>> {
  const serviceType = own(maps.services, query.get('service'));
  const city = own(maps.cities, query.get('city'));
  return { ...(serviceType ? { serviceType } : {}), ...(city ? { city } : {}) };
}

/** A link the copy gives: to the booking page, it carries the page's service and city; any other, as written. */
export const toBookingFor = (link: string, of: BookingFor): string => (link === href('booking') ? bookingHref(of) : link);
