import { defineKind } from '../kind';
import { pageProps } from './data';

/** Where the form post lands without JavaScript (noindex). */
export default defineKind({
  data: pageProps,
});
