import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** One brand. */
export default defineKind({
  collection: 'brands',
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Brand Repairs & Parts' },
});
