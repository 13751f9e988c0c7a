import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../app/shell-context';
import { href } from '../routes/urls';
import { Icon } from './icon';
import { color, media } from './theme';

/**
 * Text, call and book buttons, floating at the bottom on screens narrower than 768 px: booking is
 * one tap away on the first screen of every page (the booking page itself needs no link to itself).
 * Drawn with each page (PageSlot): on a page of a service or a city, Book opens the form with them
 * filled in (`book`, the page's data), as the page's own "Schedule Service" does. Hidden while a
 * field of the page has focus.
 */
export function FloatingButtons({ book }: { book?: string }) {
  const { phone } = useShell();
  const { pathname } = useLocation();
  const booking = href('booking');
  return (
    <Wrap aria-label="Quick contact">
      <a href={`sms:${phone.e164}`} className="sms">
        <Icon name="sms" size={20} />
        Text Us
      </a>
      <a href={`tel:${phone.e164}`} className="call">
        <Icon name="phone" size={20} />
        Call Now
      </a>
      {pathname === booking ? null : (
        <Link to={book ?? booking} className="book">
          <Icon name="calendar" size={20} />
          Book
        </Link>
      )}
    </Wrap>
  );
}

/** The page while one of its fields has focus or one of its popups (the calendar) is open. */
const FIELD_IN_USE =
  'main:has(:is(input:not([type=checkbox],[type=radio],[type=submit],[type=button]),select,textarea,[aria-haspopup]):focus,[aria-haspopup][aria-expanded=true])';

const Wrap = styled.nav`
  display: none;
  ${media.narrow} {
    display: flex;
    position: fixed;
    right: 0.75rem;
    bottom: 0.75rem;
    left: 0.75rem;
    z-index: 40;
    gap: 0.6rem;
    /* While the visitor types or picks in a field, or a picker of the page is open, the bar steps
       aside: it would cover the field, the keyboard's suggestions or the calendar's buttons. Plain
       CSS, so it holds without JavaScript (the browser's own date input) and with it (the calendar). */
    ${FIELD_IN_USE} & {
      display: none;
    }
  }
  a {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.45rem;
    min-height: 48px;
    border-radius: 999px;
    font-weight: 700;
    text-decoration: none;
    color: #fff;
    /* A white edge: each button stays seen over the dark footer and hero. */
    border: 2px solid #fff;
    box-shadow: 0 6px 18px rgba(7, 37, 56, 0.3);
  }
  /* On the narrowest phones the labels alone, a size smaller, so that each stays on one line inside
     its button with room at its ends ("Call Now" touched its edges at 320 px). */
  @media (max-width: 359.98px) {
    gap: 0.4rem;
    svg {
      display: none;
    }
    a {
      font-size: 0.9375rem;
    }
  }
  .sms {
    background: ${color.navy};
  }
  .call {
    background: ${color.accent};
  }
  .book {
    background: ${color.navyDark};
  }
`;
