import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Breadcrumbs } from './breadcrumbs';
import { color, media } from './theme';
import { CopyText } from './copy-text';

type Props = {
  tag?: string;
  heading: string;
  intro?: string;
  breadcrumbs?: Array<{ name: string; url: string }>;
  children?: ReactNode;
};

/** The top band of inner pages: breadcrumb, h1, intro and actions. */
export function Hero({ tag, heading, intro, breadcrumbs, children }: Props) {
  return (
    <Band>
      <div className="container">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} tone="light" /> : null}
        {tag ? <p className="tag">{tag}</p> : null}
        <h1>{heading}</h1>
        {intro ? <CopyText className="intro" text={intro} /> : null}
        {children ? <div className="actions">{children}</div> : null}
      </div>
    </Band>
  );
}

const Band = styled.div`
  background: linear-gradient(135deg, ${color.navyDark}, ${color.navy});
  color: #fff;
  padding: 2.25rem 0 2.75rem;
  ${media.wide} {
    padding: 3rem 0 3.5rem;
  }
  h1 {
    color: #fff;
    max-width: 24ch;
  }
  .tag {
    text-transform: uppercase;
    letter-spacing: 0.08em;
    font-weight: 700;
    font-size: 0.85rem;
    color: #ffd9c2;
    margin-bottom: 0.5rem;
  }
  .intro {
    max-width: 65ch;
    font-size: 1.15rem;
    color: #e6eef4;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-top: 1.25rem;
  }
`;
