import type { Map as ImmutableMap } from 'immutable';
import { newEntryFile } from '../shared/collections';
import { fieldsOf, inFieldOrder } from './field-order';
import { withMadeIds } from '../shared/list-entries';
import { isKeptDraft, textFor } from '../shared/yaml-format';

export type EntryText = {
  /** the file the entry is saved to (a new city, service or brand: named for the id made from its name) */
  path: string;
  /** the text loaded from that file ('' for a new entry) */
  raw: string;
  /** the entry's data as the save hands it on: a new entry's with its made id first */
  data: Record<string, unknown>;
  /** the text a save would write */
  text: string;
  isNew: boolean;
  /** the data with the ids the save makes for new list entries (a new review's), when it makes any */
  withIds?: Record<string, unknown>;
};

/**
 * What saving an entry of the screen would write, and where: the save guard checks it, the
 * preview draws it. A new list entry gets its id made from its name (list-entries.ts); a new file
 * is written in its form's order, as the files beside it are. A draft this browser kept and the
 * editor brought back carries its own text, not the file's: `fileText` is the file's (the save
 * guard reads it); without it, such a draft is drawn as written anew.
 */
export function entryText(entry: ImmutableMap<string, unknown>, fileText?: string): EntryText {
  const loaded = (entry.get('raw') as string | undefined) ?? '';
  const raw = fileText ?? (isKeptDraft(loaded) ? '' : loaded);
  const values = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
  const collection = entry.get('collection') as string;
  const made = entry.get('newRecord') ? newEntryFile(collection, values) : undefined;
  const { id: _, ...rest } = values;
  const data = made ? { id: made.id, ...rest } : values;
  const path = made?.path ?? (entry.get('path') as string);
  if (path.endsWith('.mdx')) return { path, raw, data, text: textFor(path, raw, data), isNew: !!made };
  const ordered = made ? inFieldOrder(data, fieldsOf(collection)) : data;
  // The same object when no id was made (withMadeIds hands such data back as it came).
  const withIds = withMadeIds(ordered) as Record<string, unknown>;
  return { path, raw, data, text: textFor(path, raw, withIds), isNew: !!made, ...(withIds !== ordered ? { withIds } : {}) };
}
