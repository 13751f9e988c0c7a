import { defineKind } from '../kind';
import { copy } from './copy';
import { build } from './data';

/** One brand. */
export default defineKind({
  collection: 'brands',
  copy: copy.schema,
  data: build,
  social: { title: 'Brand Repairs & Parts' },
});
