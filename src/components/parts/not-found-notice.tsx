import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useHydrated } from '../../app/hooks';
import { usePageName } from './page-name';
import { useShell } from '../../app/shell-context';
import { Icon } from '../icon';
import { color } from '../theme';
import { href } from '../../routes/urls';
import { NO_SCRIPT_NEAR } from '../../routes/no-script-places';

type Props = { heading: string; children: ReactNode; actions?: ReactNode };

/** The body of a not-found stand-in page (unknown city, neighborhood, brand ...): h1, message, ways on. */
export function NotFoundNotice({ heading, children, actions }: Props) {
  // The page a slip of the keyboard away (/cities/brandn: Brandon's), once the address is known here;
  // its code (the not-found page's) is fetched by a stand-in only, after the page has hydrated.
  const hydrated = useHydrated();
  const shell = useShell();
  const { pathname } = useLocation();
  const [near, setNear] = useState<string>();
  useEffect(() => {
    if (!hydrated) return;
    let shown = true;
    void import('../../routes/suggest').then(({ nearMiss }) => shown && setNear(nearMiss(shell, pathname)));
    return () => {
      shown = false;
    };
  }, [hydrated, shell, pathname]);
  // By its name, as the visitor knows it ("Tampa"), once its data has come; its address until then.
  const nearName = usePageName(near);
  return (
    <Wrap className="container">
      <Icon name="info" size={48} />
      <h1>{heading}</h1>
      <div className="message">{children}</div>
      {near ? (
        <p className="near">
          Did you mean <Link to={near}>{nearName ?? near}</Link>?
        </p>
      ) : null}
      {/* Without JavaScript, the owner's server puts the page a slip away here (src/server/not-found-fill.ts). */}
      <noscript id={NO_SCRIPT_NEAR} />
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
  .near {
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

/** A town we serve may have no page of its own (Riverview, Temple Terrace): the visitor is not sent away. */
export function TownsWithoutPage() {
  const shell = useShell();
  return (
    <p>
      Most towns we serve have no page of their own: call us at <a href={`tel:${shell.phone.e164}`}>{shell.phone.display}</a> or{' '}
      <Link to={href('booking')}>book a visit</Link>, and we will tell you right away whether we come to your address.
    </p>
  );
}
