import { defineKind } from '../kind';
import { pageProps } from './data';

/** Terms and privacy: an MDX body named by the route. */
export default defineKind({
  data: pageProps,
  social: { title: 'Terms & Privacy' },
});
