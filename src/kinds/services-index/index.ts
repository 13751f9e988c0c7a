import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The list of every service. */
export default defineKind({
  copy: copySchema('services-index', {
    title: 'Services index page copy',
    description: 'content/pages/services-index.yaml: The services page.',
    blocks: {
      hero: ['heading', 'paragraphs', 'list'],
      main: ['heading'],
      specialized: ['heading'],
      expertise: ['heading', 'items'],
      problems: ['heading', 'items'],
      whyChooseUs: ['heading', 'items'],
      serviceArea: ['heading', 'intro', 'list'],
      faq: ['heading'],
      closing: ['heading', 'paragraphs'],
    },
  }),
  data: build,
  social: { title: 'Garage Door Services' },
});
