import type { ReactNode } from 'react';
import { MoreLink } from './more-link';

type Props = {
  heading: ReactNode;
  /** the link at the card's foot: where it goes, what it says, and (for screen readers) what it is about */
  more?: { to: string; label: ReactNode; about?: ReactNode };
  /** what the card says between its heading and its link */
  children?: ReactNode;
};

/** One card of a card list (a `li`): its heading, what it says, and a "more" link at its foot. */
export function Card({ heading, more, children }: Props) {
  return (
    <li>
      <h3>{heading}</h3>
      {children}
      {more ? (
        <MoreLink to={more.to} about={more.about}>
          {more.label}
        </MoreLink>
      ) : null}
    </li>
  );
}
