import { defineKind } from '../kind';
import { pageProps } from './data';

/** A service's category view (canonical: the service page). */
export default defineKind({
  collection: 'services',
  data: pageProps,
  social: { sameAs: 'service' },
});
