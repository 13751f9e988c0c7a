import type { FieldErrors } from '../rules/validate';

/**
 * What the handler said of an accepted request: its reference, whether a confirmation e-mail went
 * (or is queued to go) to the visitor, and the signed key of the request's own page (the success view
 * links it when it has the shape of one). The owner's server gives them; a static host's handler none.
 */
export type Receipt = { reference?: string; emailed?: boolean; request?: string };
export type SubmitResult = ({ ok: true } & Receipt) | { ok: false; status: number; message?: string; errors?: FieldErrors };

const TIMEOUT_MS = 20_000;

/**
 * Posts the form exactly as the browser would without JavaScript (URL-encoded, same fields), and
 * asks for JSON. Network failures and timeouts come back as status 0.
 */
export async function postBooking(form: HTMLFormElement): Promise<SubmitResult> {
  const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const data = (await res.json().catch(() => ({}))) as {
      ok?: boolean;
      message?: string;
      errors?: FieldErrors;
      reference?: unknown;
      emailed?: unknown;
      request?: unknown;
    };
    // Our handler answers { ok: true }; a static host's form handler (Netlify) answers 200 with a page.
    if (res.ok && data.ok !== false)
      return {
        ok: true,
        ...(typeof data.reference === 'string' ? { reference: data.reference } : {}),
        emailed: data.emailed === true,
        ...(typeof data.request === 'string' ? { request: data.request } : {}),
      };
    return { ok: false, status: res.status, message: data.message, errors: data.errors };
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * What the visitor reads when a request was not accepted: what to do next, and the phone to call.
 * Loaded with the sending code, only once the visitor sends.
 */
export function failureMessage(submitResult: Exclude<SubmitResult, { ok: true }>, phone: string): string {
  const call = `call us at ${phone}`;
  if (submitResult.status === 422 || submitResult.status === 409)
    return `Please correct the highlighted fields and send again, or ${call}.`;
  // The handler's own words: which limit, or that the database is busy.
  if ((submitResult.status === 429 || submitResult.status === 503) && submitResult.message) return submitResult.message;
  if (submitResult.status === 429) return `Too many requests. Please try again later, or ${call}.`;
  // No answer: the request may have arrived. The same attempt sent again updates it, never a second booking.
  if (submitResult.status === 0)
    return `We did not get an answer, so your request may or may not have reached us. Sending it again is safe: it will not be booked twice. Or ${call}.`;
  return `Your details are still here. Please try again in a moment, or ${call}.`;
}
