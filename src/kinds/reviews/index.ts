import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The reviews, with figures computed from them. */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Customer Reviews' },
});
