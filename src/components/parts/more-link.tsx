import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../icon';

type Props = {
  to: string;
  /** what the link says */
  children: ReactNode;
  /** said only to screen readers, after the visible text: what "Learn more" is about */
  about?: ReactNode;
};

/** The "more" link at the foot of a card or section: its text, then an arrow. */
export function MoreLink({ to, children, about }: Props) {
  return (
    <Link className="more" to={to}>
      {children}
      {about ? <span className="visually-hidden">{about}</span> : null} <Icon name="arrow" size={16} />
    </Link>
  );
}
