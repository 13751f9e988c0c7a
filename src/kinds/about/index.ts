import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** The company. */
export default defineKind({
  copy: copy.schema,
  data: build,
  social: { title: 'About Our Team' },
});
