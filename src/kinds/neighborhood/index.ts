import { defineKind } from '../kind';
import { pageProps } from './data';

/** One neighborhood of a city. */
export default defineKind({
  collection: 'neighborhoods',
  data: pageProps,
  social: { title: 'Garage Door Service Near You' },
});
