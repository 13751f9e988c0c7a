import type { PrefillMaps } from '../rules/links';
import type { Availability } from '../rules/slots';
import type { ToastSettings } from '../../components/toasts';

/** Everything the booking form needs, from site.yaml and content/counties.yaml (built by src/booking/form/config.ts). */
export type BookingConfig = {
  action: string;
  timeSlots: string[];
  serviceTypes: string[];
  /** the one state of the service area */
  state: string;
  /** per weekday (0 = Sunday), the slots inside that day's service hours */
  slotsByDay: string[][];
  /** per weekday, that day's service hours, e.g. "10:00 AM-4:00 PM" */
  hoursByDay: string[];
  zipSuggestMinLength: number;
  zipSuggestMax: number;
  zipNoteCloseMs: number;
  /** how far ahead a visit can be booked, in days (site.yaml booking.maxDaysAhead) */
  maxDaysAhead: number;
  /** the business's time zone, same-day lead time, closed dates and emergency phone */
  availability: Availability;
  /** where the server answers a date's free slots (absent on a static host: the form then applies the rules it has) */
  availabilityUrl: string;
  /** the business's time zone as people read it, e.g. "Eastern Time (Tampa)" */
  zoneLabel: string;
  /** how long an arrival window is, in minutes (site.yaml booking.slotMinutes): the success view says the window asked for */
  slotMinutes: number;
  /** how many days the browser keeps a draft */
  draftDays: number;
  /** every served ZIP, in county order */
  zips: string[];
  counties: string[];
  phone: { display: string; e164: string };
  toast: ToastSettings;
  /**
   * the pop-up once a request is accepted (content/pages/booking.yaml `thanks`: the spec's "Appointment
   * Scheduled"), and the view in the form's place, which says it is a request until the office calls (`received`)
   */
  thanks: { heading: string; intro: string };
  received: { heading: string; intro: string };
  /** what a booking link's query may fill in (src/booking/rules/links.ts) */
  prefill: PrefillMaps;
};
