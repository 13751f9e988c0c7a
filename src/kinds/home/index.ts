import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The home page: hero, services, areas, brands, reviews. */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
  social: { title: 'Garage Door Repair in Tampa Bay' },
});
