import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** One service in one city. */
export default defineKind({
  collection: 'service-cities',
  copy: copy.schema,
  data: build,
  social: { title: 'Local Garage Door Service' },
});
