import { defineKind } from '../kind';
import { pageProps } from './data';

/** One service in one city. */
export default defineKind({
  collection: 'service-cities',
  data: pageProps,
  social: { title: 'Local Garage Door Service' },
});
