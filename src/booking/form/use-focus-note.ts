import { useEffect, useRef, useState } from 'react';

/** Whether a field's note shows: while the field has focus, and for `closeMs` after it loses it. */
export function useFocusNote(closeMs: number) {
  const [shown, setShown] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  return {
    shown,
    onFocus: () => {
      clearTimeout(closeTimer.current);
      setShown(true);
    },
    onBlur: () => {
      closeTimer.current = setTimeout(() => setShown(false), closeMs);
    },
  };
}
