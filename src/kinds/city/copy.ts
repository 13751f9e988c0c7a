import { defineCopy } from '../copy-schema';

/** content/pages/city.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('city', {
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
});
