import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** One service: /services/:service. */
export default defineKind({
  collection: 'services',
  copy: copy.schema,
  data: build,
  social: { title: 'Garage Door Service Details' },
});
