import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** One brand. */
export default defineKind({
  collection: 'brands',
  copy: copySchema('brand', {
    title: 'Brand page copy',
    description: 'content/pages/brand.yaml: Every brand page (with {{brand}}).',
    blocks: {
      hero: ['tag'],
      about: ['heading'],
      models: ['heading'],
      brandIssues: ['heading'],
      repair: ['heading'],
      services: ['heading', 'intro'],
      commonIssues: ['heading', 'items'],
      reasons: ['heading', 'list'],
      cta: ['heading', 'intro'],
    },
  }),
  data: build,
  social: { title: 'Brand Repairs & Parts' },
});
