import { defineKind } from '../kind';
import { pageProps } from './data';

/** One brand. */
export default defineKind({
  collection: 'brands',
  data: pageProps,
  social: { title: 'Brand Repairs & Parts' },
});
