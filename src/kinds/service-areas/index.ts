import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The counties, cities and neighborhoods served. */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Our Service Areas' },
});
