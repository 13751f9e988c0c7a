import { defineCopy } from '../copy-schema';

/** content/pages/services-index.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('services-index', {
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
});
