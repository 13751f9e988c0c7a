import type { FieldProblem } from '../shared/field-problems';

/** The keys beside a photo's `image` whose words stand for it: a photo's `alt`, the home hero's `intro`. */
const WORD_KEYS = ['alt', 'intro'];

/** A photo whose words stayed: where they are, and what they still say. */
export type OldWords = { field: Array<string | number>; words: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The photos a save replaces while it leaves their words as they were (`before` and `after` are the
 * file's data): those words describe the photo that was there. A photo added where there was none,
 * or words changed with it, are not listed.
 */
export function photosWithOldWords(before: unknown, after: unknown, path: Array<string | number> = []): OldWords[] {
  if (Array.isArray(after))
    return after.flatMap((item, i) => photosWithOldWords(Array.isArray(before) ? before[i] : undefined, item, [...path, i]));
  if (!isRecord(after)) return [];
  const was = isRecord(before) ? before : {};
  const own: OldWords[] = [];
  if (typeof after.image === 'string' && typeof was.image === 'string' && after.image !== was.image) {
    const key = WORD_KEYS.find((name) => typeof after[name] === 'string');
    if (key && after[key] === was[key]) own.push({ field: [...path, key], words: String(after[key]) });
  }
  return [...own, ...Object.entries(after).flatMap(([key, value]) => photosWithOldWords(was[key], value, [...path, key]))];
}

/** Each photo's old words as a problem at their field, for an editor who chose to write new ones. */
export function oldWordsProblems(file: string, old: OldWords[]): FieldProblem[] {
  return old.map(({ field }) => ({
    code: 'photo-words-kept',
    file,
    field,
    label: 'photo description',
    message: 'These words describe the photo you replaced.',
    hint: 'Describe the new photo: what it shows, in a sentence.',
  }));
}
