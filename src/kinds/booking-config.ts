import type { BookingConfig } from '../components/booking/types';
import { hoursByDay, slotsByDay } from '../booking-rules/slots';
import type { Choices } from '../booking-rules/validate';
import type { Site } from '../manifest/load';

/** What the booking rules need from site.yaml: the one state, the slots and the service hours of each day. */
export function bookingChoices(site: Site): Choices {
  const b = site.manifest.booking;
  const hours = site.manifest.business.hours.service;
  return {
    state: b.state,
    timeSlots: b.timeSlots,
    serviceTypes: b.serviceTypes,
    slotsByDay: slotsByDay(b.timeSlots, hours, b.slotMinutes),
    hoursByDay: hoursByDay(hours),
  };
}

export function bookingConfig(site: Site): BookingConfig {
  const b = site.manifest.booking;
  return {
    action: b.action,
    ...bookingChoices(site),
    zipSuggestMinLength: b.zipSuggestMinLength,
    zipSuggestMax: b.zipSuggestMax,
    zipNoteCloseMs: b.zipNoteCloseMs,
    maxDaysAhead: b.maxDaysAhead,
    zips: [...new Set(site.counties.flatMap((c) => c.zipCodes))],
    counties: site.counties.map((c) => c.name),
    phone: site.manifest.business.phone,
    confirmationTime: site.facts.confirmationTime,
    toast: site.manifest.ui.toast,
  };
}
