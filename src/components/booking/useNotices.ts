import { useState, type FocusEvent } from 'react';
import { loadNotices } from './lazyParts';

/**
 * Whether the form's toasts are drawn: from the visitor's first focus in the form (which loads
 * them) or send on. A field the visitor moves to is kept clear of a toast.
 */
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
