import { defineCopy } from '../copy-schema';

/** content/pages/service-city.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('service-city', {
  title: 'Service city page copy',
  description:
    'content/pages/service-city.yaml: Every page of a service in a city (with {{service}} and {{city}}); workTypes: gives the copy of installation services.',
  blocks: {
    hero: ['intro'],
    overview: ['heading', 'paragraphs', 'intro'],
    business: ['heading', 'intro'],
    conditions: ['heading', 'intro'],
    process: ['heading', 'items'],
    offer: ['heading', 'intro'],
    neighborhoods: ['heading', 'intro'],
    faq: ['heading'],
    cta: ['heading', 'intro', 'cta'],
    related: ['heading'],
    missing: ['heading', 'intro', 'cta'],
  },
});
