import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The brands, with a filter. */
export default defineKind({
  copy: copySchema('brands', {
    title: 'Brands page copy',
    description: 'content/pages/brands.yaml: The brands page.',
    blocks: {
      hero: ['heading', 'intro'],
      list: ['heading'],
      whyChooseUs: ['heading', 'items'],
      faq: ['heading'],
    },
  }),
  data: build,
  social: { title: 'Garage Door Brands We Service' },
});
