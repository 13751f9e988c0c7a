import { Button } from './button';
import { CallButton } from './call-button';
import { Icon } from './icon';

type Props = {
  /** where booking starts, and what the button says */
  book: { href: string; label: string };
  phone: { display: string; e164: string };
};

/** The two actions of a page's hero: book a visit, or call now. */
export function HeroActions({ book, phone }: Props) {
  return (
    <>
      <Button to={book.href}>
        <Icon name="calendar" size={20} /> {book.label}
      </Button>
      <CallButton phone={phone} />
    </>
  );
}
