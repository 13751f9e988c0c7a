import styled from 'styled-components';
import { bareList, color, media } from './theme';

type Props = {
  /** columns from the tablet width up (one below it) */
  $wide?: 1 | 2;
  /** columns from the desktop width up */
  $large?: 2 | 3 | 4;
  /** rem between the parts of a card */
  $gap?: number;
};

/**
 * A list shown as a grid of white cards: each direct item is a card whose parts stand in a column;
 * a `.more` link sits at the card's foot. Pages extend it (`styled(CardGrid)`) for what is their own.
 */
export const CardGrid = styled.ul<Props>`
  ${bareList}
  display: grid;
  gap: 1rem;
  ${media.wide} {
    grid-template-columns: repeat(${(props) => props.$wide ?? 2}, 1fr);
  }
  ${media.large} {
    grid-template-columns: repeat(${(props) => props.$large ?? 3}, 1fr);
  }
  > li {
    display: flex;
    flex-direction: column;
    gap: ${(props) => props.$gap ?? 0.5}rem;
    background: #fff;
    border: 1px solid ${color.line};
    border-radius: 12px;
    padding: 1.25rem;
  }
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  .more {
    margin-top: auto;
    padding-top: 0.5rem;
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-weight: 700;
    min-height: 24px;
  }
`;
