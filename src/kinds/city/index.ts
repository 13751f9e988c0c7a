import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** One served city. */
export default defineKind({
  collection: 'cities',
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Garage Door Service in Your City' },
});
