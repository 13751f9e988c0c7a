/**
 * The confirmation page's query after a request the handler e-mailed the visitor about: the page
 * says so only then (src/booking/server/booking-fill.ts fills it in on the server, the page keeps it).
 */
export const EMAILED_QUERY = 'email=sent';

/** Whether a confirmation page's query says the visitor was e-mailed. */
export const saysEmailed = (query: URLSearchParams): boolean => query.get('email') === 'sent';
