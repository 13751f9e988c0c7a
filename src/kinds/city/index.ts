import { defineKind } from '../kind';
import { pageProps } from './data';

/** One served city. */
export default defineKind({
  collection: 'cities',
  data: pageProps,
  social: { title: 'Garage Door Service in Your City' },
});
