import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { BookingFormIsland } from '../../booking/form/booking-form-island';
import { Hero } from '../../components/hero';
import { Icon } from '../../components/icon';
import { Prose } from '../../components/prose';
import { Testimonial } from '../../components/testimonial';
import { color, media } from '../../components/theme';
import type { BookingProps } from './data';
import { CopyText } from '../../components/copy-text';

export default function BookingPage({ page }: { page: PageData<BookingProps> }) {
  const { hero, explanationHeading, explanation, hours, guarantee, testimonial, form } = page.props;
  return (
    <>
      <Hero heading={hero.heading} intro={hero.intro} breadcrumbs={page.breadcrumbs} />
      <Layout className="container">
        <div className="form">
          <BookingFormIsland config={form} headingLevel={2} />
        </div>
        {/* The column's blocks are parts of the page, not landmarks: the footer's "Service hours" region is the site's one. */}
        <div className="info">
          <div>
            <h2 id="how-heading">{explanationHeading}</h2>
            <Prose {...explanation} />
          </div>
          <div className="card">
            <h2 id="hours-heading">
              <Icon name="clock" size={24} /> {hours.heading}
            </h2>
            <ul className="hours">
              {hours.lines.map((line) => (
                <CopyText key={line} as="li" text={line} />
              ))}
              <CopyText className="emergency" as="li" text={hours.emergency} />
            </ul>
            <CopyText text={hours.intro} />
          </div>
          <div className="card">
            <h2 id="guarantee-heading">
              <Icon name="shield" size={24} /> {guarantee.heading}
            </h2>
            {guarantee.paragraphs.map((paragraph) => (
              <CopyText key={paragraph} text={paragraph} />
            ))}
          </div>
          <div>
            <h2 id="testimonial-heading">{testimonial.heading}</h2>
            <Testimonial {...testimonial.review} />
          </div>
        </div>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  padding-top: 2.5rem;
  padding-bottom: 3.5rem;
  ${media.large} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
  }
  .info {
    display: grid;
    gap: 2rem;
  }
  .info h2 {
    font-size: clamp(1.35rem, 3vw, 1.7rem);
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .info h2 svg {
    color: ${color.accent};
    flex: none;
  }
  .card {
    background: ${color.sand};
    border-radius: 12px;
    padding: 1.25rem 1.35rem;
  }
  .card p:last-child {
    margin-bottom: 0;
  }
  .hours {
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
    font-weight: 700;
    color: ${color.navyDark};
  }
  .hours li {
    padding: 0.3rem 0;
    border-bottom: 1px solid ${color.line};
  }
  .hours .emergency {
    color: ${color.accentDark};
    border-bottom: 0;
  }
`;
