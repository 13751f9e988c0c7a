import styled from 'styled-components';
import { Photo } from '../../components/photo';
import { SampleMark } from '../../components/sample-mark';
import { Stars } from '../../components/stars';
import { color } from '../../components/theme';
import type { ReviewCard as Review } from './types';

type Props = { review: Review };

/** A small picture beside who wrote the review: the carousel keeps its height from slide to slide. */
const THUMB_SIZES = '112px';

/**
 * One review in the home carousel: stars, the words, then who, where, when and for what, beside a
 * small photo of the job when the review has one (below the fold: lazy, sized, described).
 */
export function ReviewCard({ review: reviewCard }: Props) {
  return (
    <Card data-sample={reviewCard.sample ? '' : undefined}>
      {reviewCard.sample ? <SampleMark what="review" /> : null}
      <Stars rating={reviewCard.rating} />
      <blockquote>
        <p>{reviewCard.comment}</p>
      </blockquote>
      <footer>
        {reviewCard.photo ? <Photo photo={reviewCard.photo} sizes={THUMB_SIZES} ratio="4 / 3" className="thumb" /> : null}
        <div>
          <p className="who">
            {reviewCard.name} {reviewCard.sample ? null : <span className="verified">Verified Customer</span>}
          </p>
          <p className="meta">
            {reviewCard.place} · {reviewCard.service} · <time dateTime={reviewCard.dateIso}>{reviewCard.date}</time>
          </p>
        </div>
      </footer>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
  padding: 1.5rem;
  background: #fff;
  border: 1px solid ${color.line};
  border-radius: 14px;
  blockquote {
    margin: 0;
    flex: 1;
  }
  blockquote p {
    margin: 0;
    font-size: 1.05rem;
  }
  footer {
    display: flex;
    align-items: center;
    gap: 0.85rem;
  }
  footer p {
    margin: 0;
  }
  .thumb {
    flex: 0 0 112px;
  }
  /* A sample photo's mark fits the small picture: across its foot, in smaller letters. */
  .thumb .marks {
    inset: auto 0.2rem 0.2rem;
  }
  .thumb [data-sample-mark] {
    padding: 0 0.3rem;
    font-size: 0.62rem;
    white-space: nowrap;
  }
  .who {
    font-weight: 800;
    color: ${color.navyDark};
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .verified {
    font-size: 0.8rem;
    font-weight: 700;
    color: ${color.success};
    border: 1px solid currentColor;
    border-radius: 999px;
    padding: 0 0.5rem;
  }
  .meta {
    color: ${color.muted};
    font-size: 0.95rem;
  }
`;
