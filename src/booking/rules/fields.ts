/**
 * The booking form's fields: names (the static host's form contract), labels and limits.
 * Pure data, shared by the form (client), the handler (server) and its no-JavaScript error page.
 */
export const FIELDS = ['name', 'phone', 'email', 'street', 'city', 'state', 'zip', 'date', 'time', 'serviceType', 'issue'] as const;
export type Field = (typeof FIELDS)[number];
export type BookingValues = Record<Field, string>;

/** Hidden fields of the contract. */
export const FORM_NAME = 'booking-form';
export const HONEYPOT = 'bot-field';
export const KEY_FIELD = 'submission-key';

/** The spec's required fields (section 5); each has a MISSING message. */
export const REQUIRED: readonly Field[] = ['name', 'phone', 'email', 'street', 'city', 'zip'];

/** Longest accepted value, in characters, after trimming. */
export const MAX_LENGTH: Record<Field, number> = {
  name: 100,
  phone: 30,
  email: 254,
  street: 200,
  city: 100,
  state: 40,
  zip: 14,
  date: 10,
  time: 20,
  serviceType: 60,
  issue: 2000,
};

export const LABELS: Record<Field, string> = {
  name: 'Full Name',
  phone: 'Phone Number',
  email: 'Email Address',
  street: 'Street Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  date: 'Preferred Date',
  time: 'Preferred Time',
  serviceType: 'Service Needed',
  issue: 'Describe the Issue',
};

/** What to tell a visitor who left a required field empty. */
export const MISSING: Partial<Record<Field, string>> = {
  name: 'Please enter your name.',
  phone: 'Please enter a phone number we can call.',
  email: 'Please enter your email address.',
  street: 'Please enter the street address of the job.',
  city: 'Please enter the city.',
  zip: 'Please enter the 5-digit ZIP code.',
};

export function emptyValues(state: string): BookingValues {
  const bookingValues = Object.fromEntries(FIELDS.map((text) => [text, ''])) as BookingValues;
  bookingValues.state = state;
  return bookingValues;
}
