import { defineCopy } from '../copy-schema';

/** content/pages/brand.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('brand', {
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
});
