import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** One neighborhood of a city. */
export default defineKind({
  collection: 'neighborhoods',
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Garage Door Service Near You' },
});
