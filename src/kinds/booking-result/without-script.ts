/**
 * The id of the confirmation page's empty `<noscript>`, where the owner's server puts what a visitor
 * without JavaScript asked for (service, day and arrival window, address: src/booking/server/booking-fill.ts).
 * A browser with JavaScript never reads a noscript's content, and React does not hydrate it.
 */
export const NO_SCRIPT_REQUEST = 'request-without-script';
