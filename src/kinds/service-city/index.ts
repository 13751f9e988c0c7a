import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** One service in one city. */
export default defineKind({
  collection: 'service-cities',
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Local Garage Door Service' },
});
