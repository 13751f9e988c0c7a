import { defineKind } from '../kind';
import { pageProps } from './data';

/** The list of every service. */
export default defineKind({
  data: pageProps,
  social: { title: 'Garage Door Services' },
});
