import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The list of every service. */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Garage Door Services' },
});
