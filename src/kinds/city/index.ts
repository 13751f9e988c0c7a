import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** One served city. */
export default defineKind({
  collection: 'cities',
  copy: copy.schema,
  data: build,
  social: { title: 'Garage Door Service in Your City' },
});
