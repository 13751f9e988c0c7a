import { useState, type FocusEvent } from 'react';
import { loadNotices } from './lazyParts';

/** Whether the form's toasts are drawn (from the first focus or send on, which loads them); a focused field is kept clear of them. */
export function useNotices() {
  const [on, setOn] = useState(false);
  return {
    on,
    show: () => setOn(true),
    onFocus: (e: FocusEvent<HTMLFormElement>) => {
      setOn(true);
      const field = e.target;
      void loadNotices().then(
        (m) => m.keepClearOfToasts(field),
        () => undefined,
      );
    },
  };
}
