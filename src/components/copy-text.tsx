import { useContext, type ReactNode } from 'react';
import { ShellContext } from '../app/shell-context';

type Phone = { display: string; e164: string };
type Props = { text: string; as?: 'p' | 'li' | 'span'; className?: string };

/**
 * A paragraph (or list item) of page text as written, with the business's phone number and e-mail,
 * wherever the text names them ({{phone}}, {{email}}), links that call and write to them: on a
 * phone, "call us at {{phone}}" is one tap.
 */
export function CopyText({ text, as: Tag = 'p', className }: Props) {
  const linked = useContactLinks();
  return <Tag className={className}>{linked(text)}</Tag>;
}

/** A text with its contact links (withPhoneLinks), where the page has the shell's facts (the prerender and the browser do); as it is elsewhere. */
export function useContactLinks(): (text: string) => ReactNode {
  const shell = useContext(ShellContext);
  return (text) => (shell ? withPhoneLinks(text, shell.phone, shell.email) : text);
}

/**
 * A text matched as written: manifest/words.ts's `literally`, written again here because importing
 * that module into every page's script costs 83 B (gzip) on /booking.
 */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a link goes for a text that is the business's phone number or e-mail; undefined for any other text. */
export function contactHref(text: string, phone: Phone, email?: string): string | undefined {
  if (text === phone.display) return `tel:${phone.e164}`;
  return email && text === email ? `mailto:${email}` : undefined;
}

/** The text, each mention of the phone number in it (and of the e-mail, when given) a link to call it (to write to it). */
export function withPhoneLinks(text: string, phone: Phone, email?: string): ReactNode {
  const names = [phone.display, email].filter((name): name is string => !!name && text.includes(name));
  if (!names.length) return text;
  return text.split(new RegExp(`(${names.map(literally).join('|')})`)).map((part, i) =>
    i % 2 === 0 ? (
      part
    ) : (
      <a key={i} href={contactHref(part, phone, email)} className="phone-link">
        {part}
      </a>
    ),
  );
}
