import { defineKind } from '../kind';
import { pageProps } from './data';

/** The counties, cities and neighborhoods served. */
export default defineKind({
  data: pageProps,
  social: { title: 'Our Service Areas' },
});
