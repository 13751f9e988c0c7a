import { defineCopy } from '../copy-schema';

/** content/pages/service-areas.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('service-areas', {
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
});
