import { useEffect, useRef, useState } from 'react';

/** The form's own error message (a failure no field can correct), which takes focus once it is drawn. */
export function useFormError() {
  // The focus matters: the button the visitor pressed was disabled while sending, which left focus on the page.
  const [message, setMessage] = useState('');
  const ref = useRef<HTMLParagraphElement>(null);
  /** Counts failures whose message takes focus: focused once it is drawn. */
  const [focusCount, setFocusCount] = useState(0);
  useEffect(() => {
    if (focusCount) ref.current?.focus();
  }, [focusCount]);
  return {
    message,
    ref,
    /** Shows the message and moves focus to it. */
    show: (text: string) => {
      setMessage(text);
      setFocusCount((n) => n + 1);
    },
    /** Shows the message where focus is elsewhere already (on a field to correct). */
    note: (text: string) => setMessage(text),
    clear: () => setMessage(''),
  };
}

export type FormErrorState = ReturnType<typeof useFormError>;
