/**
 * What a photo's words for people who cannot see it (its `alt`; a page block's photo: its
 * `intro`) must be: a description of what is in it. Not a file name ("IMG_2041.jpg"), not a
 * word for a picture ("photo", "image of ..."): a screen reader already says it is a picture.
 * One rule, read by the check (src/checks/rules/images.ts) and so by the editing screen.
 */

/** The fewest words and letters that can say what a photo shows ("Technician oiling the rollers"). */
export const MIN_ALT_WORDS = 4;
export const MIN_ALT_LENGTH = 20;

export type AltProblem = 'photo-alt-file-name' | 'photo-alt-says-photo' | 'photo-alt-short';

const FILE_NAME = /\.(?:jpe?g|png|webp|gif|avif|heic|tiff?)\b|^(?:img|dsc|dscn|pxl|dcim|screenshot)[\s_-]*\d/i;
const PICTURE_WORDS = '(?:photo|photograph|image|picture|pic|snapshot)s?';
const SAYS_PHOTO = new RegExp(`^(?:(?:an?|the|this|our)\\s+)?${PICTURE_WORDS}(?:\\s+(?:of|showing|shows|with)\\b|\\s*$|\\s*[:-])`, 'i');

/** Why `alt` does not describe the photo at `url`, or undefined when it does. */
export function altProblem(alt: string, url: string): AltProblem | undefined {
  const text = alt.trim();
  const stem = /([^/]+?)(?:\.[a-z]+)?$/i.exec(url)?.[1] ?? '';
  const words = (item: string) =>
    item
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  if (FILE_NAME.test(text) || (stem && words(text).join(' ') === words(stem).join(' '))) return 'photo-alt-file-name';
  if (SAYS_PHOTO.test(text)) return 'photo-alt-says-photo';
  if (words(text).length < MIN_ALT_WORDS || text.length < MIN_ALT_LENGTH) return 'photo-alt-short';
  return undefined;
}

/** The words of a photo field's object for people who cannot see it: a photo's `alt`, a page block's `intro`. */
export function altOf(item: Record<string, unknown>): { key: string; text: string } {
  const key = 'alt' in item || !('intro' in item) ? 'alt' : 'intro';
  return { key, text: typeof item[key] === 'string' ? item[key] : '' };
}
