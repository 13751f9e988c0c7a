import { basename } from 'node:path';
import { format, parseISO } from 'date-fns';
import { parse } from 'yaml';
import config from '../../shared/config.generated.json';
import { labelTitle, singular } from '../../../manifest/plain-schema';

/**
 * What a save changed, in the office's words, read from the files before and after it and named by
 * the editing screen's own labels (config.generated.json): "Phone number: <old> → <new>", "Review
 * “<name> (<date>)” deleted", "Booking form, closed date “<name> (<date>)” added". The
 * history lists these, so that the office can tell its changes apart and undo the right one.
 */

type Field = { name: string; label?: string; widget?: string; fields?: Field[]; field?: Field };
type Collection = {
  label: string;
  label_singular?: string;
  folder?: string;
  fields?: Field[];
  files?: Array<{ file: string; label: string; fields: Field[] }>;
};
type Json = unknown;

const collections = (config as unknown as { collections: Collection[] }).collections;
/** The keys an entry of a list is known by, best first (as list-entries.ts names entries). */
const NAMING = ['id', 'from', 'question', 'name', 'title', 'heading', 'label'];
/** A value longer than this is not quoted in full: the phrase says the field changed. */
const SHOWN = 60;
/** A title holds the phrases that fit in this many characters (the phone number and its dialled form do). */
const TITLE = 120;

const isObject = (item: Json): item is Record<string, Json> => !!item && typeof item === 'object' && !Array.isArray(item);
const same = (a: Json, b: Json) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The phrases for one file of a change; `before`/`after` null when the change created or deleted it. */
export function changeWords(path: string, before: string | null, after: string | null): string[] {
  if (/^public\/images\//.test(path))
    return [`Photo ${basename(path)} ${before === null ? 'added' : after === null ? 'deleted' : 'replaced'}`];
  const form = formOf(path);
  if (!form) return [`${path} ${before === null ? 'added' : after === null ? 'deleted' : 'changed'}`];
  if (before === null || after === null) {
    const data = readYaml(after ?? before);
    return [`${form.one} ${quoted(nameOf(data) ?? basename(path).replace(/\.\w+$/, ''))} ${before === null ? 'added' : 'deleted'}`];
  }
  if (/\.mdx?$/.test(path)) return [`${form.label} changed`];
  const [first, second] = [readYaml(before), readYaml(after)];
  const within = form.entry ? `${form.one} ${quoted(nameOf(first) ?? basename(path).replace(/\.\w+$/, ''))}` : form.within;
  const words = withoutDerived(objectWords(form.fields, first, second, within));
  return words.length ? words : [`${form.label}: layout of the file changed`];
}

/** The phone number shown, and the number as dialled the screen writes from it (phone-dialled.ts). */
const [SHOWN_PHONE, DIALLED_PHONE] = [`${labelTitle(['display'])}: `, `${labelTitle(['e164'])}: `];

/** A save's phrases without what the screen wrote from another of them: the number as dialled beside the number shown. */
function withoutDerived(words: string[]): string[] {
  return words.some((phrase) => phrase.startsWith(SHOWN_PHONE)) ? words.filter((phrase) => !phrase.startsWith(DIALLED_PHONE)) : words;
}

/** A commit's title (the first phrases, as many as fit a line) and the whole list for its body. */
export function changeTitle(phrases: string[]): string {
  const shown: string[] = [];
  for (const phrase of phrases) {
    if (shown.length && [...shown, phrase].join('; ').length > TITLE) break;
    shown.push(phrase);
  }
  const more = phrases.length - shown.length;
  return more ? `${shown.join('; ')} and ${more} more ${more === 1 ? 'change' : 'changes'}` : shown.join('; ');
}

/**
 * The form a file is edited with: its label, what one entry of it is called, its fields, and what its
 * phrases start with (a page's copy: that page; the business facts and the lists name their own groups).
 */
function formOf(path: string): { label: string; one: string; fields: Field[]; entry: boolean; within: string } | undefined {
  for (const collection of collections) {
    const file = collection.files?.find((item) => item.file === path);
    // The business facts (site.yaml) and a file of lists name their own groups; a page's copy is that page's.
    const named = path === 'site.yaml' || file?.fields.every((field) => field.widget === 'list');
    if (file) return { label: file.label, one: file.label, fields: file.fields, entry: false, within: named ? '' : file.label };
    if (collection.folder && path.startsWith(`${collection.folder}/`))
      return {
        label: collection.label,
        one: collection.label_singular ?? collection.label,
        fields: collection.fields ?? [],
        entry: true,
        within: '',
      };
  }
  return undefined;
}

function readYaml(text: string | null): Json {
  try {
    return text === null ? null : (parse(text) as Json);
  } catch {
    return null;
  }
}

function objectWords(fields: Field[], first: Json, second: Json, prefix: string): string[] {
  const left = isObject(first) ? first : {};
  const right = isObject(second) ? second : {};
  const known = new Map(fields.map((item) => [item.name, item]));
  const keys = [...fields.map((item) => item.name), ...Object.keys({ ...left, ...right }).filter((text) => !known.has(text))];
  return keys.flatMap((key) => {
    if (same(left[key], right[key])) return [];
    const field = known.get(key) ?? { name: key, label: key };
    return fieldWords(field, left[key], right[key], prefix);
  });
}

function fieldWords(field: Field, item: Json, second: Json, prefix: string): string[] {
  const label = labelOf(field, prefix);
  if (field.widget === 'facts') return factWords(item, second);
  if (field.widget === 'list' || Array.isArray(item) || Array.isArray(second)) {
    if (field.widget === 'list' || isObject(first(item)) || isObject(first(second)))
      return listWords(field, asList(item), asList(second), prefix);
  }
  // A group with a long label ("The business: name, phone, ...") does not name its fields.
  if (field.fields && (isObject(item) || isObject(second)))
    return objectWords(field.fields, item, second, /:/.test(label) ? prefix : label);
  return [valueWords(label, item, second)];
}

function factWords(a: Json, b: Json): string[] {
  const left = isObject(a) ? a : {};
  const right = isObject(b) ? b : {};
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].flatMap((key) =>
    // Named as the facts' list names it ("Service call fee"), never by the placeholder copy writes.
    same(left[key], right[key]) ? [] : [valueWords(`Fact “${labelTitle([key])}”`, left[key], right[key])],
  );
}

/** Entries of a list matched by what they are known by (their id, name...), else by their place. */
function listWords(field: Field, first: Json[], second: Json[], prefix: string): string[] {
  const one = singular(labelOf(field, prefix));
  const [keysBefore, keysAfter] = keysOf(first, second);
  const itemFields = field.fields ?? (field.field ? [field.field] : []);
  const before = new Map(first.map((item, i) => [keysBefore[i], item]));
  const after = new Map(second.map((item, i) => [keysAfter[i], item]));
  const out: string[] = [];
  for (const [key, value] of before) if (!after.has(key)) out.push(`${one} ${quoted(summaryOf(value))} deleted`);
  for (const [key, value] of after) {
    const was = before.get(key);
    if (!before.has(key)) out.push(`${one} ${quoted(summaryOf(value))} added`);
    else if (!same(was, value))
      out.push(
        ...(isObject(value) || isObject(was)
          ? objectWords(itemFields, was, value, `${one} ${quoted(summaryOf(was))}`)
          : [valueWords(one, was, value)]),
      );
  }
  const order = (item: Map<string, Json>, other: Map<string, Json>) => [...item.keys()].filter((text) => other.has(text)).join('\n');
  if (!out.length && order(before, after) !== order(after, before)) out.push(`${labelOf(field, prefix)} put in a new order`);
  return out;
}

/** Entries keyed by their naming field when it names each one once on both sides, else by what they hold. */
function keysOf(a: Json[], b: Json[]): [string[], string[]] {
  for (const key of NAMING) {
    const unique = (xs: Json[]) => {
      const names = xs.map((item) => (isObject(item) && typeof item[key] === 'string' ? item[key] : undefined));
      return names.every((name) => name) && new Set(names).size === names.length;
    };
    if (unique(a) && unique(b))
      return [a, b].map((xs) => xs.map((item) => String((item as Record<string, Json>)[key]))) as [string[], string[]];
  }
  return byContent(a, b);
}

/**
 * Rows with no name of their own (the rows of service hours): a row the same on both sides is that
 * row, wherever it stands; the rest are paired in their order (a row changed), and what is left over
 * was added or deleted. Keyed by their place, a deleted Saturday row read as Sunday's deleted and
 * Saturday's turned into Sunday's.
 */
function byContent(a: Json[], b: Json[]): [string[], string[]] {
  const text = (item: Json) => JSON.stringify(item);
  const keysA = a.map(() => '');
  const keysB = b.map(() => '');
  a.forEach((item, i) => {
    const j = b.findIndex((other, at) => !keysB[at] && text(other) === text(item));
    if (j >= 0) keysA[i] = keysB[j] = `=${i}`;
  });
  const restB = keysB.flatMap((key, j) => (key ? [] : [j]));
  let paired = 0;
  keysA.forEach((key, i) => {
    if (key) return;
    keysA[i] = `#${i}`;
    if (paired < restB.length) keysB[restB[paired++]] = `#${i}`;
  });
  keysB.forEach((key, j) => {
    if (!key) keysB[j] = `+${j}`;
  });
  return [keysA, keysB];
}

function summaryOf(value: Json): string {
  if (!isObject(value)) return shown(value);
  const name = nameOf(value);
  const date = typeof value.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.date) ? dateWords(value.date) : undefined;
  if (name && date && name !== value.id) return `${name} (${date})`;
  return name ?? date ?? shown(value);
}

function nameOf(value: Json): string | undefined {
  if (!isObject(value)) return undefined;
  const key = ['name', 'title', 'question', 'heading', 'label', 'from', 'id'].find(
    (text) => typeof value[text] === 'string' && value[text],
  );
  return key ? shown(value[key]) : undefined;
}

function valueWords(label: string, first: Json, second: Json): string {
  const empty = (item: Json) => item === undefined || item === null || item === '' || (Array.isArray(item) && !item.length);
  if (empty(first)) return `${label} set to ${shown(second)}`;
  if (empty(second)) return `${label} cleared`;
  const [was, now] = [shown(first), shown(second)];
  if (was.length > SHOWN || now.length > SHOWN) return `${label} changed`;
  return `${label}: ${was} → ${now}`;
}

function shown(value: Json): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? dateWords(value)
      : /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
        ? timeWords(value)
        : value.replace(/\s+/g, ' ').trim();
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (isObject(value)) return Object.values(value).map(shown).join(', ');
  return String(value);
}

const dateWords = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');
/** A time as the form shows it ("17:00" is "5:00 PM"): the file's 24-hour form is not the office's. */
const timeWords = (hhmm: string) => format(parseISO(`2000-01-01T${hhmm}`), 'h:mm a');
const quoted = (text: string) => `“${text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text}”`;
const first = (item: Json) => (Array.isArray(item) ? item[0] : undefined);
const asList = (item: Json): Json[] => (Array.isArray(item) ? item : []);

/** A nested field is named with what holds it ("Address, city"); a label that already says it stands alone. */
function labelOf(field: Field, prefix: string): string {
  const label = field.label ?? field.name;
  if (!prefix) return label;
  const head = prefix.split(/[\s,:“]/)[0].toLowerCase();
  return label.toLowerCase().startsWith(head) ? label : `${prefix}, ${inSentence(label)}`;
}

/** A label inside a sentence: its first letter small, unless the label starts with an abbreviation ("ZIP codes", "FAQs"). */
const inSentence = (label: string) => (/^[A-Z][A-Z]/.test(label) ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`);
