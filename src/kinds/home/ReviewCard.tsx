import styled from 'styled-components';
import { SampleMark } from '../../components/SampleMark';
import { Stars } from '../../components/Stars';
import { color } from '../../components/theme';
import type { ReviewCard as Review } from './types';

type Props = { review: Review };

/** One review in the home carousel: stars, the words, who, where, when and for what. */
export function ReviewCard({ review: r }: Props) {
  return (
    <Card data-sample={r.sample ? '' : undefined}>
      {r.sample ? <SampleMark what="review" /> : null}
      <Stars rating={r.rating} />
      <blockquote>
        <p>{r.comment}</p>
      </blockquote>
      <footer>
        <p className="who">
          {r.name} {r.sample ? null : <span className="verified">Verified Customer</span>}
        </p>
        <p className="meta">
          {r.place} · {r.service} · <time dateTime={r.dateIso}>{r.date}</time>
        </p>
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
  footer p {
    margin: 0;
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
