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
  const business = site.manifest.business;
  return {
    services: site.services.map((service) => service.title),
    places: [
      site.cities.flatMap((city) => city.neighborhoods.map((neighborhood) => neighborhood.name)),
      site.cities.map((city) => city.name),
      site.counties.map((county) => county.name),
      [business.region],
    ],
    brands: site.brands.map((brand) => brand.name),
    ignore: [business.name, business.shortName],
  };
}

const norm = (text: string) =>
  text
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
    (item) =>
      !found.some(
        (other) => other !== item && other.start <= item.start && other.end >= item.end && other.end - other.start > item.end - item.start,
      ),
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
  for (const page of pages) {
    const tab = titleTarget(page.title, vocab);
    if (!tab) continue;
    const key = [tab.brand ?? '', tab.service, tab.place].map(norm).join('|');
    const first = seen.get(key);
    if (first)
      out.push(
        `${page.url}: its title targets ${tab.brand ? `${tab.brand} ` : ''}${tab.service} in ${tab.place}, as ${first}'s does (one page per search)`,
      );
    else seen.set(key, page.url);
  }
  return out;
}
