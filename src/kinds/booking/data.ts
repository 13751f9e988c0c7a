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
  const b = blocks('booking');
  const r = site.reviews.find((x) => x.featured) ?? site.reviews[0];
  return {
    props: {
      hero: { heading: b.hero.heading, intro: b.hero.intro },
      explanationHeading: b.explanation.heading,
      explanation: pageBody(site, 'content/pages/booking.mdx'),
      hours: {
        heading: b.hours.heading,
        intro: b.hours.intro,
        lines: site.manifest.business.hours.service.map((h) => hoursLine(h)),
        emergency: `Emergency service ${site.facts.emergencyAvailability ?? ''}`.trim(),
      },
      guarantee: { heading: b.guarantee.heading, paragraphs: b.guarantee.paragraphs },
      testimonial: {
        heading: b.testimonial.heading,
        review: {
          comment: r.comment,
          name: r.name,
          location: `${r.area} ${r.zip}`,
          rating: r.rating,
          sample: r.sample === true,
          service: r.service,
        },
      },
      form: bookingConfig(site, blocks('booking').thanks),
    },
  };
};
