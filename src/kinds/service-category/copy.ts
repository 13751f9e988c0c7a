import { defineCopy } from '../copy-schema';

/** content/pages/service-category.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('service-category', {
  title: 'Service category page copy',
  description:
    'content/pages/service-category.yaml: The category view of every service (with {{service}}); the rest of it comes from content/pages/service.yaml.',
  blocks: {
    hero: ['tag'],
    overview: ['heading'],
    tabs: ['heading', 'items'],
    symptoms: ['heading'],
    local: ['heading'],
  },
});
