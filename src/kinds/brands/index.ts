import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The brands, with a filter. */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Garage Door Brands We Service' },
});
