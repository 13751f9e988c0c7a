import { defineCopy } from '../copy-schema';

/** content/pages/faq.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('faq', {
  title: 'Faq page copy',
  description: 'content/pages/faq.yaml: The FAQ page (the questions are in content/faq.yaml).',
  blocks: {
    hero: ['heading', 'intro'],
    contact: ['heading', 'intro'],
  },
});
