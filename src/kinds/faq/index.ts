import { defineKind } from '../kind';
import { build } from './data';

/** The FAQ (the only page with FAQPage markup). */
export default defineKind({
  data: build,
  social: { title: 'Garage Door Questions Answered' },
});
