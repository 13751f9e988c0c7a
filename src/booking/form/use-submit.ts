import { useState, type FormEvent } from 'react';
import { loadNotices, loadSuccess } from './lazy-parts';
import type { BookingConfig } from './types';
import type { Receipt } from './submit';
import type { FieldControls } from './use-field-controls';
import type { FormErrorState } from './use-form-error';

type Options = {
  config: Pick<BookingConfig, 'phone' | 'toast' | 'thanks'>;
  fields: Pick<FieldControls, 'check' | 'refused' | 'reset'>;
  formError: Pick<FormErrorState, 'show' | 'note' | 'clear'>;
  showNotices: () => void;
  /** the handler accepted the request (with its reference, where it gives one) */
  markSent: (receipt: Receipt) => void;
  /** the handler answered, accepting or refusing (the day's full windows are asked again: one may have filled) */
  answered: () => void;
};

/** Sending the form with JavaScript: the post, its toasts, the success view, and a failure's messages and focus. */
export function useSubmit({ config, fields, formError, showNotices, markSent, answered }: Options) {
  // The same URL-encoded body as the plain post. A failure shows an error toast with the phone number
  // and puts focus where the visitor has to act; nothing typed is lost.
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    if (!fields.check(form)) return; // said beside each field; nothing is sent
    setSubmitting(true);
    showNotices();
    const mod = await Promise.all([loadNotices(), loadSuccess()]).then(
      ([notices]) => notices,
      () => undefined,
    );
    if (!mod) {
      setSubmitting(false);
      // Offline, a plain post would only bring the browser's own error page: said here instead.
      if (!navigator.onLine)
        return formError.show(
          `You seem to be offline: nothing was sent, and what you typed is kept. Send it again once you are back online, or call us at ${config.phone.display}.`,
        );
      return form.submit(); // the sending code did not load: post the plain way instead
    }
    const { notify, postBooking, failureMessage } = mod;
    formError.clear();
    const id = notify.sending();
    const result = await postBooking(form);
    setSubmitting(false);
    if (result.ok || result.status !== 0) answered();
    if (!result.ok) {
      const description = failureMessage(result, config.phone.display);
      // Focus goes to the first field to correct, whose message says what to do (the form's message
      // adds the phone number, and no toast covers the fields); or else to the form's message, with a toast.
      if (fields.refused(result.errors ?? {})) return (formError.note(description), notify.withdrawn(id));
      formError.show(description);
      return notify.failed(id, description, config.phone, config.toast.durationMs * 2, result.status === 0);
    }
    notify.sent(id, config.thanks);
    markSent({ reference: result.reference, emailed: result.emailed, request: result.request });
    fields.reset();
  };
  return { submitting, onSubmit };
}
