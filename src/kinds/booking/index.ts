import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The booking form. */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Book a Service Visit' },
});
