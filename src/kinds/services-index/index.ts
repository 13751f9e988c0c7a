import { defineKind } from '../kind';
import { build } from './data';

/** The list of every service. */
export default defineKind({
  data: build,
  social: { title: 'Garage Door Services' },
});
