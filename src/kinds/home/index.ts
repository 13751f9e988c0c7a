import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The home page: hero, services, areas, brands, reviews. */
export default defineKind({
  copy: copySchema('home', {
    title: 'Home page copy',
    description: 'content/pages/home.yaml: The home page.',
    blocks: {
      hero: ['tag', 'heading', 'list', 'paragraphs'],
      heroImage: {
        fields: ['intro', 'tag', 'items'],
        minItems: 2,
        description: 'The hero photo: intro is its alt text, tag its loading label, items the two toast messages (fallback, failure).',
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
  }),
  data: build,
  social: { title: 'Garage Door Repair in Tampa Bay' },
});
