import { defineKind } from '../kind';
import { pageProps } from './data';

/** The company. */
export default defineKind({
  data: pageProps,
  social: { title: 'About Our Team' },
});
