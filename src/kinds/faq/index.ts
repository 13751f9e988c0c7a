import { defineKind } from '../kind';
import { pageProps } from './data';

/** The FAQ (the only page with FAQPage markup). */
export default defineKind({
  data: pageProps,
  social: { title: 'Garage Door Questions Answered' },
});
