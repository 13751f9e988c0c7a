import { useState } from 'react';
import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { Button } from '../../components/button';
import { CardSection } from '../../components/card-section';
import { FilterButtons } from '../../components/filter-buttons';
import { Hero } from '../../components/hero';
import { Section } from '../../components/section';
import { Testimonial } from '../../components/testimonial';
import { bareList, color, media, phoneRow } from '../../components/theme';
import type { ReviewsProps } from './data';
import { ReviewCard } from './review-card';

const ALL = 'All';

/** A review matches a filter when its service contains the filter's text (spec: Reviews filter). */
const matches = (service: string, filter: string) => filter === ALL || service.toLowerCase().includes(filter.toLowerCase());

export default function ReviewsPage({ page }: { page: PageData<ReviewsProps> }) {
  const { hero, stats, featured, list, reviewSites } = page.props;
  const [filter, setFilter] = useState(ALL);
  const shown = list.reviews.filter((review) => matches(review.service, filter));
  const reviewCard = featured.review;
  return (
    <>
      <Hero heading={hero.heading} intro={hero.intro} breadcrumbs={page.breadcrumbs} />
      <CardSection id="stats" heading={stats.heading} intro={stats.intro} tone="sky" items={stats.items} columns={3} phone="pair" />
      <Section id="featured" heading={featured.heading}>
        <Testimonial
          comment={reviewCard.comment}
          name={reviewCard.name}
          location={reviewCard.location}
          rating={reviewCard.rating}
          sample={reviewCard.sample}
          service={reviewCard.service}
          date={{ text: reviewCard.date, iso: reviewCard.isoDate }}
        />
      </Section>
      <Section id="reviews" heading={list.heading} tone="sand">
        <FilterButtons
          label="Filter reviews by service"
          options={[ALL, ...list.filters].map((name) => ({ id: name, label: name }))}
          value={filter}
          onChange={setFilter}
        />
        <p className="count" role="status">
          {filter === ALL ? `Showing all ${shown.length} reviews` : `Showing ${shown.length} of ${list.reviews.length} reviews: ${filter}`}
        </p>
        {/* On a phone the reviews stand in a row that scrolls sideways; the row takes the focus to be scrolled by keyboard. */}
        <List tabIndex={0} aria-labelledby="reviews-heading">
          {shown.map((item) => (
            <li key={item.id}>
              <ReviewCard review={item} />
            </li>
          ))}
        </List>
      </Section>
      <Section id="review-sites" heading={reviewSites.heading} intro={reviewSites.intro}>
        <Sites>
          {reviewSites.sites.map((site) => (
            <li key={site.name}>
              {site.url ? (
                <Button to={site.url} variant="ghost">
                  Review us on {site.name}
                </Button>
              ) : (
                // A placeholder address is not offered as a link until the owner enters the real one.
                <span className="soon">{site.name} (link coming soon)</span>
              )}
            </li>
          ))}
        </Sites>
      </Section>
    </>
  );
}

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  ${phoneRow}
  ${media.wide} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.large} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Sites = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a {
    color: ${color.navy};
  }
  .soon {
    display: inline-block;
    padding: 0.6rem 1rem;
    border: 2px dashed ${color.line};
    border-radius: 10px;
    color: ${color.muted};
    font-weight: 700;
  }
`;
