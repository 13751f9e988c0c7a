/**
 * List entries (reviews, projects, questions, redirects...) as the screen saves them: an entry's id
 * is made from its name (and date), never typed, and the entries a save removes are named before
 * anything is written. The same for every list of every file: nothing here knows a kind.
 */

type Json = unknown;
const isObject = (item: Json): item is Record<string, Json> => !!item && typeof item === 'object' && !Array.isArray(item);

/** The keys an entry is named by, best first (as the YAML writer matches entries). */
const NAMING = ['id', 'from', 'question', 'name', 'title', 'heading', 'label'];
/** What an id is made of: the entry's name, then its date, if it has them. */
export const ID_FROM = [
  ['name', 'title', 'question', 'label'],
  ['date', 'month'],
];

/** `Maria G.` and `2026-03-14` -> `maria-g-2026-03-14`. */
export function slugOf(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The data with an id made for every list entry that has none while its list's other entries
 * have one: from its name (or title, question) and its date (or month), unique in its list. Data
 * in which no id was made is returned as it came (the same object).
 */
export function withMadeIds(data: Json): Json {
  if (Array.isArray(data)) {
    const items = unlessSame(data, data.map(withMadeIds));
    // A list uses ids when an entry has one, or the place for one (a new entry's template: `id: ""`).
    const usesIds = items.some((item) => isObject(item) && typeof item.id === 'string');
    if (!usesIds) return items;
    const taken = new Set(items.flatMap((item) => (isObject(item) && typeof item.id === 'string' && item.id ? [item.id] : [])));
    const made = items.map((item) => {
      if (!isObject(item) || (typeof item.id === 'string' && item.id)) return item;
      const parts = ID_FROM.map(
        (keys) => keys.map((key) => item[key]).find((value): value is string => typeof value === 'string' && !!value.trim()) ?? '',
      );
      const base = slugOf(...parts);
      if (!base) return item;
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      const { id: _, ...rest } = item;
      return { id, ...rest };
    });
    return unlessSame(items, made);
  }
  if (isObject(data)) {
    const entries = Object.entries(data);
    const made = entries.map(([key, value]) => [key, withMadeIds(value)] as const);
    return made.some(([, value], i) => value !== entries[i][1]) ? Object.fromEntries(made) : data;
  }
  return data;
}

/** `next`, or `was` itself when each of their items is the same: data no id was made in is handed back as it came. */
function unlessSame(was: Json[], next: Json[]): Json[] {
  return next.some((item, i) => item !== was[i]) ? next : was;
}

/** Each list entry of `before` that `after` no longer has (matched by its naming key), in words. */
export function removedEntries(before: Json, after: Json, where: string[] = []): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const key = NAMING.find(
      (text) => before.length && before.every((item) => isObject(item) && typeof item[text] === 'string' && item[text]),
    );
    if (!key) return [];
    const kept = new Set(after.map((value) => (isObject(value) ? value[key] : undefined)));
    const list = where.filter((text) => !/^\d+$/.test(text)).join(', ');
    return before
      .filter((value) => isObject(value) && !kept.has(value[key]))
      .map((value) => {
        const item = value as Record<string, Json>;
        const label = NAMING.slice(1)
          .map((text) => item[text])
          .find((child): child is string => typeof child === 'string' && !!child);
        const id = typeof item.id === 'string' ? item.id : undefined;
        const named = label && id ? `${label} (${id})` : (label ?? id ?? String(item[key]));
        return list ? `${named}, from ${list}` : named;
      });
  }
  if (isObject(before) && isObject(after))
    return Object.keys(before).flatMap((text) => (text in after ? removedEntries(before[text], after[text], [...where, text]) : []));
  return [];
}
