import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The reviews, with figures computed from them. */
export default defineKind({
  copy: copySchema('reviews', {
    title: 'Reviews page copy',
    description: 'content/pages/reviews.yaml: The reviews page (the reviews are in content/reviews.yaml).',
    blocks: {
      hero: ['heading', 'intro'],
      stats: ['heading', 'items'],
      featured: ['heading'],
      list: ['heading'],
      reviewSites: ['heading', 'intro'],
    },
  }),
  data: build,
  social: { title: 'Customer Reviews' },
});
