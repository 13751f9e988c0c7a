import type { BookingConfig } from '../../booking/form/types';
import { hoursLine } from '../../manifest/facts';
import { bookingConfig } from '../../booking/form/config';
import type { DataBuilder } from '../context';
import { pageBody, type PageBody } from '../copy-blocks';

type Testimonial = { comment: string; name: string; location: string; rating: number; sample: boolean; service: string };

export type BookingProps = {
  hero: { heading: string; intro: string };
  explanationHeading: string;
  /** how it works, content/pages/booking.mdx */
  explanation: PageBody;
  hours: { heading: string; intro: string; lines: string[]; emergency: string };
  guarantee: { heading: string; paragraphs: string[] };
  testimonial: { heading: string; review: Testimonial };
  form: BookingConfig;
};

/** Booking: how it works (booking.mdx), service hours, the guarantee, a testimonial and the form. */
export const pageProps: DataBuilder<BookingProps> = ({ site, blocks }) => {
  const copy = blocks('booking');
  const review = site.reviews.find((item) => item.featured) ?? site.reviews[0];
  return {
    props: {
      hero: { heading: copy.hero.heading, intro: copy.hero.intro },
      explanationHeading: copy.explanation.heading,
      explanation: pageBody(site, 'content/pages/booking.mdx'),
      hours: {
        heading: copy.hours.heading,
        intro: copy.hours.intro,
        lines: site.manifest.business.hours.service.map((hoursSpec) => hoursLine(hoursSpec)),
        emergency: `Emergency service ${site.facts.emergencyAvailability ?? ''}`.trim(),
      },
      guarantee: { heading: copy.guarantee.heading, paragraphs: copy.guarantee.paragraphs },
      testimonial: {
        heading: copy.testimonial.heading,
        review: {
          comment: review.comment,
          name: review.name,
          location: `${review.area} ${review.zip}`,
          rating: review.rating,
          sample: review.sample === true,
          service: review.service,
        },
      },
      form: bookingConfig(site, blocks('booking')),
    },
  };
};
