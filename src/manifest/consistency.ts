/**
 * What the schema cannot say about the content: that the keys of a list are each given once
 * (repeatedKeys, read as each file is loaded), and that copy never types a count of a collection
 * (typedCount, a rule of the copy check).
 */
import type { Message } from './error-catalogue';

/** Words that name a counted collection, and the fact that holds each count. */
const COUNTED: Array<{ words: RegExp; fact: string }> = [
  { words: /^(?:garage door )?services?$/i, fact: 'serviceCount' },
  { words: /^(?:main )?services?$/i, fact: 'mainServiceCount' },
  { words: /^specialized services?$/i, fact: 'specializedServiceCount' },
  { words: /^(?:cities|communities|towns)$/i, fact: 'cityCount' },
  { words: /^neighborhoods?$/i, fact: 'neighborhoodCount' },
  { words: /^brands?$/i, fact: 'brandCount' },
  { words: /^(?:customer )?reviews?$/i, fact: 'reviewCount' },
  { words: /^counties$/i, fact: 'countyCount' },
];
const COUNT_IN_TEXT =
  /\b(\d{1,4})\s+((?:[a-z]+\s+){0,2}?(?:services?|cities|communities|towns|neighborhoods?|brands?|reviews?|counties))\b/gi;

/**
 * A count of a collection typed into copy ("All 21 services") goes stale when an item is added.
 * Returns the fact to write instead, when the number is the count of what the words name.
 */
export function typedCount(text: string, facts: Record<string, string>): { typed: string; fact: string } | undefined {
  for (const match of text.replace(/\{\{[^}]*\}\}/g, ' ').matchAll(COUNT_IN_TEXT)) {
    const words = match[2].toLowerCase().replace(/^(?:of\s+)?(?:our|the)\s+/, '');
    const hit = COUNTED.find((item) => item.words.test(words) && facts[item.fact] === match[1]);
    if (hit) return { typed: match[0], fact: hit.fact };
  }
  return undefined;
}

type Path = Array<string | number>;

/** Each later item whose key an earlier one has, with the index of that first one. */
export function duplicates<T>(items: readonly T[], key: (item: T) => string): Array<{ first: number; at: number }> {
  const seen = new Map<string, number>();
  const out: Array<{ first: number; at: number }> = [];
  items.forEach((item, at) => {
    const text = key(item);
    const first = seen.get(text);
    if (first === undefined) seen.set(text, at);
    else out.push({ first, at });
  });
  return out;
}

/** An item given again: its key, the index of the first item with it and of this one, and the first one's line. */
type Again = { value: string; first: number; at: number; firstLine: number; items: unknown[] };
/**
 * A list whose items (or each item's `key`) are all different: its path in the file (`*`: every
 * item of a list there), and the message for an item given again.
 */
type KeyedList = { list: string; key?: string; say: (again: Again) => Message };

/** A list of values each chosen once (services, brands, days, ZIP codes). */
const values = (list: string): KeyedList => ({
  list,
  say: ({ value, firstLine }) => ({ id: 'listed-again', params: { value, firstLine } }),
});
/** A list of entries each named by its own `key`, in the editor's words (`item`, `items`, `keyWord`). */
const entries = (list: string, key: string, item: string, items: string, keyWord = key): KeyedList => ({
  list,
  key,
  say: ({ value, firstLine }) => ({ id: 'key-twice', params: { item, items, keyWord, value, firstLine } }),
});

/**
 * The lists of each file whose keys must differ: an id a page's address, an anchor, a redirect or
 * a lookup is made from, and a value chosen from a list. A service, city or brand is its file
 * (its id the file's name), so those are never listed twice; two of them with one name are the
 * unique-names rule's business.
 */
const KEYED_LISTS: Array<{ file: RegExp; lists: KeyedList[] }> = [
  {
    file: /^site\.yaml$/,
    lists: [
      { list: 'routes', key: 'path', say: ({ value, firstLine }) => ({ id: 'route-path-twice', params: { path: value, firstLine } }) },
      {
        list: 'redirects',
        key: 'from',
        say: ({ value, first, firstLine, items }) => ({
          id: 'duplicate-redirect',
          params: { from: value, first: first + 1, firstLine, firstTo: String((items[first] as { to?: unknown }).to ?? '') },
        }),
      },
      entries('notFound.suggestions', 'from', 'suggestion', 'suggestions', 'mistyped address'),
      entries('booking.closedDates', 'date', 'closed day', 'closed days', 'date'),
      entries('business.social', 'name', 'social link', 'social links', 'name'),
      entries('business.reviewSites', 'name', 'review site', 'review sites', 'name'),
      values('booking.serviceTypes'),
      values('booking.timeSlots'),
      values('business.paymentAccepted'),
      values('business.hours.service.*.days'),
      values('business.hours.office.*.days'),
      values('placeholders'),
    ],
  },
  {
    file: /^content\/cities\/[^/]+\.yaml$/,
    lists: [
      { list: 'neighborhoods', key: 'id', say: ({ value, firstLine }) => ({ id: 'neighborhood-twice', params: { id: value, firstLine } }) },
      values('neighborhoods.*.zipCodes'),
      values('keyServices'),
    ],
  },
  { file: /^content\/services\/[^/]+\.yaml$/, lists: [values('relatedServices'), values('commonBrands')] },
  { file: /^content\/brands\/[^/]+\.yaml$/, lists: [values('categories'), entries('models', 'name', 'model', 'models', 'name')] },
  {
    file: /^content\/reviews\.yaml$/,
    lists: [
      {
        list: 'reviews',
        key: 'id',
        say: ({ value, first, firstLine }) => ({ id: 'review-id-twice', params: { id: value, first: first + 1, firstLine } }),
      },
    ],
  },
  {
    file: /^content\/projects\.yaml$/,
    lists: [{ list: 'projects', key: 'id', say: ({ value, firstLine }) => ({ id: 'project-id-twice', params: { id: value, firstLine } }) }],
  },
  { file: /^content\/faq\.yaml$/, lists: [entries('categories', 'id', 'FAQ category', 'FAQ categories', 'id')] },
  {
    file: /^content\/counties\.yaml$/,
    lists: [entries('counties', 'name', 'county', 'counties', 'name'), values('counties.*.zipCodes')],
  },
];

/**
 * Every item of a file's keyed lists (KEYED_LISTS) whose key an earlier item of its list has:
 * reported at the later item, the one added, naming the first one's line. Reads the data as
 * parsed, before its schema: a list that is not a list, or a key that is not a text or a number,
 * is the schema's to report.
 */
export function repeatedKeys(file: string, data: unknown, lineOf: (path: Path) => number): Array<Message & { path: Path }> {
  const out: Array<Message & { path: Path }> = [];
  for (const keyed of KEYED_LISTS.find((key) => key.file.test(file))?.lists ?? []) {
    for (const { items, path } of listsAt(data, keyed.list.split('.'), [])) {
      const keyPath = (i: number): Path => (keyed.key ? [...path, i, keyed.key] : [...path, i]);
      const keyOf = (item: unknown): string | undefined => {
        const key = keyed.key ? (isRecord(item) ? item[keyed.key] : undefined) : item;
        return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
      };
      // Items without a key of their own (missing, or not a text) are never "the same".
      const keys = items.map((item, i) => keyOf(item) ?? `\u0000${i}`);
      for (const { first, at } of duplicates(keys, (text) => text)) {
        const message = keyed.say({ value: keys[at], first, at, firstLine: lineOf(keyPath(first)), items });
        out.push({ ...message, path: keyPath(at) });
      }
    }
  }
  return out;
}

const isRecord = (item: unknown): item is Record<string, unknown> => !!item && typeof item === 'object' && !Array.isArray(item);

/** The lists at a path of a file's data (`*` steps into every item of a list), each with its own path. */
function listsAt(data: unknown, steps: string[], path: Path): Array<{ items: unknown[]; path: Path }> {
  if (!steps.length) return Array.isArray(data) ? [{ items: data, path }] : [];
  const [step, ...rest] = steps;
  if (step === '*') return Array.isArray(data) ? data.flatMap((item, i) => listsAt(item, rest, [...path, i])) : [];
  return isRecord(data) && step in data ? listsAt(data[step], rest, [...path, step]) : [];
}
