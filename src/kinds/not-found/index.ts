import { copySchema } from '../copy-schema';
import { defineKind } from '../kind';
import { build } from './data';

/** The page for an unknown path or id (404.html and the stand-ins of patterns). */
export default defineKind({
  copy: copySchema('not-found', {
    title: 'Not found page copy',
    description:
      'content/pages/not-found.yaml: The page shown for an unknown address; its messages are light-hearted lines, one shown at random.',
    blocks: {
      hero: ['heading', 'intro'],
      help: ['intro'],
      banner: ['heading'],
      suggestions: ['heading'],
    },
    messages: 2,
  }),
  data: build,
});
