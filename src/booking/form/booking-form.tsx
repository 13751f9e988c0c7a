import { Suspense, useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../../app/hooks';
import { FORM_NAME, HONEYPOT, type BookingValues } from '../rules/fields';
import { color, media } from '../../components/theme';
// First: styled-components names classes in the order styles are created (DateField, Field, ZipField).
import { AppointmentFields } from './appointment-fields';
import { AddressFields } from './address-fields';
import { choicesOf } from './choices';
import { ContactFields } from './contact-fields';
import { formRules } from './form-rules';
import { FormActions } from './form-actions';
import { FormError } from './form-error';
import { HiddenFields } from './hidden-fields';
import { Notices, SuccessView } from './lazy-parts';
import type { BookingConfig } from './types';
import type { Receipt } from './submit';
import { useBusinessNow } from './use-business-now';
import { useDayTimes } from './use-day-times';
import { askedFrom, useDraft, type Kept } from './use-draft';
import { useEmailCheck } from './use-email-check';
import { useFieldControls } from './use-field-controls';
import { useFormError } from './use-form-error';
import { useNotices } from './use-notices';
import { useSubmit } from './use-submit';

type Props = { config: BookingConfig; headingLevel?: 2 | 3 };

/**
 * The booking form: a real form for the static host's form handler and our own (works without
 * JavaScript), enhanced with a ZIP combobox, a calendar, a kept draft, and a fetch submission
 * with toasts. Field rules are shared with the handler (src/booking/rules/).
 */
export function BookingForm({ config, headingLevel = 2 }: Props) {
  const hydrated = useHydrated();
  const { now, today, bookable } = useBusinessNow(config.availability.timeZone, config.maxDaysAhead);
  const formRef = useRef<HTMLFormElement>(null);
  // A kept draft is checked against these once, at hydration: the address check is not among them.
  const draftChoices = useMemo(() => choicesOf(config), [config]);
  const { values, key, sent, receipt, setField, markSent, clear } = useDraft({
    state: config.state,
    choices: draftChoices,
    form: formRef,
    today,
    draftDays: config.draftDays,
    prefill: config.prefill,
  });
  const emailCheck = useEmailCheck(values.email !== '');
  const choices = useMemo(() => choicesOf(config, emailCheck), [config, emailCheck]);
  const times = useDayTimes(config, values, now, sent);
  const fields = useFieldControls(values, setField, formRules(values, choices, bookable, now, times.fullError));
  const formError = useFormError();
  const notices = useNotices();
  const onSent = useAskedFor(values, markSent);
  const answered = times.askAgain;
  const { submitting, onSubmit } = useSubmit({ config, fields, formError, showNotices: notices.show, markSent: onSent, answered });
  const another = () => void (clear(), fields.focusSoon('name'));
  const clearForm = () => {
    clear();
    fields.reset();
    formError.clear();
    fields.focusSoon('name');
  };

  return (
    <Wrap>
      {sent ? (
        <Suspense fallback={null}>
          <SuccessView
            headingLevel={headingLevel}
            config={config}
            reference={receipt.reference}
            emailed={receipt.emailed === true}
            requestKey={receipt.request}
            request={receipt.asked}
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
          noValidate={hydrated}
          onSubmit={onSubmit}
          onFocus={notices.onFocus}
          aria-busy={submitting || undefined}
        >
          <HiddenFields submissionKey={key} />
          <p className="legend-note">Required fields are marked with an asterisk (*).</p>
          <ContactFields fields={fields} meant={emailCheck?.meant?.(values.email)} />
          <AddressFields fields={fields} config={config} hydrated={hydrated} />
          <AppointmentFields fields={fields} config={config} hydrated={hydrated} today={today} now={now} times={times} />
          <FormError message={formError.message} focusRef={formError.ref} id={`${fields.base}-error`} />
          <FormActions submitting={submitting} hydrated={hydrated} onClear={clearForm} />
          <p className="call">
            Prefer to talk? Call <a href={`tel:${config.phone.e164}`}>{config.phone.display}</a>.
          </p>
        </form>
      )}
      {notices.on && (
        <Suspense fallback={null}>
          <Notices settings={config.toast} />
        </Suspense>
      )}
    </Wrap>
  );
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

/**
 * What the visitor asked for, kept with the receipt when the request is accepted (the form itself
 * starts over), to say it back in the success view, also after a reload (use-draft.ts keeps it for the tab).
 */
function useAskedFor(values: BookingValues, markSent: (got: Kept) => void) {
  return useCallback((got: Receipt) => markSent({ ...got, asked: askedFrom(values) }), [values, markSent]);
}
