/**
 * List entries (reviews, projects, questions, redirects...) as the screen saves them: an entry's id
 * is made from its name (and date), never typed, and the entries a save removes are named before
 * anything is written. The same for every list of every file: nothing here knows a kind.
 */

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

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
 * have one: from its name (or title, question) and its date (or month), unique in its list.
 */
export function withMadeIds(data: Json): Json {
  if (Array.isArray(data)) {
    const items = data.map(withMadeIds);
    // A list uses ids when an entry has one, or the place for one (a new entry's template: `id: ""`).
    const usesIds = items.some((x) => isObject(x) && typeof x.id === 'string');
    if (!usesIds) return items;
    const taken = new Set(items.flatMap((x) => (isObject(x) && typeof x.id === 'string' && x.id ? [x.id] : [])));
    return items.map((x) => {
      if (!isObject(x) || (typeof x.id === 'string' && x.id)) return x;
      const parts = ID_FROM.map((keys) => keys.map((k) => x[k]).find((v): v is string => typeof v === 'string' && !!v.trim()) ?? '');
      const base = slugOf(...parts);
      if (!base) return x;
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      const { id: _, ...rest } = x;
      return { id, ...rest };
    });
  }
  if (isObject(data)) return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withMadeIds(v)]));
  return data;
}

/** Each list entry of `before` that `after` no longer has (matched by its naming key), in words. */
export function removedEntries(before: Json, after: Json, where: string[] = []): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const key = NAMING.find((k) => before.length && before.every((x) => isObject(x) && typeof x[k] === 'string' && x[k]));
    if (!key) return [];
    const kept = new Set(after.map((x) => (isObject(x) ? x[key] : undefined)));
    const list = where.filter((w) => !/^\d+$/.test(w)).join(', ');
    return before
      .filter((x) => isObject(x) && !kept.has(x[key]))
      .map((x) => {
        const item = x as Record<string, Json>;
        const label = NAMING.slice(1)
          .map((k) => item[k])
          .find((v): v is string => typeof v === 'string' && !!v);
        const id = typeof item.id === 'string' ? item.id : undefined;
        const named = label && id ? `${label} (${id})` : (label ?? id ?? String(item[key]));
        return list ? `${named}, from ${list}` : named;
      });
  }
  if (isObject(before) && isObject(after))
    return Object.keys(before).flatMap((k) => (k in after ? removedEntries(before[k], after[k], [...where, k]) : []));
  return [];
}
