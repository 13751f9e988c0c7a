import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** One service: /services/:service. */
export default defineKind({
  collection: 'services',
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Garage Door Service Details' },
});
