import { escapeHtml as esc } from '../../http/html';
import type { Site } from '../../manifest/load';
import { BOOKING_REQUEST_PATH, href } from '../../routes/urls';
import type { PageFill } from '../../http/handler';
import { prefillMaps } from '../form/config';
import type { BookingValues } from '../rules/fields';
import { referenceIn, requestKeyIn, saysEmailed } from '../rules/emailed';
import { callIn } from '../rules/call-line';
import { prefillValues } from '../rules/links';
import { NO_SCRIPT_REQUEST } from '../../kinds/booking-result/without-script';
import { serviceAddress, type Lead } from './lead-store';
import { visitWindow, windowWords } from './mail/visit';

/**
 * The booking pages the server fills in from their query, so that a visitor without JavaScript reads
 * the same as one with it: the form with the linking page's service and city chosen, and the offer's
 * line in the issue when the link claims it (src/booking/rules/links.ts), and the confirmation page with the request's reference, the link to
 * its own page, what was asked for (the request the key of its page opens: `requestOf`), when its
 * call comes (sent while the office was closed), and its e-mail sentence shown when the handler
 * e-mailed the visitor. Unknown ids or no query: the page as built.
 */
export function bookingPageFill(site: Site, requestOf: (requestKey: string) => Lead | undefined = () => undefined): PageFill {
  const maps = prefillMaps(site);
  const form = href('booking');
  const thanks = href('booking-result');
  const { timeZone } = site.manifest.business;
  const { slotMinutes } = site.manifest.booking;
  return (pathname, query) => {
    if (pathname === thanks) {
      const reference = referenceIn(query);
      const emailed = saysEmailed(query);
      const requestKey = requestKeyIn(query);
      const call = callIn(query);
      if (!reference && !emailed && !requestKey && !call) return undefined;
      const lead = requestKey ? requestOf(requestKey) : undefined;
      return (html) => {
        const shown = emailed ? showEmailed(html) : html;
        const linked = requestKey ? showRequestLink(shown, requestKey) : shown;
        const asked = lead ? showRequest(linked, askedLines(lead, timeZone, slotMinutes)) : linked;
        const called = call ? showCall(asked, call) : asked;
        return reference ? showReference(called, reference) : called;
      };
    }
    if (pathname !== form) return undefined;
    const values = prefillValues(query, maps);
    return values.serviceType || values.city || values.issue ? (html) => fillForm(html, values) : undefined;
  };
}

/** The confirmation page's sentence about the e-mail (data-emailed), prerendered hidden, shown. */
export const showEmailed = (html: string): string => html.replace(/(<p\b[^>]*\bdata-emailed=""[^>]*?)\s+hidden=""/, '$1');

/** The confirmation page's sentence of when the call comes (data-call), prerendered hidden and empty, shown with it. */
export const showCall = (html: string, call: string): string =>
  html.replace(/(<p\b[^>]*\bdata-call=""[^>]*?)\s+hidden=""([^>]*>)(<\/p>)/, `$1$2${esc(call)}$3`);

/** The confirmation page's reference sentence (data-reference), prerendered hidden and empty, shown with the reference. */
export const showReference = (html: string, reference: string): string =>
  html
    .replace(/(<p\b[^>]*\bdata-reference=""[^>]*?)\s+hidden=""/, '$1')
    .replace(/(<strong\b[^>]*\bdata-reference-value=""[^>]*>)(<\/strong>)/, `$1${esc(reference)}$2`);

/** The confirmation page's link to the request's own page (data-request), prerendered hidden and without an address, shown with it. */
export const showRequestLink = (html: string, requestKey: string): string =>
  html
    .replace(/(<p\b[^>]*\bdata-request=""[^>]*?)\s+hidden=""/, '$1')
    .replace(/<a\b([^>]*\bdata-request-href="")/, `<a href="${esc(BOOKING_REQUEST_PATH + requestKey)}"$1`);

/** What a request asked for, as the form's own confirmation shows it: the service, the day and arrival window, the address. */
export function askedLines(lead: Lead, timeZone: string, slotMinutes: number): Array<[string, string]> {
  const visit = visitWindow(lead, timeZone, slotMinutes);
  // A time chosen without a day is said as the e-mail says it (the page said the time was to be agreed).
  const undated = lead.time ? `${lead.time}, on the day we agree` : 'to be agreed on the phone';
  const when = visit ? `${visit.dateText}, ${windowWords(visit)}` : undated;
  const lines: Array<[string, string]> = [
    ['Service', lead.serviceType],
    ['Requested time', when],
    ['Address', serviceAddress(lead)],
  ];
  return lines.filter(([, value]) => value);
}

/** The confirmation page's empty noscript (NO_SCRIPT_REQUEST), filled with what the request asked for. */
export const showRequest = (html: string, lines: Array<[string, string]>): string =>
  html.replace(
    `<noscript id="${NO_SCRIPT_REQUEST}"></noscript>`,
    `<noscript id="${NO_SCRIPT_REQUEST}"><dl class="asked" aria-label="Your request">${lines
      .map(([label, value]) => `<div><dt>${esc(label)}</dt><dd>${esc(value)}</dd></div>`)
      .join('')}</dl></noscript>`,
  );

/** The prerendered booking form with the city typed in and the service type chosen, as if the visitor had. */
export function fillForm(html: string, values: Partial<Pick<BookingValues, 'serviceType' | 'city' | 'issue'>>): string {
  let out = html;
  if (values.issue !== undefined) {
    const issue = values.issue;
    out = out.replace(
      /(<textarea\b[^>]*\bname="issue"[^>]*>)[\s\S]*?(<\/textarea>)/,
      (_, open: string, close: string) => `${open}${esc(issue)}${close}`,
    );
  }
  if (values.city !== undefined) {
    const value = `value="${esc(values.city)}"`;
    out = out.replace(/<input\b[^>]*\bname="city"[^>]*>/, (tag) =>
      /\bvalue="[^"]*"/.test(tag) ? tag.replace(/\bvalue="[^"]*"/, value) : tag.replace(/\s*\/?>$/, ` ${value}>`),
    );
  }
  if (values.serviceType !== undefined) {
    // React writes an apostrophe in an attribute as &#x27;
    const chosen = `<option value="${esc(values.serviceType).replace(/&#39;/g, '&#x27;')}"`;
    out = out.replace(
      /(<select\b[^>]*\bname="serviceType"[^>]*>)([\s\S]*?)(<\/select>)/,
      (_, open: string, options: string, close: string) => {
        const cleared = options.replace(/\sselected=""/g, '');
        return open + (cleared.includes(chosen) ? cleared.replace(chosen, `${chosen} selected=""`) : cleared) + close;
      },
    );
  }
  return out;
}
