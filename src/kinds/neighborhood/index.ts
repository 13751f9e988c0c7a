import { defineKind } from '../kind';
import { build } from './data';

/** One neighborhood of a city. */
export default defineKind({
  collection: 'neighborhoods',
  data: build,
  social: { title: 'Garage Door Service Near You' },
});
