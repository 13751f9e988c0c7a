import styled, { css } from 'styled-components';
import { bareList, color, media } from './theme';

type Props = {
  /** columns from the tablet width up (one below it, unless set) */
  $wide?: 2;
  /** columns from the desktop width up */
  $large?: 3;
  /** a coloured left edge on each card */
  $accent?: boolean;
  $radius: number;
  $padding: string;
};

/**
 * A list shown as a grid of white cards, each item a plain block (its headings and paragraphs keep
 * their margins); pages extend it (`styled(CardList)`) for the cards' insides.
 */
export const CardList = styled.ul<Props>`
  ${bareList}
  display: grid;
  gap: 1rem;
  ${(props) =>
    props.$wide
      ? css`
          ${media.wide} {
            grid-template-columns: repeat(${props.$wide}, 1fr);
          }
        `
      : ''}
  ${(props) =>
    props.$large
      ? css`
          ${media.large} {
            grid-template-columns: repeat(${props.$large}, 1fr);
          }
        `
      : ''}
  > li {
    background: #fff;
    border: 1px solid ${color.line};
    ${(props) =>
      props.$accent
        ? css`
            border-left: 4px solid ${color.accent};
          `
        : ''}
    border-radius: ${(props) => props.$radius}px;
    padding: ${(props) => props.$padding};
  }
`;
