import { defineKind } from '../kind';
import { build } from './data';

/** Terms and privacy: an MDX body named by the route. */
export default defineKind({
  data: build,
  social: { title: 'Terms & Privacy' },
});
