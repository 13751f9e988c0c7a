import { shingleMemo, type ShingleMemo } from '../seo/uniqueness';

/**
 * What the last render of the same site drew, kept by whoever renders it again (the owner's server's
 * builder after each save; WarmBuild in src/build/build.ts): each page's document and measured text
 * with the data it was drawn from. A page is a function of its data and the shell's (with the same
 * bundle): one whose data and shell are unchanged, and whose noindex decision is the same, is not
 * rendered again. No React here: the build's scripts make one before the bundle is loaded.
 */
export type RenderMemo = {
  shell: string;
  pages: Map<string, MemoPage>;
  shingles: ShingleMemo;
};

/** One page as the last render drew it: the JSON of its data, its measured text, its noindex decision, its document. */
export type MemoPage = { data: string; text: string; noindex: boolean; html: string };

/** A memo of no render yet. */
export const renderMemo = (): RenderMemo => ({ shell: '', pages: new Map(), shingles: shingleMemo() });
