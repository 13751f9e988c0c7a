import type { BookingConfig } from '../../components/booking/types';
import { hoursLine } from '../../manifest/facts';
import type { Block } from '../../manifest/schema.generated';
import { bookingConfig } from '../booking-config';
import type { DataBuilder } from '../context';

export type Testimonial = { comment: string; name: string; location: string; rating: number; service: string };

export type BookingProps = {
  hero: { heading: string; intro: string };
  explanationHeading: string;
  /** the facts booking.mdx uses */
  facts: Record<string, string>;
  hours: { heading: string; intro: string; lines: string[]; emergency: string };
  guarantee: { heading: string; paragraphs: string[] };
  testimonial: { heading: string; review: Testimonial };
  form: BookingConfig;
};

function need(blocks: Record<string, Block>, name: string): Block & { heading: string } {
  const b = blocks[name];
  if (!b?.heading) throw new Error(`content/pages/booking.yaml: block '${name}' (with a heading) is missing`);
  return b as Block & { heading: string };
}

/** Booking: how it works (booking.mdx), service hours, the guarantee, a testimonial and the form. */
export const build: DataBuilder<BookingProps> = ({ site, blocks }) => {
  const b = blocks('booking');
  const mdx = site.mdx['content/pages/booking.mdx'] ?? '';
  const used = new Set([...mdx.matchAll(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g)].map((m) => m[1]));
  const r = site.reviews.find((x) => x.featured) ?? site.reviews[0];
  return {
    props: {
      hero: { heading: need(b, 'hero').heading, intro: b.hero.intro ?? '' },
      explanationHeading: need(b, 'explanation').heading,
      facts: Object.fromEntries(Object.entries(site.facts).filter(([name]) => used.has(name))),
      hours: {
        heading: need(b, 'hours').heading,
        intro: b.hours.intro ?? '',
        lines: site.manifest.business.hours.service.map((h) => hoursLine(h)),
        emergency: `Emergency service ${site.facts.emergencyAvailability ?? ''}`.trim(),
      },
      guarantee: { heading: need(b, 'guarantee').heading, paragraphs: b.guarantee.paragraphs ?? [] },
      testimonial: {
        heading: need(b, 'testimonial').heading,
        review: { comment: r.comment, name: r.name, location: `${r.area} ${r.zip}`, rating: r.rating, service: r.service },
      },
      form: bookingConfig(site),
    },
  };
};
