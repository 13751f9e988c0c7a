import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** The reviews, with figures computed from them. */
export default defineKind({
  copy: copy.schema,
  data: build,
  social: { title: 'Customer Reviews' },
});
