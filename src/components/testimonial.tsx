import styled from 'styled-components';
import { SampleMark } from './sample-mark';
import { Stars } from './stars';
import { color, media } from './theme';

type Props = {
  comment: string;
  name: string;
  /** area and ZIP */
  location: string;
  rating: number;
  /** sample copy: shown with its mark */
  sample?: boolean;
  service?: string;
  /** the shown date and its YYYY-MM-DD form */
  date?: { text: string; iso: string };
};

/** One customer's words, set apart: stars, the quote and who said it. */
export function Testimonial({ comment, name, location, rating, sample, service, date }: Props) {
  return (
    <Figure data-sample={sample ? '' : undefined}>
      {sample ? <SampleMark what="review" /> : null}
      <Stars rating={rating} />
      <blockquote>
        <p>{comment}</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>, {location}
        {service ? <> · {service}</> : null}
        {date ? (
          <>
            {' '}
            · <time dateTime={date.iso}>{date.text}</time>
          </>
        ) : null}
      </figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  max-width: 820px;
  padding: 1.5rem;
  border-left: 6px solid ${color.accent};
  background: ${color.sky};
  border-radius: 0 12px 12px 0;
  ${media.wide} {
    padding: 2rem 2.25rem;
  }
  blockquote {
    margin: 0.75rem 0 1rem;
    font-size: 1.15rem;
    color: ${color.navyDark};
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    color: ${color.ink};
  }
`;
