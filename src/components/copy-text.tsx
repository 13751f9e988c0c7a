import type { ReactNode } from 'react';
import { useShell } from '../app/shell-context';

type Phone = { display: string; e164: string };
type Props = { text: string; as?: 'p' | 'li' | 'span'; className?: string };

/**
 * A paragraph (or list item) of page text as written, with the business's phone number and e-mail,
 * wherever the text names them ({{phone}}, {{email}}), links that call and write to it: on a phone,
 * "call us at (813) …" is one tap.
 */
export function CopyText({ text, as: Tag = 'p', className }: Props) {
  const { phone, email } = useShell();
  return <Tag className={className}>{withPhoneLinks(text, phone, email)}</Tag>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text, each mention of the phone number in it (and of the e-mail, when given) a link to call it (to write to it). */
export function withPhoneLinks(text: string, phone: Phone, email?: string): ReactNode {
  const names = [phone.display, email].filter((name): name is string => !!name && text.includes(name));
  if (!names.length) return text;
  return text.split(new RegExp(`(${names.map(escaped).join('|')})`)).map((part, i) =>
    i % 2 === 0 ? (
      part
    ) : (
      <a key={i} href={part === phone.display ? `tel:${phone.e164}` : `mailto:${part}`} className="phone-link">
        {part}
      </a>
    ),
  );
}
