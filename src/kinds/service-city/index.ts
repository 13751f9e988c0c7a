import { defineKind } from '../kind';
import { build } from './data';

/** One service in one city. */
export default defineKind({
  collection: 'service-cities',
  data: build,
  social: { title: 'Local Garage Door Service' },
});
