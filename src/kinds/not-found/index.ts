import { defineKind } from '../kind';
import { copy } from './copy';
import { pageProps } from './data';

/** The page for an unknown path or id (404.html and the stand-ins of patterns). */
export default defineKind({
  copy: copy.schema,
  data: pageProps,
});
