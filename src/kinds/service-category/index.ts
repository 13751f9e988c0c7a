import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** A service's category view (canonical: the service page). */
export default defineKind({
  collection: 'services',
  copy: copy.schema,
  data: pageProps,
  social: { sameAs: 'service' },
});
