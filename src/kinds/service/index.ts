import { defineKind } from '../kind';
import { build } from './data';

/** One service: /services/:service. */
export default defineKind({
  collection: 'services',
  data: build,
  social: { title: 'Garage Door Service Details' },
});
