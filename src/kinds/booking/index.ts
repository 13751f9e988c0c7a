import { defineKind } from '../kind';
import { pageProps } from './data';

/** The booking form. */
export default defineKind({
  data: pageProps,
  social: { title: 'Book a Service Visit' },
});
