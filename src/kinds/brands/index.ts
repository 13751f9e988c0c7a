import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** The brands, with a filter. */
export default defineKind({
  copy: copy.schema,
  data: build,
  social: { title: 'Garage Door Brands We Service' },
});
