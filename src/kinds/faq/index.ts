import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** The FAQ (the only page with FAQPage markup). */
export default defineKind({
  copy: copy.schema,
  data: build,
  social: { title: 'Garage Door Questions Answered' },
});
