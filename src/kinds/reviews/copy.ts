import { defineCopy } from '../copy-schema';

/** content/pages/reviews.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('reviews', {
  title: 'Reviews page copy',
  description: 'content/pages/reviews.yaml: The reviews page (the reviews are in content/reviews.yaml).',
  blocks: {
    hero: ['heading', 'intro'],
    stats: ['heading', 'items'],
    featured: ['heading'],
    list: ['heading'],
    reviewSites: ['heading', 'intro'],
  },
});
