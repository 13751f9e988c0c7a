import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** One served city. */
export default defineKind({
  collection: 'cities',
  copy: copySchema('city', {
    title: 'City page copy',
    description: 'content/pages/city.yaml: Every city page (with {{city}} and {{county}}).',
    blocks: {
      hero: ['heading', 'tag', 'intro'],
      about: ['heading'],
      landmarks: ['heading', 'intro'],
      services: ['heading'],
      issues: ['heading'],
      neighborhoods: ['heading', 'intro'],
      tabs: ['heading'],
      repairs: ['heading', 'intro', 'list'],
      installation: ['heading', 'intro', 'list'],
      maintenance: ['heading', 'intro', 'list'],
      projects: ['heading'],
      faq: ['heading'],
      cta: ['heading', 'intro'],
    },
  }),
  data: build,
  social: { title: 'Garage Door Service in Your City' },
});
