import { useCallback, useEffect, useState, type RefObject } from 'react';
import { emptyValues, FIELDS, MAX_LENGTH, type BookingValues, type Field } from '../../booking-rules/fields';
import { isoDay, isSubmissionKey, type Choices } from '../../booking-rules/validate';
import { DRAFT_KEY } from './draft';

/** A fresh key for one submission: the handler stores a lead once per key, so a retry is safe. */
function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keeps what a stored draft may hold: known fields, known options, no past date. */
function sanitize(raw: unknown, base: BookingValues, choices: Choices): BookingValues {
  const v = { ...base };
  if (!raw || typeof raw !== 'object') return v;
  for (const f of FIELDS) {
    const x = (raw as Record<string, unknown>)[f];
    if (typeof x === 'string') v[f] = x.slice(0, MAX_LENGTH[f]);
  }
  const allowed: Partial<Record<Field, string[]>> = { state: [choices.state], time: choices.timeSlots, serviceType: choices.serviceTypes };
  for (const [f, list] of Object.entries(allowed) as Array<[Field, string[]]>) if (v[f] && !list.includes(v[f])) v[f] = base[f];
  if (v.date && (!/^\d{4}-\d{2}-\d{2}$/.test(v.date) || v.date < isoDay(new Date()))) v.date = '';
  return v;
}

const isBlank = (v: BookingValues, defaults: BookingValues) => FIELDS.every((f) => v[f] === defaults[f]);

/**
 * What the form's controls hold that differs from a blank form: what the visitor typed or chose
 * before the form's script hydrated it (React keeps such a value on screen but not in its state),
 * or what the browser restored on a reload or a return to the page.
 */
function typedBeforeHydration(form: HTMLFormElement | null, blank: BookingValues): Partial<BookingValues> {
  const typed: Partial<BookingValues> = {};
  for (const f of FIELDS) {
    const el = form?.elements.namedItem(f);
    if (el && 'value' in el && typeof el.value === 'string' && el.value !== blank[f]) typed[f] = el.value;
  }
  return typed;
}

/**
 * The form's values and its submission key, kept in localStorage until the request is sent. The
 * draft is read after hydration (the prerendered HTML and the first client render stay blank), and
 * what the visitor typed before hydration wins over it, field by field.
 */
export function useDraft(state: string, choices: Choices, form: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState(() => emptyValues(state));
  const [key, setKey] = useState('');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let draft: { values?: unknown; key?: unknown } | null;
    try {
      draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    } catch {
      draft = null;
    }
    const stored = draft?.values && typeof draft.values === 'object' ? draft.values : {};
    const typed = typedBeforeHydration(form.current, emptyValues(state));
    // Browser-only state, read after hydration so the first render matches the prerendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((v) => sanitize({ ...stored, ...typed }, v, choices));
    setKey(isSubmissionKey(draft?.key) ? draft.key : newSubmissionKey());
    setReady(true);
    // Read once, after hydration; choices come from the page's data and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!ready) return;
    try {
      if (isBlank(values, emptyValues(state))) localStorage.removeItem(DRAFT_KEY);
      else localStorage.setItem(DRAFT_KEY, JSON.stringify({ values, key }));
    } catch {
      /* storage full or blocked: the form still works, only the draft is not kept */
    }
  }, [ready, values, key, state]);

  const setField = useCallback((f: Field, value: string) => setValues((v) => (v[f] === value ? v : { ...v, [f]: value })), []);

  /** After a request was accepted: a blank form, no draft, a new key for the next one. */
  const reset = useCallback(() => {
    try {
      localStorage.removeItem(DRAFT_KEY);
    } catch {
      /* nothing kept */
    }
    setValues(emptyValues(state));
    setKey(newSubmissionKey());
  }, [state]);

  return { values, key, setField, reset };
}
