import styled from 'styled-components';
import { bareList, color, media } from '../theme';

type Props = {
  /** columns from the desktop width up (two from the tablet width) */
  $large?: 3 | 4;
};

/** A list of links shown as a grid of bordered tiles, one link a tile; the page adds the tile's icons. */
export const LinkTiles = styled.ul<Props>`
  ${bareList}
  display: grid;
  gap: 0.75rem;
  ${media.wide} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.large} {
    grid-template-columns: repeat(${(props) => props.$large ?? 3}, 1fr);
  }
  a {
    display: flex;
    align-items: center;
    padding: 0.75rem 1rem;
    border: 1px solid ${color.line};
    border-radius: 10px;
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.navy};
    text-decoration: underline;
  }
`;
