import { defineKind } from '../kind';
import { build } from './data';

/** The counties, cities and neighborhoods served. */
export default defineKind({
  data: build,
  social: { title: 'Our Service Areas' },
});
