import { defineKind } from '../kind';
import { build } from './data';

/** One brand. */
export default defineKind({
  collection: 'brands',
  data: build,
  social: { title: 'Brand Repairs & Parts' },
});
