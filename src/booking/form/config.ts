import type { BookingConfig } from './types';
import { hoursByDay, slotsByDay, zoneLabel, type Availability, type ClosedDate } from '../rules/slots';
import type { PrefillMaps } from '../rules/links';
import type { Choices } from '../rules/validate';
import { servedZips } from '../rules/zip';
import type { Site } from '../../manifest/load';

/**
 * What the booking rules need from site.yaml: the one state, the slots and the service hours of each
 * day, and the availability the office controls (time zone, same-day lead time, closed dates).
 */
export function bookingChoices(site: Site): Choices & { availability: Availability } {
  const b = site.manifest.booking;
  const business = site.manifest.business;
  const hours = business.hours.service;
  return {
    state: b.state,
    timeSlots: b.timeSlots,
    serviceTypes: b.serviceTypes,
    slotsByDay: slotsByDay(b.timeSlots, hours, b.slotMinutes),
    hoursByDay: hoursByDay(hours),
    availability: {
      timeZone: business.timeZone,
      leadMinutes: b.sameDayLeadMinutes,
      closedDates: closedDates(b.closedDates),
      phone: business.phone.display,
    },
  };
}

/**
 * site.yaml's closed days and runs of days as the booking rules read them. An entry with neither a
 * date nor both ends is the check's to refuse (src/checks/rules/closed-dates.ts); here it closes nothing.
 */
export function closedDates(entries: ReadonlyArray<{ date?: string; from?: string; to?: string; name: string }>): ClosedDate[] {
  return entries.flatMap((c): ClosedDate[] => {
    if (c.date) return [{ date: c.date, name: c.name }];
    if (c.from && c.to) return [{ from: c.from, to: c.to, name: c.name }];
    return [];
  });
}

/**
 * The booking form's settings; `thanks` is content/pages/booking.yaml's block of that name (what it says once a request is accepted).
 */
export function bookingConfig(site: Site, thanks: BookingConfig['thanks']): BookingConfig {
  const b = site.manifest.booking;
  return {
    action: b.action,
    ...bookingChoices(site),
    zipSuggestMinLength: b.zipSuggestMinLength,
    zipSuggestMax: b.zipSuggestMax,
    zipNoteCloseMs: b.zipNoteCloseMs,
    maxDaysAhead: b.maxDaysAhead,
    availabilityUrl: availabilityPath(b.action),
    zoneLabel: zoneLabel(site.manifest.business.timeZone, site.manifest.business.address.city),
    draftDays: b.draftDays,
    zips: servedZips(site.counties),
    counties: site.counties.map((c) => c.name),
    phone: site.manifest.business.phone,
    confirmationTime: site.facts.confirmationTime,
    toast: site.manifest.ui.toast,
    thanks: { heading: thanks.heading, intro: thanks.intro },
    prefill: prefillMaps(site),
  };
}

/** What a booking link's query may name: each service's booking type by its id, each city's name by its id. */
export function prefillMaps(site: Site): PrefillMaps {
  return {
    services: Object.fromEntries(site.services.flatMap((s) => (s.bookingType ? [[s.id, s.bookingType]] : []))),
    cities: Object.fromEntries(site.cities.map((c) => [c.id, c.name])),
  };
}

/** Where `npm start` answers which slots of a date are free: beside the form's action (/booking/submit -> /booking/availability). */
export const availabilityPath = (action: string) => action.replace(/[^/]*$/, 'availability');
