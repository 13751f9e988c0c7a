import { useState, type FocusEvent } from 'react';
import { loadNotices } from './lazy-parts';

let loaded: Awaited<ReturnType<typeof loadNotices>> | undefined;

/** Whether the form's toasts are drawn (from the first focus or send on, which loads them); a focused field is kept clear of them. */
export function useNotices() {
  const [on, setOn] = useState(false);
  return {
    on,
    show: () => setOn(true),
    onFocus: (e: FocusEvent<HTMLFormElement>) => {
      setOn(true);
      const field = e.target;
      // Once loaded, at once: the browser scrolls the field into view right after this event, and
      // must already know where the toasts are.
      if (loaded) return loaded.keepClearOfToasts(field);
      void loadNotices().then(
        (item) => ((loaded = item), item.keepClearOfToasts(field)),
        () => undefined,
      );
    },
  };
}
