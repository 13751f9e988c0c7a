import { defineKind } from '../kind';
import { build } from './data';

/** A service's category view (canonical: the service page). */
export default defineKind({
  collection: 'services',
  data: build,
  social: { sameAs: 'service' },
});
