import { defineKind } from '../kind';
import { pageProps } from './data';

/** One service: /services/:service. */
export default defineKind({
  collection: 'services',
  data: pageProps,
  social: { title: 'Garage Door Service Details' },
});
