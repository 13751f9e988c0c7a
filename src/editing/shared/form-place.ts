import { singular } from '../../manifest/plain-schema';

/** A field of the screen's forms, as its configuration holds it (src/editing/server/config.ts writes it). */
type FormField = { name: string; label?: string; label_singular?: string; fields?: FormField[]; field?: FormField };
/** One of the screen's lists: a folder of entries, or files each with a form of its own. */
export type FormCollection = { folder?: string; fields?: FormField[]; files?: Array<{ file: string; fields: FormField[] }> };

/** The form a file is edited with: its fields (undefined when no form edits it). */
function formFields(collections: readonly FormCollection[], file: string): FormField[] | undefined {
  for (const collection of collections) {
    const own = collection.files?.find((item) => item.file === file);
    if (own) return own.fields;
    if (collection.folder && file.startsWith(`${collection.folder}/`)) return collection.fields;
  }
  return undefined;
}

/** Each part after the first starts lower-case, unless it starts with an abbreviation ("ZIP code 3"). */
const joined = (parts: string[]) =>
  parts.map((part, i) => (i && /^[A-Z][a-z]/.test(part) ? part.charAt(0).toLowerCase() + part.slice(1) : part)).join(', ');

/**
 * Where in its form a problem's field is, in the form's own labels, for a message said away from the
 * field (the preview's list): "Team size: " (a claim's value), "License: " (the license's number),
 * "Row of service hours 2, day 1: ", "Neighborhood 2: ", "Top of the page: "; '' for a field that
 * stands alone. The groups and list entries the field is in are named, not the field itself (its
 * message names it); the form's first group is left out when a group inside it is named
 * ("Booking form: " alone, "Closed date 3: " inside it), and so is a group whose label lists what
 * it holds ("The business: name, phone, …"). Undefined when the
 * file has no form or the field is not in it (the caller says it as the check names it).
 */
export function formPlace(collections: readonly FormCollection[], file: string, field: ReadonlyArray<string | number>): string | undefined {
  let fields = formFields(collections, file);
  const parts: string[] = [];
  let firstGroup = false;
  let current: FormField | undefined;
  for (const [i, step] of field.entries()) {
    if (typeof step === 'number') {
      if (!current) return undefined;
      parts.push(`${current.label_singular ?? singular(current.label ?? current.name)} ${step + 1}`);
      // A list of texts holds its entries in `field`, a list of entries their fields in `fields`.
      current = current.field ?? current;
      fields = current.fields;
      continue;
    }
    current = fields?.find((item) => item.name === step);
    if (!current) return undefined;
    // A group the field is in (not the field itself, nor a list: its entry is named by its number).
    const inside = field.slice(i + 1).some((later) => typeof later === 'string');
    // A label that lists what the group holds ("The business: name, phone, …") is no name for it.
    if (inside && current.fields && typeof field[i + 1] !== 'number' && !current.label?.includes(':')) {
      parts.push(current.label ?? current.name);
      firstGroup ||= i === 0;
    }
    fields = current.fields;
  }
  const named = firstGroup && parts.length > 1 ? parts.slice(1) : parts;
  return named.length ? `${joined(named)}: ` : '';
}
