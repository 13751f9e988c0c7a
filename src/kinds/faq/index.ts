import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The FAQ (the only page with FAQPage markup). */
export default defineKind({
  copy: copySchema('faq', {
    title: 'Faq page copy',
    description: 'content/pages/faq.yaml: The FAQ page (the questions are in content/faq.yaml).',
    blocks: {
      hero: ['heading', 'intro'],
      contact: ['heading', 'intro'],
    },
  }),
  data: build,
  social: { title: 'Garage Door Questions Answered' },
});
