import type { BookingValues } from '../rules/fields';
import type { FieldErrors } from '../rules/validate';

/** An answer to a booking request that was not stored: its status, code (JSON clients read it) and words. */
export type Refusal = {
  status: number;
  code: string;
  heading: string;
  message: string;
  errors?: FieldErrors;
  /** What the visitor sent, to show the form again filled in (the page without JavaScript). */
  values?: BookingValues;
  /** The submission key to send again with the form, so a repeat stays one lead. */
  key?: string;
  headers?: Record<string, string>;
};

/** The visitor's details, kept for the answer. */
type Kept = { values: BookingValues; key?: string };

/**
 * Every refusal of the booking form, in the visitor's words: the one place they are written. Each
 * says what happened and what to do, and offers the phone number (`phone`, as displayed).
 */
// eslint-disable-next-line max-lines-per-function -- a table: one short entry per refusal, read together so their words stay alike
export function bookingRefusals(phone: string) {
  const callUs = `call us at ${phone}`;
  return {
    method: (): Refusal => ({
      status: 405,
      code: 'method',
      heading: 'Method not allowed',
      message: 'The booking form is sent with POST.',
      headers: { Allow: 'POST, GET, HEAD' },
    }),
    origin: (): Refusal => ({
      status: 403,
      code: 'origin',
      heading: 'Request not accepted',
      message: `This form can only be sent from our own website. Please open the booking form and try again, or ${callUs}.`,
    }),
    rateLimit: (waitS: number): Refusal => ({
      status: 429,
      code: 'rate-limit',
      heading: 'Too many requests',
      message: `We received too many requests from your connection. Please try again in ${minutes(waitS)}, or ${callUs}.`,
      headers: { 'Retry-After': String(waitS) },
    }),
    contentType: (): Refusal => ({
      status: 415,
      code: 'content-type',
      heading: 'Request not accepted',
      message: `The form was sent in a format we do not accept. Please use the booking form on our website, or ${callUs}.`,
    }),
    tooLarge: (): Refusal => ({
      status: 413,
      code: 'too-large',
      heading: 'Request too large',
      message: `The request was larger than a booking can be. Please shorten the description and try again, or ${callUs}.`,
    }),
    timeout: (): Refusal => ({
      status: 408,
      code: 'timeout',
      heading: 'Request timed out',
      message: `The request took too long to arrive. Please try again, or ${callUs}.`,
    }),
    /** `reason`: the form parser's code for what it could not read. */
    unreadable: (reason: string): Refusal => ({
      status: 400,
      code: reason,
      heading: 'We could not read the form',
      message: `Some of what was sent could not be read (it must be UTF-8 text). Please retype it and send again, or ${callUs}.`,
    }),
    formName: (): Refusal => ({
      status: 400,
      code: 'form-name',
      heading: 'Unknown form',
      message: `This is not a booking form submission. Please use the booking form on our website, or ${callUs}.`,
    }),
    invalid: (errors: FieldErrors, kept: Kept): Refusal => ({
      status: 422,
      code: 'invalid',
      heading: 'Please check your booking details',
      message: 'Your request was not sent yet. Please correct the fields below and send it again.',
      errors,
      ...kept,
    }),
    /** `what`: the e-mail address or the phone number; `max` requests in `windowS`; `waitS` until the next. */
    contactLimit: (what: 'email' | 'phone', max: number, windowS: number, waitS: number, kept: Kept): Refusal => ({
      status: 429,
      code: 'contact-limit',
      heading: 'We already have your requests',
      message: `We already received ${max} requests with ${what === 'email' ? 'this e-mail address' : 'this phone number'} in the last ${minutes(windowS)}; we will contact you about them. To change or add anything, please ${callUs}, or send again in ${minutes(waitS)}.`,
      headers: { 'Retry-After': String(waitS) },
      ...kept,
    }),
    busy: (retryAfterS: number, kept: Kept): Refusal => ({
      status: 503,
      code: 'busy',
      heading: 'Please send your request again',
      message: `Our booking system is busy for a moment and your request was not saved yet. Your details are kept: please send them again in a few seconds, or ${callUs}.`,
      headers: { 'Retry-After': String(retryAfterS) },
      ...kept,
    }),
    storage: (kept: Kept): Refusal => ({
      status: 500,
      code: 'storage',
      heading: 'We could not save your request',
      message: `Something went wrong on our side and your request was not saved. Please try again in a moment, or ${callUs}.`,
      ...kept,
    }),
    /** `timeError`: the time field's message (the nearest free times, from the slot rules). */
    full: (timeError: string, kept: Kept): Refusal => ({
      status: 409,
      code: 'full',
      heading: 'That time is fully booked',
      message: 'Your request was not sent yet. The time you chose has just been fully booked; please choose another and send it again.',
      errors: { time: timeError },
      ...kept,
    }),
    /** The availability lookup's answer to a malformed date. */
    date: (): Refusal => ({ status: 400, code: 'date', heading: 'Unknown date', message: 'Give a date as yyyy-MM-dd.' }),
  };
}

export type BookingRefusals = ReturnType<typeof bookingRefusals>;

/** "1 minute", "12 minutes": at least one, rounded up. */
export function minutes(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n > 1 ? 's' : ''}`;
}
