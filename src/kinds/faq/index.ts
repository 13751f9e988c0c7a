import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The FAQ (the only page with FAQPage markup). */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Garage Door Questions Answered' },
});
