import { defineCopy } from '../copy-schema';

/** content/pages/brands.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('brands', {
  title: 'Brands page copy',
  description: 'content/pages/brands.yaml: The brands page.',
  blocks: {
    hero: ['heading', 'intro'],
    list: ['heading'],
    whyChooseUs: ['heading', 'items'],
    faq: ['heading'],
  },
});
