import type { Site } from '../manifest/load';

/**
 * The search a title targets: the most specific service it names, the most specific place, and the
 * brand if it names one ("LiftMaster Garage Door Repair in Tampa" targets LiftMaster + Garage Door
 * Repair + Tampa). Two indexable pages whose titles target the same service and place compete for
 * one query; a title that names no service or no place targets neither.
 */
export type TitleTarget = { service: string; place: string; brand?: string };

/** The names a title is read against, and the business names that are not part of any target. */
export type TitleVocabulary = {
  services: string[];
  /** place names, most specific first: neighborhoods, cities, counties, the region */
  places: string[][];
  brands: string[];
  ignore: string[];
};

/** The vocabulary of a site: its services, places (region, counties, cities, neighborhoods) and brands. */
export function titleVocabulary(site: Site): TitleVocabulary {
  const b = site.manifest.business;
  return {
    services: site.services.map((s) => s.title),
    places: [
      site.cities.flatMap((c) => c.neighborhoods.map((n) => n.name)),
      site.cities.map((c) => c.name),
      site.counties.map((c) => c.name),
      [b.region],
    ],
    brands: site.brands.map((x) => x.name),
    ignore: [b.name, b.shortName],
  };
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/&amp;/g, '&')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();

type Found = { name: string; tier: number; start: number; end: number };

/** Every occurrence of `names` as whole words in `text` (already normalised). */
function occurrences(text: string, names: string[], tier = 0): Found[] {
  const padded = ` ${text} `;
  const out: Found[] = [];
  for (const name of names) {
    const key = norm(name);
    if (!key) continue;
    for (let i = padded.indexOf(` ${key} `); i >= 0; i = padded.indexOf(` ${key} `, i + 1))
      out.push({ name, tier, start: i, end: i + key.length + 1 });
  }
  return out;
}

/**
 * The name a title is about: a name inside a longer one found at the same place does not count
 * ("Tampa" in "Tampa Bay", "Door Repair" in "Same-Day Door Repair"); of the rest, the most specific
 * tier wins, then the longest name.
 */
function mostSpecific(found: Found[]): string | undefined {
  const whole = found.filter(
    (f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start),
  );
  return whole.sort((a, b) => a.tier - b.tier || b.end - b.start - (a.end - a.start))[0]?.name;
}

/** The target of one title, or undefined when it names no service or no place. */
export function titleTarget(title: string, vocab: TitleVocabulary): TitleTarget | undefined {
  let text = ` ${norm(title)} `;
  for (const name of vocab.ignore) text = text.split(` ${norm(name)} `).join(' | ');
  text = text.trim();
  const service = mostSpecific(occurrences(text, vocab.services));
  const place = mostSpecific(vocab.places.flatMap((names, tier) => occurrences(text, names, tier)));
  if (!service || !place) return undefined;
  const brand = mostSpecific(occurrences(text, vocab.brands));
  return brand ? { service, place, brand } : { service, place };
}

/** Pairs of pages (by URL) whose titles target the same service and place, with the target. */
export function competingTitles(pages: Array<{ url: string; title: string }>, vocab: TitleVocabulary): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const p of pages) {
    const t = titleTarget(p.title, vocab);
    if (!t) continue;
    const key = [t.brand ?? '', t.service, t.place].map(norm).join('|');
    const first = seen.get(key);
    if (first)
      out.push(
        `${p.url}: its title targets ${t.brand ? `${t.brand} ` : ''}${t.service} in ${t.place}, as ${first}'s does (one page per search)`,
      );
    else seen.set(key, p.url);
  }
  return out;
}
