import { useHead } from '@unhead/react';
import { headTags } from './head-tags';
import type { HeadData } from './types';
import { useShell } from './shell-context';

/** The page's head through unhead: used while prerendering, where unhead writes the document head. */
export function UnheadHead({ head }: { head: HeadData }) {
  const shell = useShell();
  // The tags are plain data; unhead's stricter literal types describe the same shapes.
  useHead(headTags(head, shell.company) as Parameters<typeof useHead>[0]);
  return null;
}
