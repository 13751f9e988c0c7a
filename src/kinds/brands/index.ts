import { defineKind } from '../kind';
import { pageProps } from './data';

/** The brands, with a filter. */
export default defineKind({
  data: pageProps,
  social: { title: 'Garage Door Brands We Service' },
});
