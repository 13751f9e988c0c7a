import styled from 'styled-components';
import { color } from './theme';

type Props = { what: 'review' | 'job' | 'rating' | 'photo' };

/** What the mark's tooltip says the item is. */
const TITLES: Record<Props['what'], string> = {
  review: "An example review, not yet a real customer's",
  job: "An example job, not yet a real customer's",
  rating: 'Counted from example reviews, not yet from real customers',
  photo: 'A sample picture, not a photo of our own work',
};

/**
 * The visible mark of sample content (a review, a job or a photo with `sample: true` in content/, or
 * a rating counted from such reviews): shown on the item itself until the owner replaces it with a
 * real one. The element that holds the item
 * carries `data-sample`; the build's audit fails when sample text shows outside a marked item.
 */
export function SampleMark({ what }: Props) {
  return (
    <Mark data-sample-mark="" title={TITLES[what]}>
      Sample {what}
    </Mark>
  );
}

const Mark = styled.span`
  display: inline-block;
  align-self: flex-start;
  padding: 0.1rem 0.4rem;
  border-radius: 999px;
  border: 1px dashed ${color.muted};
  color: ${color.ink};
  background: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  white-space: nowrap;
`;
