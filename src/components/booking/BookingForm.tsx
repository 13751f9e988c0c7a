import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../../app/hooks';
import { color, media } from '../theme';
import { DateField } from './DateField';
import { Field } from './Field';
import { FIELDS, FORM_NAME, HONEYPOT, KEY_FIELD, LABELS, MAX_LENGTH, REQUIRED, type Field as FieldName } from '../../booking-rules/fields';
import type { SubmitResult } from './submit';
import type { BookingConfig } from './types';
import { useDraft } from './useDraft';
import { businessClock, openSlots, slotLabel, WEEKDAYS, weekdayOf } from '../../booking-rules/slots';
import { loadAddressCheck, type AddressCheck } from '../../booking-rules/email';
import {
  bookingWindow,
  fieldError,
  isIsoDate,
  slotError,
  type Choices,
  type DateWindow,
  type FieldErrors,
} from '../../booking-rules/validate';
import { ZipField } from './ZipField';
import { listJoin } from '../../manifest/words';

type Props = { config: BookingConfig; headingLevel?: 2 | 3 };
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What only a visitor who uses the form needs loads when they first focus it: the toasts (sonner),
 * the sending code and the success view. The page's first load stays small.
 */
const loadNotices = () => import('./Notices');
const Notices = lazy(loadNotices);
const loadSuccess = () => import('./SuccessView');
const SuccessView = lazy(loadSuccess);

/**
 * The booking form: a real form for the static host's form handler and our own (works without
 * JavaScript), enhanced with a ZIP combobox, a calendar, a kept draft, and a fetch submission
 * with toasts. Field rules are shared with the handler (./validate.ts).
 */
export function BookingForm({ config, headingLevel = 2 }: Props) {
  const hydrated = useHydrated();
  const [emailCheck, setEmailCheck] = useState<AddressCheck>();
  const choices = useMemo<Choices>(
    () => ({
      state: config.state,
      timeSlots: config.timeSlots,
      serviceTypes: config.serviceTypes,
      slotsByDay: config.slotsByDay,
      hoursByDay: config.hoursByDay,
      area: { zips: config.zips, counties: config.counties, phone: config.phone.display },
      emailCheck,
    }),
    [config, emailCheck],
  );
  // The business's clock (its time zone, whatever the device's): read again every minute, so that a
  // slot that starts too soon stops being offered while the page is open.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(t);
  }, []);
  const today = businessClock(now, config.availability.timeZone).date;
  const bookable = useMemo(
    () => bookingWindow(now, config.maxDaysAhead, 0, config.availability.timeZone),
    // a new window once a day, not once a minute
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, config],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { values, key, sent, reference, setField, markSent, clear } = useDraft({
    state: config.state,
    choices,
    form: formRef,
    today,
    draftDays: config.draftDays,
  });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState('');
  const errorRef = useRef<HTMLParagraphElement>(null);
  /** Counts failures whose message takes focus: focused once it is drawn. */
  const [errorFocus, setErrorFocus] = useState(0);
  useEffect(() => {
    if (errorFocus) errorRef.current?.focus();
  }, [errorFocus]);
  const taken = useTakenSlots(config.availabilityUrl, values.date, sent);
  const [noticesOn, setNoticesOn] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<FieldName>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});
  const base = `booking${useId().replace(/[^A-Za-z0-9-]/g, '')}`; // ids must start with a letter
  const idOf = (f: FieldName) => `${base}-${f}`;

  // The full address check loads when the visitor starts typing an address (not with the page).
  const typedEmail = values.email !== '';
  useEffect(() => {
    if (typedEmail && !emailCheck) void loadAddressCheck().then((check) => setEmailCheck(() => check));
  }, [typedEmail, emailCheck]);
  // The times a chosen day offers now: inside its service hours, not started nor within the lead
  // time today, not on a closed day, and (from the server, where there is one) not full.
  const chosenDay = isIsoDate(values.date) ? values.date : undefined;
  const open = chosenDay ? openSlots(chosenDay, choices.slotsByDay, config.availability, now) : undefined;
  const known = taken?.date === chosenDay ? taken : undefined;
  const free = open && known ? open.filter((t) => !known.full.includes(t)) : open;
  const fullError =
    chosenDay && free && open?.includes(values.time) && !free.includes(values.time)
      ? `The ${values.time} window on this day is fully booked. Please choose another time.`
      : undefined;
  const rules = (f: FieldName) => rulesError(f, values, choices, bookable, now) ?? (f === 'time' ? fullError : undefined);

  // The browser's own validation bubbles say what the handler would say.
  useEffect(() => {
    for (const f of FIELDS) controls.current[f]?.setCustomValidity(rules(f) ?? '');
  });

  const errorOf = (f: FieldName) => (shown.has(f) ? (rules(f) ?? serverErrors[f]) : undefined);
  // The times offered: with a chosen day, those it offers now (and a chosen time that it does not,
  // so that its message shows); without one, every time, labelled with the days it is offered.
  const inHours = chosenDay ? choices.slotsByDay[weekdayOf(chosenDay)] : undefined;
  const timeOptions = (free ? choices.timeSlots.filter((t) => free.includes(t) || t === values.time) : choices.timeSlots).map((t) => ({
    value: t,
    label: !free
      ? slotLabel(t, choices.slotsByDay)
      : free.includes(t)
        ? t
        : !inHours?.includes(t)
          ? `${t} (not on ${WEEKDAYS[weekdayOf(values.date)]}s)`
          : `${t} (not available)`,
  }));
  const noTimeLeft = !!chosenDay && !!free && free.length === 0;
  const reveal = (f: FieldName) => setShown((s) => (s.has(f) ? s : new Set(s).add(f)));
  const change = (f: FieldName, v: string) => {
    setField(f, v);
    if (f === 'zip' && /^\d{5}$/.test(v)) reveal(f); // a whole ZIP: say at once if it is outside the area
    if (serverErrors[f]) setServerErrors(({ [f]: _gone, ...rest }) => rest);
  };
  const common = (f: FieldName) => ({
    id: idOf(f),
    name: f,
    value: values[f],
    required: REQUIRED.includes(f),
    ref: (el: Control | null) => {
      controls.current[f] = el;
    },
    onChange: (e: { target: { value: string } }) => change(f, e.target.value),
    onInvalid: () => reveal(f),
    'aria-invalid': errorOf(f) ? true : undefined,
    'aria-describedby': errorOf(f) ? `${idOf(f)}-error` : undefined,
  });
  const text = (f: FieldName, type: string, autoComplete: string) => (
    <Field id={idOf(f)} label={LABELS[f]} required={REQUIRED.includes(f)} error={errorOf(f)}>
      <input {...common(f)} type={type} autoComplete={autoComplete} maxLength={MAX_LENGTH[f]} />
    </Field>
  );
  const select = (
    f: FieldName,
    options: Array<string | { value: string; label: string }>,
    autoComplete: string,
    placeholder?: string,
    note?: ReactNode,
  ) => (
    <Field id={idOf(f)} label={LABELS[f]} error={errorOf(f)}>
      <select
        {...common(f)}
        autoComplete={autoComplete}
        aria-describedby={[common(f)['aria-describedby'], note ? `${idOf(f)}-note` : ''].filter(Boolean).join(' ') || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options
          .map((o) => (typeof o === 'string' ? { value: o, label: o } : o))
          .map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
      </select>
      {note && (
        <p className="note" id={`${idOf(f)}-note`}>
          {note}
        </p>
      )}
    </Field>
  );

  const failed = (r: Exclude<SubmitResult, { ok: true }>, description: string) => {
    const errs = r.errors ?? {};
    const fields = FIELDS.filter((f) => errs[f]);
    // Focus goes where the visitor has to act: the first field to correct, or the message itself
    // (the button they pressed was disabled while sending, which left focus on the page).
    setFormError(fields.length ? '' : description);
    if (fields.length) {
      setServerErrors(errs);
      setShown(new Set(fields));
      document.getElementById(idOf(fields[0]))?.focus();
    } else setErrorFocus((n) => n + 1);
  };
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    setSubmitting(true);
    setNoticesOn(true);
    const mod = await Promise.all([loadNotices(), loadSuccess()]).then(
      ([m]) => m,
      () => undefined,
    );
    if (!mod) return form.submit(); // the sending code did not load: post the plain way instead
    const { notify, postBooking, failureMessage } = mod;
    setFormError('');
    const id = notify.sending();
    const result = await postBooking(form);
    setSubmitting(false);
    if (!result.ok) {
      const description = failureMessage(result, config.phone.display);
      failed(result, description);
      return notify.failed(id, description, config.toast.durationMs * 2, result.status === 0);
    }
    notify.sent(id);
    markSent(result.reference);
    setShown(new Set());
    setServerErrors({});
  };
  const another = () => {
    clear();
    requestAnimationFrame(() => document.getElementById(idOf('name'))?.focus());
  };
  const clearForm = () => {
    clear();
    setShown(new Set());
    setServerErrors({});
    setFormError('');
    requestAnimationFrame(() => document.getElementById(idOf('name'))?.focus());
  };

  return (
    <Wrap>
      {sent ? (
        <Suspense fallback={null}>
          <SuccessView
            headingLevel={headingLevel}
            confirmationTime={config.confirmationTime}
            phone={config.phone}
            reference={reference}
            onAnother={another}
          />
        </Suspense>
      ) : (
        <form
          ref={formRef}
          method="post"
          action={config.action}
          name={FORM_NAME}
          data-netlify="true"
          data-netlify-honeypot={HONEYPOT}
          data-ready={hydrated ? 'true' : undefined}
          onSubmit={onSubmit}
          onFocus={(e) => {
            setNoticesOn(true);
            const field = e.target;
            void loadNotices().then(
              (m) => m.keepClearOfToasts(field),
              () => undefined,
            );
          }}
          aria-busy={submitting || undefined}
        >
          <input type="hidden" name="form-name" value={FORM_NAME} />
          <input type="hidden" name={KEY_FIELD} value={key} />
          <div hidden>
            <label>
              Leave this field empty <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <p className="legend-note">Required fields are marked with an asterisk (*).</p>
          <fieldset>
            <legend>Your Contact Information</legend>
            {text('name', 'text', 'name')}
            {text('phone', 'tel', 'tel')}
            {text('email', 'email', 'email')}
          </fieldset>
          <fieldset>
            <legend>Service Address</legend>
            <div data-wide>{text('street', 'text', 'address-line1')}</div>
            {text('city', 'text', 'address-level2')}
            <Field id={idOf('state')} label={LABELS.state}>
              <input
                id={idOf('state')}
                name="state"
                type="text"
                value={config.state}
                readOnly
                autoComplete="address-level1"
                aria-describedby={`${idOf('state')}-note`}
              />
              <p className="note" id={`${idOf('state')}-note`}>
                We serve {listJoin(config.counties)} counties, {config.state}.
              </p>
            </Field>
            <Field id={idOf('zip')} label={LABELS.zip} required error={errorOf('zip')}>
              <ZipField
                id={idOf('zip')}
                name="zip"
                value={values.zip}
                onChange={(v) => change('zip', v)}
                enhanced={hydrated}
                zips={config.zips}
                counties={config.counties}
                minLength={config.zipSuggestMinLength}
                max={config.zipSuggestMax}
                noteCloseMs={config.zipNoteCloseMs}
                inputRef={(el) => {
                  controls.current.zip = el;
                }}
                invalid={!!errorOf('zip')}
                errorId={errorOf('zip') ? `${idOf('zip')}-error` : undefined}
                onInvalid={() => reveal('zip')}
              />
            </Field>
          </fieldset>
          <fieldset>
            <legend>Appointment Details</legend>
            <Field id={idOf('date')} label={LABELS.date} error={errorOf('date')}>
              <DateField
                id={idOf('date')}
                labelId={`${idOf('date')}-label`}
                name="date"
                value={values.date}
                onChange={(v) => change('date', v)}
                enhanced={hydrated}
                maxDaysAhead={config.maxDaysAhead}
                today={today}
                unavailable={(iso) => !openSlots(iso, choices.slotsByDay, config.availability, now).length}
              />
            </Field>
            {select(
              'time',
              timeOptions,
              'off',
              'Select a time',
              <>
                Times are {config.zoneLabel}.{noTimeLeft ? ' No time is left to book on this day.' : ''}
                {chosenDay === today || noTimeLeft ? (
                  <>
                    {' '}
                    For an emergency, call <a href={`tel:${config.phone.e164}`}>{config.phone.display}</a>.
                  </>
                ) : null}
              </>,
            )}
            <div data-wide>{select('serviceType', config.serviceTypes, 'off', 'Select a service')}</div>
            <div data-wide>
              <Field id={idOf('issue')} label={LABELS.issue} error={errorOf('issue')}>
                <textarea
                  {...common('issue')}
                  rows={4}
                  maxLength={MAX_LENGTH.issue}
                  placeholder="For example: the door stopped halfway and makes a grinding noise."
                />
              </Field>
            </div>
          </fieldset>
          {formError && (
            <p className="form-error" ref={errorRef} tabIndex={-1} id={`${base}-error`}>
              {formError}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="submit" disabled={submitting}>
              {submitting ? 'Scheduling...' : 'Schedule Appointment'}
            </button>
            {hydrated && (
              <button type="button" className="clear-form" onClick={clearForm} disabled={submitting}>
                Clear form
              </button>
            )}
          </div>
          <p className="call">
            Prefer to talk? Call <a href={`tel:${config.phone.e164}`}>{config.phone.display}</a>.
          </p>
        </form>
      )}
      {noticesOn && (
        <Suspense fallback={null}>
          <Notices settings={config.toast} />
        </Suspense>
      )}
    </Wrap>
  );
}

/** A field's own rule, and for the time, the chosen day's service hours and the business's clock too. */
function rulesError(f: FieldName, values: Record<FieldName, string>, choices: Choices, window: DateWindow, now: Date): string | undefined {
  return fieldError(f, values[f], choices, window, now) ?? (f === 'time' ? slotError(values.time, values.date, choices, now) : undefined);
}

/**
 * The windows of a date that the server says are full (`npm start` answers availability; a static
 * host does not, and then none are known to be full; the page applies its own rules either way).
 * Asked again when the date changes and after a request was sent.
 */
function useTakenSlots(url: string, date: string, sent: boolean): { date: string; full: string[] } | undefined {
  const [taken, setTaken] = useState<{ date: string; full: string[] }>();
  useEffect(() => {
    if (!isIsoDate(date)) return;
    const ask = new AbortController();
    fetch(`${url}?date=${date}`, { headers: { Accept: 'application/json' }, signal: ask.signal })
      .then((r) => (r.ok && /json/.test(r.headers.get('content-type') ?? '') ? r.json() : undefined))
      .then((a: { ok?: boolean; date?: string; full?: unknown } | undefined) => {
        if (!a?.ok || a.date !== date || !Array.isArray(a.full)) return;
        setTaken({ date, full: a.full.filter((t): t is string => typeof t === 'string') });
      })
      .catch(() => {
        /* no server answer: the page's own rules stand */
      });
    return () => ask.abort();
  }, [url, date, sent]);
  return taken;
}

const Wrap = styled.div`
  form {
    display: flex;
    flex-direction: column;
    gap: 1.25rem;
  }
  .legend-note {
    margin: 0;
    color: ${color.muted};
    font-size: 0.92rem;
  }
  fieldset {
    margin: 0;
    padding: 1rem;
    border: 1px solid ${color.line};
    border-radius: 12px;
    background: #fff;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1rem;
    ${media.wide} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      padding: 1.25rem 1.5rem 1.5rem;
    }
  }
  fieldset > [data-wide] {
    ${media.wide} {
      grid-column: 1 / -1;
    }
  }
  legend {
    padding: 0 0.4rem;
    font-weight: 800;
    font-size: 1.05rem;
    color: ${color.navyDark};
  }
  input:not([type='hidden']),
  select,
  textarea {
    width: 100%;
    min-height: 46px;
    padding: 0.55rem 0.8rem;
    box-sizing: border-box;
    font: inherit;
    font-size: 1rem;
    color: ${color.ink};
    background: #fff;
    border: 1px solid ${color.muted};
    border-radius: 8px;
  }
  input,
  select,
  textarea,
  button {
    scroll-margin: 6rem 0 7rem;
  } /* clear of the sticky header and floating call buttons */
  textarea {
    resize: vertical;
    min-height: 7rem;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  button:focus-visible {
    outline: 3px solid ${color.accent};
    outline-offset: 2px;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border: 2px solid ${color.accentDark};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  .clear-form {
    min-height: 48px;
    padding: 0 1.1rem;
    border: 1px solid;
    border-radius: 999px;
    background: #fff;
    font: inherit;
    font-weight: 700;
  }
  .form-error {
    margin: 0;
    padding: 0.75rem;
    border: 2px solid;
    border-radius: 8px;
    color: ${color.accentDark};
    font-weight: 600;
  }
  .note a {
    color: ${color.navyDark};
    font-weight: 700;
  }
  .submit {
    min-height: 52px;
    padding: 0.8rem 1.5rem;
    border: 0;
    border-radius: 999px;
    background: ${color.accent};
    color: #fff;
    font: inherit;
    font-size: 1.05rem;
    font-weight: 800;
    cursor: pointer;
    flex: 1 1 auto;
    ${media.wide} {
      flex: 0 0 auto;
      min-width: 18rem;
    }
  }
  .submit:hover:not(:disabled) {
    background: ${color.accentDark};
  }
  .submit:disabled {
    background: ${color.muted};
    cursor: progress;
  }
  .call {
    margin: 0;
    color: ${color.muted};
  }
  .note {
    margin: 0;
    color: ${color.muted};
    font-size: 0.9rem;
  }
  input[readonly] {
    background: ${color.sky};
    border-color: ${color.line};
  }
  .call a {
    color: ${color.navyDark};
    font-weight: 700;
  }
`;
