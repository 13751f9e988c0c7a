import { defineKind } from '../kind';
import { build } from './data';

/** One served city. */
export default defineKind({
  collection: 'cities',
  data: build,
  social: { title: 'Garage Door Service in Your City' },
});
