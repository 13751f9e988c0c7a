import { parse } from 'node-html-parser';
import { readCopy } from './copy';
import { readFacts } from './facts';
import type { PageAt } from './files';
import { readHead, readLd } from './head';
import { readLinks } from './links';
import { readMainLinks } from './noindex-links';
import { readOwnText } from './own-text';
import { unmarkedWords } from './samples';
import { readSocial } from './social';
import { readTitle } from './titles';

/**
 * What each gate of the audit reads of a page, in the order of the gates (auditSite): functions of
 * the page's HTML alone, so that a page is read the same on any thread (src/build/audit/read-thread.ts).
 */
export const READERS = [
  readLinks,
  readHead,
  readTitle,
  readMainLinks,
  readLd,
  readCopy,
  unmarkedWords,
  readFacts,
  readSocial,
  readOwnText,
] as const;

/** A page parsed and read by every gate; its tree is dropped once read. */
export function readPage(page: PageAt & { html: string }): unknown[] {
  const htmlPage = { ...page, root: parse(page.html, { comment: false }) };
  return READERS.map((read) => read(htmlPage));
}
