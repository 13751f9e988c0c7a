import { parse } from 'yaml';
import { applyEdits, render } from './yaml-edit';

/**
 * The file format of every collection of the editing screen. Decap hands `toFile` the entry's data
 * only, not the text it was loaded from; the save guard (guard.ts) computes the new text from the
 * entry's loaded text first, checks it, and leaves it here for the save that follows.
 */
/** The name the configuration gives the format (src/editing/server/config.ts) and main.tsx registers it under. */
export const FORMAT = 'yaml-in-place';

let pending: { data: string; text: string } | undefined;

/**
 * The first line of a draft Decap keeps in the browser (what toFile writes when no save is under
 * way). Decap hands a restored draft back with that text as the entry's `raw`: not the file's text,
 * so a save of it must start from the file as it is (guard.ts), or it would write the whole file
 * anew without its comments and order.
 */
export const DRAFT_MARK = '# an unsaved draft kept by this browser';
/** Whether an entry's loaded text is a draft this browser kept, not the file's. */
export const isKeptDraft = (raw: string): boolean => raw.startsWith(DRAFT_MARK);

export function expectSave(data: unknown, text: string): void {
  pending = { data: JSON.stringify(data), text };
}

export const yamlInPlace = {
  fromFile: (text: string): unknown => parse(text) ?? {},
  toFile: (data: object): string => {
    if (pending && pending.data === JSON.stringify(data)) {
      const { text } = pending;
      pending = undefined;
      return text;
    }
    // A draft kept in the browser (Decap's local backup): marked as one (DRAFT_MARK).
    return `${DRAFT_MARK}\n${render(data)}`;
  },
};

/** The format of the long texts (content/**.mdx): the file's text is the entry's one field, `body`, as it is. */
export const MDX_FORMAT = 'mdx-text';

export const mdxText = {
  fromFile: (text: string): { body: string } => ({ body: text }),
  // The rich-text mode hands the text back without its last line's end: the file keeps one.
  toFile: (data: { body?: string }): string => (data.body ?? '').replace(/\n*$/, '\n'),
};

/** The text a save would write: the loaded YAML file with only the edited fields changed, or the MDX text. */
export function textFor(path: string, raw: string, data: unknown): string {
  if (path.endsWith('.mdx')) return mdxText.toFile(data as { body?: string });
  return applyEdits(raw, data);
}
