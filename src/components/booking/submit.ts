import type { FieldErrors } from '../../booking-rules/validate';

/** `reference`: the request's own reference, from the project's handler (a static host's handler gives none). */
export type SubmitResult = { ok: true; reference?: string } | { ok: false; status: number; message?: string; errors?: FieldErrors };

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
    const data = (await res.json().catch(() => ({}))) as { ok?: boolean; message?: string; errors?: FieldErrors; reference?: unknown };
    // Our handler answers { ok: true }; a static host's form handler (Netlify) answers 200 with a page.
    if (res.ok && data.ok !== false) return typeof data.reference === 'string' ? { ok: true, reference: data.reference } : { ok: true };
    return { ok: false, status: res.status, message: data.message, errors: data.errors };
  } catch {
    return { ok: false, status: 0 };
  }
}
