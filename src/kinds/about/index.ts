import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The company. */
export default defineKind({
  copy: copySchema('about', {
    title: 'About page copy',
    description: 'content/pages/about.yaml: The about page.',
    blocks: {
      hero: ['heading', 'intro'],
      story: ['heading'],
      stats: ['heading', 'items'],
      values: ['heading', 'items'],
      whyChoose: ['heading', 'items'],
      contact: ['heading', 'intro'],
      map: ['heading', 'intro'],
    },
  }),
  data: build,
  social: { title: 'About Our Team' },
});
