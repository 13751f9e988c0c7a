import type { AddressCheck } from '../rules/email';
import type { Choices } from '../rules/validate';
import type { BookingConfig } from './types';

/** What the shared rules check a booking against, from the form's config (and the full address check once loaded). */
export function choicesOf(config: BookingConfig, emailCheck?: AddressCheck): Choices {
  return {
    state: config.state,
    timeSlots: config.timeSlots,
    serviceTypes: config.serviceTypes,
    slotsByDay: config.slotsByDay,
    hoursByDay: config.hoursByDay,
    area: { zips: config.zips, counties: config.counties, phone: config.phone.display },
    emailCheck,
  };
}
