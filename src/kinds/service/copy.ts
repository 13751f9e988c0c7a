import { defineCopy } from '../copy-schema';

/** content/pages/service.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('service', {
  title: 'Service page copy',
  description: 'content/pages/service.yaml: Every service page (with {{service}}); workTypes: gives the copy of installation services.',
  blocks: {
    about: ['heading'],
    issues: ['heading'],
    tabs: ['heading', 'items'],
    localInfo: ['heading'],
    regionInfo: ['heading'],
    cities: ['heading', 'intro'],
    whyChooseUs: ['heading', 'items'],
    process: ['heading', 'items'],
    serviceAreas: ['heading', 'intro', 'list'],
    professional: ['heading'],
    faq: ['heading'],
    cta: ['heading', 'intro', 'cta'],
    sideCard: ['heading', 'list'],
    related: ['heading'],
  },
});
