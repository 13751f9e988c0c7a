import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** The list of every service. */
export default defineKind({
  copy: copy.schema,
  data: build,
  social: { title: 'Garage Door Services' },
});
