import type { BookingConfig } from '../components/booking/types';
import type { Site } from '../manifest/load';

export function bookingConfig(site: Site): BookingConfig {
  const b = site.manifest.booking;
  return {
    action: b.action,
    timeSlots: b.timeSlots,
    serviceTypes: b.serviceTypes,
    states: b.states,
    defaultState: b.defaultState,
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
