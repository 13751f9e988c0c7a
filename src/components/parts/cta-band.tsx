import styled from 'styled-components';
import { useShell } from '../../app/shell-context';
import { Button } from '../button';
import { CallButton } from '../call-button';
import { Icon } from '../icon';
import { color, media } from '../theme';
import { href } from '../../routes/urls';
import { CopyText } from '../copy-text';

type Props = {
  id?: string;
  heading: string;
  intro?: string;
  bookLabel?: string;
  bookHref?: string;
};

/** A closing call to action: heading, one line, a booking button and the click-to-call number. */
export function CtaBand({ id = 'cta', heading, intro, bookLabel = 'Schedule Service', bookHref = href('booking') }: Props) {
  const { phone } = useShell();
  return (
    <Band id={id} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {intro ? <CopyText text={intro} /> : null}
        <div className="actions">
          <Button to={bookHref}>
            <Icon name="calendar" size={20} /> {bookLabel}
          </Button>
          <CallButton phone={phone} />
        </div>
      </div>
    </Band>
  );
}

const Band = styled.section`
  background: linear-gradient(135deg, ${color.navyDark}, ${color.navy});
  color: #fff;
  padding: 2.75rem 0;
  text-align: center;
  ${media.wide} {
    padding: 3.5rem 0;
  }
  h2 {
    color: #fff;
  }
  p {
    max-width: 62ch;
    margin: 0 auto 1.25rem;
    color: #e6eef4;
    font-size: 1.1rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
  }
`;
