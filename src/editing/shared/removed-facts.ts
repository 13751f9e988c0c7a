import { parse } from 'yaml';
import { labelOf, labelTitle } from '../../manifest/plain-schema';
import type { FieldProblem } from './field-problems';

/** The business facts a site.yaml text names: its constants and its claims (both are {{facts}} in copy). */
function factNames(text: string | undefined): Set<string> {
  const data = dataOf(text) as { constants?: object; claims?: object } | undefined;
  return new Set([...Object.keys(data?.constants ?? {}), ...Object.keys(data?.claims ?? {})]);
}

/** What each folder of content/ holds, in the screen's words. */
const KINDS: Record<string, string> = { cities: 'city', services: 'service', brands: 'brand', pages: 'page copy', texts: 'long text' };

/** A file's name as words: `st-petersburg` is "St petersburg", `garage-door-repair` "Garage door repair". */
const named = (id: string) => labelTitle([id]);

/** A YAML text's data, or undefined when it is not (yet) readable. */
function dataOf(text: string | undefined): Record<string, unknown> | undefined {
  try {
    const data: unknown = parse(text ?? '');
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A text of one value of an entry's data (its name, its title), if it is one. */
const textOf = (data: Record<string, unknown> | undefined, key: string) => (typeof data?.[key] === 'string' ? data[key] : undefined);

/**
 * A city, a service or a neighborhood as its own file names it ("St. Petersburg", "Garage Door
 * Repair", "Old Northeast"), else its id in words.
 */
function placeNames(files: Record<string, string>) {
  // Each file read once, however many texts name its place.
  const read = new Map<string, Record<string, unknown> | undefined>();
  const data = (file: string) => (read.has(file) ? read.get(file) : read.set(file, dataOf(files[file])).get(file));
  const city = (id: string) => data(`content/cities/${id}.yaml`);
  return {
    city: (id: string) => textOf(city(id), 'name') ?? named(id),
    service: (id: string) => textOf(data(`content/services/${id}.yaml`), 'title') ?? named(id),
    neighborhood: (cityId: string, id: string) => {
      const all = city(cityId)?.neighborhoods;
      const found = Array.isArray(all) ? (all as unknown[]).find((one) => (one as { id?: unknown } | null)?.id === id) : undefined;
      return textOf(found as Record<string, unknown> | undefined, 'name') ?? named(id);
    },
  };
}

/**
 * A text of the project as the office knows it: an entry by its name and what it is ("St.
 * Petersburg (city)", "Amarr (brand)"), a page's own text by its service and place ("Garage Door
 * Repair in St. Petersburg", "Old Northeast, St. Petersburg (neighborhood)"), the rest by its
 * file's name ("Faq", "Page copy: home").
 */
function inWords(file: string, files: Record<string, string>, places: ReturnType<typeof placeNames>): string {
  if (file === 'site.yaml') return 'the business facts';
  const parts = file
    .replace(/^content\//, '')
    .replace(/\.(yaml|mdx)$/, '')
    .split('/');
  if (parts[0] === 'local') {
    const [, what, first, second] = parts;
    return what === 'services'
      ? `${places.service(first)} in ${places.city(second)}`
      : `${places.neighborhood(first, second)}, ${places.city(first)} (neighborhood)`;
  }
  const kind = KINDS[parts[0]];
  const data = dataOf(files[file]);
  const name = textOf(data, 'name') ?? textOf(data, 'title');
  if (kind && name) return `${name} (${kind})`;
  return kind ? `${named(kind)}: ${parts.slice(1).join(' ')}` : named(parts.join(' '));
}

/** Which of the screen's lists a text is in, as [one, more than one]. */
function groupOf(file: string): [string, string] {
  const folder = file.replace(/^content\//, '').split('/');
  if (folder[0] === 'local')
    return folder[1] === 'services'
      ? ['text for a service in a city', 'texts for a service in a city']
      : ['text for a neighborhood', 'texts for a neighborhood'];
  const kind = KINDS[folder[0]];
  return kind ? [kind, kind === 'city' ? 'cities' : kind === 'page copy' ? "pages' copy" : `${kind}s`] : ['other text', 'other texts'];
}

/** The texts not named one by one, counted by list: "67 more (52 texts for a service in a city, 9 cities, 6 services)". */
function theRest(texts: Array<{ group: [string, string] }>): string {
  const counts = new Map<string, { group: [string, string]; count: number }>();
  for (const { group } of texts) counts.set(group[0], { group, count: (counts.get(group[0])?.count ?? 0) + 1 });
  const lists = [...counts.values()].sort((a, b) => b.count - a.count).map(({ group, count }) => `${count} ${group[count === 1 ? 0 : 1]}`);
  return `${texts.length} more (${lists.join(', ')})`;
}

/**
 * A save of site.yaml that takes out a fact the copy still names: the check finds the texts that
 * name it ("There is no business fact {{warranty}}", in files the office did not touch). Said as what
 * happened, once per fact, at the business facts: which fact was removed and which texts use it
 * (`files`: the project's texts, site.yaml as saved among them).
 */
export function removedFactsStillUsed(problems: FieldProblem[], files: Record<string, string>, before: string | undefined): FieldProblem[] {
  const kept = factNames(files['site.yaml']);
  const said: FieldProblem[] = [];
  const used: string[] = [];
  const places = placeNames(files);
  for (const name of [...factNames(before)].filter((fact) => !kept.has(fact))) {
    const texts = Object.keys(files)
      .filter((file) => /^(site\.yaml|content\/.*\.(yaml|mdx))$/.test(file) && files[file].includes(`{{${name}}}`))
      .map((file) => ({ words: inWords(file, files, places), group: groupOf(file) }))
      .sort((a, b) => a.words.localeCompare(b.words));
    if (!texts.length) continue;
    used.push(name);
    const shown =
      texts.length > 4
        ? [...texts.slice(0, 4).map((text) => text.words), `and ${theRest(texts.slice(4))}`]
        : texts.map((text) => text.words);
    said.push({
      code: 'unknown-constant',
      file: 'site.yaml',
      field: ['constants'],
      label: 'business facts',
      message: `You removed the fact ${labelOf(['constants', name])} ({{${name}}}), but ${texts.length === 1 ? 'a text still uses' : `${texts.length} texts still use`} it: ${shown.join(', ')}.`,
      hint: 'Put the fact back, or change those texts first.',
    });
  }
  const removed = (problem: FieldProblem) =>
    problem.code === 'unknown-constant' && used.some((name) => problem.message.includes(`{{${name}}}`));
  return said.length ? [...said, ...problems.filter((problem) => !removed(problem))] : problems;
}
