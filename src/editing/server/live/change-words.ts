import { basename } from 'node:path';
import { format, parseISO } from 'date-fns';
import { parse } from 'yaml';
import config from '../../shared/config.generated.json';

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

const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);
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
  const [a, b] = [readYaml(before), readYaml(after)];
  const within = form.entry ? `${form.one} ${quoted(nameOf(a) ?? basename(path).replace(/\.\w+$/, ''))}` : form.within;
  const words = objectWords(form.fields, a, b, within);
  return words.length ? words : [`${form.label}: layout of the file changed`];
}

/** A commit's title (the first phrases, as many as fit a line) and the whole list for its body. */
export function changeTitle(phrases: string[]): string {
  const shown: string[] = [];
  for (const p of phrases) {
    if (shown.length && [...shown, p].join('; ').length > TITLE) break;
    shown.push(p);
  }
  const more = phrases.length - shown.length;
  return more ? `${shown.join('; ')} and ${more} more ${more === 1 ? 'change' : 'changes'}` : shown.join('; ');
}

/**
 * The form a file is edited with: its label, what one entry of it is called, its fields, and what its
 * phrases start with (a page's copy: that page; the business facts and the lists name their own groups).
 */
function formOf(path: string): { label: string; one: string; fields: Field[]; entry: boolean; within: string } | undefined {
  for (const c of collections) {
    const file = c.files?.find((f) => f.file === path);
    // The business facts (site.yaml) and a file of lists name their own groups; a page's copy is that page's.
    const named = path === 'site.yaml' || file?.fields.every((x) => x.widget === 'list');
    if (file) return { label: file.label, one: file.label, fields: file.fields, entry: false, within: named ? '' : file.label };
    if (c.folder && path.startsWith(`${c.folder}/`))
      return { label: c.label, one: c.label_singular ?? c.label, fields: c.fields ?? [], entry: true, within: '' };
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

function objectWords(fields: Field[], a: Json, b: Json, prefix: string): string[] {
  const left = isObject(a) ? a : {};
  const right = isObject(b) ? b : {};
  const known = new Map(fields.map((f) => [f.name, f]));
  const keys = [...fields.map((f) => f.name), ...Object.keys({ ...left, ...right }).filter((k) => !known.has(k))];
  return keys.flatMap((key) => {
    if (same(left[key], right[key])) return [];
    const field = known.get(key) ?? { name: key, label: key };
    return fieldWords(field, left[key], right[key], prefix);
  });
}

function fieldWords(field: Field, a: Json, b: Json, prefix: string): string[] {
  const label = labelOf(field, prefix);
  if (field.widget === 'facts') return factWords(a, b);
  if (field.widget === 'list' || Array.isArray(a) || Array.isArray(b)) {
    if (field.widget === 'list' || isObject(first(a)) || isObject(first(b))) return listWords(field, asList(a), asList(b), prefix);
  }
  // A group with a long label ("The business: name, phone, ...") does not name its fields.
  if (field.fields && (isObject(a) || isObject(b))) return objectWords(field.fields, a, b, /:/.test(label) ? prefix : label);
  return [valueWords(label, a, b)];
}

function factWords(a: Json, b: Json): string[] {
  const left = isObject(a) ? a : {};
  const right = isObject(b) ? b : {};
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].flatMap((k) =>
    same(left[k], right[k]) ? [] : [valueWords(`Fact {{${k}}}`, left[k], right[k])],
  );
}

/** Entries of a list matched by what they are known by (their id, name...), else by their place. */
function listWords(field: Field, a: Json[], b: Json[], prefix: string): string[] {
  const one = singular(labelOf(field, prefix));
  const keyOf = keyer(a, b);
  const itemFields = field.fields ?? (field.field ? [field.field] : []);
  const before = new Map(a.map((x, i) => [keyOf(x, i), x]));
  const after = new Map(b.map((x, i) => [keyOf(x, i), x]));
  const out: string[] = [];
  for (const [k, x] of before) if (!after.has(k)) out.push(`${one} ${quoted(summaryOf(x))} deleted`);
  for (const [k, x] of after) {
    const was = before.get(k);
    if (!before.has(k)) out.push(`${one} ${quoted(summaryOf(x))} added`);
    else if (!same(was, x))
      out.push(
        ...(isObject(x) || isObject(was) ? objectWords(itemFields, was, x, `${one} ${quoted(summaryOf(was))}`) : [valueWords(one, was, x)]),
      );
  }
  const order = (m: Map<string, Json>, other: Map<string, Json>) => [...m.keys()].filter((k) => other.has(k)).join('\n');
  if (!out.length && order(before, after) !== order(after, before)) out.push(`${labelOf(field, prefix)} put in a new order`);
  return out;
}

/** Entries keyed by their naming field when it names each one once on both sides, else by their place. */
function keyer(a: Json[], b: Json[]): (x: Json, i: number) => string {
  for (const key of NAMING) {
    const unique = (xs: Json[]) => {
      const names = xs.map((x) => (isObject(x) && typeof x[key] === 'string' ? x[key] : undefined));
      return names.every((n) => n) && new Set(names).size === names.length;
    };
    if (unique(a) && unique(b)) return (x) => String((x as Record<string, Json>)[key]);
  }
  if ([...a, ...b].every((x) => !isObject(x) && !Array.isArray(x))) {
    const unique = (xs: Json[]) => new Set(xs.map(String)).size === xs.length;
    if (unique(a) && unique(b)) return (x) => String(x);
  }
  return (_x, i) => `#${i}`;
}

function summaryOf(x: Json): string {
  if (!isObject(x)) return shown(x);
  const name = nameOf(x);
  const date = typeof x.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x.date) ? dateWords(x.date) : undefined;
  if (name && date && name !== x.id) return `${name} (${date})`;
  return name ?? date ?? shown(x);
}

function nameOf(x: Json): string | undefined {
  if (!isObject(x)) return undefined;
  const key = ['name', 'title', 'question', 'heading', 'label', 'from', 'id'].find((k) => typeof x[k] === 'string' && x[k]);
  return key ? shown(x[key]) : undefined;
}

function valueWords(label: string, a: Json, b: Json): string {
  const empty = (v: Json) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);
  if (empty(a)) return `${label} set to ${shown(b)}`;
  if (empty(b)) return `${label} cleared`;
  const [was, now] = [shown(a), shown(b)];
  if (was.length > SHOWN || now.length > SHOWN) return `${label} changed`;
  return `${label}: ${was} → ${now}`;
}

function shown(v: Json): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(v) ? dateWords(v) : v.replace(/\s+/g, ' ').trim();
  if (Array.isArray(v)) return v.map(shown).join(', ');
  if (isObject(v)) return Object.values(v).map(shown).join(', ');
  return String(v);
}

const dateWords = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');
const quoted = (s: string) => `“${s.length > SHOWN ? `${s.slice(0, SHOWN - 1)}…` : s}”`;
const first = (v: Json) => (Array.isArray(v) ? v[0] : undefined);
const asList = (v: Json): Json[] => (Array.isArray(v) ? v : []);

/** A nested field is named with what holds it ("Address, city"); a label that already says it stands alone. */
function labelOf(field: Field, prefix: string): string {
  const label = field.label ?? field.name;
  if (!prefix) return label;
  const head = prefix.split(/[\s,:“]/)[0].toLowerCase();
  return label.toLowerCase().startsWith(head) ? label : `${prefix}, ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** "Closed dates" -> "Closed date", "Counties" -> "County", "FAQs" -> "FAQ"; a label with no plural stays. */
function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return label;
}
