import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The booking form. */
export default defineKind({
  copy: copySchema('booking', {
    title: 'Booking page copy',
    description:
      'content/pages/booking.yaml: The booking page; its blocks thanks and next also make /booking/thanks and the booking e-mails.',
    blocks: {
      hero: ['heading', 'intro'],
      explanation: ['heading'],
      hours: ['heading', 'intro'],
      guarantee: ['heading', 'paragraphs'],
      testimonial: ['heading'],
      next: ['heading', 'list'],
      thanks: ['heading', 'intro'],
    },
  }),
  data: build,
  social: { title: 'Book a Service Visit' },
});
