import styled from 'styled-components';
import { Icon } from '../../components/icon';
import { Photo } from '../../components/photo';
import { SampleMark } from '../../components/sample-mark';
import { Stars } from '../../components/stars';
import { color } from '../../components/theme';
import type { ReviewCard as Review } from './data';

type Props = { review: Review };

/**
 * One review: name, area and ZIP, date, service, stars, the comment (under the job's photo when it
 * has one), and its Verified Customer label or, for a sample, its mark.
 */
export function ReviewCard({ review }: Props) {
  return (
    <Card aria-labelledby={`review-${review.id}`} data-sample={review.sample ? '' : undefined}>
      <header>
        <h3 id={`review-${review.id}`}>{review.name}</h3>
        <Stars rating={review.rating} />
      </header>
      <p className="meta">
        <span>
          <Icon name="pin" size={16} /> {review.location}
        </span>
        <time dateTime={review.isoDate}>{review.date}</time>
      </p>
      <p className="service">{review.service}</p>
      {review.photo ? <Photo photo={review.photo} sizes="(min-width: 1024px) 360px, (min-width: 768px) 45vw, 92vw" ratio="3 / 2" /> : null}
      <p className="comment">{review.comment}</p>
      {review.sample ? (
        <SampleMark what="review" />
      ) : (
        <p className="verified">
          <Icon name="check" size={16} /> Verified Customer
        </p>
      )}
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  background: #fff;
  border: 1px solid ${color.line};
  border-radius: 12px;
  padding: 1.25rem;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    color: ${color.muted};
    font-size: 0.95rem;
  }
  .meta span {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
  .service {
    align-self: flex-start;
    padding: 0.15rem 0.6rem;
    border-radius: 999px;
    background: ${color.sky};
    color: ${color.navyDark};
    font-size: 0.9rem;
    font-weight: 700;
  }
  .comment {
    flex: 1;
  }
  .verified {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    color: ${color.success};
    font-weight: 700;
    font-size: 0.95rem;
  }
`;
