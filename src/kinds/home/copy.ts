import { defineCopy } from '../copy-schema';

/** content/pages/home.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('home', {
  title: 'Home page copy',
  description: 'content/pages/home.yaml: The home page.',
  blocks: {
    hero: ['tag', 'heading', 'list', 'paragraphs'],
    heroImage: {
      fields: ['image', 'intro', 'tag', 'items'],
      minItems: 2,
      itemFields: ['text'],
      description:
        'The hero photo: image is the photo (the site makes its sizes), intro its alt text (what the photo shows, for people who cannot see it), tag its loading label, items the two toast messages (fallback, failure).',
    },
    services: ['heading', 'intro', 'cta'],
    moreServices: ['heading', 'items'],
    whyChooseUs: ['heading', 'items'],
    quickLinks: ['heading', 'items'],
    brands: ['heading', 'intro', 'cta'],
    servicesByBrand: ['heading', 'items'],
    about: ['heading', 'paragraphs', 'items'],
    serviceAreaCard: ['heading', 'intro'],
    reviews: ['heading', 'intro', 'cta'],
    cta: ['heading', 'intro', 'cta', 'items'],
    faq: ['heading', 'intro'],
    serviceAreas: ['heading', 'intro', 'cta'],
    popularCities: ['heading'],
    cityGrid: ['heading'],
    commonIssues: ['heading', 'intro', 'items'],
  },
});
