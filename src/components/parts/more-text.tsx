import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon';
import { color } from '../theme';

type Props = {
  /** what the summary says ("Read more", "Common issues") */
  label: ReactNode;
  /** said only to screen readers, after the label: what it is about */
  about?: ReactNode;
  /** collapsed below the mobile breakpoint only; open (and its summary hidden) from the tablet width up */
  phoneOnly?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Text a reader opens when they want it: a `<details>` whose content stays in the HTML (crawlers and
 * readers without JavaScript get it; the browser's find-in-page opens it). It keeps a long page short
 * on a phone without dropping anything (issue 42: page heights).
 */
export function MoreText({ label, about, phoneOnly = false, className, children }: Props) {
  return (
    <Details className={className} data-phone-only={phoneOnly || undefined}>
      <summary>
        <span>
          {label}
          {about ? <span className="visually-hidden">{about}</span> : null}
        </span>
        <Icon name="chevron" size={18} />
      </summary>
      <div className="more-body">{children}</div>
    </Details>
  );
}

const Details = styled.details`
  > summary {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 32px;
    cursor: pointer;
    list-style: none;
    font-weight: 700;
    color: ${color.navy};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[open] > summary svg {
    transform: rotate(180deg);
  }
  > .more-body {
    padding-top: 0.35rem;
  }
  > .more-body > :first-child {
    margin-top: 0;
  }
  > .more-body > :last-child {
    margin-bottom: 0;
  }
  /* From the tablet width up there is room: the text shows and the summary goes (browsers without
     ::details-content keep it collapsed there too, which loses nothing). */
  @media (min-width: 768px) {
    &[data-phone-only]::details-content {
      content-visibility: visible;
      display: contents;
    }
    &[data-phone-only] > summary {
      display: none;
    }
  }
`;
