import { defineKind } from '../kind';
import { pageProps } from './data';

/** The reviews, with figures computed from them. */
export default defineKind({
  data: pageProps,
  social: { title: 'Customer Reviews' },
});
