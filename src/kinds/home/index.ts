import { defineKind } from '../kind';
import { pageProps } from './data';

/** The home page: hero, services, areas, brands, reviews. */
export default defineKind({
  data: pageProps,
  social: { title: 'Garage Door Repair in Tampa Bay' },
});
