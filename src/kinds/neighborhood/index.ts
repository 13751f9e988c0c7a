import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** One neighborhood of a city. */
export default defineKind({
  collection: 'neighborhoods',
  copy: copySchema('neighborhood', {
    title: 'Neighborhood page copy',
    description: 'content/pages/neighborhood.yaml: Every neighborhood page (with {{city}} and {{neighborhood}}).',
    blocks: {
      hero: ['heading', 'intro'],
      about: ['heading', 'paragraphs'],
      whyChoose: ['heading', 'list'],
      popular: ['heading', 'items'],
      offer: ['heading', 'intro'],
      faq: ['heading'],
      projects: ['heading'],
      cta: ['heading', 'intro'],
      homes: ['heading'],
      related: ['heading'],
    },
  }),
  data: build,
  social: { title: 'Garage Door Service Near You' },
});
