import type { ServiceEntry, Site } from '../manifest/load';
import type { Brand, City } from '../manifest/schema.generated';

type Neighborhood = City['neighborhoods'][number];

/**
 * What one page of each collection is about: the items a route with `collection: <name>` binds,
 * in the order of the pattern's parameters (`/services/:service/:city` binds service, then city).
 */
export type Bindings = {
  services: { service: ServiceEntry };
  cities: { city: City };
  brands: { brand: Brand };
  neighborhoods: { city: City; neighborhood: Neighborhood };
  'service-cities': { service: ServiceEntry; city: City };
};

export type CollectionName = keyof Bindings;
/** The binding of a page of a collection; a route without a collection binds nothing. */
export type BindingOf<C extends CollectionName | undefined> = C extends CollectionName ? Bindings[C] : Record<string, never>;

/** Every binding of each collection, in the manifest's order of its items. */
const COLLECTIONS: { [C in CollectionName]: (site: Site) => Array<Bindings[C]> } = {
  services: (site) => site.services.map((service) => ({ service })),
  cities: (site) => site.cities.map((city) => ({ city })),
  brands: (site) => site.brands.map((brand) => ({ brand })),
  neighborhoods: (site) => site.cities.flatMap((city) => city.neighborhoods.map((neighborhood) => ({ city, neighborhood }))),
  'service-cities': (site) => site.services.flatMap((service) => site.cities.map((city) => ({ service, city }))),
};

/** The bindings of a route's collection: one page each (one page without parameters when it has none). */
export function bindingsOf(site: Site, collection: CollectionName | undefined): Array<Bindings[CollectionName] | Record<string, never>> {
  return collection ? COLLECTIONS[collection](site) : [{}];
}
