import type { Site } from '../../manifest/load';
import type { City } from '../../manifest/schema.generated';
import type { Path } from './context';
import { fileOf } from './context';
import { walkStrings } from './walk';

/** One text of copy, where it is written. */
export type PlaceText = { file: string; path: Path; text: string };

/** Keys of local copy that name what the copy belongs to, not copy. */
const IDS = new Set(['city', 'neighborhood', 'service']);

function texts(file: string, data: unknown, root: Path = [], skip: (path: Path) => boolean = () => false): PlaceText[] {
  const out: PlaceText[] = [];
  walkStrings(data, root, (path, text) => {
    if (!skip(path)) out.push({ file, path, text });
  });
  return out;
}

/** The copy of a city's own file, its facts and its lists of ZIP codes and ids aside. */
export function cityTexts(city: City): PlaceText[] {
  const notCopy = (path: Path) =>
    path[0] === 'facts' || path.includes('zipCodes') || path.includes('keyServices') || path[path.length - 1] === 'id';
  return texts(fileOf.city(city.id), city, [], notCopy);
}

/** What a city's neighborhood pages say of the neighborhood: its entry in the city's file and its own file. */
export function neighborhoodTexts(site: Site, city: City): PlaceText[] {
  const file = fileOf.city(city.id);
  return city.neighborhoods.flatMap((neighborhood, i) => [
    ...(['description', 'homes'] as const).flatMap((key) =>
      neighborhood[key] ? [{ file, path: ['neighborhoods', i, key], text: neighborhood[key] }] : [],
    ),
    ...localTexts(
      `content/local/neighborhoods/${city.id}/${neighborhood.id}.yaml`,
      site.local.neighborhoods.get(`${city.id}/${neighborhood.id}`),
    ),
  ]);
}

/** The own copy of a city's service-in-city pages. */
export function serviceCityTexts(site: Site, city: City): PlaceText[] {
  return [...site.local.services].flatMap(([key, own]) => {
    const [service, cityId] = key.split('/');
    return cityId === city.id ? localTexts(`content/local/services/${service}/${city.id}.yaml`, own) : [];
  });
}

function localTexts(file: string, own: unknown): PlaceText[] {
  return own ? texts(file, own, [], (path) => path.length === 1 && IDS.has(String(path[0]))) : [];
}

/**
 * Copy every neighborhood and service-in-city page shows, whatever its place: the two pages'
 * templates, their shared questions, and what each service lends its service-in-city pages (its
 * summary, its warning signs and its first question).
 */
export function sharedPlaceTexts(site: Site): PlaceText[] {
  const faq = 'content/faq.yaml';
  return [
    ...texts('content/pages/neighborhood.yaml', site.pages.neighborhood),
    ...texts('content/pages/service-city.yaml', site.pages['service-city']),
    ...texts(faq, site.faq.neighborhood, ['neighborhood']),
    ...texts(faq, site.faq.serviceCity, ['serviceCity']),
    ...site.services.flatMap((service) => {
      const file = fileOf.service(service.id);
      return [
        { file, path: ['shortDescription'], text: service.shortDescription },
        ...texts(file, service.symptoms, ['symptoms']),
        ...texts(file, service.faq.slice(0, 1), ['faq']),
      ];
    }),
  ];
}

/** The sentences of a text. */
export const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
