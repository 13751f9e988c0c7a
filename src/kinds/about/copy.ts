import { defineCopy } from '../copy-schema';

/** content/pages/about.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('about', {
  title: 'About page copy',
  description: 'content/pages/about.yaml: The about page.',
  blocks: {
    hero: ['heading', 'intro'],
    story: ['heading'],
    stats: ['heading', 'items'],
    values: ['heading', 'items'],
    whyChoose: ['heading', 'items'],
    contact: ['heading', 'intro'],
    map: ['heading', 'intro'],
  },
});
