import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { emptyValues, FIELDS, MAX_LENGTH, type BookingValues, type Field } from '../rules/fields';
import { isIsoDate, isSubmissionKey, type Choices } from '../rules/validate';
import { ATTEMPT_KEY, DRAFT_KEY } from './draft';
import type { Receipt } from './submit';
import type { SentRequest } from './success-view';
import { prefillValues, type PrefillMaps } from '../rules/links';

const DAY_MS = 86_400_000;

/** A fresh key for one attempt: the handler stores a lead once per key, so a retry of the attempt is safe. */
function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (value) => value.toString(16).padStart(2, '0')).join('');
}

/** Keeps what a stored draft may hold: known fields, known options, no day before `today`. */
function sanitize(raw: unknown, base: BookingValues, choices: Choices, today: string): BookingValues {
  const value = { ...base };
  if (!raw || typeof raw !== 'object') return value;
  for (const key of FIELDS) {
    const item = (raw as Record<string, unknown>)[key];
    if (typeof item === 'string') value[key] = item.slice(0, MAX_LENGTH[key]);
  }
  const allowed: Partial<Record<Field, string[]>> = { state: [choices.state], time: choices.timeSlots, serviceType: choices.serviceTypes };
  for (const [key, list] of Object.entries(allowed) as Array<[Field, string[]]>)
    if (value[key] && !list.includes(value[key])) value[key] = base[key];
  if (value.date && (!isIsoDate(value.date) || value.date < today)) value.date = '';
  return value;
}

/**
 * The form's first values: what this page's link fills in over what the draft kept from earlier
 * links, the draft's own values (the visitor's) over both, what was typed before hydration over all;
 * and which fields then hold a link's value.
 */
function startingValues(
  stored: Partial<BookingValues>,
  earlierLinks: Field[],
  linked: Partial<BookingValues>,
  typed: Partial<BookingValues>,
): { values: Partial<BookingValues>; linked: Field[] } {
  const own = { ...stored };
  for (const key of earlierLinks) delete own[key];
  const byLinks = { ...stored, ...linked };
  return {
    values: { ...byLinks, ...own, ...typed },
    linked: (Object.keys(byLinks) as Field[]).filter((key) => !(key in own) && !(key in typed)),
  };
}

const isBlank = (bookingValues: BookingValues, defaults: BookingValues) => FIELDS.every((key) => bookingValues[key] === defaults[key]);

/**
 * What the form's controls hold that differs from a blank form: what the visitor typed or chose
 * before the form's script hydrated it (React keeps such a value on screen but not in its state),
 * or what the browser restored on a reload or a return to the page.
 */
function typedBeforeHydration(form: HTMLFormElement | null, blank: BookingValues): Partial<BookingValues> {
  const typed: Partial<BookingValues> = {};
  for (const key of FIELDS) {
    const el = form?.elements.namedItem(key);
    if (el && 'value' in el && typeof el.value === 'string' && el.value !== blank[key]) typed[key] = el.value;
  }
  return typed;
}

/** What the tab keeps of an accepted request: what the handler said, and what the visitor asked for (said back in the success view). */
export type Kept = Receipt & { asked?: SentRequest };
/** This tab's attempt: its key, and after a request was accepted, that it was sent and what is kept of it. */
type Attempt = { key: string; sent?: boolean } & Kept;
const ASKED: ReadonlyArray<keyof SentRequest> = ['serviceType', 'date', 'time', 'street', 'city', 'state', 'zip'];
/** What the visitor asked for, out of the form's values as sent. */
export const askedFrom = (values: BookingValues): SentRequest => Object.fromEntries(ASKED.map((key) => [key, values[key]])) as SentRequest;
/** What the visitor asked for, as the tab kept it: said back only when it has its shape. */
const askedOf = (value: unknown): SentRequest | undefined =>
  value && typeof value === 'object' && ASKED.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')
    ? (value as SentRequest)
    : undefined;
function readJson(storage: Storage, name: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(name) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
function write(storage: Storage, name: string, value: unknown) {
  try {
    if (value === undefined) storage.removeItem(name);
    else storage.setItem(name, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the form still works, only nothing is kept */
  }
}

/** What the tab kept of the request it sent (its success view survives a reload), or undefined when it sent none. */
function keptOf(attempt: Record<string, unknown> | null): Kept | undefined {
  if (attempt?.sent !== true || !isSubmissionKey(attempt.key)) return undefined;
  const { reference, emailed, request, asked } = attempt;
  return {
    reference: typeof reference === 'string' && /^[A-Z0-9-]{3,20}$/.test(reference) ? reference : undefined,
    emailed: emailed === true,
    request: request as string | undefined,
    asked: askedOf(asked),
  };
}

type Options = {
  state: string;
  choices: Choices;
  form: RefObject<HTMLFormElement | null>;
  /** the business's date today, yyyy-MM-dd: a kept date before it is dropped */
  today: string;
  /** a draft untouched for this many days is dropped */
  draftDays: number;
  /** what a booking link's query may fill in: the linking page's service and city */
  prefill: PrefillMaps;
};

/**
 * The form's values, kept in localStorage as a draft (name, phone, address ...) for `draftDays`
 * after the last change, until the request is sent or the visitor clears the form; and this tab's
 * attempt in sessionStorage: its submission key (a retry of the attempt sends it again, so the
 * handler updates one lead) and whether it was sent (the success view survives a reload). Another
 * tab starts its own attempt, with the draft's values but never its key. Both are read after
 * hydration (the prerendered HTML and the first client render stay blank), and what the visitor
 * typed before hydration wins over the draft, field by field, and the draft over what the linking
 * page's query fills in (src/booking/rules/links.ts), except where the draft only kept what an earlier
 * link filled in: the visitor who booked from a Tampa page, then taps Book on a Clearwater page,
 * finds Clearwater (the draft lists such fields until the visitor changes them).
 */
export function useDraft({ state, choices, form, today, draftDays, prefill }: Options) {
  const [values, setValues] = useState(() => emptyValues(state));
  const [key, setKey] = useState('');
  const [sent, setSentState] = useState(false);
  const [receipt, setReceipt] = useState<Kept>({});
  const [ready, setReady] = useState(false);
  /** The fields whose value a booking link filled in, unchanged by the visitor since. */
  const linkedFields = useRef<Field[]>([]);

  useEffect(() => {
    let draft: Record<string, unknown> | null = null;
    let attempt: Record<string, unknown> | null = null;
    try {
      draft = readJson(localStorage, DRAFT_KEY);
      attempt = readJson(sessionStorage, ATTEMPT_KEY);
    } catch {
      /* storage blocked */
    }
    const fresh = draft && typeof draft.savedAt === 'number' && Date.now() - draft.savedAt < draftDays * DAY_MS;
    if (draft && !fresh) write(localStorage, DRAFT_KEY, undefined);
    const stored = (fresh && draft?.values && typeof draft.values === 'object' ? draft.values : {}) as Partial<BookingValues>;
    const typed = typedBeforeHydration(form.current, emptyValues(state));
    // The linking page's service and city fill what the visitor has not typed or kept in a draft;
    // what the draft kept from an earlier link gives way to this one.
    const linked = prefillValues(new URLSearchParams(window.location.search), prefill);
    const earlierLinks = fresh && Array.isArray(draft?.linked) ? (draft.linked as Field[]) : [];
    const start = startingValues(stored, earlierLinks, linked, typed);
    linkedFields.current = start.linked;
    // Browser-only state, read after hydration so the first render matches the prerendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((bookingValues) => sanitize(start.values, bookingValues, choices, today));
    const submissionKey = isSubmissionKey(attempt?.key) ? attempt.key : newSubmissionKey();
    setKey(submissionKey);
    const kept = keptOf(attempt);
    setSentState(!!kept);
    setReceipt(kept ?? {});
    write(sessionStorage, ATTEMPT_KEY, { key: submissionKey, ...(kept ? { sent: true, ...kept } : {}) } satisfies Attempt);
    setReady(true);
    // Read once, after hydration; choices come from the page's data and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!ready) return;
    const draft = { values, savedAt: Date.now(), linked: linkedFields.current };
    write(localStorage, DRAFT_KEY, isBlank(values, emptyValues(state)) ? undefined : draft);
  }, [ready, values, state]);

  const setField = useCallback((field: Field, value: string) => {
    // The visitor's own choice from now on: a later link does not replace it.
    linkedFields.current = linkedFields.current.filter((key) => key !== field);
    setValues((bookingValues) => (bookingValues[field] === value ? bookingValues : { ...bookingValues, [field]: value }));
  }, []);

  /** A new attempt: a blank form, no draft, a new key. `sent` keeps the success view until the visitor starts the next one. */
  const startOver = useCallback(
    (sentBefore: boolean, got: Kept = {}) => {
      write(localStorage, DRAFT_KEY, undefined);
      linkedFields.current = [];
      const submissionKey = newSubmissionKey();
      write(sessionStorage, ATTEMPT_KEY, { key: submissionKey, ...(sentBefore ? { sent: true, ...got } : {}) } satisfies Attempt);
      setValues(emptyValues(state));
      setKey(submissionKey);
      setSentState(sentBefore);
      setReceipt(sentBefore ? got : {});
    },
    [state],
  );
  /** After a request was accepted: the success view and what the handler said (kept across a reload), and the next attempt ready. */
  const markSent = useCallback((got: Kept) => startOver(true, got), [startOver]);
  /** The visitor clears the form, or leaves the success view for another booking. */
  const clear = useCallback(() => startOver(false), [startOver]);

  return { values, key, sent, receipt, setField, markSent, clear };
}
