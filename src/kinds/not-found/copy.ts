import { defineCopy } from '../copy-schema';

/** content/pages/not-found.yaml: the blocks this kind's pages show. */
export const copy = defineCopy('not-found', {
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
});
