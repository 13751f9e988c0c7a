import type { ReactNode } from 'react';
import { useShell } from '../app/shell-context';

type Phone = { display: string; e164: string };
type Props = { text: string; as?: 'p' | 'li' | 'span'; className?: string };

/**
 * A paragraph (or list item) of page text as written, with the business's phone number, wherever
 * the text names it ({{phone}}), a link that calls it: on a phone, "call us at (813) …" is one tap.
 */
export function CopyText({ text, as: Tag = 'p', className }: Props) {
  const { phone } = useShell();
  return <Tag className={className}>{withPhoneLinks(text, phone)}</Tag>;
}

/** The text, each mention of the phone number in it a link to call it. */
export function withPhoneLinks(text: string, phone: Phone): ReactNode {
  if (!phone.display || !text.includes(phone.display)) return text;
  return text.split(phone.display).flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <a key={i} href={`tel:${phone.e164}`} className="phone-link">
            {phone.display}
          </a>,
          part,
        ],
  );
}
