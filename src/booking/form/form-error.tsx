import type { RefObject } from 'react';
import { useContactLinks } from '../../components/copy-text';

type Props = { message: string; focusRef: RefObject<HTMLParagraphElement | null>; id: string };

/** The form's own error message (a failure no field can correct), which takes focus when it shows. */
export function FormError({ message, focusRef, id }: Props) {
  const linked = useContactLinks();
  if (!message) return null;
  return (
    <p className="form-error" ref={focusRef} tabIndex={-1} id={id}>
      {linked(message)}
    </p>
  );
}
