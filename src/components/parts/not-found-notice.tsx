import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon';
import { color } from '../theme';

type Props = { heading: string; children: ReactNode; actions?: ReactNode };

/** The body of a not-found stand-in page (unknown city, neighborhood, brand ...): h1, message, ways on. */
export function NotFoundNotice({ heading, children, actions }: Props) {
  return (
    <Wrap className="container">
      <Icon name="info" size={48} />
      <h1>{heading}</h1>
      <div className="message">{children}</div>
      {actions ? <div className="actions">{actions}</div> : null}
    </Wrap>
  );
}

const Wrap = styled.section`
  padding-top: 4rem;
  padding-bottom: 4rem;
  text-align: center;
  > svg {
    color: ${color.accent};
    margin-bottom: 0.75rem;
  }
  h1 {
    max-width: none;
  }
  .message {
    max-width: 60ch;
    margin: 0 auto 1.5rem;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
  }
  .actions > a:not([data-variant]) {
    display: inline-flex;
    align-items: center;
    min-height: 46px;
    font-weight: 700;
  }
`;
