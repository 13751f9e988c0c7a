import { defineKind } from '../kind';
import { build } from './data';

/** The reviews, with figures computed from them. */
export default defineKind({
  data: build,
  social: { title: 'Customer Reviews' },
});
