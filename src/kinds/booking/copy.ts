import { defineCopy } from '../copy-schema';

/** content/pages/booking.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('booking', {
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
});
