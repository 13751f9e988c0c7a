import styled from 'styled-components';
import { useShell } from '../app/shell-context';
import { Icon } from './Icon';
import { color, media } from './theme';

/** Text and call buttons, floating at the bottom on screens narrower than 768 px. */
export function FloatingButtons() {
  const { phone } = useShell();
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
    </Wrap>
  );
}

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
    box-shadow: 0 6px 18px rgba(7, 37, 56, 0.3);
  }
  .sms {
    background: ${color.navy};
  }
  .call {
    background: ${color.accent};
  }
`;
