import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, media } from '../../components/theme';
import { CopyText } from '../../components/copy-text';

type Props = { id: string; heading: string; intro?: string; children: ReactNode };

/** One section of the service pages' main column: an h2 that names the region, then its content. */
export function ServiceBlock({ id, heading, intro, children }: Props) {
  return (
    <Wrap id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro ? <CopyText className="intro" text={intro} /> : null}
      {children}
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: 1.5rem 0;
  ${media.wide} {
    padding: 2rem 0;
  }
  border-bottom: 1px solid ${color.line};
  &:last-child {
    border-bottom: 0;
  }
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.8rem);
  }
  .intro {
    max-width: 70ch;
  }
`;
