import { defineKind } from '../kind';
import { build } from './data';

/** Where the form post lands without JavaScript (noindex). */
export default defineKind({
  data: build,
});
