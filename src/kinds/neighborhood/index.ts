import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** One neighborhood of a city. */
export default defineKind({
  collection: 'neighborhoods',
  copy: copy.schema,
  data: build,
  social: { title: 'Garage Door Service Near You' },
});
