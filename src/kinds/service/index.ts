import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** One service: /services/:service. */
export default defineKind({
  collection: 'services',
  copy: copySchema('service', {
    title: 'Service page copy',
    description: 'content/pages/service.yaml: Every service page (with {{service}}); kinds: gives the copy of installation services.',
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
  }),
  data: build,
  social: { title: 'Garage Door Service Details' },
});
