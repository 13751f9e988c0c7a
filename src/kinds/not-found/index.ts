import { defineKind } from '../kind';
import { pageProps } from './data';

/** The page for an unknown path or id (404.html and the stand-ins of patterns). */
export default defineKind({
  data: pageProps,
});
