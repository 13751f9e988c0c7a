import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** The counties, cities and neighborhoods served. */
export default defineKind({
  copy: copy.schema,
  data: build,
  social: { title: 'Our Service Areas' },
});
