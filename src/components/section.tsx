import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, media } from './theme';
import { CopyText } from './copy-text';

type Props = {
  id?: string;
  heading?: string;
  intro?: string;
  tone?: 'plain' | 'sky' | 'sand' | 'navy';
  children?: ReactNode;
  level?: 2 | 3;
};

/** A page section with an optional heading and intro; the heading labels the region. */
export function Section({ id, heading, intro, tone = 'plain', children, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Wrap id={id} data-tone={tone} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {heading ? <Heading id={headingId}>{heading}</Heading> : null}
        {intro ? <CopyText className="intro" text={intro} /> : null}
        {children}
      </div>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: 2rem 0;
  ${media.wide} {
    padding: 3rem 0;
  }
  &[data-tone='sky'] {
    background: ${color.sky};
  }
  &[data-tone='sand'] {
    background: ${color.sand};
  }
  &[data-tone='navy'] {
    background: ${color.navy};
    color: #fff;
  }
  &[data-tone='navy'] h2,
  &[data-tone='navy'] h3 {
    color: #fff;
  }
  &[data-tone='navy'] a {
    color: #fff;
  }
  .intro {
    max-width: 70ch;
    color: inherit;
    font-size: 1.1rem;
  }
`;
