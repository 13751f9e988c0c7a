import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The company. */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
  social: { title: 'About Our Team' },
});
