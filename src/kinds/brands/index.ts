import { defineKind } from '../kind';
import { build } from './data';

/** The brands, with a filter. */
export default defineKind({
  data: build,
  social: { title: 'Garage Door Brands We Service' },
});
