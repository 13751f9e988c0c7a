import styled from 'styled-components';
import { color } from './theme';

type Props = { rating: number; outOf?: number };

/** A star rating, read as "Rated 4 out of 5". */
export function Stars({ rating, outOf = 5 }: Props) {
  return (
    <Wrap role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, i) => (
        <span key={i} aria-hidden="true" data-on={i < Math.round(rating) ? 'true' : 'false'}>
          ★
        </span>
      ))}
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  gap: 0.1rem;
  font-size: 1.15rem;
  line-height: 1;
  span[data-on='true'] {
    color: ${color.star};
  }
  span[data-on='false'] {
    color: #8a96a3;
  }
`;
