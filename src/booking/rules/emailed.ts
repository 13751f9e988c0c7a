import { REFERENCE_PATTERN } from './reference';

/**
 * The confirmation page's query after a request the handler e-mailed the visitor about: the page
 * says so only then (src/booking/server/booking-fill.ts fills it in on the server, the page keeps it).
 */
export const EMAILED_QUERY = 'email=sent';

/** The confirmation page's query carries the request's reference (`ref=BG-7K3M9`): shown to a visitor without JavaScript too. */
export const REFERENCE_QUERY = 'ref';

/** The reference a confirmation page's query carries, when it has the shape of one (anything else shows nothing). */
export function referenceIn(query: URLSearchParams): string | undefined {
  const value = query.get(REFERENCE_QUERY) ?? '';
  return REFERENCE_PATTERN.test(value) ? value : undefined;
}

/** The confirmation page's query carries, on the owner's server, the signed key of the request's own page (`request=42.manage.…`). */
export const REQUEST_QUERY = 'request';

/** The key of the request's own page a confirmation page's query carries, when it has the shape of one. */
export function requestKeyIn(query: URLSearchParams): string | undefined {
  const value = query.get(REQUEST_QUERY) ?? '';
  return isRequestKey(value) ? value : undefined;
}

/** Whether a value has the shape of the signed key of a request's own page (the handler's answer to a script carries it too). */
export const isRequestKey = (value: unknown): value is string => typeof value === 'string' && /^\d+\.manage\.\d+\.[\w-]+$/.test(value);

/**
 * The confirmation page's query carries, for a request sent while the office was closed, when the
 * call comes (`call=2031-12-08T08:00`): the page says it as the e-mail does (callIn in
 * src/booking/rules/call-line.ts, apart: the booking form's first load has no need of it).
 */
export const CALL_QUERY = 'call';

/** What the handler tells the confirmation page of a request it received, in its query (the JSON answer is the form's Receipt). */
export type ConfirmationQuery = { reference?: string; emailed?: boolean; requestKey?: string; call?: string };

/** Where the handler sends a visitor whose request it received: the confirmation page, with what it may say. */
export function confirmationAddress(page: string, { reference, emailed, requestKey, call }: ConfirmationQuery): string {
  const query = [
    reference ? `${REFERENCE_QUERY}=${encodeURIComponent(reference)}` : '',
    emailed ? EMAILED_QUERY : '',
    requestKey ? `${REQUEST_QUERY}=${encodeURIComponent(requestKey)}` : '',
    // Digits, '-', 'T' and ':' (callAt): as they are.
    call ? `${CALL_QUERY}=${call}` : '',
  ]
    .filter(Boolean)
    .join('&');
  return query ? `${page}?${query}` : page;
}

/** Whether a confirmation page's query says the visitor was e-mailed. */
export const saysEmailed = (query: URLSearchParams): boolean => query.get('email') === 'sent';
