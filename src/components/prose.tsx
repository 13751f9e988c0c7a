import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Body } from './body';
import { color } from './theme';

type Props = ComponentProps<typeof Body>;

/** A page body (content/**.mdx) in the site's long-text style: drawn from its checked tree, facts filled from site.yaml. */
export function Prose(props: Props) {
  return (
    <Wrap>
      <Body {...props} />
    </Wrap>
  );
}

export const Wrap = styled.div`
  max-width: 72ch;
  h2 {
    margin-top: 2rem;
    font-size: 1.5rem;
  }
  h3 {
    margin-top: 1.5rem;
  }
  li {
    margin: 0.3rem 0;
  }
  a {
    color: ${color.navy};
  }
`;
