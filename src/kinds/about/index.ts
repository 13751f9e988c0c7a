import { defineKind } from '../kind';
import { build } from './data';

/** The company. */
export default defineKind({
  data: build,
  social: { title: 'About Our Team' },
});
