import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The counties, cities and neighborhoods served. */
export default defineKind({
  copy: copySchema('service-areas', {
    title: 'Service areas page copy',
    description: 'content/pages/service-areas.yaml: The service areas page.',
    blocks: {
      hero: ['heading', 'intro'],
      intro: ['heading', 'paragraphs', 'list', 'cta'],
      map: ['heading', 'intro'],
      counties: ['heading', 'intro'],
      otherCounty: ['intro'],
      allNeighborhoods: ['heading', 'intro'],
      districts: ['heading', 'intro'],
      commitments: ['heading', 'items'],
      popular: ['heading', 'items'],
      faq: ['heading'],
      more: ['heading'],
      cta: ['heading', 'intro'],
    },
  }),
  data: build,
  social: { title: 'Our Service Areas' },
});
