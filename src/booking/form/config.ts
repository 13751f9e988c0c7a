import type { BookingConfig } from './types';
import { hoursByDay, slotsByDay, spansByDay, zoneLabel, type Availability, type ClosedDate } from '../rules/slots';
import type { PrefillMaps } from '../rules/links';
import type { Choices } from '../rules/validate';
import { servedZips } from '../rules/zip';
import type { Site } from '../../manifest/load';

/**
 * What the booking rules need from site.yaml: the one state, the slots and the service hours of each
 * day, and the availability the office controls (time zone, same-day lead time, closed dates).
 */
export function bookingChoices(site: Site): Choices & { availability: Availability } {
  const booking = site.manifest.booking;
  const business = site.manifest.business;
  const hours = business.hours.service;
  return {
    state: booking.state,
    timeSlots: booking.timeSlots,
    serviceTypes: booking.serviceTypes,
    slotsByDay: slotsByDay(booking.timeSlots, hours, booking.slotMinutes),
    hoursByDay: hoursByDay(hours),
    availability: availabilityOf(site),
  };
}

/** The availability the office controls: time zone, same-day lead time, closed dates, and its own hours. */
export function availabilityOf(site: Site): Availability {
  const { booking, business } = site.manifest;
  return {
    timeZone: business.timeZone,
    leadMinutes: booking.sameDayLeadMinutes,
    closedDates: closedDates(booking.closedDates),
    phone: business.phone.display,
    office: { spans: spansByDay(business.hours.office), text: String(site.facts.officeHours ?? '') },
  };
}

/**
 * site.yaml's closed days and runs of days as the booking rules read them. An entry with neither a
 * date nor both ends is the check's to refuse (src/checks/rules/closed-dates.ts); here it closes nothing.
 */
export function closedDates(entries: ReadonlyArray<{ date?: string; from?: string; to?: string; name: string }>): ClosedDate[] {
  return entries.flatMap((entry): ClosedDate[] => {
    if (entry.date) return [{ date: entry.date, name: entry.name }];
    if (entry.from && entry.to) return [{ from: entry.from, to: entry.to, name: entry.name }];
    return [];
  });
}

/**
 * The booking form's settings; `thanks` and `received` are content/pages/booking.yaml's blocks of those names
 * (the pop-up once a request is accepted, and the view that follows it).
 */
export function bookingConfig(site: Site, blocks: Pick<BookingConfig, 'thanks' | 'received'>): BookingConfig {
  const booking = site.manifest.booking;
  return {
    action: booking.action,
    ...bookingChoices(site),
    zipSuggestMinLength: booking.zipSuggestMinLength,
    zipSuggestMax: booking.zipSuggestMax,
    zipNoteCloseMs: booking.zipNoteCloseMs,
    maxDaysAhead: booking.maxDaysAhead,
    availabilityUrl: availabilityPath(booking.action),
    zoneLabel: zoneLabel(site.manifest.business.timeZone, site.manifest.business.address.city),
    slotMinutes: booking.slotMinutes,
    draftDays: booking.draftDays,
    zips: servedZips(site.counties),
    counties: site.counties.map((county) => county.name),
    phone: site.manifest.business.phone,
    toast: site.manifest.ui.toast,
    thanks: { heading: blocks.thanks.heading, intro: blocks.thanks.intro },
    received: { heading: blocks.received.heading, intro: blocks.received.intro },
    prefill: prefillMaps(site),
  };
}

/** What a booking link's query may name: each service's booking type by its id, each city's name by its id. */
export function prefillMaps(site: Site): PrefillMaps {
  return {
    services: Object.fromEntries(site.services.flatMap((service) => (service.bookingType ? [[service.id, service.bookingType]] : []))),
    cities: Object.fromEntries(site.cities.map((city) => [city.id, city.name])),
    ...(site.manifest.constants.offer ? { offer: String(site.manifest.constants.offer) } : {}),
  };
}

/** Where `npm start` answers which slots of a date are free: beside the form's action (/booking/submit -> /booking/availability). */
export const availabilityPath = (action: string) => action.replace(/[^/]*$/, 'availability');
