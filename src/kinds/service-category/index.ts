import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** A service's category view (canonical: the service page). */
export default defineKind({
  collection: 'services',
  copy: copySchema('service-category', {
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
  }),
  data: build,
  social: { sameAs: 'service' },
});
