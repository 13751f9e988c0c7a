import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** The booking form. */
export default defineKind({
  copy: copy.schema,
  data: build,
  social: { title: 'Book a Service Visit' },
});
