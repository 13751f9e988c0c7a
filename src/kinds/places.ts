/**
 * Server-side helpers shared by the place and brand data builders (service areas, city,
 * neighborhood, brands, brand). Never imported by a Page component.
 */
import type { Site } from '../manifest/load';
import type { LocalFact } from '../components/local-facts';
import type { Fact, Icon } from '../manifest/schema.generated';
import { fill, fillDeep } from '../manifest/template';
import { href } from '../routes/urls';

export type Link = { label: string; href: string };

export function cityUrl(cityId: string): string {
  return href('city', { cityId });
}

export function neighborhoodUrl(cityId: string, neighborhoodId: string): string {
  return href('neighborhood', { cityId, neighborhoodId });
}

/** A county's blurb: its own description from counties.yaml, else the generic text filled for it. */
export function countyBlurb(description: string | undefined, generic: string, county: string): string {
  return description?.trim() ? description : fill(generic, { county });
}

/** Cities of a county, in the manifest's order. */
export function citiesOf(site: Site, county: string) {
  return site.cities.filter((city) => city.county === county);
}

/** The first `cities` cities x first `perCity` neighborhoods of a county, as links. */
export function featuredNeighborhoods(site: Site, county: string, cities: number, perCity: number): Link[] {
  return citiesOf(site, county)
    .slice(0, cities)
    .flatMap((city) =>
      city.neighborhoods
        .slice(0, perCity)
        .map((neighborhood) => ({ label: neighborhood.name, href: neighborhoodUrl(city.id, neighborhood.id) })),
    );
}

/** A service's title by id (ids are cross-checked by npm run check). */
export function serviceTitle(site: Site, id: string): string {
  const service = site.services.find((item) => item.id === id);
  if (!service) throw new Error(`unknown service id '${id}'`);
  return service.title;
}

export function serviceIcon(site: Site, id: string): Icon {
  const service = site.services.find((item) => item.id === id);
  if (!service) throw new Error(`unknown service id '${id}'`);
  return service.icon;
}

/** Google Maps place URLs for the business's home city, built from site.yaml (never typed twice). */
export function mapUrls(site: Site): { place: string; link: string; embed: string } {
  const address = site.manifest.business.address;
  const text = `${encodeURIComponent(address.city)},${encodeURIComponent(address.region)}`;
  return {
    place: `${address.city}, ${address.region}`,
    link: `https://www.google.com/maps?q=${text}`,
    embed: `https://www.google.com/maps?q=${text}&output=embed`,
  };
}

const FACT_LABELS: Record<string, string> = {
  county: 'County',
  jurisdiction: 'Local government',
  permitOffice: 'Building permits',
  zipCodes: 'ZIP codes',
  windborneDebris: 'Wind-borne debris region (Florida Building Code)',
};

/**
 * The facts block of a place page: the city's facts (content/cities/<id>.yaml `facts`), in the
 * file's order; a neighborhood inherits them all but its ZIP codes, which are its own.
 */
export function placeFacts(site: Site, cityId: string, neighborhoodId?: string): LocalFact[] {
  const city = site.cities.find((item) => item.id === cityId);
  if (!city) return [];
  const hood = neighborhoodId ? city.neighborhoods.find((neighborhood) => neighborhood.id === neighborhoodId) : undefined;
  // A neighborhood's own fact (its own census place, with its own source) stands in for its city's.
  const own = (hood?.facts ?? {}) as Record<string, Fact>;
  return Object.entries({ ...(city.facts as Record<string, Fact>), ...own }).map(([id, fact]) => {
    const shown =
      id === 'zipCodes' && hood
        ? { value: hood.zipCodes.join(', '), meaning: `The ZIP codes of ${hood.name}, in ${city.name}.` }
        : { value: fact.value, ...(fact.meaning ? { meaning: fact.meaning } : {}) };
    return { id, label: FACT_LABELS[id] ?? id, ...fillDeep(shown, site.facts), source: fact.source };
  });
}
