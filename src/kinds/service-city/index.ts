import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** One service in one city. */
export default defineKind({
  collection: 'service-cities',
  copy: copySchema('service-city', {
    title: 'Service city page copy',
    description:
      'content/pages/service-city.yaml: Every page of a service in a city (with {{service}} and {{city}}); kinds: gives the copy of installation services.',
    blocks: {
      hero: ['intro'],
      overview: ['heading', 'paragraphs', 'intro'],
      conditions: ['heading', 'intro'],
      process: ['heading', 'items'],
      offer: ['heading', 'intro'],
      neighborhoods: ['heading', 'intro'],
      faq: ['heading'],
      cta: ['heading', 'intro', 'cta'],
      related: ['heading'],
      missing: ['heading', 'intro', 'cta'],
    },
  }),
  data: build,
  social: { title: 'Local Garage Door Service' },
});
