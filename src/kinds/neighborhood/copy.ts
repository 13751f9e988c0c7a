import { defineCopy } from '../copy-schema';

/** content/pages/neighborhood.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('neighborhood', {
  title: 'Neighborhood page copy',
  description: 'content/pages/neighborhood.yaml: Every neighborhood page (with {{city}} and {{neighborhood}}).',
  blocks: {
    hero: ['heading', 'intro'],
    about: ['heading', 'paragraphs'],
    whyChoose: ['heading', 'list'],
    popular: ['heading', 'items'],
    offer: ['heading', 'intro'],
    faq: ['heading'],
    projects: ['heading'],
    cta: ['heading', 'intro'],
    homes: ['heading'],
    related: ['heading'],
  },
});
