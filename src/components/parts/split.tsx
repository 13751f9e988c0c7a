import styled from 'styled-components';
import { color, media } from '../theme';

type Props = {
  /** the two columns from the desktop width up (CSS grid tracks) */
  $columns?: string;
  /** the background of an `aside` panel in it, if the page has one */
  $aside?: 'sand' | 'sky';
};

/** Text beside a panel: one column, then two from the desktop width up; an `aside` in it is a tinted panel. */
export const Split = styled.div<Props>`
  display: grid;
  gap: 2rem;
  ${media.large} {
    grid-template-columns: ${(props) => props.$columns ?? '1.6fr 1fr'};
    align-items: start;
  }
  ${(props) => (props.$aside ? `aside { background: ${color[props.$aside]}; border-radius: 12px; padding: 1.25rem 1.4rem; }` : '')}
`;
