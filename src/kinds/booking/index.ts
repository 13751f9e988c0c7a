import { defineKind } from '../kind';
import { build } from './data';

/** The booking form. */
export default defineKind({
  data: build,
  social: { title: 'Book a Service Visit' },
});
